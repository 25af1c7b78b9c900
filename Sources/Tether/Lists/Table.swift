import Foundation

/// Mirrors SwiftUI's `TableForEachContent`: a table's rows, one for each element of `Data`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
    let data: Data
}

/// Mirrors SwiftUI's `Table`: rows of `Value` under titled columns. As Apple documents for
/// iOS, in a compact horizontal size class (an iPhone) a table shows only its first column, as
/// a plain list of its cells. In a regular size class (an iPad: both canvas sides 744 pt or more)
/// Tether draws every column, the same width, side by side under a row of secondary headline
/// titles, in a plain list: iPad's exact column metrics are not measured. With a selection,
/// a tap on a row selects it, as in a list.
nonisolated public struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View {
    // SwiftUI also requires `Columns.TableRowValue == Value` here; the column builder already
    // ensures it, and stating it again keeps Swift from inferring `TableColumn(_:value: \.key)`.
    enum Selection {
        case none
        case single(Binding<Value.ID?>)
        case multiple(Binding<Set<Value.ID>>)
    }
    nonisolated(unsafe) let rows: [Value]
    let columns: [TableColumnSpec]
    nonisolated(unsafe) let selection: Selection
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(rows: [Value], columns: Columns, selection: Selection) {
        self.rows = rows
        self.columns = (columns as? TableColumnSpecsProviding)?.tableColumnSpecs ?? []
        self.selection = selection
    }

    @MainActor public var body: some View {
        let regular = sizeClass == .regular
        let columns = self.columns
        let content = Group {
            if regular {
                TableHeaderRow(columns: columns)
            }
            ForEach(rows) { row in
                if regular {
                    HStack(spacing: TableHeaderRow.columnSpacing) {
                        ForEach(columns.indices, id: \.self) { index in
                            columns[index].cell(row).frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                } else if let first = columns.first {
                    first.cell(row)
                }
            }
        }
        return Group {
            switch selection {
            case .none: List { content }
            case .single(let binding): List(selection: binding) { content }
            case .multiple(let binding): List(selection: binding) { content }
            }
        }
        .listStyle(.plain)
    }
}

/// The titles of a regular-width table's columns, side by side, in the secondary headline style.
nonisolated struct TableHeaderRow: View {
    let columns: [TableColumnSpec]
    static let columnSpacing: CGFloat = 16
    @MainActor var body: some View {
        HStack(spacing: Self.columnSpacing) {
            ForEach(columns.indices, id: \.self) { index in
                columns[index].title.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
    }
}

extension Table {
    /// Mirrors `init(_:columns:)`: a row for each element of `data`.
    nonisolated public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .none)
    }
    /// Mirrors `init(_:selection:columns:)` with a single selection: a tap on a row selects it.
    nonisolated public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                                          @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .single(selection))
    }
    /// Mirrors `init(_:selection:columns:)` with a set of selected rows.
    nonisolated public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                          @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .multiple(selection))
    }
}

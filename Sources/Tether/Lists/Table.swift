import Foundation

/// Mirrors SwiftUI's `TableForEachContent`: a table's rows, one for each element of `Data`.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
    nonisolated(unsafe) let data: Data
}

/// Mirrors SwiftUI's `Table`: rows of `Value` under titled columns. As Apple documents for
/// iOS, in a compact horizontal size class (an iPhone) a table shows only its first column, as
/// a plain list of its cells. In a regular size class (an iPad: both canvas sides 744 pt or more)
/// Tether draws every column side by side under a row of secondary headline titles, in a plain
/// list, the columns sharing the width as their `width` modifiers allow (equal widths without
/// them); iPad's exact metrics are not measured. With a selection, a tap on a row selects it,
/// as in a list. With a `sortOrder`, a tap on a sortable column's title puts the column's
/// comparator first in the order, ascending, and a second tap makes it descending; the
/// title of the column the order starts with shows a chevron pointing the way it sorts. The
/// table shows its rows in the order it is given them: the app sorts them when the order
/// changes, as on iOS.
nonisolated public struct Table<Value, Rows, Columns>: View
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent {
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
    let sorting: TableSorting?
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(rows: [Value], columns: Columns, selection: Selection, sorting: TableSorting? = nil) {
        self.rows = rows
        self.columns = (columns as? TableColumnSpecsProviding)?.tableColumnSpecs ?? []
        self.selection = selection
        self.sorting = sorting
    }

    init(rows: Rows, columns: Columns, selection: Selection, sorting: TableSorting? = nil) {
        self.init(rows: rows.tableRowValues.compactMap { $0 as? Value }, columns: columns, selection: selection, sorting: sorting)
    }

    @MainActor public var body: some View {
        let regular = sizeClass == .regular
        let columns = self.columns.map { column in
            var column = column
            let (width, problems) = column.width.sanitized()
            problems.forEach(ControlDiagnostics.report)
            column.width = width
            return column
        }
        let widths = columns.map(\.width)
        let content = Group {
            if regular {
                TableHeaderRow(columns: columns, sorting: sorting)
            }
            ForEach(rows) { row in
                if regular {
                    TableColumnsLayout(widths: widths) {
                        ForEach(columns.indices, id: \.self) { index in
                            columns[index].cell(row)
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

/// The titles of a regular-width table's columns, side by side, in the secondary headline
/// style; a sortable column's title is a button that sorts by it, and the column the sort
/// order starts with shows a chevron (up ascending, down descending) after its title.
nonisolated struct TableHeaderRow: View {
    let columns: [TableColumnSpec]
    let sorting: TableSorting?
    @MainActor var body: some View {
        let primary = sorting?.primary()
        return TableColumnsLayout(widths: columns.map(\.width)) {
            ForEach(columns.indices, id: \.self) { index in
                title(columns[index], primary: primary)
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
    }

    @MainActor private func title(_ column: TableColumnSpec, primary: (any SortComparator)?) -> some View {
        HStack(spacing: 4) {
            if let sort = column.sort, let sorting {
                Button { sorting.sort(by: sort) } label: { column.title }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(.isHeader)
                if let primary, sort.matches(primary) {
                    Image(systemName: primary.order == .forward ? "chevron.up" : "chevron.down")
                        .imageScale(.small)
                }
            } else {
                column.title.accessibilityAddTraits(.isHeader)
            }
        }
        .lineLimit(1)
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

    /// Mirrors `init(_:sortOrder:columns:)`: a row for each element of `data`, sortable by
    /// its columns' titles into `sortOrder`.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: .none, sorting: .bound(to: sortOrder))
    }
    /// Mirrors `init(_:selection:sortOrder:columns:)` with a single selection.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: .single(selection), sorting: .bound(to: sortOrder))
    }
    /// Mirrors `init(_:selection:sortOrder:columns:)` with a set of selected rows.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), selection: .multiple(selection), sorting: .bound(to: sortOrder))
    }
}

extension Table {
    /// Mirrors `init(of:columns:rows:)`: the rows the `rows` builder lists (`TableRow`s,
    /// `ForEach`es of them) under the columns.
    nonisolated public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                            @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }
    /// Mirrors `init(of:selection:columns:rows:)` with a single selection.
    nonisolated public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                            @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }
    /// Mirrors `init(of:selection:columns:rows:)` with a set of selected rows.
    nonisolated public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                            @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }
    /// Mirrors `init(of:sortOrder:columns:rows:)`: listed rows, sortable into `sortOrder`.
    nonisolated public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                                                  @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                                  @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .none, sorting: .bound(to: sortOrder))
    }
    /// Mirrors `init(of:selection:sortOrder:columns:rows:)` with a single selection.
    nonisolated public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                                                  sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                                  @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: .bound(to: sortOrder))
    }
    /// Mirrors `init(of:selection:sortOrder:columns:rows:)` with a set of selected rows.
    nonisolated public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                                                  sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                                  @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: .bound(to: sortOrder))
    }
}

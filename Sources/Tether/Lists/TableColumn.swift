import Foundation

/// Mirrors SwiftUI's `TableColumnContent`: one or more columns of a `Table`, for rows of
/// `TableRowValue`. Tether's built-in column types (`TableColumn`, what `TableColumnBuilder`
/// makes) conform; SwiftUI's `tableColumnBody` for custom column types is not supported.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// Mirrors `TableRowValue`: the type of the rows.
    associatedtype TableRowValue: Identifiable
    /// Mirrors `TableColumnSortComparator`: how the column sorts (`Never`: it does not).
    associatedtype TableColumnSortComparator: SortComparator
}

/// A column as a table draws it: its title, a cell for a row (any row value), the width it
/// asks for and, for a sortable column, how a header tap sorts by it.
struct TableColumnSpec {
    let title: AnyView
    let cell: @MainActor (Any) -> AnyView
    var width: TableColumnWidth
    var sort: TableColumnSort?
}

/// Column content whose columns Tether can list.
protocol TableColumnSpecsProviding {
    var tableColumnSpecs: [TableColumnSpec] { get }
}

/// Mirrors SwiftUI's `TableColumn`: a titled column whose cell shows a view for each row.
/// Made with a `value` key path or a `sortUsing` comparator, it is sortable: in a table with a
/// `sortOrder`, a tap on its title puts its comparator first in the sort order (ascending), a
/// second tap reverses it.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent, TableColumnSpecsProviding {
    /// Mirrors `TableRowValue`.
    public typealias TableRowValue = RowValue
    /// Mirrors `TableColumnSortComparator`.
    public typealias TableColumnSortComparator = Sort
    let label: Label
    nonisolated(unsafe) let content: (RowValue) -> Content
    var width = TableColumnWidth()
    nonisolated(unsafe) var sort: TableColumnSort?

    init(label: Label, content: @escaping (RowValue) -> Content, sort: TableColumnSort? = nil) {
        self.label = label
        self.content = content
        self.sort = sort
    }

    var tableColumnSpecs: [TableColumnSpec] {
        nonisolated(unsafe) let content = self.content
        return [TableColumnSpec(title: AnyView(label), cell: { row in
            guard let row = row as? RowValue else { return AnyView(EmptyView()) }
            return AnyView(content(row))
        }, width: width, sort: sort)]
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Mirrors `init(_:content:)`: an unsortable column titled `titleKey` showing `content` for each row.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    /// Mirrors `init(_:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Mirrors `init(_:value:)`: an unsortable column showing a string property of each row.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        nonisolated(unsafe) let value = value
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// Mirrors `init(_:value:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        nonisolated(unsafe) let value = value
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }
}

/// Mirrors SwiftUI's `TupleTableColumnContent`: the columns a `TableColumnBuilder` lists.
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent, TableColumnSpecsProviding {
    /// Mirrors `TableRowValue`.
    public typealias TableRowValue = RowValue
    /// Mirrors `TableColumnSortComparator`.
    public typealias TableColumnSortComparator = Sort
    let tableColumnSpecs: [TableColumnSpec]
}

/// Mirrors SwiftUI's `TableColumnBuilder`: the columns of a table, in order.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Mirrors `buildExpression(_:)`: a column that sorts as the table does.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }

    /// Mirrors `buildExpression(_:)` for an unsortable column in a sortable table.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }

    /// Mirrors `buildBlock(_:)`: the columns side by side, first to last.
    public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        var specs: [TableColumnSpec] = []
        for content in repeat each column {
            specs += (content as? TableColumnSpecsProviding)?.tableColumnSpecs ?? []
        }
        return TupleTableColumnContent(tableColumnSpecs: specs)
    }
}

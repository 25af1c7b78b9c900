import Foundation

/// Mirrors SwiftUI's `TableRowContent`: one or more rows of a `Table`, each a value of
/// `TableRowValue`. A custom type lists its rows in `tableRowBody`.
public protocol TableRowContent<TableRowValue> {
    /// Mirrors `TableRowValue`: the type of the rows' values.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// Mirrors `TableRowBody`: the rows this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// Mirrors `tableRowBody`: the content's rows.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

/// Row content whose values Tether reads directly (the built-in row types).
protocol TableRowValuesProviding {
    var tableRowValues: [Any] { get }
}

extension TableRowContent {
    /// The values of the rows, in order: the built-in types list theirs, a custom type's are
    /// those of its `tableRowBody`.
    var tableRowValues: [Any] {
        if let provider = self as? TableRowValuesProviding { return provider.tableRowValues }
        return tableRowBody.tableRowValues
    }
}

extension Never: TableRowContent {
    /// Mirrors `TableRowValue` of `Never`.
    public typealias TableRowValue = Never
    /// Mirrors `tableRowBody` of `Never`: there is none.
    public var tableRowBody: Never { return primitiveBodyAccessed() }
}

extension TableRowContent where TableRowBody == Never {
    /// Built-in row content has no body; Tether reads its rows directly.
    public var tableRowBody: Never { return primitiveBodyAccessed() }
}

/// Mirrors SwiftUI's `TableRow`: the row of one value in a table built with a `rows` builder.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent, TableRowValuesProviding {
    /// Mirrors `TableRowValue`.
    public typealias TableRowValue = Value
    /// Mirrors `TableRowBody`.
    public typealias TableRowBody = Never
    nonisolated(unsafe) let value: Value
    /// Mirrors `init(_:)`: a row showing `value` in every column.
    public init(_ value: Value) { self.value = value }
    var tableRowValues: [Any] { [value] }
}

/// Mirrors SwiftUI's `TupleTableRowContent`: the rows a `TableRowBuilder` lists.
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, TableRowValuesProviding {
    /// Mirrors `TableRowValue`.
    public typealias TableRowValue = Value
    /// Mirrors `TableRowBody`.
    public typealias TableRowBody = Never
    nonisolated(unsafe) let tableRowValues: [Any]
}

extension TableForEachContent: TableRowContent, TableRowValuesProviding {
    /// Mirrors `TableRowValue`.
    public typealias TableRowValue = Data.Element
    /// Mirrors `TableRowBody`.
    public typealias TableRowBody = Never
    var tableRowValues: [Any] { data.map { $0 } }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// Mirrors `TableRowValue` of an optional row (what `if` in a rows builder makes).
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Mirrors `TableRowBody`.
    public typealias TableRowBody = Never
}

extension Optional: TableRowValuesProviding where Wrapped: TableRowContent {
    var tableRowValues: [Any] { self?.tableRowValues ?? [] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// Mirrors `TableRowValue`: the rows' values.
    public typealias TableRowValue = Content.TableRowValue
    /// Mirrors `TableRowBody`.
    public typealias TableRowBody = Never
}

extension ForEach: TableRowValuesProviding where Content: TableRowContent {
    var tableRowValues: [Any] { data.flatMap { content($0).tableRowValues } }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Mirrors `init(_:content:)` for table rows: a row content for each element of `data`.
    nonisolated public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

/// Mirrors SwiftUI's `TableRowBuilder`: the rows of a table, in order.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Mirrors `buildExpression(_:)`.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    /// Mirrors `buildBlock(_:)` with one row content: that content.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    /// Mirrors `buildBlock(_:)`: the rows one after another.
    public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content)
        -> TupleTableRowContent<Value, (repeat each Content)> {
        var values: [Any] = []
        for rows in repeat each content { values += rows.tableRowValues }
        return TupleTableRowContent(tableRowValues: values)
    }

    /// Mirrors `buildIf(_:)`: rows shown only when a condition holds.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value { content }
}

import Foundation

// `if`/`else` and `switch` in a table's `rows` and `columns` builders: SwiftUI makes both
// alternatives a `_ConditionalContent`, and an `if` without `else` in the columns an optional.

extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// Mirrors `TableRowValue` of conditional rows: the rows' value type.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Mirrors `TableRowBody`.
    public typealias TableRowBody = Never
}

extension _ConditionalContent: TableRowValuesProviding
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The rows of the alternative the condition chose.
    var tableRowValues: [Any] {
        switch storage {
        case .trueContent(let rows): return rows.tableRowValues
        case .falseContent(let rows): return rows.tableRowValues
        }
    }
}

extension TableRowBuilder {
    /// Mirrors `buildEither(first:)`: the rows of an `if` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Mirrors `buildEither(second:)`: the rows of an `else` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension _ConditionalContent: TableColumnContent
where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
      TrueContent.TableRowValue == FalseContent.TableRowValue,
      TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    /// Mirrors `TableRowValue` of conditional columns.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Mirrors `TableColumnSortComparator` of conditional columns.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
}

extension _ConditionalContent: TableColumnSpecsProviding
where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
      TrueContent.TableRowValue == FalseContent.TableRowValue,
      TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    /// The columns of the alternative the condition chose.
    var tableColumnSpecs: [TableColumnSpec] {
        switch storage {
        case .trueContent(let columns): return (columns as? TableColumnSpecsProviding)?.tableColumnSpecs ?? []
        case .falseContent(let columns): return (columns as? TableColumnSpecsProviding)?.tableColumnSpecs ?? []
        }
    }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// Mirrors `TableRowValue` of an optional column (what `if` in a columns builder makes).
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Mirrors `TableColumnSortComparator` of an optional column.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
}

extension Optional: TableColumnSpecsProviding where Wrapped: TableColumnContent {
    /// The column when the condition held, else none.
    var tableColumnSpecs: [TableColumnSpec] {
        self.flatMap { ($0 as? TableColumnSpecsProviding)?.tableColumnSpecs } ?? []
    }
}

extension TableColumnBuilder {
    /// Mirrors `buildIf(_:)`: an unsortable column shown only when a condition holds.
    @_disfavoredOverload
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, C.TableColumnSortComparator == Never { content }

    /// Mirrors `buildIf(_:)`: a column, sorting as the table does, shown only when a condition holds.
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator { content }

    /// Mirrors `buildEither(first:)`: the columns of an `if` branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
          T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Mirrors `buildEither(second:)`: the columns of an `else` branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
          T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

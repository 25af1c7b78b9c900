import Foundation

/// A sortable table's `sortOrder` binding, seen without its comparator type: the comparator
/// the order starts with, and what a tap on a sortable column's title does to the order.
struct TableSorting {
    /// The first comparator of the order (the one the rows are sorted by first), if any.
    let primary: @MainActor () -> (any SortComparator)?
    /// Writes the order a tap on the title of the column sorting with `column` makes.
    let sort: @MainActor (_ column: TableColumnSort) -> Void

    @MainActor func sort(by column: TableColumnSort) { sort(column) }

    /// The sorting of a table bound to `sortOrder`. A tap on the title of the column the order
    /// starts with reverses that comparator; a tap on another column's title removes the
    /// column's comparators from the order and puts the column's own first, in its own
    /// (ascending) direction — the order keeps the earlier comparators after it, so rows that
    /// tie are still ordered by the previous sort, as on iPadOS and macOS.
    static func bound<Sort: SortComparator>(to sortOrder: Binding<[Sort]>) -> TableSorting {
        nonisolated(unsafe) let sortOrder = sortOrder
        return TableSorting(primary: { sortOrder.wrappedValue.first }, sort: { column in
            var order = sortOrder.wrappedValue
            if let first = order.first, column.matches(first) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else if let comparator = column.prototype as? Sort {
                order.removeAll { column.matches($0) }
                order.insert(comparator, at: 0)
            } else {
                return
            }
            sortOrder.wrappedValue = order
        })
    }
}

import Foundation

/// How a sortable column takes part in its table's `sortOrder`: its comparator, put first in
/// the order when its title is tapped, and whether an element of the order is that comparator
/// (in either direction).
struct TableColumnSort {
    /// The column's comparator (a `Sort`), in the order a first tap sorts by.
    let prototype: Any
    /// Whether a comparator of the sort order is this column's, whatever its direction.
    let matches: (Any) -> Bool

    /// A column sorting by the comparator `prototype`: an element of the order is the column's
    /// when it equals the prototype in one of the two directions.
    static func comparator<Sort: SortComparator>(_ prototype: Sort) -> TableColumnSort {
        nonisolated(unsafe) let prototype = prototype
        return TableColumnSort(prototype: prototype, matches: { element in
            guard var element = element as? Sort else { return false }
            element.order = prototype.order
            return element == prototype
        })
    }

    /// A column sorting by a key path: an element of the order is the column's when it is a
    /// `KeyPathComparator` of the same key path (as SwiftUI matches the sort order to columns,
    /// so `KeyPathComparator(\.name)` made by the app marks the column `value: \.name`).
    static func keyPath<Row>(_ comparator: KeyPathComparator<Row>) -> TableColumnSort {
        nonisolated(unsafe) let comparator = comparator
        return TableColumnSort(prototype: comparator, matches: { element in
            (element as? KeyPathComparator<Row>)?.keyPath == comparator.keyPath
        })
    }
}

/// iOS's default order for a string column, `String.StandardComparator.localizedStandard`
/// (Finder's order: numbers by value, case ignored), which Foundation on Linux does not have:
/// `localizedStandardCompare(_:)`.
struct LocalizedStandardStringComparator: SortComparator, Codable {
    var order: SortOrder = .forward
    func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.localizedStandardCompare(rhs)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Mirrors `init(_:value:comparator:)` without a comparator: a sortable column showing a
    /// string property verbatim, sorted as iOS's default `.localizedStandard` sorts (Finder's
    /// order: numbers by value, case ignored).
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), value: value, comparator: LocalizedStandardStringComparator())
    }
    /// Mirrors `init(_:value:comparator:)` without a comparator, with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), value: value, comparator: LocalizedStandardStringComparator())
    }
    /// Mirrors `init(_:value:comparator:)`: a sortable column showing a string property
    /// verbatim, sorted with `comparator` (Foundation on Linux offers `.lexical`).
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                            comparator: String.StandardComparator) where Content == Text {
        self.init(label: Text(titleKey), value: value, comparator: comparator)
    }
    /// Mirrors `init(_:value:comparator:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                               comparator: String.StandardComparator) where Content == Text {
        self.init(label: Text(title), value: value, comparator: comparator)
    }

    /// Mirrors `init(_:value:content:)`: a sortable column for a `Comparable` property, its
    /// cells made by `content`.
    nonisolated public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                                           @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, sort: .keyPath(Self.comparator(value)))
    }
    /// Mirrors `init(_:value:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                              @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, sort: .keyPath(Self.comparator(value)))
    }
    /// Mirrors `init(_:value:content:)` for an optional `Comparable` property (no value first).
    nonisolated public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>,
                                           @ViewBuilder content: @escaping (RowValue) -> Content) {
        nonisolated(unsafe) let value = value
        self.init(label: Text(titleKey), content: content, sort: .keyPath(KeyPathComparator(sendable(value))))
    }
    /// Mirrors `init(_:value:content:)` for an optional property, with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V?>,
                                                              @ViewBuilder content: @escaping (RowValue) -> Content) {
        nonisolated(unsafe) let value = value
        self.init(label: Text(title), content: content, sort: .keyPath(KeyPathComparator(sendable(value))))
    }
    /// Mirrors `init(_:value:comparator:content:)`: a sortable column ordering the property at
    /// `value` with `comparator`.
    nonisolated public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        nonisolated(unsafe) let value = value
        self.init(label: Text(titleKey), content: content, sort: .keyPath(KeyPathComparator(sendable(value), comparator: comparator)))
    }
    /// Mirrors `init(_:value:comparator:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                                     @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        nonisolated(unsafe) let value = value
        self.init(label: Text(title), content: content, sort: .keyPath(KeyPathComparator(sendable(value), comparator: comparator)))
    }

    private init<C: SortComparator>(label: Text, value: KeyPath<RowValue, String>, comparator: C) where Content == Text, C.Compared == String {
        nonisolated(unsafe) let value = value
        self.init(label: label, content: { Text(verbatim: $0[keyPath: value]) },
                  sort: .keyPath(KeyPathComparator(sendable(value), comparator: comparator)))
    }

    /// A comparable property's comparator; strings sort as iOS's `.localizedStandard`.
    private static func comparator<V: Comparable>(_ value: KeyPath<RowValue, V>) -> KeyPathComparator<RowValue> {
        nonisolated(unsafe) let value = value
        if let strings = value as? KeyPath<RowValue, String> {
            nonisolated(unsafe) let strings = strings
            return KeyPathComparator(sendable(strings), comparator: LocalizedStandardStringComparator())
        }
        return KeyPathComparator(sendable(value))
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// Mirrors `init(_:sortUsing:content:)`: a column sorted by the comparator `comparator`.
    nonisolated public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                            @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, sort: .comparator(comparator))
    }
    /// Mirrors `init(_:sortUsing:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, sort: .comparator(comparator))
    }
}

/// A key path as `KeyPathComparator` takes it. Key paths are immutable once made, so sharing
/// one between threads is safe; a generic key path is only not declared `Sendable`.
func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

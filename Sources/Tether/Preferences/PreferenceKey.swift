import Foundation

/// Mirrors SwiftUI's `PreferenceKey`: a value views pass up to their ancestors, combined
/// in view-tree order with `reduce`, starting from the first value produced.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values a subtree produced, by key, in the order keys first appeared.
struct PreferenceValues {
    struct Entry {
        let info: PreferenceKeyInfo
        var value: Any
        var key: ObjectIdentifier { info.key }
        var keyName: String { info.name }
        func reduce(_ accumulated: inout Any, _ next: Any) { info.reduce(&accumulated, next) }
        var equal: ((Any, Any) -> Bool)? { info.equal }
    }
    private(set) var entries: [Entry] = []
    var isEmpty: Bool { entries.isEmpty }

    subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        // Unwrapped first, so a missing entry reads nil even when `Value` is optional.
        guard let entry = entries.first(where: { $0.key == ObjectIdentifier(key) }) else { return nil }
        return entry.value as? K.Value
    }

    /// Replaces (or sets) the value of `K`.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        if let i = entries.firstIndex(where: { $0.key == ObjectIdentifier(key) }) {
            entries[i].value = value
        } else {
            entries.append(Entry(info: PreferenceKeyInfo.of(key), value: value))
        }
    }

    /// True when both hold the same keys in the same order with equal values. A value that
    /// is not `Equatable` never counts as equal, so its consumers always run again.
    func isIdentical(to other: PreferenceValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (a, b) in zip(entries, other.entries) {
            guard a.key == b.key, let equal = a.equal, equal(a.value, b.value) else { return false }
        }
        return true
    }

    /// Only the values of `keys` (in this order of appearance).
    func restricted(to keys: [ObjectIdentifier]) -> PreferenceValues {
        var kept = PreferenceValues()
        kept.entries = entries.filter { keys.contains($0.key) }
        return kept
    }

    /// Combines `later` into these values: for a key both have, `reduce(value: &mine, nextValue: later)`.
    mutating func combine(_ later: PreferenceValues) {
        if entries.isEmpty { self = later; return }
        for e in later.entries {
            if let i = entries.firstIndex(where: { $0.key == e.key }) {
                e.reduce(&entries[i].value, e.value)
            } else {
                entries.append(e)
            }
        }
    }
}

/// A structural attribute that changes the preferences its subtree produced.
protocol PreferenceWriter: NodeAttribute {
    func write(_ values: inout PreferenceValues, node: ViewNode)
}

/// A structural attribute that reacts to a preference's value (`onPreferenceChange`).
protocol PreferenceObserver: NodeAttribute {
    func observe(_ values: PreferenceValues, node: ViewNode)
}


/// What the Preferences phase needs to know about a key, type-erased: made once per key type
/// and shared by every value of that key.
final class PreferenceKeyInfo: @unchecked Sendable {
    let key: ObjectIdentifier
    let name: String
    /// `K.reduce`.
    let reduce: (inout Any, Any) -> Void
    /// `==` when the key's value is `Equatable`; nil otherwise.
    let equal: ((Any, Any) -> Bool)?

    private init<K: PreferenceKey>(_ key: K.Type) {
        self.key = ObjectIdentifier(key)
        name = String(describing: key)
        reduce = { acc, next in
            var v = acc as! K.Value
            // Drop the existential's copy so `reduce` mutates a uniquely referenced
            // value (a dictionary or array merge stays O(next), not O(accumulated)).
            acc = ()
            K.reduce(value: &v, nextValue: { next as! K.Value })
            acc = v
        }
        equal = K.Value.self is any Equatable.Type ? { a, b in areEqual(a, b) } : nil
    }

    nonisolated(unsafe) private static var known: [ObjectIdentifier: PreferenceKeyInfo] = [:]
    private static let lock = NSLock()

    static func of<K: PreferenceKey>(_ key: K.Type) -> PreferenceKeyInfo {
        lock.lock(); defer { lock.unlock() }
        if let info = known[ObjectIdentifier(key)] { return info }
        let info = PreferenceKeyInfo(key)
        known[ObjectIdentifier(key)] = info
        return info
    }
}

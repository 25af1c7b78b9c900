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
        let key: ObjectIdentifier
        var value: Any
        /// `K.reduce` for this entry's key, type-erased.
        let reduce: (inout Any, Any) -> Void
        let keyName: String
    }
    private(set) var entries: [Entry] = []
    var isEmpty: Bool { entries.isEmpty }

    subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        entries.first { $0.key == ObjectIdentifier(key) }?.value as? K.Value
    }

    /// Replaces (or sets) the value of `K`.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        if let i = entries.firstIndex(where: { $0.key == ObjectIdentifier(key) }) {
            entries[i].value = value
        } else {
            entries.append(Entry(key: ObjectIdentifier(key), value: value, reduce: { acc, next in
                var v = acc as! K.Value
                K.reduce(value: &v, nextValue: { next as! K.Value })
                acc = v
            }, keyName: String(describing: key)))
        }
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

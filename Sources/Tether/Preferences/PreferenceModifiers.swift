import Foundation

/// Mirrors SwiftUI's `_PreferenceWritingModifier` (`.preference(key:value:)`): replaces
/// whatever the subtree produced for the key.
nonisolated struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, AttributeModifier {
    public typealias Body = Never
    nonisolated(unsafe) let value: Key.Value
    var attributes: [NodeAttribute] { [Writer(value: value)] }

    struct Writer: PreferenceWriter {
        let value: Key.Value
        func write(_ values: inout PreferenceValues, node: ViewNode) { values.set(Key.self, value) }
    }
}

/// Mirrors SwiftUI's `_PreferenceTransformModifier` (`.transformPreference(_:_:)`): edits
/// the subtree's value (or the default when it produced none).
nonisolated struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let transform: (inout Key.Value) -> Void
    var attributes: [NodeAttribute] { [Writer(transform: transform)] }

    struct Writer: PreferenceWriter {
        let transform: (inout Key.Value) -> Void
        func write(_ values: inout PreferenceValues, node: ViewNode) {
            var v = values[Key.self] ?? Key.defaultValue
            transform(&v)
            values.set(Key.self, v)
        }
    }
}

/// Mirrors SwiftUI's `_PreferenceActionModifier` (`.onPreferenceChange`): runs the action
/// after the update whenever the subtree's value differs from the last one seen.
nonisolated struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, AttributeModifier where Key.Value: Equatable {
    public typealias Body = Never
    let action: (Key.Value) -> Void
    var attributes: [NodeAttribute] { [Observer(action: action)] }

    struct Observer: PreferenceObserver {
        let action: (Key.Value) -> Void
        func observe(_ values: PreferenceValues, node: ViewNode) {
            let value = values[Key.self] ?? Key.defaultValue
            let slot = node.graph.preferenceState(for: node, key: ObjectIdentifier(Key.self))
            if let last = slot.lastValue as? Key.Value, last == value { return }
            slot.lastValue = value
            let action = self.action
            node.graph.enqueuePreferenceAction(for: Key.self, node: node) { action(value) }
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `preference(key:value:)`.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
    /// Mirrors SwiftUI's `transformPreference(_:_:)`.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                  _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
    /// Mirrors SwiftUI's `onPreferenceChange(_:perform:)`.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                 perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

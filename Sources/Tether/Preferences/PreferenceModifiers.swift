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

/// Mirrors SwiftUI's `_AnchorWritingModifier` (`.anchorPreference` / `.transformAnchorPreference`):
/// captures an anchor from the modified view's bounds in global space and writes a preference.
nonisolated struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let source: Anchor<AnchorValue>.Source
    let write: (inout Key.Value, Anchor<AnchorValue>) -> Void
    var attributes: [NodeAttribute] { [Writer(source: source, write: write)] }

    struct Writer: PreferenceWriter {
        let source: Anchor<AnchorValue>.Source
        let write: (inout Key.Value, Anchor<AnchorValue>) -> Void
        func write(_ values: inout PreferenceValues, node: ViewNode) {
            let anchor = node.anchor(for: source)
            var v = values[Key.self] ?? Key.defaultValue
            write(&v, anchor)
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
    /// Mirrors SwiftUI's `anchorPreference(key:value:transform:)`.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                  transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, write: { v, anchor in v = transform(anchor) }))
    }
    /// Mirrors SwiftUI's `transformAnchorPreference(key:value:transform:)`.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                           transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, write: { v, anchor in transform(&v, anchor) }))
    }
    /// Mirrors SwiftUI's `onPreferenceChange(_:perform:)`.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                 perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

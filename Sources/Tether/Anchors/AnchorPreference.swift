import Foundation

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

extension View {
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
}

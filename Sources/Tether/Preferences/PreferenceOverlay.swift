import Foundation

/// Secondary content that depends on preferences of a layout node's primary content.
protocol PreferenceDrivenContent {
    /// The keys the secondary content is built from: it is built again only when one of their
    /// values changed (or the node itself did).
    var readKeys: [ObjectIdentifier] { get }
    func secondaryView(from values: PreferenceValues) -> any View
}

/// Mirrors SwiftUI's `overlayPreferenceValue` / `backgroundPreferenceValue`: the secondary
/// content is built from the key's value collected in the primary content, in the
/// Preferences phase, then measured, placed and collected like any overlay.
struct PreferenceOverlayContent<Key: PreferenceKey>: PreferenceDrivenContent {
    let build: (Key.Value) -> any View
    var readKeys: [ObjectIdentifier] { [ObjectIdentifier(Key.self)] }
    func secondaryView(from values: PreferenceValues) -> any View { build(values[Key.self] ?? Key.defaultValue) }
}

/// The modifier behind `overlayPreferenceValue` and `backgroundPreferenceValue`.
nonisolated struct _PreferenceOverlayModifier<Key: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let alignment: Alignment
    let isBackground: Bool
    let transform: (Key.Value) -> Secondary

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        let transform = self.transform
        node.layout = SecondaryContentLayout(alignment: alignment, isBackground: isBackground,
                                             preferenceDrivenContent: PreferenceOverlayContent<Key>(build: { transform($0) }))
        node.attributes = []
        node.secondaryIsStale = true
        // The secondary child is rebuilt in the Preferences phase; keep the previous one until then.
        let secondary = node.children.count > 1 ? [node.children[1]] : []
        let primary = Resolver.resolve(content, key: 0, existing: node.children.first, parent: node, environment: node.environment)
        node.setChildren([primary] + secondary)
    }
}

extension View {
    /// Mirrors SwiftUI's `overlayPreferenceValue(_:_:)`.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                             @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceOverlayModifier<K, V>(alignment: .center, isBackground: false, transform: transform))
    }
    /// Mirrors SwiftUI's `overlayPreferenceValue(_:alignment:_:)`.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment,
                                                                             @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceOverlayModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }
    /// Mirrors SwiftUI's `backgroundPreferenceValue(_:_:)`.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                                @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceOverlayModifier<K, V>(alignment: .center, isBackground: true, transform: transform))
    }
    /// Mirrors SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment,
                                                                                @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceOverlayModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }
}

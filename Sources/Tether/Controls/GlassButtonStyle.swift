import Foundation

/// Mirrors SwiftUI's `GlassButtonStyle` (`.glass`, iOS 26): the label (in the tint colour)
/// on Liquid Glass in a capsule, padded as a bordered button (12 × 7 points, 20 × 14 at the
/// large control sizes). See `Glass` for how the glass is drawn.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    /// Mirrors `init()`.
    nonisolated public init() { glass = .regular }
    /// Mirrors `init(_:)` (iOS 26.1): buttons on the given glass.
    nonisolated public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, glass: glass, prominent: false)
    }
}

/// Mirrors SwiftUI's `GlassProminentButtonStyle` (`.glassProminent`, iOS 26): a white label on
/// glass tinted with the tint colour (the accent colour by default), otherwise as `.glass`.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Mirrors `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, glass: .regular, prominent: true)
    }
}

/// The shared drawing of the glass button styles.
nonisolated struct GlassButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let glass: Glass
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let large = controlSize == .large || controlSize == .extraLarge
        let base = configuration.role == .destructive ? Color.red : (tint ?? .accentColor)
        let material = prominent && isEnabled ? glass.tint(base) : glass
        return ButtonTitleColor(role: configuration.role, prominent: prominent, label: configuration.label)
            .padding(.horizontal, large ? 20 : 12)
            .padding(.vertical, large ? 14 : 7)
            .glassEffect(material, in: Capsule())
            .onTapGesture(perform: configuration.action)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Mirrors `.glass`.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Mirrors `.glassProminent`.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

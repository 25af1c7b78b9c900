import Foundation

/// Mirrors SwiftUI's `Glass` (iOS 26): the configuration of the Liquid Glass material that
/// `glassEffect(_:in:)` puts behind a view.
///
/// How Tether draws it in light mode — an approximation by eye of iOS 26, which publishes no
/// numbers: what lies behind the shape blurred a little (radius 8 pt) and made more vivid
/// (saturation 1.5), under a white veil (55 % for `regular`, 15 % for `clear`) or the tint
/// colour (at 80 %), with a one-point light rim inside the edge and a soft shadow (black at
/// 12 %, radius 10 pt, 3 pt down). `interactive` glass reacts to touches only (it swells while
/// pressed), so at rest it looks like the same glass without it.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    var tintColor: Color?
    var isInteractive = false

    /// Mirrors `regular`: the standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// Mirrors `clear`: a more transparent glass (put something dimming beneath it for legibility).
    public static var clear: Glass { Glass(variant: .clear) }
    /// Mirrors `identity`: no glass; the content stays as if no effect were applied.
    public static var identity: Glass { Glass(variant: .identity) }

    /// Mirrors `tint(_:)`: glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// Mirrors `interactive(_:)`: glass that reacts to touches (no change at rest).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }

    /// The backdrop treatment under the veil.
    var look: MaterialLook {
        let veil: RGBA = variant == .clear ? RGBA(1, 1, 1, 0.15) : RGBA(1, 1, 1, 0.55)
        return MaterialLook(blurRadius: 8, saturation: 1.5, tint: veil, darkTint: RGBA(29 / 255, 29 / 255, 29 / 255, variant == .clear ? 0.15 : 0.55))
    }
}

/// Mirrors SwiftUI's `DefaultGlassEffectShape`: the shape glass takes by default, a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape, Sendable {
    /// Mirrors `init()`.
    public init() {}
    /// A capsule (semicircular ends across the shorter side).
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    /// Mirrors SwiftUI: a symmetric shape is the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// The glass platter drawn behind a view: the blurred, vivid backdrop under a veil (or tint),
/// a light rim and a soft shadow, all in `shape`.
struct GlassPlatter<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        ZStack {
            shape.fill(Material(look: glass.look))
            if let tint = glass.tintColor { shape.fill(tint.opacity(0.8)) }
            shape.stroke(Color.white.opacity(0.7), lineWidth: 1).padding(0.5)
        }
        .compositingGroup()
        .shadow(color: .black.opacity(0.12), radius: 10, x: 0, y: 3)
    }
}

extension View {
    /// Mirrors SwiftUI's `glassEffect(_:in:)` (iOS 26): puts Liquid Glass in `shape` (a
    /// capsule by default) behind the view, sized to it; `.identity` draws nothing. See `Glass`
    /// for how it is drawn.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if glass.variant != .identity { GlassPlatter(glass: glass, shape: shape) }
        }
    }

    /// Mirrors SwiftUI's `glassEffectID(_:in:)` (iOS 26): names this view's glass so a
    /// `GlassEffectContainer` can morph it into or out of another during a transition. It only
    /// animates, so the view at rest is unchanged.
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }
}

/// Mirrors SwiftUI's `GlassEffectContainer` (iOS 26): a group of views with glass, laid out
/// as its content. On iOS the glass shapes inside that come within `spacing` of each other melt
/// into one and morph during transitions; Tether draws each view's glass on its own.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// Mirrors `init(spacing:content:)`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}

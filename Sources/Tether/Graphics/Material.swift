import Foundation

/// Mirrors SwiftUI's `Material`: a translucent, frosted background. What lies behind the
/// filled shape is blurred, its colours made more vivid, and a light tint laid over it.
///
/// The numbers are iOS light mode's look approximated by eye from Apple's design resources
/// (iOS does not publish them): a Gaussian blur of radius 30 pt (σ = 15) with saturation
/// 1.8 for all of them, under a white tint at 35 % (ultra thin), 55 % (thin), 72 % (regular),
/// 85 % (thick), 92 % (ultra thick), and the bars' #F9F9F9 at 94 % (`.bar`). In dark mode
/// the tints are iOS's dark chrome grey #1D1D1D at the same strengths, as the bars'.
nonisolated public struct Material: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let look: MaterialLook

    public static let ultraThin = Material(look: MaterialLook(tint: RGBA(1, 1, 1, 0.35), darkTint: darkTint(0.35)))
    public static let thin = Material(look: MaterialLook(tint: RGBA(1, 1, 1, 0.55), darkTint: darkTint(0.55)))
    public static let regular = Material(look: MaterialLook(tint: RGBA(1, 1, 1, 0.72), darkTint: darkTint(0.72)))
    public static let thick = Material(look: MaterialLook(tint: RGBA(1, 1, 1, 0.85), darkTint: darkTint(0.85)))
    public static let ultraThick = Material(look: MaterialLook(tint: RGBA(1, 1, 1, 0.92), darkTint: darkTint(0.92)))
    /// Mirrors `Material.bar`: the material of toolbars and navigation bars.
    public static let bar = Material(look: MaterialLook(tint: RGBA(249 / 255, 249 / 255, 249 / 255, 0.94), darkTint: darkTint(0.94)))

    /// iOS's dark chrome grey (#1D1D1D) at `alpha`.
    private static func darkTint(_ alpha: Double) -> RGBA { RGBA(29 / 255, 29 / 255, 29 / 255, alpha) }

    var paint: ResolvedPaint { .material(look) }
}

/// How a material draws: the blur and saturation applied to the backdrop, and its tint.
struct MaterialLook: Hashable, Sendable {
    var blurRadius: CGFloat = 30
    var saturation: Double = 1.8
    var tint: RGBA
    /// The tint in dark mode (nil: as in light mode).
    var darkTint: RGBA?

    /// The look in `scheme`: its tint for that appearance.
    func resolved(for scheme: ColorScheme) -> MaterialLook {
        guard scheme == .dark, let darkTint else { return self }
        var look = self
        look.tint = darkTint
        look.darkTint = nil
        return look
    }

    /// The blur's standard deviation (half the radius, as for `blur(radius:)`).
    var sigma: CGFloat { blurRadius / 2 }
}

extension ShapeStyle where Self == Material {
    /// Mirrors `.ultraThinMaterial`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// Mirrors `.thinMaterial`.
    public static var thinMaterial: Material { .thin }
    /// Mirrors `.regularMaterial`.
    public static var regularMaterial: Material { .regular }
    /// Mirrors `.thickMaterial`.
    public static var thickMaterial: Material { .thick }
    /// Mirrors `.ultraThickMaterial`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// Mirrors `.bar`.
    public static var bar: Material { .bar }
}

import Foundation

/// Mirrors SwiftUI's `ShadowStyle`: a drop shadow behind, or an inner shadow inside, what a
/// shape style fills.
nonisolated public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    let isInner: Bool

    /// Mirrors `drop(color:radius:x:y:)`: a blurred, offset copy behind the shape.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }
    /// Mirrors `inner(color:radius:x:y:)`: a shadow cast inside the shape by its edges.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    /// Negative or non-finite radii and offsets draw no blur or no offset.
    private init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, isInner: Bool) {
        self.color = color
        self.radius = radius.isFinite ? min(10_000, max(0, radius)) : 0
        self.offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
        self.isInner = isInner
    }

    /// `items` (filling `area` with `fill`, within `bounds`) with this shadow.
    func apply(to items: [DisplayItem], area: Path, fill: FillStyle, bounds: CGRect, appearance: ColorAppearance) -> [DisplayItem] {
        guard !items.isEmpty, bounds.isFiniteRect else { return items }
        let shadow = DropShadow(color: color.rgba(for: appearance), radius: radius, offset: offset, bounds: bounds)
        guard isInner else { return [.shadow(shadow, items: items)] }
        // The region outside the shape casts its shadow inward; masked by the shape, only that
        // shadow shows (a mask rather than a clip: the shadow is blurred before it is cut).
        let reach = 3 * shadow.sigma + abs(offset.width) + abs(offset.height) + 1
        let outer = bounds.insetBy(dx: -reach, dy: -reach)
        var ring = Path(outer)
        ring.addPath(area)
        let caster = DropShadow(color: color.rgba(for: appearance), radius: radius, offset: offset, bounds: outer)
        let inside: DisplayItem = .shadow(caster, items: [.fill(ring, .solid(.black), FillStyle(eoFill: true))])
        return items + [.effect(.mask([.fill(area, .solid(.black), fill)]), items: [inside])]
    }
}

/// A shape style with an opacity, blend mode or shadow added.
struct ModifiedShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let paint: ResolvedPaint
}

extension ShapeStyle {
    /// Mirrors SwiftUI's `ShapeStyle.opacity(_:)`: the style with its alpha multiplied
    /// (clamped to 0...1; NaN leaves it opaque).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        ModifiedShapeStyle(paint: .opacity(opacity.isNaN ? 1 : min(1, max(0, opacity)), resolvePaint(self)))
    }
    /// Mirrors SwiftUI's `ShapeStyle.blendMode(_:)`: what is filled with the style blends
    /// with what lies behind by `mode`.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        ModifiedShapeStyle(paint: .blend(mode, resolvePaint(self)))
    }
    /// Mirrors SwiftUI's `ShapeStyle.shadow(_:)`: what is filled with the style casts a
    /// drop shadow, or shows an inner shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ModifiedShapeStyle(paint: .shadow(style, resolvePaint(self)))
    }
}

extension ResolvedPaint {
    /// The style without its opacity, blend mode and shadows, and what those do to the items
    /// a shape draws with it (filling `area` with `fill` in `bounds`).
    func decorations(area: @escaping () -> Path, fill: FillStyle, bounds: CGRect, appearance: ColorAppearance) -> (base: ResolvedPaint, wrap: ([DisplayItem]) -> [DisplayItem]) {
        var alpha = 1.0
        var shadows: [ShadowStyle] = []
        var blends: [BlendMode] = []
        var base = self
        peeling: while true {
            switch base {
            case .opacity(let a, let inner): alpha *= a; base = inner
            case .shadow(let s, let inner): shadows.append(s); base = inner
            case .blend(let m, let inner): blends.append(m); base = inner
            default: break peeling
            }
        }
        return (base, { items in
            var out = items
            if alpha < 1 { out = alpha <= 0 ? [] : [.group(transform: .identity, opacity: alpha, clip: nil, items: out)] }
            for shadow in shadows.reversed() { out = shadow.apply(to: out, area: area(), fill: fill, bounds: bounds, appearance: appearance) }
            for mode in blends.reversed() where mode != .normal && !out.isEmpty { out = [.effect(.blend(mode), items: out)] }
            return out
        })
    }
}

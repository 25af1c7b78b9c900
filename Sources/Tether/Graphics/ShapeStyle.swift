import Foundation

/// Mirrors SwiftUI's `ShapeStyle`: a colour, gradient or style to fill or stroke with.
/// A style of the app's own (iOS 17) implements `resolve(in:)`, returning the style it is
/// in the environment where it is drawn; Tether's own styles keep `Resolved` as `Never`.
nonisolated public protocol ShapeStyle: Sendable {
    /// Mirrors `ShapeStyle.Resolved`: the style a custom style resolves to.
    associatedtype Resolved: ShapeStyle = Never
    /// Mirrors `resolve(in:)`: the style this one is in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

/// What a shape style turns into for drawing.
indirect enum ResolvedPaint: Sendable, Hashable {
    case color(Color)
    /// The environment's foreground style (primary when unset), with a hierarchy level.
    case foreground(level: Int)
    case tint
    case gradient(ResolvedGradient)
    /// A mesh gradient (`MeshGradient`), laid over the bounds.
    case mesh(MeshGrid)
    /// A material: the backdrop blurred and tinted (drawn by the shape as a backdrop item).
    case material(MaterialLook)
    /// An image tiled from the bounds' origin (`ImagePaint`); nil when the image is missing.
    case image(RasterImage?, sourceRect: CGRect, scale: CGFloat)
    /// A style made more transparent (`ShapeStyle.opacity(_:)`).
    case opacity(Double, ResolvedPaint)
    /// A style drawn with a blend mode (`ShapeStyle.blendMode(_:)`; shapes wrap what they draw).
    case blend(BlendMode, ResolvedPaint)
    /// A style drawn with a shadow (`ShapeStyle.shadow(_:)`; shapes wrap what they draw).
    case shadow(ShadowStyle, ResolvedPaint)
    /// The environment's background style (`backgroundStyle(_:)`), else the window's background.
    case background
    /// A style of the app's own, resolved where it is drawn (`ShapeStyle.resolve(in:)`).
    case custom(CustomShapeStyle)

    /// Whether the style is only known where it is drawn (see `resolvingContext(in:)`).
    var dependsOnContext: Bool {
        switch self {
        case .background, .custom: return true
        default: return false
        }
    }

    /// Whether the style casts a shadow (which paints beyond the shape).
    var castsShadow: Bool {
        switch self {
        case .shadow: return true
        case .opacity(_, let inner), .blend(_, let inner): return inner.castsShadow
        default: return false
        }
    }

    /// What to draw with over `bounds` (the shape's or view's frame, for gradients).
    func paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
        if dependsOnContext { return resolvingContext(in: env).paint(in: env, bounds: bounds) }
        if let levelStyle = explicitLevel(in: env) { return levelStyle.paint(in: env.withoutForegroundLevels, bounds: bounds) }
        switch self {
        case .opacity(let alpha, let base): return base.paint(in: env, bounds: bounds).multiplyingAlpha(by: alpha)
        case .blend(_, let base), .shadow(_, let base): return base.paint(in: env, bounds: bounds)
        case .gradient(let gradient): return gradient.paint(in: bounds, alpha: 1, appearance: ColorAppearance(env))
        case .mesh(let grid): return .mesh(grid.quads(in: bounds, environment: env))
        case .foreground(let level):
            if case .gradient(let gradient)? = env.foregroundPaint?.resolvingContext(in: env) {
                return gradient.paint(in: bounds, alpha: Self.hierarchyAlpha[min(level, 4)], appearance: ColorAppearance(env))
            }
            return .solid(rgba(in: env))
        case .tint:
            // A non-colour tint (`tint(_:)` with a gradient, say) fills with that style.
            if let style = env.tintPaint, style != .tint { return style.paint(in: env, bounds: bounds) }
            return .solid(rgba(in: env))
        case .color, .material, .background, .custom: return .solid(rgba(in: env))
        case .image(let raster, let source, let scale):
            guard let raster else { return .solid(.clear) }
            let size = raster.pointSize
            let tile = CGRect(x: bounds.minX, y: bounds.minY, width: size.width * source.width * scale, height: size.height * source.height * scale)
            guard tile.isFiniteRect, tile.width > 0, tile.height > 0 else { return .solid(.clear) }
            return .image(ImageTile(image: raster, source: source, tile: tile, opacity: 1))
        }
    }

    /// Whether anything drawn with this style shows (taps land only where a shape shows).
    func isVisible(in env: EnvironmentValues) -> Bool {
        paint(in: env, bounds: CGRect(x: 0, y: 0, width: 1, height: 1)).isVisible
    }

    /// Alpha of the foreground hierarchy levels (primary, secondary, tertiary, quaternary,
    /// quinary).
    static let hierarchyAlpha: [Double] = [1, 0.6, 0.3, 0.18, 0.05]

    /// A single colour for the style; a gradient gives its first colour.
    func rgba(in env: EnvironmentValues) -> RGBA {
        if dependsOnContext { return resolvingContext(in: env).rgba(in: env) }
        if let levelStyle = explicitLevel(in: env) { return levelStyle.rgba(in: env.withoutForegroundLevels) }
        switch self {
        case .opacity(let alpha, let base):
            var c = base.rgba(in: env)
            c.alpha *= alpha
            return c
        case .blend(_, let base), .shadow(_, let base): return base.rgba(in: env)
        case .color(let c): return c.rgba(in: env)
        case .gradient(let g): return g.gradient.stops.first?.color.rgba(in: env) ?? .clear
        case .mesh(let grid): return grid.firstColor(in: env)
        case .tint: return (env.tintColor ?? .accentColor).rgba(in: env)
        case .material(let look): return look.resolved(for: env.colorScheme).tint
        case .image, .background, .custom: return .clear
        case .foreground(let level):
            let inherited = env.foregroundPaint?.resolvingContext(in: env)
            if case .foreground(let set)? = inherited {
                // A hierarchical style set above (`.foregroundStyle(.secondary)`) is that
                // level of the label colours, as iOS draws it.
                var outer = env
                outer.foregroundPaint = nil
                return ResolvedPaint.foreground(level: max(level, set)).rgba(in: outer)
            }
            let primary = Color.primary.rgba(in: env)
            let base = inherited.map { $0 == self ? primary : $0.rgba(in: env) } ?? primary
            guard level > 0 else { return base }
            if env.foregroundPaint == nil {
                // iOS label colours: secondary/tertiary/quaternary are #3C3C43 at 60/30/18 %
                // (#EBEBF5 at 60/30/16 % in dark mode); the quinary level is 5 %.
                return SystemColors.labels[min(level, 4)].rgba(in: env)
            }
            var c = base
            c.alpha *= Self.hierarchyAlpha[min(level, 4)]
            return c
        }
    }
}

extension ResolvedPaint {
    /// This style with what depends on where it is drawn replaced by what it is in `env`:
    /// the background style by the style `backgroundStyle(_:)` set, else iOS's
    /// `systemBackground`; a custom style by what its `resolve(in:)` returns there.
    func resolvingContext(in env: EnvironmentValues) -> ResolvedPaint {
        resolvingContext(in: env, depth: 0)
    }

    private func resolvingContext(in env: EnvironmentValues, depth: Int) -> ResolvedPaint {
        switch self {
        case .custom(let style):
            guard depth < CustomShapeStyle.maximumDepth else {
                UpdatingHost.reportMisuse("the shape style \(style.typeName) resolves to custom styles more than \(CustomShapeStyle.maximumDepth) deep (a style resolving to itself?); drawn in the foreground style")
                return .foreground(level: 0)
            }
            return style.resolveOnce(in: env).resolvingContext(in: env, depth: depth + 1)
        case .background:
            // A background style set to `.background` itself is the window's background.
            if let set = env.backgroundStyle?.paint, !set.mentionsBackground { return set.resolvingContext(in: env, depth: depth + 1) }
            return .color(SystemColors.systemBackground)
        case .opacity(let alpha, let base): return .opacity(alpha, base.resolvingContext(in: env, depth: depth + 1))
        case .blend(let mode, let base): return .blend(mode, base.resolvingContext(in: env, depth: depth + 1))
        case .shadow(let shadow, let base): return .shadow(shadow, base.resolvingContext(in: env, depth: depth + 1))
        default: return self
        }
    }

    private var mentionsBackground: Bool {
        switch self {
        case .background: return true
        case .opacity(_, let base), .blend(_, let base), .shadow(_, let base): return base.mentionsBackground
        default: return false
        }
    }

    /// The style `foregroundStyle(_:_:)` / `foregroundStyle(_:_:_:)` set for this hierarchy
    /// level, when this is a foreground level beyond the primary. Levels beyond those given
    /// are the last one given, made as much lighter as the default hierarchy makes them.
    func explicitLevel(in env: EnvironmentValues) -> ResolvedPaint? {
        guard case .foreground(let level) = self, level > 0, let levels = env.foregroundLevels, !levels.isEmpty else { return nil }
        if level < levels.count { return levels[level] }
        let last = levels.count - 1
        let alpha = Self.hierarchyAlpha[min(level, 4)] / Self.hierarchyAlpha[min(last, 4)]
        return .opacity(alpha, levels[last])
    }
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `alpha`.
    func multiplyingAlpha(by alpha: Double) -> Paint {
        func scaled(_ c: RGBA) -> RGBA { var c = c; c.alpha *= alpha; return c }
        switch self {
        case .solid(let c): return .solid(scaled(c))
        case .linear(let stops, let start, let end): return .linear(stops: stops.map { (scaled($0.0), $0.1) }, start: start, end: end)
        case .radial(let stops, let c, let r0, let r1): return .radial(stops: stops.map { (scaled($0.0), $0.1) }, center: c, startRadius: r0, endRadius: r1)
        case .image(var tile): tile.opacity *= alpha; return .image(tile)
        case .extended(let inner, let mode): return .extended(inner.multiplyingAlpha(by: alpha), mode)
        case .angular(var sweep): sweep.stops = sweep.stops.map { (scaled($0.0), $0.1) }; return .angular(sweep)
        case .mesh(let mesh): return .mesh(mesh.multiplyingAlpha(by: alpha))
        case .elliptical(let stops, let c, let radii, let f0, let f1):
            return .elliptical(stops: stops.map { (scaled($0.0), $0.1) }, center: c, radii: radii, startFraction: f0, endFraction: f1)
        }
    }
}

/// Styles Tether knows how to resolve.
protocol ResolvableShapeStyle {
    var paint: ResolvedPaint { get }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    var paint: ResolvedPaint { .color(self) }
}

/// Mirrors SwiftUI's `ForegroundStyle`: the current foreground style.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    var paint: ResolvedPaint { .foreground(level: 0) }
}

/// Mirrors SwiftUI's `HierarchicalShapeStyle`: primary, secondary, tertiary, quaternary, quinary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// Mirrors SwiftUI's `HierarchicalShapeStyle.quinary` (iOS 16): the fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)
    var paint: ResolvedPaint { .foreground(level: level) }
}

/// Mirrors SwiftUI's `TintShapeStyle`: the current tint (accent colour by default).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    var paint: ResolvedPaint { .tint }
}

/// Mirrors SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let paint: ResolvedPaint
    public init<S: ShapeStyle>(_ style: S) { paint = resolvePaint(style) }
}

/// The paint for any style: Tether's own styles know theirs; a style of the app's own is
/// resolved where it is drawn (`CustomShapeStyle`).
func resolvePaint<S: ShapeStyle>(_ style: S) -> ResolvedPaint {
    if let known = style as? ResolvableShapeStyle { return known.paint }
    return .custom(CustomShapeStyle(style))
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// Mirrors SwiftUI's `ShapeStyle.quinary` (iOS 16): the fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

private struct ForegroundPaintKey: EnvironmentKey { static let defaultValue: ResolvedPaint? = nil }
private struct TintColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [ResolvedPaint]? = nil }

extension EnvironmentValues {
    /// The foreground style set by `foregroundStyle` / `foregroundColor` (nil: primary).
    var foregroundPaint: ResolvedPaint? {
        get { self[ForegroundPaintKey.self] }
        set { self[ForegroundPaintKey.self] = newValue }
    }
    /// The styles of `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`, primary first.
    var foregroundLevels: [ResolvedPaint]? {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
    /// The environment without explicit levels (a level's own style resolves in it).
    var withoutForegroundLevels: EnvironmentValues {
        var env = self
        env.foregroundLevels = nil
        return env
    }
    /// The tint set by `tint(_:)` (nil: accent colour).
    var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `foregroundStyle(_:)`.
    /// Inside `foregroundStyle(_:_:)`, a hierarchical style picks its level of those given.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let paint = resolvePaint(style)
        nonisolated(unsafe) let whole = \EnvironmentValues.self
        return modifier(_EnvironmentTransformModifier(keyPath: whole) { env in
            if case .foreground = paint, let levels = env.foregroundLevels, !levels.isEmpty {
                env.foregroundPaint = paint.explicitLevel(in: env) ?? levels[0]
            } else {
                env.foregroundPaint = paint
                env.foregroundLevels = nil
            }
        })
    }
    /// Mirrors SwiftUI's `foregroundStyle(_:_:)`: the primary and secondary levels of the
    /// foreground style (`.secondary` and beyond draw with the second).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundPaint, value: resolvePaint(primary)))
            .modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundLevels, value: [resolvePaint(primary), resolvePaint(secondary)]))
    }
    /// Mirrors SwiftUI's `foregroundStyle(_:_:_:)`: primary, secondary and tertiary levels.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundPaint, value: resolvePaint(primary)))
            .modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundLevels,
                                                     value: [resolvePaint(primary), resolvePaint(secondary), resolvePaint(tertiary)]))
    }
    /// Mirrors SwiftUI's `foregroundColor(_:)` (nil keeps the inherited colour).
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.foregroundPaint) { paint in
            if let color { paint = .color(color) }
        })
    }
    /// Mirrors SwiftUI's `tint(_:)`.
    nonisolated public func tint(_ tint: Color?) -> some View {
        nonisolated(unsafe) let whole = \EnvironmentValues.self
        return modifier(_EnvironmentTransformModifier(keyPath: whole) { env in
            env.tintColor = tint
            env.tintPaint = nil
        })
    }
    /// Mirrors SwiftUI's `accentColor(_:)`.
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

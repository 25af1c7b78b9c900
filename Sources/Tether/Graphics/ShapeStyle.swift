import Foundation

/// Mirrors SwiftUI's `ShapeStyle`: a colour, gradient or style to fill or stroke with.
nonisolated public protocol ShapeStyle: Sendable {}

/// What a shape style turns into for drawing.
enum ResolvedPaint: Sendable, Hashable {
    case color(Color)
    /// The environment's foreground style (primary when unset), with a hierarchy level.
    case foreground(level: Int)
    case tint
    case gradient(ResolvedGradient)
    /// A material: the backdrop blurred and tinted (drawn by the shape as a backdrop item).
    case material(MaterialLook)

    /// What to draw with over `bounds` (the shape's or view's frame, for gradients).
    func paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
        switch self {
        case .gradient(let gradient): return gradient.paint(in: bounds, alpha: 1)
        case .foreground(let level):
            if case .gradient(let gradient)? = env.foregroundPaint {
                return gradient.paint(in: bounds, alpha: Self.hierarchyAlpha[min(level, 3)])
            }
            return .solid(rgba(in: env))
        case .color, .tint, .material: return .solid(rgba(in: env))
        }
    }

    /// Whether anything drawn with this style shows (taps land only where a shape shows).
    func isVisible(in env: EnvironmentValues) -> Bool {
        paint(in: env, bounds: CGRect(x: 0, y: 0, width: 1, height: 1)).isVisible
    }

    /// Alpha of the foreground hierarchy levels (primary, secondary, tertiary, quaternary).
    static let hierarchyAlpha: [Double] = [1, 0.6, 0.3, 0.18]

    /// A single colour for the style; a gradient gives its first colour.
    func rgba(in env: EnvironmentValues) -> RGBA {
        switch self {
        case .color(let c): return c.rgba
        case .gradient(let g): return g.gradient.stops.first?.color.rgba ?? .clear
        case .tint: return (env.tintColor ?? .accentColor).rgba
        case .material(let look): return look.tint
        case .foreground(let level):
            let base = env.foregroundPaint.map { $0 == self ? Color.primary.rgba : $0.rgba(in: env) } ?? Color.primary.rgba
            guard level > 0 else { return base }
            if env.foregroundPaint == nil {
                // iOS label colours: secondary/tertiary/quaternary are #3C3C43 at 60/30/18 %.
                let alpha = Self.hierarchyAlpha[min(level, 3)]
                return RGBA(60 / 255, 60 / 255, 67 / 255, alpha)
            }
            var c = base
            c.alpha *= Self.hierarchyAlpha[min(level, 3)]
            return c
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

/// Mirrors SwiftUI's `HierarchicalShapeStyle`: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
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

/// The paint for any style; unknown user styles draw in the foreground colour.
func resolvePaint<S: ShapeStyle>(_ style: S) -> ResolvedPaint {
    (style as? ResolvableShapeStyle)?.paint ?? .foreground(level: 0)
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
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

extension EnvironmentValues {
    /// The foreground style set by `foregroundStyle` / `foregroundColor` (nil: primary).
    var foregroundPaint: ResolvedPaint? {
        get { self[ForegroundPaintKey.self] }
        set { self[ForegroundPaintKey.self] = newValue }
    }
    /// The tint set by `tint(_:)` (nil: accent colour).
    var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `foregroundStyle(_:)`.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundPaint, value: resolvePaint(style)))
    }
    /// Mirrors SwiftUI's `foregroundColor(_:)` (nil keeps the inherited colour).
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.foregroundPaint) { paint in
            if let color { paint = .color(color) }
        })
    }
    /// Mirrors SwiftUI's `tint(_:)`.
    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.tintColor, value: tint))
    }
    /// Mirrors SwiftUI's `accentColor(_:)`.
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

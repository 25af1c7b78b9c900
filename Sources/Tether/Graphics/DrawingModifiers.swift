import Foundation

/// A pass-through layout node that changes how its content draws (opacity, clipping,
/// shadows, and pixel effects such as blurs, colour matrices and blend modes).
protocol DrawingEffectLayout: PassThroughLayout {
    var opacity: Double { get }
    /// The clip path in the node's local space, for its size.
    func clip(size: CGSize) -> Path?
    /// The clip path for `node` (a `ContainerRelativeShape` follows its container's shape);
    /// by default the one `clip(size:)` gives for the node's size.
    func clip(of node: ViewNode) -> Path?
    /// How the clip path is filled (even-odd, antialiased).
    var clipStyle: FillStyle { get }
    /// The shadow drawn under the content, for the node's size.
    func shadow(size: CGSize, environment: EnvironmentValues) -> DropShadow?
    /// The effect applied to the content's layer, for the node's size.
    func effect(size: CGSize) -> GraphicsEffect?
    /// The effect for the node's size in its environment (a colour in it takes the
    /// environment's appearance); by default `effect(size:)`.
    func effect(size: CGSize, environment: EnvironmentValues) -> GraphicsEffect?
    /// The effects applied to the content's layer in order (the first innermost); by default
    /// the one `effect(size:environment:)` gives.
    func effects(size: CGSize, environment: EnvironmentValues) -> [GraphicsEffect]
}

extension DrawingEffectLayout {
    var opacity: Double { 1 }
    func clip(size: CGSize) -> Path? { nil }
    func clip(of node: ViewNode) -> Path? { clip(size: node.frame.size) }
    var clipStyle: FillStyle { FillStyle() }
    func shadow(size: CGSize, environment: EnvironmentValues) -> DropShadow? { nil }
    func effect(size: CGSize) -> GraphicsEffect? { nil }
    func effect(size: CGSize, environment: EnvironmentValues) -> GraphicsEffect? { effect(size: size) }
    func effects(size: CGSize, environment: EnvironmentValues) -> [GraphicsEffect] {
        effect(size: size, environment: environment).map { [$0] } ?? []
    }
}

/// Draws a shadow under the content (`shadow(color:radius:x:y:)`).
struct ShadowLayout: DrawingEffectLayout, Equatable {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    func shadow(size: CGSize, environment: EnvironmentValues) -> DropShadow? {
        DropShadow(color: color.rgba(in: environment), radius: radius, offset: offset, bounds: CGRect(origin: .zero, size: size))
    }
}

/// The modifier behind `shadow(color:radius:x:y:)`.
nonisolated struct _ShadowEffect: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    var nodeLayout: any NodeLayout {
        // Negative or non-finite values draw no blur or no offset rather than garbage.
        ShadowLayout(color: color, radius: radius.isFinite ? max(0, radius) : 0,
                     offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))
    }
}

struct OpacityLayout: DrawingEffectLayout, Equatable {
    let opacity: Double
}

struct ClipLayout: DrawingEffectLayout {
    let shape: any Shape
    var clipStyle = FillStyle()
    /// False for a clip that is switched off (a scroll view under `scrollClipDisabled`): the
    /// node stays, so switching keeps the content's identity.
    var isEnabled = true
    func clip(size: CGSize) -> Path? { isEnabled ? shape.path(in: CGRect(origin: .zero, size: size)) : nil }
    func clip(of node: ViewNode) -> Path? {
        guard isEnabled else { return nil }
        let bounds = CGRect(origin: .zero, size: node.frame.size)
        if let relative = shape as? ContainerRelativeShape { return relative.path(in: bounds, node: node, environment: node.environment) }
        return shape.path(in: bounds, layoutDirection: node.environment.layoutDirection)
    }
}

extension View {
    /// Mirrors SwiftUI's `opacity(_:)`: 0 is invisible (and not hit), 1 unchanged; values
    /// outside 0...1 are clamped, NaN leaves the view opaque (both with a diagnostic).
    nonisolated public func opacity(_ opacity: Double) -> some View {
        var check = EffectArgument()
        let value = check.check(opacity, "opacity", in: 0...1, fallback: 1)
        return modifier(_DrawingEffectModifier(layout: OpacityLayout(opacity: value), problems: check.problems))
    }
    /// Mirrors SwiftUI's `clipped(antialiased:)`: clips drawing to the view's frame, with
    /// hard pixel edges unless `antialiased`.
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        modifier(_DrawingEffectModifier(layout: ClipLayout(shape: Rectangle(), clipStyle: FillStyle(antialiased: antialiased))))
    }
    /// Mirrors SwiftUI's `clipShape(_:style:)`: clips drawing (and taps) to the shape fitted
    /// to the view's frame, filled by `style`'s rule (even-odd leaves holes).
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_DrawingEffectModifier(layout: ClipLayout(shape: shape, clipStyle: style)))
    }
    /// Mirrors SwiftUI's deprecated `cornerRadius(_:antialiased:)`: clips to a rounded
    /// rectangle with circular corners. A negative or non-finite radius clips square corners
    /// (with a diagnostic).
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        var check = EffectArgument()
        let value = check.check(Double(radius), "cornerRadius", in: 0...Double.greatestFiniteMagnitude, fallback: 0)
        return modifier(_DrawingEffectModifier(
            layout: ClipLayout(shape: RoundedRectangle(cornerRadius: CGFloat(value), style: .circular), clipStyle: FillStyle(antialiased: antialiased)),
            problems: check.problems))
    }
    /// Mirrors SwiftUI's `shadow(color:radius:x:y:)`: a blurred copy of the view's drawing in
    /// `color` (33 % black by default), offset by `x` and `y`, behind it.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                   x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
    /// Mirrors SwiftUI's `border(_:width:)`: a border drawn inside the view's frame, over it.
    /// A negative or non-finite width draws no border.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width.isFinite ? max(0, width) : 0))
    }
}

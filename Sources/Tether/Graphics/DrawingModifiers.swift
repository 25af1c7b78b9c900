import Foundation

/// A pass-through layout node that changes how its content draws (opacity, clipping).
protocol DrawingEffectLayout: PassThroughLayout {
    var opacity: Double { get }
    /// The clip path in the node's local space, for its size.
    func clip(size: CGSize) -> Path?
    /// The shadow drawn under the content, for the node's size.
    func shadow(size: CGSize) -> DropShadow?
}

extension DrawingEffectLayout {
    var opacity: Double { 1 }
    func clip(size: CGSize) -> Path? { nil }
    func shadow(size: CGSize) -> DropShadow? { nil }
}

/// Draws a shadow under the content (`shadow(color:radius:x:y:)`).
struct ShadowLayout: DrawingEffectLayout, Equatable {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    func shadow(size: CGSize) -> DropShadow? {
        DropShadow(color: color.rgba, radius: radius, offset: offset, bounds: CGRect(origin: .zero, size: size))
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
    func clip(size: CGSize) -> Path? { shape.path(in: CGRect(origin: .zero, size: size)) }
}

/// The modifier behind `opacity(_:)`.
nonisolated struct _OpacityEffect: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let opacity: Double
    var nodeLayout: any NodeLayout { OpacityLayout(opacity: opacity.isNaN ? 1 : min(1, max(0, opacity))) }
}

/// The modifier behind `clipped()`, `clipShape(_:)` and `cornerRadius(_:)`.
nonisolated struct _ClipEffect: ViewModifier, LayoutModifier {
    public typealias Body = Never
    let shape: any Shape
    var nodeLayout: any NodeLayout { ClipLayout(shape: shape) }
}

extension View {
    /// Mirrors SwiftUI's `opacity(_:)`.
    nonisolated public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect(opacity: opacity)) }
    /// Mirrors SwiftUI's `clipped(antialiased:)`: clips drawing to the view's frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { modifier(_ClipEffect(shape: Rectangle())) }
    /// Mirrors SwiftUI's `clipShape(_:style:)`.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape))
    }
    /// Mirrors SwiftUI's `cornerRadius(_:antialiased:)`: clips to a rounded rectangle.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ClipEffect(shape: RoundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0, style: .circular)))
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

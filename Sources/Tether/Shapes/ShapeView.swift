import Foundation

/// Mirrors SwiftUI's `ShapeView` (iOS 17): a view that draws a shape and can draw it again,
/// so fills and strokes chain: `Circle().fill(.yellow).stroke(.red, lineWidth: 2)` draws
/// the stroke over the fill. Each `fill` or `stroke` draws over what the view drew before.
public protocol ShapeView<Content>: View {
    /// Mirrors `ShapeView.Content`: the shape the view draws.
    associatedtype Content: Shape
    /// Mirrors `shape`.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// Mirrors `fill(_:style:)` on a shape view: the shape filled with `content` over this view.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }
    /// Mirrors `stroke(_:style:antialiased:)` on a shape view: the shape's outline stroked
    /// with `content` over this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Mirrors `stroke(_:lineWidth:antialiased:)` on a shape view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// The shape a shape view fills or strokes: a stroked shape's own shape (what SwiftUI keeps
/// as a `StrokeShapeView`'s shape), else the shape itself.
private func outlinedShape(_ shape: some Shape) -> AnyShape {
    if let stroked = shape as? any StrokedShapeProtocol { return AnyShape(stroked.baseShape) }
    return AnyShape(shape)
}

/// Mirrors SwiftUI's `FillShapeView` (iOS 17): a shape filled over a background view.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// Mirrors `shape`.
    public var shape: Content
    /// Mirrors `style`.
    public var style: Style
    /// Mirrors `fillStyle`.
    public var fillStyle: FillStyle
    /// Mirrors `background`: what the view drew before, beneath the fill.
    public var background: Background

    /// Mirrors `init(shape:style:fillStyle:background:)`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle; self.background = background
    }

    @MainActor public var body: some View {
        background.overlay(outlinedShape(shape).fill(style, style: fillStyle))
    }
}

/// Mirrors SwiftUI's `StrokeShapeView` (iOS 17): a shape's outline stroked over a background
/// view. Tether always antialiases (`isAntialiased` is kept).
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// Mirrors `shape`.
    public var shape: Content
    /// Mirrors `style`.
    public var style: Style
    /// Mirrors `strokeStyle`.
    public var strokeStyle: StrokeStyle
    /// Mirrors `isAntialiased`.
    public var isAntialiased: Bool
    /// Mirrors `background`: what the view drew before, beneath the stroke.
    public var background: Background

    /// Mirrors `init(shape:style:strokeStyle:isAntialiased:background:)`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased; self.background = background
    }

    @MainActor public var body: some View {
        background.overlay(outlinedShape(shape).stroke(style, style: strokeStyle))
    }
}

extension Shape {
    /// Mirrors SwiftUI's `size(_:)` on shapes: the same shape, its path made in a rectangle of
    /// `size` at the proposed rectangle's origin. The views drawing it keep their own size.
    nonisolated public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
    /// Mirrors SwiftUI's `size(width:height:)` on shapes.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
}

/// Mirrors SwiftUI's `_SizedShape`: a shape whose path is made in a rectangle of a fixed size.
nonisolated public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    public init(shape: S, size: CGSize) { self.shape = shape; self.size = size }
    /// A negative or non-finite side is taken as 0 (an empty path), never drawn as given.
    public func path(in rect: CGRect) -> Path {
        func side(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return shape.path(in: CGRect(origin: rect.origin, size: CGSize(width: side(size.width), height: side(size.height))))
    }
}

import Foundation

/// Mirrors SwiftUI's `Shape`: a 2D outline that draws filled with the foreground style
/// and takes the space it is offered.
nonisolated public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    static var role: ShapeRole { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

/// Mirrors SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

extension Shape {
    public static var role: ShapeRole { .fill }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Mirrors SwiftUI's `layoutDirectionBehavior` of `Shape`: `.mirrors` (the default when
    /// deploying on iOS 17 and later), so a shape's path is reflected horizontally within its
    /// bounds in right to left; the built-in symmetric shapes and `Path` say `.fixed`.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    /// The path as the shape draws in `direction`: reflected within `rect` when its
    /// `layoutDirectionBehavior` mirrors there.
    func path(in rect: CGRect, layoutDirection direction: LayoutDirection) -> Path {
        let path = self.path(in: rect)
        guard layoutDirectionBehavior.mirrors(in: direction) else { return path }
        return path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// Mirrors SwiftUI's `InsettableShape`: a shape that can be inset (for `strokeBorder`).
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// Mirrors SwiftUI's `_ShapeView`: a shape filled (or stroked) with a style.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle
    }
}

/// A shape's layout: `Shape.sizeThatFits` (the proposal, 10 on unspecified axes).
struct ShapeLayout: NodeLayout {
    let shape: any Shape
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { shape.sizeThatFits(p) }
}

extension _ShapeView: ResolvableView {
    func resolve(in node: ViewNode) {
        for problem in argumentProblems(of: shape) { node.graph.report(.invalidGeometry, problem, at: node) }
        node.layout = ShapeLayout(shape: shape)
        let stroke = (shape as? any StrokedShapeProtocol)
        node.drawing = ShapeDrawing(shape: stroke?.baseShape ?? shape, paint: resolvePaint(style),
                                    stroke: stroke?.strokeStyle, fillStyle: fillStyle)
        node.setChildren([])
    }
}

/// Mirrors SwiftUI's `_StrokedShape`: the outline of a shape's stroke. Drawn as a stroke.
nonisolated public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle
    public init(shape: S, style: StrokeStyle) { self.shape = shape; self.style = style }
    /// The region the stroke covers, as a fillable outline.
    public func path(in rect: CGRect) -> Path { Stroker.outline(of: shape.path(in: rect), style: style) }
    /// Mirrors SwiftUI: the stroked shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A stroked shape, seen from the Draw phase: draw `baseShape` with `strokeStyle`.
protocol StrokedShapeProtocol {
    var baseShape: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeProtocol {
    var baseShape: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

extension Shape {
    /// Mirrors SwiftUI's `fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    /// Mirrors SwiftUI's `fill(style:)` with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }
    /// Mirrors SwiftUI's `stroke(style:)`: the stroke's outline, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }
    /// Mirrors SwiftUI's `stroke(lineWidth:)`.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    /// Mirrors SwiftUI's `stroke(_:style:)`: the stroke drawn with a style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: stroke(style: style), style: content)
    }
    /// Mirrors SwiftUI's `stroke(_:lineWidth:)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Mirrors SwiftUI's `offset(_:)` on shapes.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }
}

extension InsettableShape {
    /// Mirrors SwiftUI's `strokeBorder(_:style:antialiased:)`: a stroke inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    /// Mirrors SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// Mirrors SwiftUI's `strokeBorder(style:antialiased:)` with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }
    /// Mirrors SwiftUI's `strokeBorder(lineWidth:antialiased:)` with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// Mirrors SwiftUI's `OffsetShape`.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    /// Mirrors `init(shape:offset:)`.
    public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    /// Mirrors SwiftUI: the offset shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// Draws a shape node: its path in the node's bounds, filled or stroked with its paint.
struct ShapeDrawing: NodeDrawing {
    let shape: any Shape
    let paint: ResolvedPaint
    let stroke: StrokeStyle?
    var fillStyle = FillStyle()

    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        draw(size: size, environment: environment, node: node, visible: nil)
    }

    /// A shape that cannot reach into `visible` (its path's bounds widened by the stroke) is
    /// not drawn, unless its style casts a shadow, which may.
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode, visible: CGRect?) -> [DisplayItem] {
        let bounds = CGRect(origin: .zero, size: size)
        let path = (shape as? ContainerRelativeShape)?.path(in: bounds, node: node, environment: environment)
            ?? shape.path(in: bounds, layoutDirection: environment.layoutDirection)
        if let visible, !paint.castsShadow, let reach = Self.reach(of: path, stroke: stroke), !reach.intersects(visible) { return [] }
        let stroke = self.stroke, fillStyle = self.fillStyle
        let area = { stroke.map { Stroker.outline(of: path, style: $0) } ?? path }
        let (base, decorate) = self.paint.resolvingContext(in: environment).decorations(area: area, fill: stroke == nil ? fillStyle : FillStyle(), bounds: bounds,
                                                        appearance: ColorAppearance(environment))
        if case .material(let look) = base {
            return decorate([.backdrop(area(), stroke == nil ? fillStyle : FillStyle(), look.resolved(for: environment.colorScheme))])
        }
        let paint = base.paint(in: environment, bounds: bounds)
        if let stroke { return decorate([.stroke(path, paint, stroke)]) }
        return decorate([.fill(path, paint, fillStyle)])
    }

    /// The rectangle a path can paint: its bounds, widened by half the stroke's width times
    /// 1.5 (a square cap's corner reaches √2 of it) or a miter join's limit. Nil when it cannot
    /// be told (non-finite numbers).
    static func reach(of path: Path, stroke: StrokeStyle?) -> CGRect? {
        let box = path.boundingRect
        guard !box.isNull else { return .zero }
        var spread: CGFloat = 0
        if let stroke {
            spread = abs(stroke.lineWidth) / 2 * (stroke.lineJoin == .miter ? max(1.5, stroke.miterLimit) : 1.5) + 1
        }
        let reach = box.insetBy(dx: -spread, dy: -spread)
        return reach.isFiniteRect ? reach : nil
    }

    /// Shapes receive taps on their painted area only; a clear shape receives none.
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool {
        guard paint.isVisible(in: environment) else { return false }
        let path = shape.path(in: CGRect(origin: .zero, size: size), layoutDirection: environment.layoutDirection)
        if let stroke { return Stroker.outline(of: path, style: stroke).contains(point) }
        return path.contains(point, eoFill: fillStyle.isEOFilled)
    }
}

/// How a leaf draws itself, in its own space (origin top-left, its layout size).
protocol NodeDrawing {
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem]
    /// The same drawing, of which only what reaches into `visible` (local space; nil when
    /// everything may show) must be complete. Drawings whose cost grows with content that
    /// can lie far outside the canvas (text) leave the rest out.
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode, visible: CGRect?) -> [DisplayItem]
    /// Whether a tap at `point` (local space) lands on what this leaf draws.
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool
}

extension NodeDrawing {
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode, visible: CGRect?) -> [DisplayItem] {
        draw(size: size, environment: environment, node: node)
    }

    /// By default a leaf receives taps anywhere in its frame (text, images).
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }
}

import Foundation

/// Shapes that check their arguments (trims, angles, scales) and say what they replaced, so
/// the view drawing them reports a diagnostic.
protocol ShapeArgumentChecking {
    var argumentProblems: [String] { get }
}

/// The problems of `shape` and of the shapes it wraps.
func argumentProblems(of shape: any Shape) -> [String] {
    (shape as? ShapeArgumentChecking)?.argumentProblems ?? []
}

/// Mirrors SwiftUI's `_TrimmedShape`: the part of a shape's path between two fractions of
/// its length (`trim(from:to:)`).
nonisolated public struct _TrimmedShape<S: Shape>: Shape, ShapeArgumentChecking {
    /// Mirrors SwiftUI: the transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape; self.startFraction = startFraction; self.endFraction = endFraction
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var argumentProblems: [String] {
        var problems = Tether.argumentProblems(of: shape)
        for (name, value) in [("from", startFraction), ("to", endFraction)] where !(0...1).contains(value) {
            problems.append("trim(\(name): \(value)) is outside 0...1; using \(value.isNaN ? (name == "from" ? 0 : 1) : min(1, max(0, value)))")
        }
        return problems
    }
}

/// Mirrors SwiftUI's `RotatedShape`: a shape rotated by an angle around an anchor of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape, ShapeArgumentChecking {
    /// Mirrors SwiftUI: the transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape; self.angle = angle; self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let pivot = ShapeAnchor.point(anchor, in: rect)
        let t = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: radians))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(t)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var argumentProblems: [String] {
        Tether.argumentProblems(of: shape) + (angle.radians.isFinite ? [] : ["rotation angle \(angle.radians) is not finite; using 0"])
            + ShapeAnchor.problems(anchor)
    }
}

/// Mirrors SwiftUI's `ScaledShape`: a shape scaled around an anchor of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape, ShapeArgumentChecking {
    /// Mirrors SwiftUI: the transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape; self.scale = scale; self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let sx = scale.width.isFinite ? scale.width : 1, sy = scale.height.isFinite ? scale.height : 1
        let pivot = ShapeAnchor.point(anchor, in: rect)
        let t = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(t)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var argumentProblems: [String] {
        Tether.argumentProblems(of: shape)
            + (scale.width.isFinite && scale.height.isFinite ? [] : ["scale \(scale) is not finite; using 1 on that axis"])
            + ShapeAnchor.problems(anchor)
    }
}

/// Mirrors SwiftUI's `TransformedShape`: a shape's path mapped through an affine transform.
nonisolated public struct TransformedShape<Content: Shape>: Shape, ShapeArgumentChecking {
    /// Mirrors SwiftUI: the transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) { self.shape = shape; self.transform = transform }
    public func path(in rect: CGRect) -> Path {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(t)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var argumentProblems: [String] {
        let t = transform
        return Tether.argumentProblems(of: shape)
            + ([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? [] : ["shape transform \(t) is not finite; ignoring it"])
    }
}

extension OffsetShape: ShapeArgumentChecking {
    var argumentProblems: [String] {
        Tether.argumentProblems(of: shape) + (offset.width.isFinite && offset.height.isFinite ? [] : ["shape offset \(offset) is not finite"])
    }
}

extension _StrokedShape: ShapeArgumentChecking {
    var argumentProblems: [String] {
        Tether.argumentProblems(of: shape) + (style.lineWidth.isFinite && style.lineWidth >= 0 ? [] : ["stroke line width \(style.lineWidth) is negative or not finite; nothing is stroked"])
    }
}

/// Where an anchor falls in a rectangle; a non-finite anchor is the centre.
enum ShapeAnchor {
    static func point(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint {
        let x = anchor.x.isFinite ? anchor.x : 0.5, y = anchor.y.isFinite ? anchor.y : 0.5
        return CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    static func problems(_ anchor: UnitPoint) -> [String] {
        anchor.x.isFinite && anchor.y.isFinite ? [] : ["anchor \(anchor) is not finite; using the centre"]
    }
}

extension Shape {
    /// Mirrors SwiftUI's `trim(from:to:)`: the part of the shape's outline between two
    /// fractions of its length, where the path starts (a circle's at its trailing point,
    /// running clockwise on screen). Fractions are clamped to 0...1 (with a diagnostic).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    /// Mirrors SwiftUI's `rotation(_:anchor:)`: the shape turned by `angle` (clockwise on
    /// screen for positive angles) around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// Mirrors SwiftUI's `scale(x:y:anchor:)`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// Mirrors SwiftUI's `scale(_:anchor:)`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    /// Mirrors SwiftUI's `transform(_:)`: the shape's path mapped through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
    /// Mirrors SwiftUI's `offset(_:)` taking a point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { self.offset(CGSize(width: offset.x, height: offset.y)) }
}

extension Path {
    /// Mirrors SwiftUI's `Path.strokedPath(_:)`: the outline of the path's stroke as a path.
    public func strokedPath(_ style: StrokeStyle) -> Path { Stroker.outline(of: self, style: style) }
}

import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// A compatibility name, Tether's own (not Core Graphics): mirrors Core Graphics'
/// `CGPathFillRule`, the rule `CGPath.contains(_:using:transform:)` decides insideness by.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}

/// A compatibility name, Tether's own (not Core Graphics, which Linux lacks): mirrors Core
/// Graphics' `CGPath` as SwiftUI code passes it around — the value `Path(_:)` is built from and
/// `Path.cgPath` / `UIBezierPath.cgPath` return. It holds a Tether `Path`, so converting either
/// way keeps every element.
///
/// ```swift
/// let outline = Path(UIBezierPath(ovalIn: rect).cgPath)
/// ```
public class CGPath: Hashable, @unchecked Sendable {
    /// The elements, as Tether's `Path` stores them.
    var path: Path

    init(path: Path) { self.path = path }

    /// Mirrors `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        if Self.isFinite(rect) { p.addRect(rect, transform: transform?.pointee ?? .identity) }
        self.init(path: p)
    }
    /// Mirrors `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        if Self.isFinite(rect) { p.addEllipse(in: rect, transform: transform?.pointee ?? .identity) }
        self.init(path: p)
    }
    /// Mirrors `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: circular (or
    /// elliptical) corners, each radius limited to half its side.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        if Self.isFinite(rect) {
            p.addRoundedRect(in: rect, cornerSize: CGSize(width: Self.radius(cornerWidth), height: Self.radius(cornerHeight)),
                             style: .circular, transform: transform?.pointee ?? .identity)
        }
        self.init(path: p)
    }

    /// Mirrors `isEmpty`: whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// Mirrors `currentPoint`: where the next element starts (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Mirrors `boundingBox`: the smallest rectangle holding every point of the path, control
    /// points of curves included (`.null` for an empty path).
    public var boundingBox: CGRect {
        let points = path.elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    /// Mirrors `boundingBoxOfPath`: the smallest rectangle holding the path itself, curves at
    /// their extremes rather than their control points (`.null` for an empty path), as
    /// SwiftUI's `Path.boundingRect`.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }
    /// Mirrors `contains(_:using:transform:)`: whether `point` is inside the filled area (open
    /// subpaths count as closed).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// Mirrors `copy()`.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// Mirrors `copy(using:)`: a copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }
    /// Mirrors `mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// Mirrors `mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// Mirrors Core Graphics' path equality: the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path.elements == rhs.path.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(path.elements.count) }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
    /// A corner radius as Core Graphics takes it: negative or NaN is none; infinity stays, to
    /// be limited to half the side.
    static func radius(_ r: CGFloat) -> CGFloat { r.isNaN ? 0 : max(0, r) }
}

/// A compatibility name, Tether's own (not Core Graphics, which Linux lacks): mirrors Core
/// Graphics' `CGMutablePath`, a `CGPath` built element by element. `addArc`'s `clockwise` is
/// Core Graphics' (and SwiftUI `Path`'s): `true` turns towards smaller angles, which in a
/// y-down view is anticlockwise on screen.
///
/// ```swift
/// let wave = CGMutablePath()
/// wave.move(to: .zero)
/// wave.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 40))
/// return Path(wave)
/// ```
public final class CGMutablePath: CGPath {
    /// Mirrors `CGMutablePath()`: an empty path.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    /// Mirrors `move(to:transform:)`: starts a subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }
    /// Mirrors `addLine(to:transform:)`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }
    /// Mirrors `addLines(between:transform:)`: a new subpath through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    /// Mirrors `addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// Mirrors `addCurve(to:control1:control2:transform:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// Mirrors `addRect(_:transform:)`: a closed subpath from the rectangle's minimum corner.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        if Self.isFinite(rect) { path.addRect(rect, transform: transform) }
    }
    /// Mirrors `addRects(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// Mirrors `addEllipse(in:transform:)`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        if Self.isFinite(rect) { path.addEllipse(in: rect, transform: transform) }
    }
    /// Mirrors `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`: circular (or elliptical)
    /// corners, each radius limited to half its side.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        guard Self.isFinite(rect) else { return }
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: Self.radius(cornerWidth), height: Self.radius(cornerHeight)),
                            style: .circular, transform: transform)
    }
    /// Mirrors `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: angles in
    /// radians from the positive x-axis; a line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }
    /// Mirrors `addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)),
                            transform: transform)
    }
    /// Mirrors `addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }
    /// Mirrors `addPath(_:transform:)`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }
    /// Mirrors `closeSubpath()`.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// Mirrors SwiftUI's `Path(_:)` from a `CGPath`: the same elements.
    public init(_ path: CGPath) { self = path.path }
    /// Mirrors SwiftUI's `Path(_:)` from a `CGMutablePath`: the same elements.
    public init(_ path: CGMutablePath) { self = path.path }
    /// Mirrors SwiftUI's `Path.cgPath`: an immutable `CGPath` with the same elements.
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif

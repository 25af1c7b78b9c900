import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIRectCorner`, the corners
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
///
/// ```swift
/// UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `topLeft`.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// Mirrors `topRight`.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// Mirrors `bottomLeft`.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// Mirrors `bottomRight`.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Mirrors `allCorners` (every bit set, as UIKit's `~0`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIBezierPath` as SwiftUI
/// shapes use it — built from rectangles, ovals, rounded rectangles and arcs, then turned into
/// a `Path` through `cgPath`. Geometry follows UIKit's:
/// - `init(roundedRect:cornerRadius:)` draws continuous corners, as UIKit has since iOS 7 (the
///   shape of `RoundedRectangle(cornerRadius:style: .continuous)`); so does
///   `init(roundedRect:byRoundingCorners:cornerRadii:)` when it rounds all four corners.
///   Rounding only some corners draws circular arcs. `cornerRadii.width` is the radius (UIKit
///   ignores the height). Radii are limited to half the rectangle's shorter side, so
///   `.infinity` gives a capsule; a NaN or negative radius is none.
/// - Angles are radians in the y-down view space, and `clockwise: true` runs clockwise on
///   screen: from 0 to π clockwise is the bottom half of the circle. (SwiftUI's `Path.addArc`
///   and `CGMutablePath.addArc` take `clockwise` the other way round.)
/// - A rectangle with a NaN or infinite component adds nothing.
///
/// `fill()`, `stroke()` and `addClip()` draw into the current context of a
/// `UIGraphicsImageRenderer` (see UIKitDrawing.swift), with the path's `lineWidth`,
/// `lineCapStyle`, `lineJoinStyle`, `miterLimit` and fill rule.
///
/// ```swift
/// struct RoundedCorner: Shape {
///     var radius: CGFloat = .infinity
///     var corners: UIRectCorner = .allCorners
///     func path(in rect: CGRect) -> Path {
///         let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
///         return Path(path.cgPath)
///     }
/// }
/// ```
open class UIBezierPath: NSObject {
    /// The elements, as Tether's `Path` stores them.
    var path = Path()

    /// Mirrors `init()`: an empty path.
    public override init() { super.init() }
    /// Mirrors `init(cgPath:)`: a path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }
    /// Mirrors `init(rect:)`: a closed subpath clockwise on screen from the rectangle's
    /// top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        if CGPath.isFinite(rect) { path.addRect(rect) }
    }
    /// Mirrors `init(ovalIn:)`: the ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        if CGPath.isFinite(rect) { path.addEllipse(in: rect) }
    }
    /// Mirrors `init(roundedRect:cornerRadius:)`: continuous corners of `cornerRadius`, limited to
    /// half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        guard CGPath.isFinite(rect) else { return }
        let radius = Self.limited(cornerRadius, in: rect)
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
    }
    /// Mirrors `init(roundedRect:byRoundingCorners:cornerRadii:)`: the `corners` rounded by
    /// `cornerRadii.width` (limited to half the shorter side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard CGPath.isFinite(rect) else { return }
        let radius = Self.limited(cornerRadii.width, in: rect)
        let four: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        if corners.isSuperset(of: four) {
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
            return
        }
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: r(.topLeft), bottomLeading: r(.bottomLeft),
                                                                         bottomTrailing: r(.bottomRight), topTrailing: r(.topRight)),
                            style: .circular)
    }
    /// Mirrors `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: an open subpath along the
    /// circle, `clockwise` on screen (y down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Mirrors `cgPath`: the path's elements as a `CGPath` (setting it replaces them).
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }
    /// Mirrors `isEmpty`.
    open var isEmpty: Bool { path.isEmpty }
    /// Mirrors `bounds`: the smallest rectangle holding every point, control points included.
    open var bounds: CGRect { cgPath.boundingBox }
    /// Mirrors `currentPoint` (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Mirrors `lineWidth`: the width `stroke()` draws with.
    open var lineWidth: CGFloat = 1
    /// Mirrors `lineCapStyle`: the ends `stroke()` draws.
    open var lineCapStyle: CGLineCap = .butt
    /// Mirrors `lineJoinStyle`: the corners `stroke()` draws.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Mirrors `miterLimit`: where `stroke()` bevels sharp miter joins.
    open var miterLimit: CGFloat = 10
    /// Mirrors `usesEvenOddFillRule`: the rule `contains(_:)`, `fill()` and `addClip()` use.
    open var usesEvenOddFillRule = false

    /// Mirrors `move(to:)`: starts a subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Mirrors `addLine(to:)`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Mirrors `addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Mirrors `addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Mirrors `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the
    /// current point to the arc's start, then the arc, `clockwise` on screen (y down).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is on screen, towards larger angles in a y-down space; `Path`'s is
        // Core Graphics', towards smaller ones.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }
    /// Mirrors `close()`: a line back to the subpath's start, closing it.
    open func close() { path.closeSubpath() }
    /// Mirrors `removeAllPoints()`.
    open func removeAllPoints() { path = Path() }
    /// Mirrors `append(_:)`: adds `bezierPath`'s subpaths.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Mirrors `apply(_:)`: maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Mirrors `contains(_:)`: whether `point` is inside the filled area, by the non-zero rule
    /// (even-odd when `usesEvenOddFillRule`); open subpaths count as closed.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// A corner radius limited as UIKit limits it: to half the rectangle's shorter side; NaN
    /// or negative is none.
    private static func limited(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        guard !radius.isNaN else { return 0 }
        return min(max(0, radius), min(abs(rect.width), abs(rect.height)) / 2)
    }
}

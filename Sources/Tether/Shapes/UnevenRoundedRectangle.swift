import Foundation

/// Mirrors SwiftUI's `RectangleCornerRadii`: a radius for each corner of a rectangle.
nonisolated public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// Mirrors SwiftUI's `UnevenRoundedRectangle`: a rectangle with a radius of its own at each
/// corner (each limited to half the shorter side; negative or non-finite radii are 0).
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        func inset(_ radius: CGFloat) -> CGFloat { max(0, radius - insetAmount) }
        let radii = RectangleCornerRadii(topLeading: inset(cornerRadii.topLeading), bottomLeading: inset(cornerRadii.bottomLeading),
                                         bottomTrailing: inset(cornerRadii.bottomTrailing), topTrailing: inset(cornerRadii.topTrailing))
        return Path(roundedRect: r, cornerRadii: radii, style: style)
    }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

extension Path {
    /// Mirrors SwiftUI's `Path(roundedRect:cornerRadii:style:)`.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Mirrors SwiftUI's `addRoundedRect(in:cornerRadii:style:transform:)`: a closed subpath
    /// clockwise on screen from the top edge, each corner with its own radius (limited to half
    /// the shorter side).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(0, v), max(0, limit)) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        // The same handle as `RoundedRectangle`'s corners.
        let k: CGFloat = style == .continuous ? 0.64 : 0.5522847498307936
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + k * tr, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + tr - k * tr)) }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + k * br), control2: CGPoint(x: r.maxX - br + k * br, y: r.maxY)) }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - k * bl, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - bl + k * bl)) }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { p.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - k * tl), control2: CGPoint(x: r.minX + tl - k * tl, y: r.minY)) }
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Mirrors SwiftUI's `addRelativeArc(center:radius:startAngle:delta:transform:)`: an arc
    /// turning by `delta` from `startAngle` (positive deltas run clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard delta.radians.isFinite else { return }
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }

    /// Mirrors SwiftUI's `addArc(tangent1End:tangent2End:radius:transform:)`: a line from the
    /// current point towards `tangent1End`, then the arc of `radius` tangent to both that line
    /// and the line from `tangent1End` to `tangent2End` (Core Graphics' `addArc(tangent1End:...)`).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else { return }
        // The current point is already transformed; the tangent points are not.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? current : current.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        func unit(_ v: CGPoint) -> CGPoint? {
            let l = hypot(v.x, v.y)
            return l > 1e-12 && l.isFinite ? CGPoint(x: v.x / l, y: v.y / l) : nil
        }
        guard radius.isFinite, radius > 0, let u = unit(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)),
              let v = unit(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)) else {
            addLine(to: p1.applying(transform)); return
        }
        let cosTheta = u.x * v.x + u.y * v.y
        let theta = acos(min(1, max(-1, cosTheta)))   // the angle at the corner
        guard theta > 1e-9, theta < .pi - 1e-9 else { addLine(to: p1.applying(transform)); return }
        let distance = radius / tan(theta / 2)         // from the corner to each tangent point
        let t1 = CGPoint(x: p1.x + u.x * distance, y: p1.y + u.y * distance)
        let t2 = CGPoint(x: p1.x + v.x * distance, y: p1.y + v.y * distance)
        let bisector = unit(CGPoint(x: u.x + v.x, y: u.y + v.y)) ?? u
        let centreDistance = radius / sin(theta / 2)
        let centre = CGPoint(x: p1.x + bisector.x * centreDistance, y: p1.y + bisector.y * centreDistance)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x), a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        // The arc takes the short way round, whichever direction that is.
        var delta = a2 - a1
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        addLine(to: t1.applying(transform))
        addArc(center: centre, radius: radius, startAngle: .radians(a1), endAngle: .radians(a1 + delta), clockwise: delta < 0, transform: transform)
    }
}

import Foundation

/// Mirrors SwiftUI's `_Rotation3DEffect`, the effect behind `rotation3DEffect`: the view's
/// plane turned by `angle` about `axis` through (`anchor`, `anchorZ`), then seen in perspective
/// from an eye at `max(width, height) / perspective` points in front of the anchor (a
/// perspective of 0 is an orthographic view: an affine transform).
nonisolated public struct _Rotation3DEffect: GeometryEffect, PrimitiveModifier, Equatable, Sendable {
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    /// Mirrors `init(angle:axis:anchor:anchorZ:perspective:)`.
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func == (a: _Rotation3DEffect, b: _Rotation3DEffect) -> Bool {
        a.angle == b.angle && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    /// What is wrong with the arguments (non-finite angle, axis, anchor or perspective, a zero
    /// axis), or nil; such an effect leaves the view as it is.
    var problem: String? {
        let values = [angle.radians, Double(axis.x), Double(axis.y), Double(axis.z), Double(anchor.x), Double(anchor.y), Double(anchorZ), Double(perspective)]
        if !values.allSatisfy(\.isFinite) { return "rotation3DEffect has a non-finite angle, axis, anchor or perspective; ignoring it" }
        if axis.x == 0 && axis.y == 0 && axis.z == 0 { return "rotation3DEffect axis is (0, 0, 0); ignoring it" }
        return nil
    }

    /// The view's plane turned and projected, for a view of `size`. In row-vector form the
    /// 4×4 chain is: move the anchor to the origin, rotate (a positive angle about z turns
    /// clockwise on screen, as `rotationEffect`), divide by w = 1 − z/d (the perspective,
    /// d = max(width, height) / perspective), move back; the plane's z column is dropped.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        guard problem == nil else { return ProjectionTransform() }
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // The rotation, rows for the images of the x, y and z unit vectors.
        let r = [[t * x * x + c, t * x * y + s * z, t * x * z - s * y],
                 [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
                 [t * x * z + s * y, t * y * z - s * x, t * z * z + c]]
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        let extent = max(size.width, size.height)
        // −1/d: 0 for no perspective (or a view without size).
        let k: CGFloat = extent > 0 && perspective != 0 ? -perspective / extent : 0
        // A plane point (px, py, 0) → (px − ax, py − ay, −az) → rotated (X, Y, Z) → w = 1 + k·Z,
        // then x′ = X/w + ax, y′ = Y/w + ay. As a 3×3 on (px, py, 1):
        // X = r00·px + r10·py + (−ax·r00 − ay·r10 − az·r20), likewise Y, Z.
        func row(_ column: Int) -> (CGFloat, CGFloat, CGFloat) {
            (r[0][column], r[1][column], -ax * r[0][column] - ay * r[1][column] - az * r[2][column])
        }
        let (xa, xb, xc) = row(0), (ya, yb, yc) = row(1), (za, zb, zc) = row(2)
        // Homogeneous w = 1 + k·Z; numerators X + ax·w and Y + ay·w.
        let (wa, wb, wc) = (k * za, k * zb, 1 + k * zc)
        var p = ProjectionTransform(m11: xa + ax * wa, m12: ya + ay * wa, m13: wa,
                                    m21: xb + ax * wb, m22: yb + ay * wb, m23: wb,
                                    m31: xc + ax * wc, m32: yc + ay * wc, m33: wc)
        // Normalised so an affine result has m33 = 1 exactly.
        if p.m33 != 0, p.m33 != 1 {
            let n = p.m33
            p = ProjectionTransform(m11: p.m11 / n, m12: p.m12 / n, m13: p.m13 / n, m21: p.m21 / n, m22: p.m22 / n, m23: p.m23 / n,
                                    m31: p.m31 / n, m32: p.m32 / n, m33: 1)
        }
        if abs(p.m13) < 1e-15 { p.m13 = 0 }
        if abs(p.m23) < 1e-15 { p.m23 = 0 }
        return p
    }

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        if let problem { node.graph.report(.invalidGeometry, problem, at: node) }
        resolveEffect(self, content: content, in: node, affectsGeometry: true)
    }
}

extension View {
    /// Mirrors SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: draws the view
    /// turned in three dimensions about `axis` through `anchor` (and `anchorZ`), projected back
    /// onto its plane with a vanishing point set by `perspective` (1 by default; 0 draws without
    /// perspective). Layout is unchanged; the frames, anchors and hit areas of the content
    /// are the projected ones (a frame is the bounding box of the projected corners).
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                             anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

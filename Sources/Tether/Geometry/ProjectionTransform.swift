import Foundation

/// Mirrors SwiftUI's `ProjectionTransform`: a 3×3 projective transform of the plane, for row
/// vectors (x, y, 1): x′ = (m11·x + m21·y + m31) / w, y′ = (m12·x + m22·y + m32) / w with
/// w = m13·x + m23·y + m33. Its affine transforms (m13 = m23 = 0, m33 = 1) are
/// `CGAffineTransform`s; others (`rotation3DEffect` with a perspective) map rectangles to
/// general quadrilaterals.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    /// Mirrors `init()`: the identity.
    public init() {}
    /// Mirrors `init(_:)` from an affine transform.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }
    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }
    /// Mirrors `isAffine`.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// Mirrors `isIdentity`.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// The affine part (the whole transform when `isAffine`).
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// The determinant of the 3×3 matrix.
    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }
    /// Mirrors `isInvertible`.
    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

    /// Mirrors `concatenating(_:)`: this transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
                            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
                            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
                            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
                            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
                            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
                            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
                            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
                            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// Mirrors `invert()`: inverts in place; returns false (leaving it unchanged) when singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let d = determinant
        guard d != 0, d.isFinite else { return false }
        self = ProjectionTransform(m11: (m22 * m33 - m23 * m32) / d, m12: (m13 * m32 - m12 * m33) / d, m13: (m12 * m23 - m13 * m22) / d,
                                   m21: (m23 * m31 - m21 * m33) / d, m22: (m11 * m33 - m13 * m31) / d, m23: (m13 * m21 - m11 * m23) / d,
                                   m31: (m21 * m32 - m22 * m31) / d, m32: (m12 * m31 - m11 * m32) / d, m33: (m11 * m22 - m12 * m21) / d)
        return true
    }

    /// Mirrors `inverted()`: the inverse, or the transform itself when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// Whether every entry is finite.
    var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

    /// The smallest `w` a mapped point gets: points behind the eye of a perspective (w ≤ 0)
    /// are taken as very far away instead.
    static let minimumW: CGFloat = 1e-6
}

extension CGPoint {
    /// Mirrors `CGPoint.applying(_:)` with a `ProjectionTransform` (divided by w; a point at or
    /// behind a perspective's eye is taken as very far away).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        let w = x * m.m13 + y * m.m23 + m.m33
        if w == 1 { return CGPoint(x: px, y: py) }
        let safe = max(w, ProjectionTransform.minimumW)
        return CGPoint(x: px / safe, y: py / safe)
    }
}

extension CGRect {
    /// The bounding box of the rectangle's four corners mapped by `m`.
    func applying(_ m: ProjectionTransform) -> CGRect {
        if m.isAffine { return applying(m.affine) }
        return boundingBox([CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
            .map { $0.applying(m) })
    }
}

import Foundation

/// Mirrors SwiftUI's `ProjectionTransform`: a 3×3 projective transform. Tether applies its
/// affine part (`m13`/`m23` perspective terms are kept but treated as 0 when mapping points).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    public var isIdentity: Bool { self == ProjectionTransform() }
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors `CATransform3D`, a 4×4
/// transform for row vectors (x, y, z, 1) — x′ = x·m11 + y·m21 + z·m31 + m41, and so on, w
/// from the fourth column — as Core Animation composes it. `init()` is all zeros, as the C
/// struct is; `CATransform3DIdentity` is the identity. SwiftUI code builds one with the
/// `CATransform3D…` functions and draws with it through `ProjectionTransform(_:)`.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Mirrors `init()`: every entry zero.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0); (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0); (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// Mirrors the memberwise `init(m11:m12:…:m44:)`.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The rows as arrays (row i is the image of the i-th unit vector).
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// Mirrors `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Mirrors `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Mirrors `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Mirrors `CATransform3DMakeTranslation(_:_:_:)`: moves by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// Mirrors `CATransform3DMakeScale(_:_:_:)`: scales by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// Mirrors `CATransform3DMakeRotation(_:_:_:_:)`: turns by `angle` radians about the vector
/// (x, y, z); about z a positive angle turns clockwise on screen (y down), as
/// `CGAffineTransform(rotationAngle:)`. A zero vector gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(rows: [[t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
                                [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
                                [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
                                [0, 0, 0, 1]])
}

/// Mirrors `CATransform3DConcat(_:_:)`: `a`, then `b` (the product a·b for row vectors).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = a.rows, rb = b.rows
    var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { out[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] } } }
    return CATransform3D(rows: out)
}

/// Mirrors `CATransform3DTranslate(_:_:_:_:)`: a translation, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Mirrors `CATransform3DScale(_:_:_:_:)`: a scale, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Mirrors `CATransform3DRotate(_:_:_:_:_:)`: a rotation, then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Mirrors `CATransform3DInvert(_:)`: the inverse, or `t` itself when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting.
    var a = t.rows, inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
              abs(a[pivot][column]) > 1e-12, a[pivot][column].isFinite else { return t }
        a.swapAt(column, pivot); inverse.swapAt(column, pivot)
        let p = a[column][column]
        for j in 0..<4 { a[column][j] /= p; inverse[column][j] /= p }
        for i in 0..<4 where i != column {
            let f = a[i][column]
            for j in 0..<4 { a[i][j] -= f * a[column][j]; inverse[i][j] -= f * inverse[column][j] }
        }
    }
    return CATransform3D(rows: inverse)
}

/// Mirrors `CATransform3DMakeAffineTransform(_:)`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Mirrors `CATransform3DIsAffine(_:)`: true when `t` maps the plane z = 0 by an affine
/// transform and keeps it flat.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Mirrors `CATransform3DGetAffineTransform(_:)`: the affine part.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension ProjectionTransform {
    /// Mirrors `init(_:)` from a `CATransform3D`: the transform on the plane z = 0, its third
    /// row and column dropped.
    public init(_ m: CATransform3D) {
        self.init(m11: m.m11, m12: m.m12, m13: m.m14, m21: m.m21, m22: m.m22, m23: m.m24, m31: m.m41, m32: m.m42, m33: m.m44)
    }
}

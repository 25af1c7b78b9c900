import Foundation

/// Tether keeps every coordinate it places finite and within `±FiniteGeometry.limit`, so
/// sums and products of frames and transforms stay finite too (1e15 squared is 1e30, far
/// from overflowing). Values inside the range are untouched; others are clamped where
/// frames and transforms are computed (the Place phase), with a diagnostic naming the cause.
enum FiniteGeometry {
    /// The largest coordinate, length or transform entry Tether keeps as is.
    static let limit: CGFloat = 1e15

    /// `v` clamped to the range; NaN becomes `nanValue`.
    static func clamp(_ v: CGFloat, nanValue: CGFloat = 0) -> CGFloat {
        if v.isNaN { return nanValue }
        return min(max(v, -limit), limit)
    }

    static func isWithinLimit(_ v: CGFloat) -> Bool { v.isFinite && abs(v) <= limit }

    static func isWithinLimit(_ r: CGRect) -> Bool {
        isWithinLimit(r.origin.x) && isWithinLimit(r.origin.y) && isWithinLimit(r.size.width) && isWithinLimit(r.size.height)
    }

    static func isWithinLimit(_ t: CGAffineTransform) -> Bool {
        isWithinLimit(t.a) && isWithinLimit(t.b) && isWithinLimit(t.c) && isWithinLimit(t.d)
            && isWithinLimit(t.tx) && isWithinLimit(t.ty)
    }

    /// Whether a projective transform is finite and the entries a point's place scales with
    /// (all but the perspective column) are within the limit; for an affine transform, the
    /// same as the affine check.
    static func isWithinLimit(_ p: ProjectionTransform) -> Bool {
        p.isFinite && [p.m11, p.m12, p.m21, p.m22, p.m31, p.m32].allSatisfy { abs($0) <= limit }
    }

    /// The rectangle with each component clamped (a NaN origin is 0, a NaN or negative size 0).
    static func clamp(_ r: CGRect) -> CGRect {
        CGRect(x: clamp(r.origin.x), y: clamp(r.origin.y),
               width: max(0, clamp(r.size.width)), height: max(0, clamp(r.size.height)))
    }

    /// The transform with each entry clamped; a NaN in the linear part makes it the identity's.
    static func clamp(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: clamp(t.a, nanValue: 1), b: clamp(t.b), c: clamp(t.c), d: clamp(t.d, nanValue: 1),
                          tx: clamp(t.tx), ty: clamp(t.ty))
    }
}

extension Int {
    /// Tether's conversion of a layout or render value to an integer: rounds toward zero like
    /// `Int(_:)`, but NaN is 0 and values beyond ±2^62 are clamped there instead of trapping.
    init(saturating v: Double) {
        let bound = Double(1 << 62)
        if v.isNaN { self = 0 } else if v >= bound { self = 1 << 62 } else if v <= -bound { self = -(1 << 62) } else { self = Int(v) }
    }
}

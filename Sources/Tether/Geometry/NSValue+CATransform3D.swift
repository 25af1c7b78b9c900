import Foundation

/// Core Animation's `NSValue` addition for 3D transforms, which animations carry
/// (`CABasicAnimation.toValue = NSValue(caTransform3D: …)`): the sixteen entries are kept as
/// the value's bytes, row by row.
extension NSValue {
    /// The type encoding of a boxed transform: sixteen doubles (Foundation on Linux boxes no
    /// structures; Apple's value is `{CATransform3D=dddddddddddddddd}`, the same bytes).
    static let caTransform3DObjCType = "[16d]"

    /// Mirrors `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map(Double.init)
        self.init(bytes: &entries, objCType: NSValue.caTransform3DObjCType)
    }

    /// Whether the value holds a transform made with `init(caTransform3D:)`.
    var holdsCATransform3D: Bool { String(cString: objCType) == NSValue.caTransform3DObjCType }

    /// Mirrors `caTransform3DValue`. A value that holds no transform is reported and reads
    /// as the identity.
    public var caTransform3DValue: CATransform3D {
        guard holdsCATransform3D else {
            UpdatingHost.reportMisuse("caTransform3DValue of an NSValue holding \(String(cString: objCType)), not a CATransform3D; read as the identity")
            return CATransform3DIdentity
        }
        var e = [Double](repeating: 0, count: 16)
        e.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let c = e.map { CGFloat($0) }
        return CATransform3D(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                             m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }
}

import Foundation
import Tether

/// Tether's own: one anchor a fuzzed tree writes, resolved by a reader beside it.
public enum FuzzAnchorReading: Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case points([CGPoint])
}

/// Tether's own: the anchors of a fuzzed tree's probes, by probe number.
struct FuzzAnchorKey: PreferenceKey {
    static let defaultValue: [Int: FuzzAnchorValue] = [:]
    static func reduce(value: inout [Int: FuzzAnchorValue], nextValue: () -> [Int: FuzzAnchorValue]) {
        value.merge(nextValue()) { $1 }
    }
}

/// An anchor of one of the value kinds probes write.
enum FuzzAnchorValue {
    case rect(Anchor<CGRect>)
    case point(Anchor<CGPoint>)
    case points(Anchor<[CGPoint]>)
}

/// Tether's own: what the probes' readers saw in the last update (read after `update()`).
public final class FuzzAnchorRecorder: @unchecked Sendable {
    public private(set) var readings: [Int: FuzzAnchorReading] = [:]
    public init() {}
    func record(_ id: Int, _ reading: FuzzAnchorReading) { readings[id] = reading }
    public func reset() { readings = [:] }
}

/// Records the anchors of `values` as seen from the reader's proxy.
struct FuzzAnchorReader: View {
    let recorder: FuzzAnchorRecorder
    let values: [Int: FuzzAnchorValue]
    let proxy: GeometryProxy
    var body: some View {
        for (id, value) in values {
            switch value {
            case .rect(let a): recorder.record(id, .rect(proxy[a]))
            case .point(let a): recorder.record(id, .point(proxy[a]))
            case .points(let a): recorder.record(id, .points(proxy[a]))
            }
        }
        return Color.clear
    }
}

/// A 2×3 affine map computed here, apart from Tether's own transform code, so that expected
/// anchor values do not share its mistakes.
struct FuzzAffine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
    /// `self` first, then `next`.
    func then(_ n: FuzzAffine) -> FuzzAffine {
        FuzzAffine(a: a * n.a + b * n.c, b: a * n.b + b * n.d, c: c * n.a + d * n.c, d: c * n.b + d * n.d,
                   tx: tx * n.a + ty * n.c + n.tx, ty: tx * n.b + ty * n.d + n.ty)
    }
    static func translation(_ x: Double, _ y: Double) -> FuzzAffine { FuzzAffine(tx: x, ty: y) }
    /// `linear` about the point (`x`, `y`).
    static func about(_ x: Double, _ y: Double, _ linear: FuzzAffine) -> FuzzAffine {
        translation(-x, -y).then(linear).then(translation(x, y))
    }
}

/// Tether's own: an anchor probe in a fuzzed tree and the value its reader must see,
/// computed from the effects the generator put between the anchor and the reader.
public struct FuzzAnchorProbe: Sendable {
    public let id: Int
    public let expected: FuzzAnchorReading
    /// The identifier of the reader's view (its frame tells whether the check is meaningful).
    public let readerID: String
    /// False when an effect above the probe is singular or hostile, so no exact value exists.
    public internal(set) var checkable: Bool
}

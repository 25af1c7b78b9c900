import Foundation

/// A compatibility name, Tether's own (not Core Animation): mirrors `CAReplicatorLayer`, a
/// layer that draws its sublayers `instanceCount` times: instance `k` through
/// `instanceTransform` applied `k` times about the replicator's centre, its colours
/// multiplied by `instanceColor` plus `k` times the red, green, blue and alpha offsets
/// (each clamped to 0...1). `instanceDelay` and `preservesDepth` are kept: animations are
/// drawn at rest, and instances are drawn flat in their order.
///
/// ```swift
/// let dots = CAReplicatorLayer()
/// dots.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
/// dots.instanceCount = 5
/// dots.instanceTransform = CATransform3DMakeTranslation(24, 0, 0)
/// dots.instanceAlphaOffset = -0.2
/// dots.addSublayer(dot)
/// ```
@MainActor @preconcurrency open class CAReplicatorLayer: CALayer {
    /// Mirrors `instanceCount` (1): how many times the sublayers are drawn (none below 1).
    open var instanceCount = 1 { didSet { changed() } }
    /// Mirrors `preservesDepth` (false): kept; Tether draws the instances flattened.
    open var preservesDepth = false { didSet { changed() } }
    /// Mirrors `instanceDelay` (0): kept; animations are drawn at rest, where every instance
    /// has caught up.
    open var instanceDelay: CFTimeInterval = 0 { didSet { changed() } }
    /// Mirrors `instanceTransform` (identity): the transform from one instance to the next,
    /// about the replicator's centre.
    open var instanceTransform = CATransform3DIdentity { didSet { changed() } }
    /// Mirrors `instanceColor` (opaque white; nil is white): the first instance's colour
    /// multiplier.
    open var instanceColor: CGColor? = CGColor.white { didSet { changed() } }
    /// Mirrors `instanceRedOffset` (0): added to the red multiplier at each instance.
    open var instanceRedOffset: Float = 0 { didSet { changed() } }
    /// Mirrors `instanceGreenOffset` (0).
    open var instanceGreenOffset: Float = 0 { didSet { changed() } }
    /// Mirrors `instanceBlueOffset` (0).
    open var instanceBlueOffset: Float = 0 { didSet { changed() } }
    /// Mirrors `instanceAlphaOffset` (0).
    open var instanceAlphaOffset: Float = 0 { didSet { changed() } }

    public override init() { super.init() }
    /// Mirrors `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; preservesDepth = other.preservesDepth; instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform; instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset; instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset; instanceAlphaOffset = other.instanceAlphaOffset
    }

    override class func makeBackingLayer() -> CALayer { CAReplicatorLayer() }

    /// The most instances drawn (Core Animation draws any number; Tether bounds the work of
    /// one drawing far beyond what replicators are given).
    static let maxInstances = 10_000

    /// The sublayers' snapshots drawn once per instance, in a replicator whose bounds are
    /// `size`; hostile counts, transforms and offsets are reported and tamed.
    func instances(of sublayers: [UIViewSnapshot], size: CGSize, report: (String) -> Void) -> [UIViewSnapshot] {
        var count = instanceCount
        if count > Self.maxInstances {
            report("CAReplicatorLayer.instanceCount is \(count); Tether draws the first \(Self.maxInstances)")
            count = Self.maxInstances
        }
        guard count > 0, !sublayers.isEmpty else { return [] }
        let t = instanceTransform
        var step = t
        if ![t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].allSatisfy(\.isFinite) {
            report("CAReplicatorLayer.instanceTransform is not finite; the instances are drawn untransformed")
            step = CATransform3DIdentity
        }
        let base = (instanceColor ?? CGColor.white).rgba
        var offsets = [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset].map(Double.init)
        if !offsets.allSatisfy(\.isFinite) {
            report("CAReplicatorLayer's colour offsets \(offsets) are not all finite; taken as 0")
            offsets = offsets.map { $0.isFinite ? $0 : 0 }
        }
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        var result: [UIViewSnapshot] = []
        result.reserveCapacity(count * sublayers.count)
        var accumulated = CATransform3DIdentity
        for k in 0..<count {
            func channel(_ value: Double, _ offset: Double) -> Double { min(1, max(0, value + Double(k) * offset)) }
            let color = RGBA(channel(base.red, offsets[0]), channel(base.green, offsets[1]), channel(base.blue, offsets[2]),
                             channel(base.alpha, offsets[3]))
            for sublayer in sublayers {
                var instance = sublayer
                instance.instance = k
                if k > 0, !CATransform3DIsIdentity(accumulated) {
                    // The accumulated transform about the replicator's centre, in the instance's
                    // own space (its rectangle's top-left corner at zero).
                    let pivot = CGPoint(x: centre.x - sublayer.rect.minX, y: centre.y - sublayer.rect.minY)
                    let about = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0), accumulated),
                                                    CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
                    let own = sublayer.projection ?? ProjectionTransform(sublayer.transform ?? .identity)
                    let total = own.concatenating(ProjectionTransform(about))
                    if total.isAffine {
                        instance.transform = CGAffineTransform(a: total.m11, b: total.m12, c: total.m21, d: total.m22, tx: total.m31, ty: total.m32)
                        instance.projection = nil
                    } else {
                        instance.transform = nil
                        instance.projection = total
                    }
                }
                if color != RGBA(1, 1, 1) { instance.colorMultiply = color }
                result.append(instance)
            }
            accumulated = CATransform3DConcat(accumulated, step)
        }
        return result
    }
}

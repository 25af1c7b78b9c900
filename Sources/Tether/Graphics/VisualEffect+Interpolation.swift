import Foundation

extension VisualEffectChain {
    /// The effects of any `VisualEffect` Tether made (an effect it did not make changes nothing).
    init(resolving effect: some VisualEffect) {
        let chain = effect as? ResolvableVisualEffect
        self.init(steps: chain?.steps ?? [], problems: chain?.problems ?? [])
    }

    /// The effects between these (`amount` 0) and `other` (1), as an animation between them
    /// draws: each step interpolated with the step of the same kind at the same place. Chains
    /// whose steps do not pair up switch from one to the other half way.
    func interpolated(towards other: VisualEffectChain, amount: Double) -> VisualEffectChain {
        let t = amount.isFinite ? min(max(amount, 0), 1) : 0
        guard steps.count == other.steps.count else { return t < 0.5 ? self : other }
        var mixed: [VisualEffectStep] = []
        for (a, b) in zip(steps, other.steps) {
            guard let step = a.interpolated(towards: b, amount: t) else { return t < 0.5 ? self : other }
            mixed.append(step)
        }
        return VisualEffectChain(steps: mixed, problems: problems + other.problems)
    }
}

extension VisualEffectStep {
    /// This step moved `t` of the way to `other`; nil when they are of different kinds.
    func interpolated(towards other: VisualEffectStep, amount t: Double) -> VisualEffectStep? {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (self, other) {
        case let (.offset(a), .offset(b)): return .offset(mix(a, b))
        case let (.scale(a, anchorA), .scale(b, anchorB)): return .scale(mix(a, b), anchor: mix(anchorA, anchorB))
        case let (.rotation(a, anchorA), .rotation(b, anchorB)): return .rotation(.degrees(mix(a.degrees, b.degrees)), anchor: mix(anchorA, anchorB))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.rotation3D(a), .rotation3D(b)):
            // Angle and each axis element are interpolated on their own, as SwiftUI animates
            // `rotation3DEffect` (an axis passing through zero draws unturned there).
            return .rotation3D(_Rotation3DEffect(angle: .degrees(mix(a.angle.degrees, b.angle.degrees)),
                                                 axis: (x: mix(a.axis.x, b.axis.x), y: mix(a.axis.y, b.axis.y), z: mix(a.axis.z, b.axis.z)),
                                                 anchor: mix(a.anchor, b.anchor), anchorZ: mix(a.anchorZ, b.anchorZ),
                                                 perspective: mix(a.perspective, b.perspective)))
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a, opaque), .blur(b, _)): return .blur(radius: mix(a, b), opaque: opaque)
        case let (.colorMatrix(a), .colorMatrix(b)):
            return .colorMatrix(ColorMatrix(rows: zip(a.rows, b.rows).map { zip($0, $1).map { mix($0, $1) } }))
        case let (.colorMultiply(a), .colorMultiply(b)): return t < 0.5 ? .colorMultiply(a) : .colorMultiply(b)
        default: return nil
        }
    }
}

import Foundation

/// Mirrors Core Animation's `CAPropertyAnimation`: an animation of one layer property, named
/// by its key path (`"opacity"`, `"position.x"`, `"transform.scale"`, `"strokeEnd"`…).
open class CAPropertyAnimation: CAAnimation {
    /// Mirrors `keyPath`.
    open var keyPath: String?
    /// Mirrors `isAdditive`: the animation's values are added to the model value.
    open var isAdditive = false
    /// Mirrors `isCumulative`: each repetition builds on where the last ended.
    open var isCumulative = false

    /// Mirrors `init(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The value the animation ends at over `model` (nil: none can be told), before
    /// `isAdditive` adds the model value.
    func lastValue(over model: Any?) -> Any? { nil }
    /// The value the animation starts at over `model`.
    func firstValue(over model: Any?) -> Any? { nil }

    override func restingValues(on layer: CALayer) -> [(keyPath: String, value: Any)] {
        guard let keyPath else {
            CALayer.reportAnimationProblem("a \(type(of: self)) without a keyPath animates nothing")
            return []
        }
        let model = layer.animatableValue(forKeyPath: keyPath)
        // A run that reverses ends where it began.
        guard var value = autoreverses ? firstValue(over: model) : lastValue(over: model) else { return [] }
        if isAdditive {
            guard let model, let sum = AnimatableValue.sum(model, value) else {
                CALayer.reportAnimationProblem("the additive \(type(of: self)) of \"\(keyPath)\" has values that cannot be added to \(String(describing: model))")
                return []
            }
            value = sum
        }
        return [(keyPath, value)]
    }
}

/// Mirrors Core Animation's `CABasicAnimation`: a property animated between two values —
/// `fromValue` to `toValue`, or by `byValue`; a value left out is the model's. At rest it
/// has ended at `toValue` (else the start plus `byValue`, else the model value).
open class CABasicAnimation: CAPropertyAnimation {
    /// Mirrors `fromValue`.
    open var fromValue: Any?
    /// Mirrors `toValue`.
    open var toValue: Any?
    /// Mirrors `byValue`.
    open var byValue: Any?

    override func lastValue(over model: Any?) -> Any? {
        if let toValue { return toValue }
        if let byValue {
            guard let start = fromValue ?? model, let sum = AnimatableValue.sum(start, byValue) else {
                CALayer.reportAnimationProblem("the byValue of the animation of \"\(keyPath ?? "")\" cannot be added to \(String(describing: fromValue ?? model))")
                return nil
            }
            return sum
        }
        return model
    }
    override func firstValue(over model: Any?) -> Any? {
        if let fromValue { return fromValue }
        if let toValue, let byValue { return AnimatableValue.difference(toValue, byValue) }
        return model
    }
}

/// Mirrors Core Animation's `CASpringAnimation`: a basic animation moved by a spring, which
/// at rest has settled at its end value.
open class CASpringAnimation: CABasicAnimation {
    /// Mirrors `mass`.
    open var mass: CGFloat = 1
    /// Mirrors `stiffness`.
    open var stiffness: CGFloat = 100
    /// Mirrors `damping`.
    open var damping: CGFloat = 10
    /// Mirrors `initialVelocity`.
    open var initialVelocity: CGFloat = 0
    /// Mirrors `allowsOverdamping` (iOS 17).
    open var allowsOverdamping = false

    /// Mirrors `init(perceptualDuration:bounce:)` (iOS 17): a spring of that perceptual
    /// duration and bounce, as SwiftUI's `Spring(duration:bounce:)` makes it (mass 1).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        duration = settlingDuration
    }

    /// Mirrors `perceptualDuration` (iOS 17): the spring's period, 2π √(mass / stiffness).
    open var perceptualDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        return CFTimeInterval(2 * .pi * (mass / stiffness).squareRoot())
    }
    /// Mirrors `bounce` (iOS 17): the spring's bounce, as SwiftUI's `Spring.bounce` reads
    /// the same spring.
    open var bounce: CGFloat {
        guard mass > 0, stiffness > 0 else { return 0 }
        return CGFloat(Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), allowOverDamping: allowsOverdamping).bounce)
    }
    /// Mirrors `settlingDuration`: how long the spring takes to come to rest, as SwiftUI's
    /// `Spring.settlingDuration` computes it for the same spring.
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite, damping.isFinite else { return 0 }
        return Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), allowOverDamping: allowsOverdamping).settlingDuration
    }
}

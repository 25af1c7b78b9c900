import Foundation

/// The animation behind `interpolatingSpring`: a spring that moves the change from zero with
/// an initial velocity of `initialVelocity` times the change per second, and runs beside the
/// animations before it (it does not merge; their changes add up), as SwiftUI's does.
/// Logically complete after the spring's `duration`; finished (nil) once it stays within
/// 0.1 % of the change. An undamped spring never finishes.
struct InterpolatingSpringAnimation: CustomAnimation {
    let spring: Spring
    let initialVelocity: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !time.isNaN else { return nil }
        let elapsed = max(0, time)
        if elapsed >= spring.duration { context.isLogicallyComplete = true }
        guard elapsed < settlingTime(context: &context) else { return nil }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: elapsed))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let elapsed = max(0, time)
        if let settling = context.interpolatingSpringSettling, elapsed >= settling { return nil }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: elapsed))
    }

    /// When the unit motion stays within 0.001 of its end, worked out once per run.
    private func settlingTime<V>(context: inout AnimationContext<V>) -> TimeInterval {
        if let settling = context.interpolatingSpringSettling { return settling }
        let settling = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
        context.interpolatingSpringSettling = settling
        return settling
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    var description: String {
        "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
    }
}

private struct InterpolatingSpringSettling: AnimationStateKey {
    static var defaultValue: TimeInterval? { nil }
}

extension AnimationContext {
    fileprivate var interpolatingSpringSettling: TimeInterval? {
        get { state[InterpolatingSpringSettling.self] }
        set { state[InterpolatingSpringSettling.self] = newValue }
    }
}

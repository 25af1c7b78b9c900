import Foundation

/// The animation behind `spring`, `smooth`, `snappy`, `bouncy` and `interactiveSpring`: a
/// damped spring of unit mass with stiffness (2π / response)² and damping ratio
/// `dampingFraction` that, as SwiftUI's, takes over a spring animation still running on the
/// same property (`shouldMerge` is true) from where it is, with its velocity.
///
/// The motion is the spring's closed form (`Spring.value(target:initialVelocity:time:)`) from
/// the offset and velocity it started or took over with. It is logically complete `response`
/// seconds after that start and finished (nil) once it stays within 0.1 % of the change.
/// A response that is not positive is an infinitely stiff spring: finished at once.
/// `blendDuration` is kept (it tells springs apart) but not applied: the response does not
/// glide from the previous spring's.
struct FluidSpringAnimation: CustomAnimation {
    let response: Double
    let dampingFraction: Double
    let blendDuration: TimeInterval

    /// SwiftUI's damping fraction for a `bounce`: 1 − bounce, or 1 / (1 + bounce) below zero.
    static func dampingFraction(bounce: Double) -> Double { bounce < 0 ? 1 / (1 + bounce) : 1 - bounce }

    private var spring: Spring? {
        guard response > 0, response.isFinite else { return nil }
        return Spring(response: response, dampingRatio: dampingFraction)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let spring, !time.isNaN else { return nil }
        var state = context.fluidSpring
        let remaining = value - state.offset
        let elapsed = max(0, time - state.startTime)
        if state.settlingTime == nil {
            let tolerance = max(value.magnitudeSquared.squareRoot() * 0.001, 1e-9)
            state.settlingTime = spring.settlingDuration(target: remaining, initialVelocity: state.velocity, epsilon: tolerance)
            context.fluidSpring = state
        }
        if elapsed >= response { context.isLogicallyComplete = true }
        guard let settling = state.settlingTime, elapsed < settling else { return nil }
        return state.offset + spring.value(target: remaining, initialVelocity: state.velocity, time: elapsed)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let spring else { return nil }
        let state = context.fluidSpring
        let elapsed = max(0, time - state.startTime)
        if let settling = state.settlingTime, elapsed >= settling { return nil }
        return spring.velocity(target: value - state.offset, initialVelocity: state.velocity, time: elapsed)
    }

    /// Takes over from `previous` at `time`: starts from its value and velocity there (its
    /// target, at rest, when it has finished).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        let velocity = previous.velocity(value: value, time: time, context: context)
        let offset = previous.animate(value: value, time: time, context: &context)
        context.fluidSpring = FluidSpringState(offset: offset ?? value, velocity: offset == nil ? .zero : velocity ?? .zero,
                                               startTime: time, settlingTime: nil)
        return true
    }
}

extension FluidSpringAnimation: CustomStringConvertible {
    var description: String { "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))" }
}

/// Where a fluid spring started (or took over): its offset and velocity then, and when it
/// settles from there.
private struct FluidSpringState<Value: VectorArithmetic>: AnimationStateKey {
    var offset: Value = .zero
    var velocity: Value = .zero
    var startTime: TimeInterval = 0
    var settlingTime: TimeInterval? = nil
    static var defaultValue: Self { Self() }
}

extension AnimationContext {
    fileprivate var fluidSpring: FluidSpringState<Value> {
        get { state[FluidSpringState<Value>.self] }
        set { state[FluidSpringState<Value>.self] = newValue }
    }
}

import Foundation

/// The animation behind `delay(_:)`: its base, `delay` seconds later (at its start until then).
/// It takes over from a previous animation only where that one is delayed alike and the bases
/// merge.
struct DelayedAnimation: CustomAnimation {
    let base: Animation
    let delay: TimeInterval

    private func baseTime(_ time: TimeInterval) -> TimeInterval { max(0, time - delay) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: baseTime(time), context: context)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let delayed = previous.base as? DelayedAnimation, delayed.delay == delay else { return false }
        return base.shouldMerge(previous: delayed.base, value: value, time: baseTime(time), context: &context)
    }
}

extension DelayedAnimation: CustomStringConvertible {
    var description: String { "\(base).delay(\(delay))" }
}

/// The animation behind `speed(_:)`: its base with time running `speed` times as fast.
struct SpeedAnimation: CustomAnimation {
    let base: Animation
    let speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let faster = previous.base as? SpeedAnimation, faster.speed == speed else { return false }
        return base.shouldMerge(previous: faster.base, value: value, time: time * speed, context: &context)
    }
}

extension SpeedAnimation: CustomStringConvertible {
    var description: String { "\(base).speed(\(speed))" }
}

/// The animation behind `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`:
/// each time the base finishes, it starts again (with fresh state) from that moment; with
/// `autoreverses`, every second run goes from the change back to zero. Finished after
/// `repeatCount` runs (never, for `repeatForever`). A base that finishes at once advances one
/// run per sample, so nothing loops.
struct RepeatedAnimation: CustomAnimation {
    let base: Animation
    let repeatCount: Int?
    let autoreverses: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let run = context.repetition
        let backwards = autoreverses && run.index % 2 == 1
        if let current = base.animate(value: value, time: time - run.startTime, context: &context) {
            return backwards ? value - current : current
        }
        context.state = AnimationState()
        context.repetition = Repetition(index: run.index + 1, startTime: time)
        if let repeatCount, run.index + 1 >= repeatCount { return nil }
        return backwards ? .zero : value
    }
}

extension RepeatedAnimation: CustomStringConvertible {
    var description: String {
        if let repeatCount { return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))" }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

/// Which run a repeated animation is in, and when it started.
private struct Repetition: AnimationStateKey {
    var index = 0
    var startTime: TimeInterval = 0
    static var defaultValue: Repetition { Repetition() }
}

extension AnimationContext {
    fileprivate var repetition: Repetition {
        get { state[Repetition.self] }
        set { state[Repetition.self] = newValue }
    }
}

/// The animation behind `logicallyComplete(after:)`: its base, logically complete `duration`
/// seconds after it starts.
struct LogicallyCompletingAnimation: CustomAnimation {
    let base: Animation
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let current = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return current
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

extension LogicallyCompletingAnimation: CustomStringConvertible {
    var description: String { "\(base).logicallyComplete(after: \(duration))" }
}

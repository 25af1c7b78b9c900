import Foundation
import Testing
@testable import Tether

/// `CustomAnimation` and the values every built-in animation gives through
/// `Animation.animate(value:time:context:)`, reasoned from the curves and spring equations
/// SwiftUI documents.
@Suite struct CustomAnimationTests {
    /// Samples `animation` moving towards `value` at `times`, in order, in one context.
    private func samples(_ animation: Animation, _ value: Double, at times: [Double]) -> [Double?] {
        var context = AnimationContext<Double>()
        return times.map { animation.animate(value: value, time: $0, context: &context) }
    }

    private func close(_ a: Double?, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// Jumps to the change halfway through and finishes after `duration`.
    private struct Step: CustomAnimation {
        let duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time > duration ? nil : (time >= duration / 2 ? value : .zero)
        }
    }

    /// Runs its base at half speed, as the documentation's wrapping animations do.
    private struct HalfSpeed: CustomAnimation {
        let base: Animation
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            base.animate(value: value, time: time / 2, context: &context)
        }
    }

    /// Counts the samples it has been asked for in its animation state.
    private struct SampleCount: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }
    private struct Counting: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            context.state[SampleCount.self] += 1
            return context.state[SampleCount.self] >= 3 ? nil : value.scaled(by: Double(context.state[SampleCount.self]) / 3)
        }
    }

    @Test func vectorArithmeticInterpolatesTowardsAValueByTheAmount() {
        // self + (other - self) * amount, extrapolating outside 0...1.
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(Double(10).interpolated(towards: 20, amount: 1.5) == 25)
        let pair = AnimatablePair(CGFloat(0), Double(100)).interpolated(towards: AnimatablePair(10, 0), amount: 0.5)
        #expect(pair.first == 5 && pair.second == 50)
        var value = Double(-4)
        value.interpolate(towards: 4, amount: 0.75)
        #expect(value == 2)
    }

    @Test func timingCurvesScaleTheChangeByTheCurveAndFinishAfterTheirDuration() {
        // linear over 2 s: a quarter at 0.5 s; easeInOut is symmetric, so half at half time.
        let linear = samples(.linear(duration: 2), 8, at: [0, 0.5, 2, 2.01])
        #expect(close(linear[0], 0) && close(linear[1], 2) && close(linear[2], 8) && linear[3] == nil)
        let eased = samples(.easeInOut(duration: 1), 10, at: [0.5, 1.5])
        #expect(close(eased[0], 5) && eased[1] == nil)
        // easeIn (control points (0.42, 0), (1, 1)) starts slower than linear.
        #expect(samples(.easeIn(duration: 1), 1, at: [0.25])[0]! < 0.25)
        // A linear change of 8 over 2 s moves at 4 per second.
        #expect(close(Animation.linear(duration: 2).velocity(value: 8.0, time: 1, context: AnimationContext()), 4))
    }

    @Test func delaySpeedAndLogicalCompletionWrapTheirBase() {
        // Delayed by 0.5 s: at rest until then; half of easeInOut(1 s) at 1 s.
        let delayed = samples(Animation.easeInOut(duration: 1).delay(0.5), 10, at: [0.25, 1.0, 1.6])
        #expect(close(delayed[0], 0) && close(delayed[1], 5) && delayed[2] == nil)
        // Twice as fast: linear(1 s) is halfway at 0.25 s and done after 0.5 s.
        let fast = samples(Animation.linear(duration: 1).speed(2), 10, at: [0.25, 0.6])
        #expect(close(fast[0], 5) && fast[1] == nil)
        var context = AnimationContext<Double>()
        let marked = Animation.linear(duration: 1).logicallyComplete(after: 0.1)
        _ = marked.animate(value: 1, time: 0.05, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = marked.animate(value: 1, time: 0.2, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func repeatedAnimationsRestartWhenTheirBaseFinishesAndReverseEveryOtherRun() {
        // linear(1 s) twice, autoreversing: forward to 10, then (from the first sample after
        // the end, 1.05 s) back: 10 − 5 at 1.55 s; after the second run, finished.
        let twice = samples(Animation.linear(duration: 1).repeatCount(2), 10, at: [0.5, 1.0, 1.05, 1.55, 2.1])
        #expect(close(twice[0], 5) && close(twice[1], 10) && close(twice[2], 10) && close(twice[3], 5) && twice[4] == nil)
        // Without autoreversing, the second run goes forward again from zero.
        let forward = samples(Animation.linear(duration: 1).repeatCount(2, autoreverses: false), 10, at: [1.05, 1.55])
        #expect(close(forward[0], 10) && close(forward[1], 5))
        // Forever: still running after a hundred runs.
        let times = (0...400).map { Double($0) * 0.26 }
        #expect(samples(Animation.linear(duration: 0.25).repeatForever(), 1, at: times).allSatisfy { $0 != nil })
    }

    @Test func springsFollowTheDampedSpringEquation() {
        // spring(duration: 0.5, bounce: 0) is critically damped with ω = 2π / 0.5: moving 10
        // from rest, x(t) = 10 · (1 − (1 + ωt) e^(−ωt)).
        let omega = 2 * Double.pi / 0.5
        let expected = 10 * (1 - (1 + omega * 0.2) * exp(-omega * 0.2))
        var context = AnimationContext<Double>()
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        #expect(close(spring.animate(value: 10, time: 0.2, context: &context), expected, within: 1e-9))
        // Logically complete after the response (0.5 s).
        #expect(!context.isLogicallyComplete)
        // At 0.5 s the distance left is 10 · (1 + 2π) e^(−2π) ≈ 0.136, more than 0.1 % of 10:
        // still moving; at 1 s it is 10 · (1 + 4π) e^(−4π) ≈ 0.0005: finished.
        #expect(spring.animate(value: 10, time: 0.5, context: &context) != nil)
        #expect(context.isLogicallyComplete)
        #expect(spring.animate(value: 10, time: 1, context: &context) == nil)
        // interpolatingSpring(stiffness: 100, damping: 20) is critical with ω = 10; an initial
        // velocity of 2 (changes per second) adds v₀ t e^(−ωt).
        let interpolating = samples(.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 2), 1, at: [0.1])
        let fromRest: Double = 1 - 2 * exp(-1.0)
        let fromVelocity: Double = 2 * 0.1 * exp(-1.0)
        #expect(close(interpolating[0], fromRest + fromVelocity, within: 1e-9))
    }

    @Test func aSpringTakesOverARunningSpringWithItsValueAndVelocity() {
        let first = Animation.spring(duration: 1, bounce: 0.3)
        let second = Animation.snappy
        var context = AnimationContext<Double>()
        _ = first.animate(value: 100, time: 0.1, context: &context)
        let position = first.animate(value: 100, time: 0.3, context: &context)!
        let velocity = first.velocity(value: 100.0, time: 0.3, context: context)!
        var merging = context
        #expect(second.shouldMerge(previous: first, value: 100.0, time: 0.3, context: &merging))
        // Continuous: where the first spring was, moving as it moved.
        #expect(close(second.animate(value: 100, time: 0.3, context: &merging), position, within: 1e-9))
        #expect(close(second.velocity(value: 100.0, time: 0.3, context: merging), velocity, within: 1e-6))
        // Curves and interpolating springs run beside what came before.
        var other = context
        #expect(!Animation.easeOut.shouldMerge(previous: first, value: 100.0, time: 0.3, context: &other))
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: first, value: 100.0, time: 0.3, context: &other))
    }

    @Test func customAnimationsDriveAnimationsAndKeepTheirState() {
        let step = Animation(Step(duration: 1))
        #expect(samples(step, 4, at: [0.2, 0.5, 1.2]).map { $0 } == [0, 4, nil])
        #expect(step == Animation(Step(duration: 1)) && step != Animation(Step(duration: 2)) && step != .linear(duration: 1))
        // A custom animation wrapping a built-in one: half speed, a quarter of linear(1 s) at 0.5 s.
        #expect(close(samples(Animation(HalfSpeed(base: .linear(duration: 1))), 8, at: [0.5])[0], 2))
        // State persists between samples of one context: a third, two thirds, finished.
        let counted = samples(Animation(Counting()), 3, at: [0, 0.1, 0.2])
        #expect(close(counted[0], 1) && close(counted[1], 2) && counted[2] == nil)
        // withState carries the environment and completion into a context of another type.
        var context = AnimationContext<Double>(environment: { var e = EnvironmentValues(); e.layoutDirection = .rightToLeft; return e }())
        context.isLogicallyComplete = true
        let part = context.withState(AnimationState<CGFloat>())
        #expect(part.isLogicallyComplete && part.environment.layoutDirection == .rightToLeft)
        // Without a velocity, SwiftUI's defaults: none, and no merging.
        #expect(Animation(Step(duration: 1)).velocity(value: 1.0, time: 0.1, context: AnimationContext()) == nil)
    }

    @Test func badTimesAndDurationsFinishOrStayPutWithoutHanging() {
        #expect(samples(.linear(duration: -1), 1, at: [0]) == [nil])
        #expect(samples(.linear(duration: .nan), 1, at: [0]) == [nil])
        #expect(samples(.linear(duration: 1), 1, at: [.nan]) == [nil])
        #expect(close(samples(.linear(duration: 1), 1, at: [-5])[0], 0))
        #expect(samples(.spring(response: 0, dampingFraction: 1), 1, at: [0]) == [nil])
        #expect(samples(.spring(duration: 0.5), 1, at: [.infinity, .nan]) == [nil, nil])
        #expect(samples(Animation.linear(duration: 1).speed(.nan), 1, at: [0.5]) == [nil])
        // A base that finishes at once, repeated forever: one run per sample, never a loop.
        #expect(samples(Animation.linear(duration: 0).repeatForever(), 1, at: [0, 1, 2]).allSatisfy { $0 != nil })
        // An undamped interpolating spring oscillates for ever.
        #expect(samples(.interpolatingSpring(stiffness: 100, damping: 0), 1, at: [1000]) != [nil])
    }
}

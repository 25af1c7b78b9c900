import Foundation
import Testing
@testable import Tether

/// `Spring`: a damped harmonic oscillator. Expected values come from its closed forms:
/// ω₀ = 2π/duration, ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce), and from rest at 0
/// towards a target of 1: undamped x = 1 − cos ω₀t, critically damped x = 1 − e^(−ω₀t)(1 + ω₀t).
@Suite struct SpringTests {
    @Test func durationAndBounceSetStiffnessAndDamping() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 2 * (2 * .pi / 0.5)) < 1e-9)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
        #expect(abs(spring.duration - 0.5) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: 0.3).bounce - 0.3) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: -0.5).bounce + 0.5) < 1e-12)
        #expect(abs(Spring(response: 2, dampingRatio: 0.4).duration - 2) < 1e-12)
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.4))
    }

    @Test func anUndampedSpringOscillatesAsACosine() {
        let spring = Spring(duration: 1, bounce: 1)   // ω₀ = 2π, no damping
        #expect(abs(spring.value(target: 1.0, time: 0.25) - 1) < 1e-12)     // 1 − cos(π/2)
        #expect(abs(spring.value(target: 1.0, time: 0.5) - 2) < 1e-12)      // 1 − cos π
        #expect(abs(spring.velocity(target: 1.0, time: 0.25) - 2 * .pi) < 1e-9)  // ω₀ sin(π/2)
        #expect(spring.settlingDuration == .infinity)
    }

    @Test func aCriticallyDampedSpringApproachesWithoutOvershoot() {
        let spring = Spring(duration: 0.5, bounce: 0)   // ω₀ = 4π; at t = ¼, ω₀t = π
        let expected: Double = 1 - exp(-Double.pi) * (1 + Double.pi)
        #expect(abs(spring.value(target: 1.0, time: 0.25) - expected) < 1e-12)
        // Settled: the distance to the target falls to 0.001 at `settlingDuration` and stays below.
        let settling = spring.settlingDuration
        #expect(abs((1 - spring.value(target: 1.0, time: settling)) - 0.001) < 1e-6)
        #expect(1 - spring.value(target: 1.0, time: settling + 0.05) < 0.001)
    }

    @Test func aSettlingDurationSpringSettlesInThatTime() {
        for ratio in [0.3, 1, 2.5] {
            let spring = Spring(settlingDuration: 2, dampingRatio: ratio)
            #expect(abs(spring.dampingRatio - ratio) < 1e-9)
            #expect(abs(spring.settlingDuration - 2) < 1e-6)
            #expect(abs(Spring(settlingDuration: 0.7, dampingRatio: ratio, epsilon: 0.01)
                .settlingDuration(target: 1.0, epsilon: 0.01) - 0.7) < 1e-6)
        }
        #expect(Spring(settlingDuration: .nan, dampingRatio: 0).duration == 1)
    }

    @Test func everyKindStartsAtZeroWithItsInitialVelocity() {
        for bounce in [0.5, 0, -0.5] {
            let spring = Spring(duration: 0.4, bounce: bounce)
            #expect(abs(spring.value(target: 3.0, initialVelocity: 2, time: 0)) < 1e-12)
            #expect(abs(spring.velocity(target: 3.0, initialVelocity: 2, time: 0) - 2) < 1e-9)
            #expect(abs(spring.value(target: 3.0, initialVelocity: 2, time: 20) - 3) < 1e-9)
            // from/to is the target form shifted.
            #expect(abs(spring.value(fromValue: 10.0, toValue: 13.0, initialVelocity: 2, time: 0.1)
                        - (10 + spring.value(target: 3.0, initialVelocity: 2, time: 0.1))) < 1e-12)
        }
    }

    @Test func updateStepsAndForceIsHookesLawWithDamping() {
        let spring = Spring(duration: 0.6, bounce: 0.2)
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 0.1)
        #expect(abs(value - spring.value(target: 5.0, time: 0.1)) < 1e-12)
        #expect(abs(velocity - spring.velocity(target: 5.0, time: 0.1)) < 1e-12)
        #expect(abs(spring.force(target: 5.0, position: 2, velocity: 1) - (spring.stiffness * 3 - spring.damping)) < 1e-9)
    }

    @Test func hostileParametersGiveAWorkingSpring() {
        #expect(Spring(duration: .nan, bounce: .nan) == Spring())
        #expect(Spring(duration: -1).duration == 0.5)
        let odd = Spring(mass: -1, stiffness: .nan, damping: -3)
        #expect(odd.mass == 1 && odd.stiffness.isFinite && odd.damping.isFinite)
        #expect(Spring().value(target: 1.0, time: .nan) == 0)
        #expect(Spring(mass: 1, stiffness: 100, damping: 1000).dampingRatio == 1)   // capped at critical
        #expect(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio == 2)
    }
}

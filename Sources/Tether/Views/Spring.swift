import Foundation

/// Mirrors SwiftUI's `Spring` (iOS 17): the motion of a damped spring, a mass `m` pulled to
/// its target with stiffness `k` and slowed with damping `c` (m·x″ = −k·(x − target) − c·x′).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.2)
/// let halfway = spring.value(target: 100.0, time: 0.25)
/// ```
///
/// `duration` is the period 2π/ω₀ of the undamped spring (ω₀ = √(k/m)); `bounce` sets the
/// damping ratio ζ = c / (2√(km)): ζ = 1 − bounce for a bounce from 0 to 1, 1 / (1 + bounce)
/// for a negative one (overdamped).
public struct Spring: Hashable, Sendable {
    let massValue: Double
    let stiffnessValue: Double
    let dampingValue: Double

    private init(checkedMass mass: Double, stiffness: Double, damping: Double) {
        massValue = mass
        stiffnessValue = stiffness
        dampingValue = damping
    }

    /// Mirrors `init(duration:bounce:)`: a spring of perceptual `duration` (NaN or not
    /// positive: 0.5 s) and `bounce` (0: critically damped; up to 1: undamped; down to −1:
    /// overdamped; clamped to −0.999...1, NaN taken as 0).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(responseSeconds: d, ratio: ratio)
    }

    /// Mirrors `init(response:dampingRatio:)`: stiffness (2π / `response`)² and damping ratio
    /// `dampingRatio` for a unit mass (a response NaN or not positive: 0.5 s; a negative or
    /// NaN ratio: 0).
    public init(response: Double, dampingRatio: Double) {
        self.init(responseSeconds: response.isFinite && response > 0 ? response : 0.5,
                  ratio: dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0)
    }

    /// Mirrors `init(settlingDuration:dampingRatio:epsilon:)`: the spring of damping ratio
    /// `dampingRatio` whose `settlingDuration(target: 1.0, epsilon: epsilon)` is
    /// `settlingDuration`. From rest, the motion at ω₀ is the motion at ω₀ = 1 with time
    /// scaled by ω₀, so ω₀ = (settling time at ω₀ = 1) / `settlingDuration`. A ratio that never
    /// settles (0, NaN) gives `init(response: settlingDuration, dampingRatio:)`; a duration NaN
    /// or not positive is taken as 1 s.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let duration = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 1
        let unit = Spring(response: 2 * .pi, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        guard unitSettling.isFinite, unitSettling > 0 else {
            self.init(response: duration, dampingRatio: dampingRatio)
            return
        }
        self.init(responseSeconds: 2 * .pi * duration / unitSettling, ratio: unit.dampingRatio)
    }

    private init(responseSeconds: Double, ratio: Double) {
        let omega = 2 * Double.pi / responseSeconds
        self.init(checkedMass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// Mirrors `init(mass:stiffness:damping:allowOverDamping:)`. Unless `allowOverDamping`,
    /// damping beyond critical (2√(km)) is taken as critical. Bad values (NaN, not positive
    /// mass or stiffness, negative damping) are taken from the default spring.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        var c = damping.isFinite && damping >= 0 ? damping : 2 * (k * m).squareRoot()
        if !allowOverDamping { c = min(c, 2 * (k * m).squareRoot()) }
        self.init(checkedMass: m, stiffness: k, damping: c)
    }

    /// Mirrors `smooth`: duration 0.5, no bounce.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// Mirrors `smooth(duration:extraBounce:)`: bounce `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// Mirrors `snappy`: duration 0.5, bounce 0.15.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// Mirrors `snappy(duration:extraBounce:)`: bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// Mirrors `bouncy`: duration 0.5, bounce 0.3.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    /// Mirrors `bouncy(duration:extraBounce:)`: bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Mirrors `mass`.
    public var mass: Double { massValue }
    /// Mirrors `stiffness`.
    public var stiffness: Double { stiffnessValue }
    /// Mirrors `damping`.
    public var damping: Double { dampingValue }
    /// Mirrors `dampingRatio`: ζ = c / (2√(km)).
    public var dampingRatio: Double { dampingValue / (2 * (stiffnessValue * massValue).squareRoot()) }
    /// Mirrors `duration`: the perceptual duration, 2π/ω₀.
    public var duration: TimeInterval { 2 * Double.pi / naturalFrequency }
    /// Mirrors `response`: the same as `duration`, 2π/ω₀.
    public var response: Double { duration }
    /// Mirrors `bounce`: 1 − ζ when ζ ≤ 1, else 1/ζ − 1.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// ω₀ = √(k/m).
    var naturalFrequency: Double { (stiffnessValue / massValue).squareRoot() }
    /// λ = c / 2m, the rate at which the motion decays.
    var decay: Double { dampingValue / (2 * massValue) }

    /// The displacement from the target, y = x − target, and its velocity at `time`, starting
    /// at y₀ = −target with velocity v₀:
    /// - underdamped (ζ < 1), ω_d = ω₀√(1 − ζ²): y = e^(−λt)·(y₀·cos ω_d t + (v₀ + λy₀)/ω_d·sin ω_d t);
    /// - critically damped: y = e^(−λt)·(y₀ + (v₀ + λy₀)·t);
    /// - overdamped, r₁,₂ = −λ ± ω₀√(ζ² − 1): y = A·e^(r₁t) + B·e^(r₂t), A + B = y₀, r₁A + r₂B = v₀.
    func motion<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double) -> (offset: V, velocity: V) {
        let t = time.isFinite ? max(time, 0) : 0
        let y0 = V.zero - target, v0 = initialVelocity
        let lambda = decay, omega0 = naturalFrequency, ratio = dampingRatio
        if abs(ratio - 1) < 1e-9 {
            let e = exp(-lambda * t)
            let b = v0 + y0.scaled(by: lambda)
            return ((y0 + b.scaled(by: t)).scaled(by: e), (v0 - b.scaled(by: lambda * t)).scaled(by: e))
        } else if ratio < 1 {
            let omegaD = omega0 * (1 - ratio * ratio).squareRoot()
            let e = exp(-lambda * t), c = cos(omegaD * t), s = sin(omegaD * t)
            let b = (v0 + y0.scaled(by: lambda)).scaled(by: 1 / omegaD)
            let offset = (y0.scaled(by: c) + b.scaled(by: s)).scaled(by: e)
            // y′ = e^(−λt)·((ω_d·B − λ·y₀)·cos + (−λ·B − ω_d·y₀)·sin), where ω_d·B − λ·y₀ = v₀.
            let velocity = (v0.scaled(by: c) - (b.scaled(by: lambda) + y0.scaled(by: omegaD)).scaled(by: s)).scaled(by: e)
            return (offset, velocity)
        } else {
            let mu = omega0 * (ratio * ratio - 1).squareRoot()
            let r1 = -lambda + mu, r2 = -lambda - mu
            let a = (v0 - y0.scaled(by: r2)).scaled(by: 1 / (r1 - r2))
            let b = y0 - a
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (a.scaled(by: e1) + b.scaled(by: e2), a.scaled(by: r1 * e1) + b.scaled(by: r2 * e2))
        }
    }

    /// Mirrors `value(target:initialVelocity:time:)`: how far the spring has moved at `time`
    /// from 0 towards `target`, starting with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        target + motion(target: target, initialVelocity: initialVelocity, time: time).offset
    }

    /// Mirrors `velocity(target:initialVelocity:time:)`: the spring's velocity at `time`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        motion(target: target, initialVelocity: initialVelocity, time: time).velocity
    }

    /// Mirrors `value(fromValue:toValue:initialVelocity:time:)`: the value at `time` moving
    /// from `fromValue` to `toValue`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Mirrors `velocity(fromValue:toValue:initialVelocity:time:)`.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Mirrors `update(value:velocity:target:deltaTime:)`: moves `value` and `velocity` on by
    /// `deltaTime` towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let step = motion(target: target - value, initialVelocity: velocity, time: deltaTime)
        value = target + step.offset
        velocity = step.velocity
    }

    /// Mirrors `force(target:position:velocity:)`: k·(target − position) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffnessValue) - velocity.scaled(by: dampingValue)
    }

    /// Mirrors `force(fromValue:toValue:position:velocity:)`.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// Mirrors `settlingDuration`: `settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)`.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// Mirrors `settlingDuration(target:initialVelocity:epsilon:)`: the time after which the
    /// distance to `target` stays below `epsilon`. Apple documents no formula; Tether finds the
    /// last moment the distance is `epsilon` or more: it looks from the time the motion's
    /// envelope (|A|·e^(−λt) + …, which bounds the distance) falls below `epsilon` back to 0 in
    /// steps of 1/1000 of that time, then bisects. An undamped spring never settles (infinity);
    /// a non-positive or NaN `epsilon` is taken as 0.001.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let eps = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        let lambda = decay, ratio = dampingRatio
        guard lambda > 0 else { return .infinity }
        let y0 = target.magnitudeSquared.squareRoot(), v0 = initialVelocity.magnitudeSquared.squareRoot()
        guard y0.isFinite, v0.isFinite else { return .infinity }
        // A bound on the distance: amplitude · e^(−rate·t), with a polynomial factor when critical.
        var rate = lambda, amplitude: Double
        if abs(ratio - 1) < 1e-9 {
            // (y0 + b·t)·e^(−λt) ≤ (y0 + 2b/(eλ))·e^(−λt/2), as t·e^(−λt/2) ≤ 2/(eλ).
            amplitude = y0 + 2 * (v0 + lambda * y0) / (M_E * lambda)
            rate = lambda / 2
        } else if ratio < 1 {
            let omegaD = naturalFrequency * (1 - ratio * ratio).squareRoot()
            amplitude = y0 + (v0 + lambda * y0) / omegaD
        } else {
            let mu = naturalFrequency * (ratio * ratio - 1).squareRoot()
            amplitude = 2 * (y0 + (v0 + lambda * y0) / (2 * mu))
            rate = lambda - mu
        }
        guard amplitude > eps else { return 0 }
        let bound = log(amplitude / eps) / rate
        guard bound.isFinite, bound > 0 else { return 0 }
        func far(_ t: Double) -> Bool {
            motion(target: target, initialVelocity: initialVelocity, time: t).offset.magnitudeSquared.squareRoot() >= eps
        }
        let steps = 1000
        var step = steps
        while step > 0, !far(bound * Double(step) / Double(steps)) { step -= 1 }
        if step == steps { return bound }
        var low = bound * Double(step) / Double(steps), high = bound * Double(step + 1) / Double(steps)
        if step == 0, !far(0) { return 0 }
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if far(mid) { low = mid } else { high = mid }
        }
        return high
    }
}

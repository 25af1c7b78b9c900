import Foundation

/// The path of one track: its keyframes placed one after the other from `start`, each moving
/// the value's `animatableData` from the previous keyframe's value to its own.
///
/// Keyframe k runs from time tₖ to tₖ₊₁ = tₖ + its duration, from pₖ to pₖ₊₁ (p₀ the start).
/// Velocities at the points, where a cubic or spring keyframe needs one not given:
/// - at the start and the end of the track, and next to a jump (a `MoveKeyframe` or a keyframe
///   of no duration): 0;
/// - after a linear keyframe: its end velocity, (pₖ − pₖ₋₁)/duration · curve.velocity(at: 1);
/// - after a spring keyframe: the spring's velocity when the keyframe ends;
/// - after a cubic keyframe, before a linear one: the linear keyframe's start velocity,
///   (pₖ₊₁ − pₖ)/duration · curve.velocity(at: 0);
/// - after a cubic keyframe, before a cubic or spring one: the Catmull-Rom tangent
///   (pₖ₊₁ − pₖ₋₁)/(tₖ₊₁ − tₖ₋₁) (a spring's own start velocity, when given, instead).
/// A velocity that is not finite (a circular curve's vertical end) is taken as 0.
struct KeyframeTrackPath<Value: Animatable> {
    typealias Data = Value.AnimatableData
    let start: Value
    let keyframes: [_ResolvedKeyframe<Value>]
    /// p₀…pₙ and t₀…tₙ.
    private let points: [Data]
    private let times: [TimeInterval]
    /// The velocity at each point, used where a keyframe gives none.
    private let velocities: [Data]

    init(start: Value, keyframes: [_ResolvedKeyframe<Value>]) {
        self.start = start
        self.keyframes = keyframes
        var points = [start.animatableData], times = [0.0]
        for keyframe in keyframes {
            points.append(keyframe.value.animatableData)
            times.append(times[times.count - 1] + keyframe.duration)
        }
        self.points = points
        self.times = times
        var velocities = [Data.zero]
        for k in 1..<points.count {
            velocities.append(Self.velocity(at: k, keyframes: keyframes, points: points, times: times, before: velocities))
        }
        self.velocities = velocities
    }

    /// The time the last keyframe ends.
    var duration: TimeInterval { times[times.count - 1] }

    /// The value at `time` (NaN taken as 0): before the start the start, after the end the
    /// last keyframe's value. A keyframe of no duration has its value from its time on.
    func value(at time: TimeInterval) -> Value {
        let t = time.isNaN ? 0 : max(time, 0)
        for (k, keyframe) in keyframes.enumerated() where t < times[k + 1] {
            var value = keyframe.value
            value.animatableData = interpolate(k, fraction: max(t - times[k], 0) / keyframe.duration)
            return value
        }
        return keyframes.last?.value ?? start
    }

    /// The data of keyframe k (of positive duration) at `fraction` of its way.
    private func interpolate(_ k: Int, fraction s: Double) -> Data {
        let keyframe = keyframes[k]
        let from = points[k], to = points[k + 1], d = keyframe.duration
        switch keyframe.curve {
        case let .linear(curve):
            return from + (to - from).scaled(by: curve.value(at: s))
        case .move:
            return to
        case let .cubic(startVelocity, endVelocity):
            // Hermite basis: h00 = 2s³ − 3s² + 1, h10 = s³ − 2s² + s, h01 = −2s³ + 3s², h11 = s³ − s².
            let m0 = Self.finite(startVelocity) ?? velocities[k], m1 = Self.finite(endVelocity) ?? velocities[k + 1]
            let s2 = s * s, s3 = s2 * s
            return from.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * d)
                + to.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: (s3 - s2) * d)
        case let .spring(spring, startVelocity):
            let v0 = Self.finite(startVelocity) ?? velocities[k]
            return from + spring.value(target: to - from, initialVelocity: v0, time: s * d)
        }
    }

    /// The velocity at point k (1 ≤ k ≤ n), from the keyframes on either side of it.
    private static func velocity(at k: Int, keyframes: [_ResolvedKeyframe<Value>], points: [Data], times: [TimeInterval],
                                 before velocities: [Data]) -> Data {
        guard k < keyframes.count else { return .zero }
        let previous = keyframes[k - 1], next = keyframes[k]
        guard previous.duration > 0, next.duration > 0 else { return .zero }
        let velocity: Data
        switch (previous.curve, next.curve) {
        case (.move, _), (_, .move):
            velocity = .zero
        case let (.linear(curve), _):
            velocity = (points[k] - points[k - 1]).scaled(by: curve.velocity(at: 1) / previous.duration)
        case let (.spring(spring, startVelocity), _):
            let v0 = finite(startVelocity) ?? velocities[k - 1]
            velocity = spring.velocity(target: points[k] - points[k - 1], initialVelocity: v0, time: previous.duration)
        case let (.cubic, .linear(curve)):
            velocity = (points[k + 1] - points[k]).scaled(by: curve.velocity(at: 0) / next.duration)
        case let (.cubic, .spring(_, startVelocity)):
            velocity = finite(startVelocity) ?? catmullRom(at: k, points: points, times: times)
        case (.cubic, .cubic):
            velocity = catmullRom(at: k, points: points, times: times)
        }
        return finite(velocity) ?? .zero
    }

    /// (pₖ₊₁ − pₖ₋₁)/(tₖ₊₁ − tₖ₋₁).
    private static func catmullRom(at k: Int, points: [Data], times: [TimeInterval]) -> Data {
        (points[k + 1] - points[k - 1]).scaled(by: 1 / (times[k + 1] - times[k - 1]))
    }

    /// `velocity` when its size is a finite number, else nil.
    private static func finite(_ velocity: Data?) -> Data? {
        guard let velocity, velocity.magnitudeSquared.isFinite else { return nil }
        return velocity
    }
}

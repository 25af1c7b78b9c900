import Foundation

/// Mirrors SwiftUI's `CubicKeyframe` (iOS 17): reaches its value along a cubic (Hermite) curve
/// set by the velocities at its two ends. A velocity not given keeps the motion smooth:
/// between two cubic keyframes it is the Catmull-Rom tangent (next value − previous value) /
/// (next time − previous time); next to another kind of keyframe it is that keyframe's
/// velocity there (a linear keyframe's slope times its curve's velocity, a spring's velocity);
/// at the start and end of the track, and next to a `MoveKeyframe`, it is 0 (Tether's
/// choice: the value rests before and after the track and around a jump).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Mirrors `init(_:duration:startVelocity:endVelocity:)`: reaches `to` after `duration`
    /// seconds (NaN or negative: 0, a jump), leaving the previous value with `startVelocity`
    /// and arriving with `endVelocity` (per second; nil: smooth).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// Mirrors `body`: the keyframe is its own body.
    public var body: Self { self }

    /// Tether's: this keyframe.
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        keyframes.append(_ResolvedKeyframe(value: to, duration: duration,
                                           curve: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)))
    }
}

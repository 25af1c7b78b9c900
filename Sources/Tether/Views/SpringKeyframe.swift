import Foundation

/// Mirrors SwiftUI's `SpringKeyframe` (iOS 17): moves from the previous value towards its own
/// as `spring` would: from + spring.value(target: to − from, initialVelocity:, time:). The
/// track reaches the keyframe's value when the keyframe ends (a spring cut short of settling
/// jumps there).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Mirrors `init(_:duration:spring:startVelocity:)`: moves towards `to` for `duration`
    /// seconds (nil: the spring's `settlingDuration`; NaN or negative: 0, a jump), starting
    /// with `startVelocity` (nil: the velocity the previous keyframe ends with, 0 at the start
    /// of the track).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// Mirrors `body`: the keyframe is its own body.
    public var body: Self { self }

    /// Tether's: this keyframe. An undamped spring, which never settles, lasts its `duration`
    /// when none is given.
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        let settling = spring.settlingDuration
        keyframes.append(_ResolvedKeyframe(value: to, duration: duration ?? (settling.isFinite ? settling : spring.duration),
                                           curve: .spring(spring, startVelocity: startVelocity?.animatableData)))
    }
}

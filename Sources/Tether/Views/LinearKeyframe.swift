import Foundation

/// Mirrors SwiftUI's `LinearKeyframe` (iOS 17): reaches its value in a straight line from the
/// previous one, paced by a timing curve: at a fraction f of its duration the value is
/// from + (to − from) · curve.value(at: f).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Mirrors `init(_:duration:timingCurve:)`: reaches `to` after `duration` seconds (NaN or
    /// negative: 0, a jump), paced by `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Mirrors `body`: the keyframe is its own body.
    public var body: Self { self }

    /// Tether's: this keyframe.
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        keyframes.append(_ResolvedKeyframe(value: to, duration: duration, curve: .linear(timingCurve)))
    }
}

import Foundation

/// Mirrors SwiftUI's `KeyframeTrackContent` (iOS 17): keyframes, one after the other, that
/// draw a property's path over time. The built-in kinds are `LinearKeyframe`,
/// `CubicKeyframe`, `SpringKeyframe` and `MoveKeyframe`; a custom type composes them in its `body`.
public protocol KeyframeTrackContent<Value> {
    /// Mirrors `Value`: the animated type.
    associatedtype Value: Animatable = Self.Body.Value
    /// Mirrors `Body`: the keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// Mirrors `body`: the keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
    /// Tether's: appends this content's keyframes, in order, to `keyframes`.
    func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>])
}

extension KeyframeTrackContent where Value == Body.Value {
    /// Tether's: a custom type's keyframes are its body's.
    public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// Tether's: one keyframe of a track — the value it reaches, how long it takes and the
/// curve it takes there.
public struct _ResolvedKeyframe<Value: Animatable> {
    enum Curve {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }

    let value: Value
    /// In seconds, finite and not negative (bad durations are taken as 0: the keyframe jumps).
    let duration: TimeInterval
    let curve: Curve

    init(value: Value, duration: TimeInterval, curve: Curve) {
        self.value = value
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
    }
}

/// Keyframe content Tether lists itself: its body is itself, never asked for.
protocol PrimitiveKeyframeTrackContent: KeyframeTrackContent where Body == Self {}

extension PrimitiveKeyframeTrackContent {
    /// Built-in keyframe content is its own body.
    public var body: Self { self }
}

/// The content of two builder lines: the first's keyframes, then the second's.
struct KeyframeTrackContentPair<Value: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: PrimitiveKeyframeTrackContent
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        first._appendKeyframes(to: &keyframes)
        second._appendKeyframes(to: &keyframes)
    }
}

/// The content of an empty builder: no keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: PrimitiveKeyframeTrackContent {
    func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {}
}

/// The content of a `for` loop in a builder: each element's keyframes in turn.
struct KeyframeTrackContentArray<Value: Animatable, Element: KeyframeTrackContent>: PrimitiveKeyframeTrackContent
where Element.Value == Value {
    let elements: [Element]

    func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<Value>]) {
        for element in elements { element._appendKeyframes(to: &keyframes) }
    }
}

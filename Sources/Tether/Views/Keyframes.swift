import Foundation

/// Mirrors SwiftUI's `Keyframes` (iOS 17): how a value changes over time, as tracks of
/// keyframes that run side by side. `KeyframeTrack` is the built-in kind; a custom type
/// composes others in its `body`.
///
/// ```swift
/// struct Bounce: Keyframes {
///     var body: some Keyframes<Double> {
///         KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// Mirrors `Value`: the type of the value animated.
    associatedtype Value = Self.Body.Value
    /// Mirrors `Body`: the keyframes this type is made of.
    associatedtype Body: Keyframes
    /// Mirrors `body`: the keyframes this type is made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
    /// Tether's: the tracks of these keyframes, each starting from its part of `initialValue`,
    /// in the order they are declared (a later track writing the same property wins).
    func _makeTracks(initialValue: Value) -> [_KeyframeTimelineTrack<Value>]
}

extension Keyframes where Value == Body.Value {
    /// Tether's: a custom type's tracks are its body's.
    public func _makeTracks(initialValue: Value) -> [_KeyframeTimelineTrack<Value>] {
        body._makeTracks(initialValue: initialValue)
    }
}

extension Keyframes where Body == Never {
    /// Built-in keyframes have no body; Tether reads their tracks directly.
    public var body: Never { primitiveBodyAccessed() }
}

extension Never: Keyframes {
    /// `Never` has no tracks.
    public func _makeTracks(initialValue: Never) -> [_KeyframeTimelineTrack<Never>] { switch initialValue {} }
}

/// Tether's: one track of a keyframe timeline, resolved from an initial value: how long it
/// runs and how it writes its property of the root value at a time.
public struct _KeyframeTimelineTrack<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
}

/// The keyframes of two builder lines, their tracks one after the other.
struct KeyframesPair<Value, First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Value, Second.Value == Value {
    typealias Body = Never
    let first: First
    let second: Second

    func _makeTracks(initialValue: Value) -> [_KeyframeTimelineTrack<Value>] {
        first._makeTracks(initialValue: initialValue) + second._makeTracks(initialValue: initialValue)
    }
}

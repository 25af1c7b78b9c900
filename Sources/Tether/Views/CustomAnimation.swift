import Foundation

/// Mirrors SwiftUI's `CustomAnimation` (iOS 17): a type that says how an animatable value
/// changes over time. `Animation(_:)` wraps one; every built-in animation is one too, so a
/// custom animation can drive another through `Animation.animate(value:time:context:)`.
///
/// ```swift
/// struct Slowed: CustomAnimation {
///     let base: Animation
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         base.animate(value: value, time: time / 2, context: &context)
///     }
/// }
/// ```
///
/// `value` is the vector the animation moves towards (the change, from zero); the result is
/// how far it has come at `time`, or nil once the animation has finished.
public protocol CustomAnimation: Hashable, Sendable {
    /// Mirrors `animate(value:time:context:)`.
    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// Mirrors `velocity(value:time:context:)`: the rate of change at `time`, nil when not known.
    nonisolated func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Mirrors `shouldMerge(previous:value:time:context:)`: whether this animation takes over
    /// from `previous`, still running on the same property (true), or runs beside it, each
    /// adding its own change (false).
    nonisolated func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// SwiftUI's default: no velocity.
    nonisolated public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// SwiftUI's default: a new animation runs beside the previous one.
    nonisolated public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                             context: inout AnimationContext<V>) -> Bool { false }
}

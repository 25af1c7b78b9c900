import Foundation

/// Mirrors SwiftUI's `Animation`: how a change moves from its old value to its new one. Every
/// animation is a `CustomAnimation` underneath (curves, springs, and the delay, speed and
/// repeat wrappers), so `animate(value:time:context:)` gives its value at any time. Tether
/// renders still frames: a change shows its final state.
nonisolated public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation this one is.
    let base: any CustomAnimation

    /// Mirrors `init(_:)` (iOS 17): an animation driven by a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    public var description: String { String(describing: base) }

    /// Mirrors `animate(value:time:context:)` (iOS 17): the animation's value at `time`
    /// moving towards `value`, nil once it has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// Mirrors `velocity(value:time:context:)` (iOS 17).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Mirrors `shouldMerge(previous:value:time:context:)` (iOS 17).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// Mirrors `default`: since iOS 17, `spring(response: 0.55, dampingFraction: 1.0)`.
    public static let `default` = spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// Mirrors `easeIn`: `easeIn(duration: 0.35)`.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Mirrors `easeOut`: `easeOut(duration: 0.35)`.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Mirrors `easeInOut`: `easeInOut(duration: 0.35)`.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Mirrors `linear`: `linear(duration: 0.35)`.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Mirrors `easeIn(duration:)`: `UnitCurve.easeIn` over `duration`.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Mirrors `easeOut(duration:)`: `UnitCurve.easeOut` over `duration`.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Mirrors `easeInOut(duration:)`: `UnitCurve.easeInOut` over `duration`.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// Mirrors `linear(duration:)`: an even pace over `duration`.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// Mirrors `timingCurve(_:_:_:_:duration:)`: the cubic Bézier with control points
    /// (`p1x`, `p1y`) and (`p2x`, `p2y`) over `duration`.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)), duration: duration)
    }
    /// Mirrors `timingCurve(_:duration:)` (iOS 17): an animation paced by `curve`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }

    /// Mirrors `spring`: `spring()`, a spring of duration 0.5 without bounce.
    public static var spring: Animation { spring() }
    /// Mirrors `spring(duration:bounce:blendDuration:)`: a spring taking over from the one
    /// before it with its velocity. `.spring()` picks this overload, as SwiftUI's declarations
    /// make it (the response form is disfavoured).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: FluidSpringAnimation.dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }
    /// Mirrors `spring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }
    /// Mirrors `spring(_:blendDuration:)` (iOS 17): a spring animation moving as `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
    /// Mirrors `interactiveSpring`: `interactiveSpring()`.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// Mirrors `interactiveSpring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// Mirrors `interactiveSpring(duration:extraBounce:blendDuration:)` (iOS 17): bounce 0.15 + `extraBounce`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }
    /// Mirrors `smooth`: `smooth()`.
    public static var smooth: Animation { smooth() }
    /// Mirrors `smooth(duration:extraBounce:)`: bounce `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// Mirrors `snappy`: `snappy()`.
    public static var snappy: Animation { snappy() }
    /// Mirrors `snappy(duration:extraBounce:)`: bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// Mirrors `bouncy`: `bouncy()`.
    public static var bouncy: Animation { bouncy() }
    /// Mirrors `bouncy(duration:extraBounce:)`: bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Mirrors `interpolatingSpring`: `interpolatingSpring()`.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    /// Mirrors `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: a spring that
    /// runs beside the animations before it, each adding its change; `initialVelocity` is a
    /// fraction of the change per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }
    /// Mirrors `interpolatingSpring(duration:bounce:initialVelocity:)`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
    /// Mirrors `interpolatingSpring(_:initialVelocity:)` (iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// Mirrors `delay(_:)`: the animation starts `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(DelayedAnimation(base: self, delay: delay)) }
    /// Mirrors `speed(_:)`: the animation runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(SpeedAnimation(base: self, speed: speed)) }
    /// Mirrors `repeatCount(_:autoreverses:)`: the animation runs `repeatCount` times, every
    /// other run backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }
    /// Mirrors `repeatForever(autoreverses:)`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }
    /// Mirrors `logicallyComplete(after:)` (iOS 17): the animation counts as logically
    /// complete `duration` seconds after it starts.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompletingAnimation(base: self, duration: duration))
    }
}

/// Mirrors SwiftUI's `withAnimation(_:_:)`: runs `body`; the change shows at once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Mirrors SwiftUI's `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): runs `body`,
/// then `completion` exactly once when the animations it made are complete. Tether's changes
/// show at once and make no animations, so, as SwiftUI documents for that case, `completion`
/// runs right after `body`.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Mirrors SwiftUI's `AnyTransition`. Insertions and removals show their final state: the
/// view at rest, with the identity state of a transition made from a modifier or an iOS 17
/// `Transition` applied.
nonisolated public struct AnyTransition: Sendable {
    let name: String
    /// What the transition leaves on the view at rest, when it leaves anything.
    var atRest: TransitionAtRest? = nil
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static let scale = AnyTransition(name: "scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Mirrors `push(from:)` (iOS 16): the view slides in from `edge` as the one it replaces
    /// slides out; insertions show their final state.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition {
        guard let first = atRest else { return other.atRest == nil ? self : other }
        guard let second = other.atRest else { return self }
        return AnyTransition(name: name, atRest: TransitionAtRest { second.apply(first.apply($0)) })
    }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The modifier behind `.animation`, `.transition` and preview metadata: leaves its content as it is.
nonisolated struct _InertModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    var attributes: [NodeAttribute] { [] }
}

extension View {
    /// Mirrors SwiftUI's deprecated `animation(_:)`: Tether shows the final state.
    nonisolated public func animation(_ animation: Animation?) -> some View { modifier(_InertModifier()) }
    /// Mirrors SwiftUI's `animation(_:value:)`: Tether shows the final state.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_InertModifier())
    }
    /// Mirrors SwiftUI's `transition(_:)`: Tether shows the final state, the view at rest (with
    /// a modifier transition's identity modifier, or a `Transition`'s identity phase).
    nonisolated public func transition(_ t: AnyTransition) -> some View { TransitionedView(content: self, transition: t) }
}

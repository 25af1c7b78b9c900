import Foundation

/// Mirrors SwiftUI's `Animation`. Tether renders still frames: a change always shows its
/// final state, so an animation only records which curve was asked for.
nonisolated public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    let duration: Double

    public var description: String { "\(name)(\(duration)s)" }

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)

    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
    /// Mirrors `spring(duration:bounce:blendDuration:)`; `.spring()` picks the other
    /// overload, as SwiftUI's declarations make it.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        Animation(name: "interpolatingSpring", duration: 0.5)
    }
    /// Mirrors `interactiveSpring(response:dampingFraction:blendDuration:)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", duration: response)
    }
    /// Mirrors `smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth", duration: duration) }
    /// Mirrors `snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy", duration: duration) }
    /// Mirrors `bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy", duration: duration) }
    /// Mirrors `timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve", duration: duration)
    }
    /// Mirrors `spring(_:blendDuration:)` (iOS 17): an animation along `spring`, for its duration.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(name: "spring", duration: spring.duration)
    }
    /// Mirrors `interpolatingSpring(_:initialVelocity:)` (iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring", duration: spring.duration)
    }
    /// Mirrors `timingCurve(_:duration:)` (iOS 17): an animation paced by `curve`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(name: "timingCurve", duration: duration)
    }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Mirrors SwiftUI's `withAnimation(_:_:)`: runs `body`; the change shows at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Mirrors SwiftUI's `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): runs `body`,
/// then `completion` exactly once when the animations it made are complete. Tether's changes
/// show at once and make no animations, so, as SwiftUI documents for that case, `completion`
/// runs right after `body`.
@MainActor
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

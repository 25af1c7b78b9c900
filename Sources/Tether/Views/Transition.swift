import Foundation

/// Mirrors SwiftUI's `TransitionPhase` (iOS 17): where a view is in its transition.
public enum TransitionPhase: Hashable, Sendable {
    /// Mirrors `willAppear`: about to be inserted.
    case willAppear
    /// Mirrors `identity`: at rest, shown normally.
    case identity
    /// Mirrors `didDisappear`: removed.
    case didDisappear

    /// Mirrors `isIdentity`.
    public var isIdentity: Bool { self == .identity }
    /// Mirrors `value`: -1 about to appear, 0 at rest, 1 removed.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// Mirrors SwiftUI's `TransitionProperties` (iOS 17).
public struct TransitionProperties: Sendable {
    /// Mirrors `hasMotion`: whether the transition moves the view (Reduce Motion replaces it).
    public var hasMotion: Bool
    /// Mirrors `init(hasMotion:)`.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// Mirrors SwiftUI's `Transition` protocol (iOS 17): a view's look in each phase of its
/// insertion and removal. Tether shows views at rest, so a transitioned view is the
/// transition's body in the `.identity` phase.
@MainActor @preconcurrency public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// Mirrors the default `properties`: a transition with motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Mirrors `combined(with:)`: this transition's body, then `other`'s around it.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// Mirrors `animation(_:)`: the transition under `animation` (Tether draws it at rest).
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Two transitions applied one around the other (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        let inner = first.body(content: PlaceholderContentView<First>(content: content.content), phase: phase)
        return second.body(content: PlaceholderContentView<Second>(content: AnyView(inner)), phase: phase)
    }
    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// What a transition leaves on a view at rest: its identity state.
struct TransitionAtRest: @unchecked Sendable {
    let apply: @MainActor (AnyView) -> AnyView
}

extension AnyTransition {
    /// Mirrors `init(_:)` (iOS 17): an `AnyTransition` from a `Transition`.
    public init<T: Transition>(_ transition: T) {
        let box = MainActorBridge.Box(value: transition)
        self.init(name: "\(T.self)", atRest: TransitionAtRest { content in
            AnyView(box.value.body(content: PlaceholderContentView<T>(content: content), phase: .identity))
        })
    }

    /// Mirrors `modifier(active:identity:)`: at rest the view has the `identity` modifier.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let box = MainActorBridge.Box(value: identity)
        return AnyTransition(name: "modifier", atRest: TransitionAtRest { AnyView($0.modifier(box.value)) })
    }
}

/// A view with a transition, shown at rest.
nonisolated struct TransitionedView<Content: View>: View {
    let content: Content
    let transition: AnyTransition
    @MainActor var body: some View {
        if let atRest = transition.atRest {
            atRest.apply(AnyView(content))
        } else {
            content
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `transition(_:)` with an iOS 17 `Transition`: at rest the view is the
    /// transition's body in the `.identity` phase.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionedView(content: self, transition: AnyTransition(transition))
    }
}

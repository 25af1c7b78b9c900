import Foundation

/// Mirrors SwiftUI's `NavigationTransition` (iOS 18): how a view pushed on a navigation stack
/// or presented as a sheet animates in. Transitions only animate: at rest — what a still
/// picture shows — the destination looks the same whichever transition it uses.
public protocol NavigationTransition {}

/// Mirrors SwiftUI's `AutomaticNavigationTransition`: the platform's default (a push slides
/// in, a sheet rises).
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {
    init() {}
}

/// Mirrors SwiftUI's `ZoomNavigationTransition`: the destination zooms out of the view marked
/// `matchedTransitionSource(id:in:)` with the same id and namespace.
public struct ZoomNavigationTransition: NavigationTransition, @unchecked Sendable {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// Mirrors `automatic`.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Mirrors `zoom(sourceID:in:)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationTransition(_:)` (iOS 18): the transition of this
    /// destination. It changes only the animation, so the view at rest is unchanged.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Mirrors SwiftUI's `matchedTransitionSource(id:in:)` (iOS 18): marks this view as where a
    /// `.zoom` transition with the same id starts. It changes only the animation, so the view
    /// at rest is unchanged.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

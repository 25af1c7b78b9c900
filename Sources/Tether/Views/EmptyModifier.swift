import Foundation

/// Mirrors SwiftUI's `EmptyModifier`: the identity modifier, which leaves its content as it
/// is (used to switch modifiers at compile time).
@frozen nonisolated public struct EmptyModifier: ViewModifier, PrimitiveModifier, Sendable {
    public typealias Body = Never
    /// Mirrors `identity`.
    public static let identity = EmptyModifier()
    /// Mirrors `init()`.
    public init() {}

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Mirrors SwiftUI's deprecated `AnimatableModifier`: a `ViewModifier` that is also
/// `Animatable`. Tether draws the final state of animations, so the modifier's body runs with
/// the values it is given, as SwiftUI shows them once an animation ends.
@available(*, deprecated, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

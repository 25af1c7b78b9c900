import Foundation

/// Mirrors SwiftUI's `_FlipForRTLEffect` (`flipsForRightToLeftLayoutDirection(_:)`,
/// `layoutDirectionBehavior(_:)`): a geometry effect that reflects the content horizontally
/// within the view's bounds when the behaviour mirrors in the environment's layout direction.
/// Drawing, hit testing and geometry read inside (anchors, `GeometryReader`) go through the
/// reflection, as through any geometry effect; the view's own frame is unchanged.
nonisolated struct _FlipForRTLEffect: ViewModifier, PrimitiveModifier, Equatable {
    typealias Body = Never
    let behavior: LayoutDirectionBehavior

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        let flips = behavior.mirrors(in: node.environment.layoutDirection)
        node.layout = FlipForLayoutDirectionLayout(flips: flips)
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// The layout of a `_FlipForRTLEffect` node: its content's size, its content reflected when `flips`.
struct FlipForLayoutDirectionLayout: PassThroughLayout, Equatable {
    let flips: Bool
    func childTransform(size: CGSize) -> CGAffineTransform? {
        flips ? LayoutEngine.horizontalMirror(width: size.width) : nil
    }
}

extension View {
    /// Mirrors SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: when `enabled` and the layout
    /// direction is right to left, the view's contents are mirrored horizontally (drawing, taps
    /// and geometry inside); otherwise nothing changes.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRTLEffect(behavior: enabled ? .mirrors : .fixed))
    }

    /// Mirrors SwiftUI's `layoutDirectionBehavior(_:)`: the view's contents are mirrored
    /// horizontally when the layout direction is the one `behavior` mirrors in (`.mirrors`:
    /// right to left; `.mirrors(in: .leftToRight)`: left to right); `.fixed` never mirrors.
    nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_FlipForRTLEffect(behavior: behavior))
    }
}

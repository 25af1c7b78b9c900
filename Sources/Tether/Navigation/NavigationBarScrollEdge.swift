import Foundation

// How far the screen's primary scroll view has scrolled, for the navigation bar above it:
// UIKit's `contentScrollView`. The bar is a top safe-area inset of the screen, so a scroll
// view filling the screen reaches under it (its content starts below the bar and scrolls up
// under it). As the content scrolls, a large title scrolls away with it — the bar shrinks
// by as much, keeping its room in the safe area so the content does not jump — and once the
// title has gone, the bar shows the inline title over its own background with its hairline.

/// The observer of a navigation screen's primary scroll view: the first vertical scroll view
/// that reaches under the bar (its top at the screen's top, with a top content inset). It
/// reports the distance the content has scrolled from rest, after the update, when it changes.
final class PrimaryScrollObserver: ScrollObserver {
    var action: (CGFloat) -> Void
    /// The screen's content, whose top the primary scroll view shares.
    weak var screen: ViewNode?
    /// The scroll view followed, once one has reported.
    private weak var primary: ViewNode?
    private var lastDistance: CGFloat = 0

    init(action: @escaping (CGFloat) -> Void) { self.action = action }

    override func observe(_ geometry: ScrollGeometry, phase: ScrollPhase, at node: ViewNode) {
        if let primary, primary !== node, primary.parent != nil { return }
        guard let layout = node.layout as? ScrollViewportLayout, layout.axes.contains(.vertical),
              reachesUnderBar(node, geometry) else { return }
        primary = node
        let raw = geometry.contentOffset.y + geometry.contentInsets.top
        let distance = raw.isFinite ? max(0, raw) : 0
        guard abs(distance - lastDistance) > 0.001 else { return }
        let action = self.action
        if enqueue("navigation bar scroll edge", at: node, { action(distance) }) { lastDistance = distance }
    }

    /// True for a scroll view whose top is the screen's and that insets its content at the
    /// top (by the bar it reaches under).
    private func reachesUnderBar(_ node: ViewNode, _ geometry: ScrollGeometry) -> Bool {
        guard let screen, node.isPlaced, geometry.contentInsets.top > 0 else { return false }
        return abs(node.globalBounds.minY - screen.globalBounds.minY) < 0.5
    }
}

/// Watches the screen's primary scroll view and reports how far it has scrolled from rest.
nonisolated struct _PrimaryScrollObservationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (CGFloat) -> Void

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        let observer = node.persistentLayoutState as? PrimaryScrollObserver ?? PrimaryScrollObserver(action: action)
        observer.action = action
        observer.screen = node
        node.persistentLayoutState = observer
        var environment = node.environment
        environment.scrollObservers.list.append(observer)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: environment)
    }
}

/// Where a navigation bar stands against the content scrolled under it. As on iOS, a search
/// field in the bar's drawer scrolls away first, sliding up under the title; then the large
/// title does.
struct NavigationBarScrollEdge: Equatable {
    /// How far the primary scroll view has scrolled from rest (0 without one).
    var scrolled: CGFloat = 0
    /// The height of the large title's block (the 52 pt row and a subtitle under it), as last measured.
    var largeBlockHeight: CGFloat = NavigationBar.largeTitleRowHeight
    /// The height of the search field's block, as last measured.
    var searchBlockHeight: CGFloat = 0
    /// Whether a search field in the drawer scrolls away (one is shown, not searching, and
    /// not placed with `displayMode: .always`).
    var searchScrollsAway = false

    /// How far the search field scrolls away before the title moves.
    private var searchReach: CGFloat { searchScrollsAway ? searchBlockHeight : 0 }
    /// How much of the search field's block has scrolled away.
    var searchCollapse: CGFloat { min(max(0, scrolled), searchReach) }
    /// How much of the large title's block has scrolled away: the distance scrolled past the
    /// search field, up to the block.
    var collapse: CGFloat { min(max(0, scrolled - searchReach), largeBlockHeight) }
    /// True once the large title has scrolled away entirely: the bar shows the inline title.
    var isCollapsed: Bool { scrolled >= searchReach + largeBlockHeight - 0.001 }

    /// Whether the bar rests at the scroll edge (transparent under `.automatic`): nothing has
    /// scrolled under it — for a large title, nothing past the title's block.
    func atScrollEdge(showsLargeTitle: Bool) -> Bool {
        scrolled <= (showsLargeTitle ? largeBlockHeight : 0) + searchReach + 0.001
    }
}

/// A view cut to its top part, `cut` points shorter than it would be, its bottom moved up by as
/// much (the content slides up under the bar's top row as it is cut).
struct BottomCutLayout: Layout {
    let cut: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: size.width, height: max(0, size.height - cut))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - size.height), proposal: ProposedViewSize(width: bounds.width, height: size.height))
        }
    }
}

import Foundation

/// How a layout node sizes itself and places its children. Leaves implement it directly;
/// containers and layout modifiers go through `LayoutAdapter` and the public `Layout` protocol.
protocol NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    /// Records each subview's frame with `LayoutSubview.place`; the engine then places them.
    /// The subviews are the layout nodes of the node's first child, its content.
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize)
    /// Records the frames of the node's extra content: the layout nodes of its children after
    /// the first (an overlay, a preference overlay's content, the host's presentations, a
    /// picker's tap targets, a tab bar), once its content is placed. Extra content never
    /// changes the node's size; the engine places it with the content, and again on its own
    /// when the Preferences phase rebuilds it.
    func placeExtras(_ extras: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize)
    /// The positions of the subviews the node shows for `proposal`, or nil when it shows them
    /// all. The others stay in the tree with their state but are neither drawn, hit, found nor
    /// heard for preferences (`ViewThatFits`'s other choices, the levels under a navigation
    /// stack's top, a tab view's other pages).
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet?
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    func spacing(of node: ViewNode) -> ViewSpacing
    /// The transform this node applies to its children's space (geometry effects), or nil.
    func childTransform(size: CGSize) -> CGAffineTransform?
    /// The projective transform this node applies to its children's space instead (a
    /// `rotation3DEffect` with perspective), or nil; their affine transform is then the identity.
    func childProjection(size: CGSize) -> ProjectionTransform?
    /// Whether the child transform counts for geometry (`false` for `ignoredByLayout()` effects).
    var transformAffectsGeometry: Bool { get }
    /// True when the size of `node` does not depend on its child `child` (so a change there
    /// need not re-measure the node or its ancestors).
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool
    /// The layout priority when no `layoutPriority` modifier sets one.
    var defaultPriority: Double { get }
    /// Called at placement, when the node's size and global transform are known
    /// (`GeometryReader` resolves its content here).
    func willPlace(_ node: ViewNode)
    /// True when what the node shows depends on where it is on the canvas (a `GeometryReader`'s
    /// content reads its global frame): moving the node places it again instead of moving it.
    var dependsOnGlobalPosition: Bool { get }
    /// Extra content built from the preferences of the node's primary content (an
    /// `overlayPreferenceValue`, the host's presentations), rebuilt in the Preferences phase.
    var preferenceDrivenContent: (any PreferenceDrivenContent)? { get }
}

extension NodeLayout {
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    func spacing(of node: ViewNode) -> ViewSpacing { ViewSpacing() }
    func childTransform(size: CGSize) -> CGAffineTransform? { nil }
    func childProjection(size: CGSize) -> ProjectionTransform? { nil }
    var transformAffectsGeometry: Bool { true }
    var defaultPriority: Double { 0 }
    var preferenceDrivenContent: (any PreferenceDrivenContent)? { nil }
    func placeExtras(_ extras: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet? { nil }
    /// Extra content (every child after the first) never changes the node's size.
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool { child !== node.children.first }
    func willPlace(_ node: ViewNode) {}
    var dependsOnGlobalPosition: Bool { false }
}

/// A layout's cache, as a node keeps it between queries.
final class LayoutCacheBox<Cache> {
    var cache: Cache
    init(_ cache: Cache) { self.cache = cache }
}

/// Runs a public `Layout` on a node whose subviews are the flattened content of its first child.
struct LayoutAdapter<L: Layout>: NodeLayout {
    let layout: L
    /// The layout as a `SelectiveLayout`, found once when the node is resolved rather than at
    /// every placement.
    private let selective: (any SelectiveLayout)?

    init(layout: L) {
        self.layout = layout
        self.selective = layout as? any SelectiveLayout
    }

    /// Runs `body` with the layout's cache, as SwiftUI keeps it: made once by `makeCache`,
    /// refreshed by `updateCache` when the subviews may have changed, made again when the
    /// node's layout changed type.
    ///
    /// The cache is kept in a box of its exact type: stored as a bare `Any`, a `Cache` that is
    /// itself `Any` (`AnyLayout`'s) would be wrapped in one more existential at every store
    /// and grow deeper with each query until casting it overflowed the stack.
    private func withCache<R>(_ node: ViewNode, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let box: LayoutCacheBox<L.Cache>
        if let stored = node.userLayoutCache as? LayoutCacheBox<L.Cache> {
            box = stored
            if node.userLayoutCacheIsStale { layout.updateCache(&box.cache, subviews: subviews) }
        } else {
            box = LayoutCacheBox(layout.makeCache(subviews: subviews))
            node.userLayoutCache = box
        }
        node.userLayoutCacheIsStale = false
        var cache = box.cache
        let result = body(&cache)
        box.cache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = LayoutEngine.subviews(of: node)
        return withCache(node, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let subviews = LayoutEngine.subviews(of: node)
        withCache(node, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let subviews = LayoutEngine.subviews(of: node)
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node, subviews) { cache in
            key.isHorizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
    func spacing(of node: ViewNode) -> ViewSpacing {
        let subviews = LayoutEngine.subviews(of: node)
        return withCache(node, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet? {
        selective?.shownSubviews(LayoutEngine.subviews(of: node), proposal: proposal)
    }
}

/// A built-in `Layout` that shows only some of its subviews (see `NodeLayout.shownSubviews`).
protocol SelectiveLayout: Layout {
    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet
}

import Foundation

/// How a layout node sizes itself and places its children. Leaves implement it directly;
/// containers and layout modifiers go through `LayoutAdapter` and the public `Layout` protocol.
protocol NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    /// Records each child's frame with `LayoutSubview.place`; the engine then places them.
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize)
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    func spacing(of node: ViewNode) -> ViewSpacing
    /// The transform this node applies to its children's space (geometry effects), or nil.
    func childTransform(size: CGSize) -> CGAffineTransform?
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
}

extension NodeLayout {
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    func spacing(of node: ViewNode) -> ViewSpacing { ViewSpacing() }
    func childTransform(size: CGSize) -> CGAffineTransform? { nil }
    var transformAffectsGeometry: Bool { true }
    var defaultPriority: Double { 0 }
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool { false }
    func willPlace(_ node: ViewNode) {}
    var dependsOnGlobalPosition: Bool { false }
}

/// Runs a public `Layout` on a node whose subviews are the flattened content of its first child.
struct LayoutAdapter<L: Layout>: NodeLayout {
    let layout: L

    /// Runs `body` with the layout's cache, as SwiftUI keeps it: made once by `makeCache`,
    /// refreshed by `updateCache` when the subviews may have changed, made again when the
    /// node's layout changed type.
    private func withCache<R>(_ node: ViewNode, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var cache: L.Cache
        // Unwrap first: with `Cache == Any`, a nil cache would itself cast to `Any`.
        if let stored = node.userLayoutCache, let existing = stored as? L.Cache {
            cache = existing
            if node.userLayoutCacheIsStale { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        node.userLayoutCacheIsStale = false
        let result = body(&cache)
        node.userLayoutCache = cache
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
}

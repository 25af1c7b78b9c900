import Foundation

/// A modifier attribute that sets a trait on the subviews below it (`layoutPriority`, `layoutValue`).
protocol LayoutTraitAttribute: NodeAttribute {
    func apply(to traits: inout LayoutTraits)
}

/// The Measure and Place phases: proposals go down, sizes come up (cached per node and
/// proposal until the node's subtree changes), then frames and global transforms go down.
enum LayoutEngine {
    /// The Measure and Place phases for the window: the root is proposed the canvas and
    /// fills it.
    static func layoutRoot(_ root: ViewNode, canvas: CGSize) {
        let proposal = ProposedViewSize(canvas)
        if root.graph.canvasSize != canvas {
            root.graph.canvasSize = canvas
            for node in root.graph.windowRelativeFrames.nodes { node.invalidateLayout() }
        }
        _ = measure(root, proposal)
        place(root, frame: CGRect(origin: .zero, size: canvas), proposal: proposal, parentSpace: .identity)
    }

    // MARK: Subviews

    /// The layout subviews of a layout node: the layout nodes found in its first child's
    /// subtree, looking through structural nodes.
    static func subviews(of node: ViewNode) -> LayoutSubviews {
        let direction = node.layoutDirection
        if let cached = node.cachedSubviews { return LayoutSubviews(cached, layoutDirection: direction) }
        let children = node.children.isEmpty ? [] : layoutChildren(of: node.children[0])
        node.cachedSubviews = children
        return LayoutSubviews(children, layoutDirection: direction)
    }

    /// The extra content of a layout node: the layout nodes of its children after the first.
    static func extras(of node: ViewNode) -> LayoutSubviews {
        guard node.children.count > 1 else { return LayoutSubviews([]) }
        return LayoutSubviews(node.children.dropFirst().flatMap { layoutChildren(of: $0) },
                              layoutDirection: node.layoutDirection)
    }

    /// The layout nodes standing for `node`: itself if it has a frame, else those of its children.
    static func layoutChildren(of node: ViewNode) -> [LayoutChild] {
        var out: [LayoutChild] = []
        collect(node, LayoutTraits(), into: &out)
        return out
    }

    private static func collect(_ node: ViewNode, _ inherited: LayoutTraits, into out: inout [LayoutChild]) {
        var traits = inherited
        for case let writer as LayoutTraitAttribute in node.attributes { writer.apply(to: &traits) }
        if node.isLayoutNode {
            addTraits(within: node, to: &traits)
            out.append(LayoutChild(node: node, traits: traits))
        } else {
            for child in node.children { collect(child, traits, into: &out) }
        }
    }

    /// Adds to `traits` those written inside the layout modifier `node` on the view it
    /// modifies: as in SwiftUI, a trait stays with a view whatever modifiers follow it
    /// (`.tag(1).padding()`, `.listRowInsets(…).onTapGesture {…}`). The walk follows the
    /// modified view through further modifiers and stops at the first view of another kind (a
    /// stack's traits are its own, not its children's); an inner modifier's trait wins, as the
    /// one nearest the view. The walk looks through at most `traitSearchDepth` nodes, so a
    /// container's children cost the same whatever the depth of the modifiers in them.
    static func addTraits(within node: ViewNode, to traits: inout LayoutTraits) {
        guard node.isModifiedContent, var current = node.children.first else { return }
        for _ in 0..<traitSearchDepth {
            for case let writer as LayoutTraitAttribute in current.attributes { writer.apply(to: &traits) }
            if current.isLayoutNode && !current.isModifiedContent { return }
            guard let next = current.children.first, current.isLayoutNode || current.children.count == 1 else { return }
            current = next
        }
    }

    /// How many nodes inside a modifier `addTraits(within:to:)` looks through for traits.
    static let traitSearchDepth = 32

    // MARK: Measure

    /// The size of `node` for `proposal`, from the cache when possible.
    static func measure(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let proposal = sanitize(proposal, node)
        if let cached = node.measureCache[proposal] { return cached }
        node.layoutInvalid = false
        guard let layout = node.layout else { return .zero }
        let raw = layout.sizeThatFits(proposal, node: node)
        let size = sanitize(raw, for: proposal, node)
        node.measureCache[proposal] = size
        return size
    }

    /// Size plus alignment guides.
    static func dimensions(of node: ViewNode, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = measure(node, proposal)
        return ViewDimensions(size: size) { key in
            guard let value = node.layout?.explicitAlignment(key, node: node, size: size, proposal: proposal) else { return nil }
            if value.isFinite { return value }
            node.graph.report(.invalidGeometry, "alignment guide produced a non-finite value; using the default", at: node)
            return nil
        }
    }

    static func spacing(of node: ViewNode) -> ViewSpacing {
        node.layout?.spacing(of: node) ?? ViewSpacing()
    }

    /// NaN proposals become nil (ideal), negative ones 0; infinity stays (it means "maximum").
    static func sanitize(_ p: ProposedViewSize, _ node: ViewNode) -> ProposedViewSize {
        func fix(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN {
                node.graph.report(.invalidGeometry, "proposed a NaN size; treated as unspecified", at: node)
                return nil
            }
            return max(0, v)
        }
        return ProposedViewSize(width: fix(p.width), height: fix(p.height))
    }

    /// Sizes are non-negative and finite (infinite only as the answer to an infinite
    /// proposal, which asks for the maximum); anything else is reported and clamped.
    static func sanitize(_ s: CGSize, for proposal: ProposedViewSize, _ node: ViewNode) -> CGSize {
        func fix(_ v: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if v.isFinite && v >= 0 { return v }
            if v == .infinity && proposed == .infinity { return v }
            node.graph.report(.invalidGeometry, "a view reported a negative or non-finite size (\(v)); using \(v.isNaN || v < 0 ? 0 : maxFiniteDimension)", at: node)
            return v.isNaN || v < 0 ? 0 : maxFiniteDimension
        }
        return CGSize(width: fix(s.width, proposal.width), height: fix(s.height, proposal.height))
    }

    /// A frame beyond `FiniteGeometry`'s range (a NaN, infinite or huge position or size, from
    /// an offset, a position, a custom layout or an alignment guide) is reported and clamped.
    static func sanitize(_ frame: CGRect, _ node: ViewNode) -> CGRect {
        if FiniteGeometry.isWithinLimit(frame) && frame.width >= 0 && frame.height >= 0 { return frame }
        let clamped = FiniteGeometry.clamp(frame)
        node.graph.report(.invalidGeometry, "placed at \(frame), which is negative, non-finite or beyond ±\(FiniteGeometry.limit); using \(clamped)", at: node)
        return clamped
    }

    /// A transform to global space that overflowed (huge offsets or scales compounded down the
    /// tree) is reported and clamped, so every frame Tether reports stays finite.
    static func sanitize(_ transform: CGAffineTransform, _ node: ViewNode) -> CGAffineTransform {
        if FiniteGeometry.isWithinLimit(transform) { return transform }
        node.graph.report(.invalidGeometry, "the view's position in global space is non-finite or beyond ±\(FiniteGeometry.limit) (offsets, positions or scales above it); clamped", at: node)
        return FiniteGeometry.clamp(transform)
    }

    /// A perspective with a non-finite number (a `rotation3DEffect` of hostile values) is
    /// reported and left out: the content is drawn and measured without it.
    static func sanitize(_ projection: ProjectionTransform?, _ node: ViewNode) -> ProjectionTransform? {
        guard let projection, !projection.isFinite else { return projection }
        node.graph.report(.invalidGeometry, "the view's 3D projection is non-finite (rotation3DEffect with hostile values); left out", at: node)
        return nil
    }

    /// What an infinite size becomes: large, finite, and still exact in Double arithmetic.
    static let maxFiniteDimension: CGFloat = 1_000_000

    // MARK: Place

    /// Places `node` at `frame` (in its parent's local space) and recursively its subtree.
    static func place(_ node: ViewNode, frame: CGRect, proposal: ProposedViewSize, parentSpace: CGAffineTransform) {
        let proposal = sanitize(proposal, node)
        let frame = sanitize(frame, node)
        let global = sanitize(CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(parentSpace), node)
        // Nothing in the subtree changed and it stays where it was: keep it as placed.
        if node.isPlaced, !node.needsPlacement, node.frame == frame, node.proposal == proposal, node.globalTransform == global {
            return
        }
        // Nothing in the subtree changed but it moved (a sibling above grew, say): the frames
        // inside stay, only their global transforms follow.
        if node.isPlaced, !node.needsPlacement, node.frame.size == frame.size, node.proposal == proposal {
            node.frame = frame
            moveSubtree(of: node, parentSpace: parentSpace)
            return
        }
        // Flags set while the subtree is placed (a GeometryReader resolving its content) are
        // satisfied by this placement.
        defer { node.needsPlacement = false }
        node.frame = frame
        node.proposal = proposal
        node.isPlaced = true
        node.globalTransform = global
        // Anchors read frames and transforms: the preferences written here are out of date.
        node.invalidateGeometryPreferences()
        guard let layout = node.layout else { return }
        let effect = layout.childTransform(size: frame.size) ?? .identity
        node.childEffect = effect
        node.childProjection = sanitize(layout.childProjection(size: frame.size), node)
        let childSpace = layout.transformAffectsGeometry ? effect.concatenating(node.globalTransform) : node.globalTransform
        layout.willPlace(node)
        let content = subviews(of: node), extras = extras(of: node)
        let bounds = CGRect(origin: frame.origin, size: frame.size)
        var children = node.cachedSubviews ?? content.storage.map(\.child)
        if !extras.isEmpty { children += extras.storage.map(\.child) }
        placeRecorded(children, of: node, in: childSpace) {
            layout.placeChildren(of: node, in: bounds, proposal: proposal)
            layout.placeExtras(extras, of: node, in: bounds, proposal: proposal)
        }
        let shown = layout.shownSubviews(of: node, proposal: proposal)
        for (index, child) in content.enumerated() where shown != nil || child.node.isOmitted {
            child.node.setBranchOmitted(!(shown?.contains(index) ?? true))
        }
    }

    /// Places the extra content of a placed node again (its content keeps its frame): what
    /// the Preferences phase does after rebuilding a preference overlay or a presentation.
    static func placeExtras(of node: ViewNode) {
        guard let layout = node.layout else { return }
        let childSpace = layout.transformAffectsGeometry ? node.childEffect.concatenating(node.globalTransform) : node.globalTransform
        let extras = extras(of: node)
        placeRecorded(Array(extras.storage.map(\.child)), of: node, in: childSpace) {
            layout.placeExtras(extras, of: node, in: node.frame, proposal: node.proposal)
        }
    }

    /// Runs `record` (a layout recording frames with `LayoutSubview.place`), then places each
    /// of `children` where it was recorded (mirrored in a right-to-left node), centred if it was not.
    private static func placeRecorded(_ children: [LayoutChild], of node: ViewNode, in childSpace: CGAffineTransform,
                                      _ record: () -> Void) {
        for child in children { child.node.pendingPlacement = nil; child.node.parentBoundsOrigin = node.frame.origin }
        record()
        for child in children {
            let sub = child.node
            let placement = sub.pendingPlacement ?? unplaced(sub, in: node.frame.size)
            sub.pendingPlacement = nil
            place(sub, frame: mirroredForLayoutDirection(placement.frame, in: node), proposal: placement.proposal, parentSpace: childSpace)
        }
    }

    /// Computes the global transforms of `node`'s placed subtree again from their frames, the
    /// way `place` does, under the subtree's new `parentSpace` (recomputed rather than shifted,
    /// so moves there and back leave no rounding behind). What was written from those
    /// positions (anchors) is out of date; views that show their position are placed again.
    private static func moveSubtree(of node: ViewNode, parentSpace: CGAffineTransform) {
        var stack = [(node, parentSpace)]
        while let (n, space) = stack.popLast() {
            var childSpace = space
            if n.isLayoutNode, n.isPlaced {
                n.globalTransform = sanitize(CGAffineTransform(translationX: n.frame.minX, y: n.frame.minY).concatenating(space), n)
                n.invalidateGeometryPreferences()
                if n.layout?.dependsOnGlobalPosition == true {
                    n.needsPlacement = true
                    place(n, frame: n.frame, proposal: n.proposal, parentSpace: space)
                    continue
                }
                childSpace = n.layout?.transformAffectsGeometry == false ? n.globalTransform : n.childEffect.concatenating(n.globalTransform)
            }
            for child in n.children { stack.append((child, childSpace)) }
        }
    }

    /// A subview its layout never placed is centred in the parent, proposed the parent's size.
    private static func unplaced(_ node: ViewNode, in size: CGSize) -> (frame: CGRect, proposal: ProposedViewSize) {
        let proposal = ProposedViewSize(size)
        let s = measure(node, proposal)
        return (CGRect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height), proposal)
    }
}

import Foundation

extension ViewHost {
    /// Tether's own: scrolls the `ScrollView` marked `.accessibilityIdentifier(id)` (or the
    /// nearest one inside the marked view, else around it) by `delta` points — positive
    /// values show content further down and to the right, as a finger moving up and left
    /// does (in right to left, further to the left: the offset runs from the content's leading
    /// edge) — then updates. The offset stays within the content, as iOS keeps it.
    /// A scroll view under `scrollDisabled(true)` does not move (`InteractionError.disabled`);
    /// under `scrollTargetBehavior` it comes to rest where the behaviour says. The scroll is a
    /// drag: `onScrollPhaseChange` sees `.idle` → `.interacting`, then `.interacting` → `.idle`.
    /// A `UIScrollView` a representable shows is dragged as UIKit drags it (see `UIScrollView`).
    public func scroll(_ id: String, by delta: CGSize) throws {
        guard delta.width.isFinite, delta.height.isFinite else { throw InteractionError.invalidPoint(CGPoint(x: delta.width, y: delta.height)) }
        if let (node, scrollView) = uiKitScrollView(id) {
            guard scrollView.isScrollEnabled, scrollView.panGestureRecognizer.isEnabled, node.environment.isScrollEnabled else {
                throw InteractionError.disabled(node.path)
            }
            scrollView.drag(by: CGPoint(x: delta.width, y: delta.height))
            return update()
        }
        let (node, state) = try scrollView(id)
        guard node.environment.isScrollEnabled else { throw InteractionError.disabled(node.path) }
        let current = state.appliedOffset
        dragScroll(to: restingOffset(CGPoint(x: current.x + delta.width, y: current.y + delta.height), of: node, state), of: node, state)
    }

    /// A host scroll is a drag: the scroll view is `.interacting` while it moves, then `.idle`
    /// again (two updates when `onScrollPhaseChange` observes it).
    private func dragScroll(to offset: CGPoint, of node: ViewNode, _ state: ScrollState) {
        state.phase = .interacting
        state.userScrolled = true
        setScrollOffset(offset, of: node, state)
        state.phase = .idle
        guard !state.observers.list.isEmpty else { return }
        node.markForPlacement()
        update()
    }

    /// Where a gesture that would end at `offset` comes to rest under the scroll view's
    /// `scrollTargetBehavior`.
    private func restingOffset(_ offset: CGPoint, of node: ViewNode, _ state: ScrollState) -> CGPoint {
        guard let behavior = node.environment.scrollTargetBehavior, let layout = node.layout as? ScrollViewportLayout else { return offset }
        let clamped = layout.clampedOffset(offset, state: state)
        var target = ScrollTarget(rect: CGRect(origin: clamped, size: state.viewport))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: CGVector(dx: 0, dy: 0), contentSize: state.contentSize,
                                                  containerSize: state.viewport, axes: layout.axes,
                                                  targetFrames: scrollTargetFrames(in: node, state))
        behavior.updateTarget(&target, context: context)
        return target.rect.origin.isFinite ? target.rect.origin : clamped
    }

    /// The frames of the subviews of the `scrollTargetLayout()`s inside a scroll view, in its content coordinates.
    private func scrollTargetFrames(in scroll: ViewNode, _ state: ScrollState) -> [CGRect] {
        var frames: [CGRect] = []
        var stack = [scroll]
        let toContent = scroll.globalTransform.inverted()
        while let n = stack.popLast() {
            if n.attribute(ScrollTargetLayoutAttribute.self) != nil {
                for layout in LayoutEngine.layoutChildren(of: n).map(\.node) {
                    for child in LayoutEngine.subviews(of: layout) where child.node.isPlaced {
                        frames.append(LayoutEngine.unmirrored(child.node.globalBounds.applying(toContent), in: scroll)
                            .offsetBy(dx: state.appliedOffset.x, dy: state.appliedOffset.y))
                    }
                }
                continue
            }
            stack.append(contentsOf: n.children)
        }
        return frames
    }

    /// Tether's own: scrolls the `ScrollView` marked `.accessibilityIdentifier(id)` so the
    /// content point `offset` is at its top-leading corner (kept within the content), then
    /// updates; a drag, as `scroll(_:by:)` is.
    public func scroll(_ id: String, to offset: CGPoint) throws {
        guard offset.isFinite else { throw InteractionError.invalidPoint(offset) }
        if let (_, scrollView) = uiKitScrollView(id) {
            let current = scrollView.contentOffset
            return try scroll(id, by: CGSize(width: offset.x - current.x, height: offset.y - current.y))
        }
        let (node, state) = try scrollView(id)
        dragScroll(to: offset, of: node, state)
    }

    /// Tether's own: the content point shown at the top-leading corner of the `ScrollView`
    /// marked `.accessibilityIdentifier(id)`, as the last update placed it (a `UIScrollView`'s
    /// `contentOffset`).
    public func scrollOffset(of id: String) -> CGPoint? {
        if let (_, scrollView) = uiKitScrollView(id) { return scrollView.contentOffset }
        return (try? scrollView(id))?.1.appliedOffset
    }

    /// The drawing of the `UIScrollView` marked `id` (or the nearest one inside it), when no
    /// SwiftUI scroll view is nearer.
    private func uiKitScrollView(_ id: String) -> (ViewNode, UIScrollView)? {
        guard let marked = findNode(id) else { return nil }
        var stack = [marked]
        while let n = stack.popLast() {
            if n.layout is ScrollViewportLayout { return nil }
            if let attribute = n.attribute(UIScrollViewAttribute.self) { return (n, attribute.scrollView) }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    private func setScrollOffset(_ offset: CGPoint, of node: ViewNode, _ state: ScrollState) {
        guard let layout = node.layout as? ScrollViewportLayout else { return }
        state.offset = layout.clampedOffset(offset, state: state)
        node.markForPlacement()
        update()
    }

    /// The scroll view's node for an identifier: inside the marked view first, then around it.
    private func scrollView(_ id: String) throws -> (ViewNode, ScrollState) {
        guard let marked = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        var stack = [marked]
        while let n = stack.popLast() {
            if n.layout is ScrollViewportLayout, let state = n.persistentLayoutState as? ScrollState { return (n, state) }
            stack.append(contentsOf: n.children.reversed())
        }
        var current = marked.parent
        while let n = current {
            if n.layout is ScrollViewportLayout, let state = n.persistentLayoutState as? ScrollState { return (n, state) }
            current = n.parent
        }
        throw InteractionError.notScrollable(id)
    }
}


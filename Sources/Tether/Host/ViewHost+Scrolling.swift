import Foundation

extension ViewHost {
    /// Tether's own: scrolls the `ScrollView` marked `.accessibilityIdentifier(id)` (or the
    /// nearest one inside the marked view, else around it) by `delta` points — positive
    /// values show content further down and to the right, as a finger moving up and left
    /// does — then updates. The offset stays within the content, as iOS keeps it.
    public func scroll(_ id: String, by delta: CGSize) throws {
        let (node, state) = try scrollView(id)
        guard delta.width.isFinite, delta.height.isFinite else { throw InteractionError.invalidPoint(CGPoint(x: delta.width, y: delta.height)) }
        let current = state.appliedOffset
        setScrollOffset(CGPoint(x: current.x + delta.width, y: current.y + delta.height), of: node, state)
    }

    /// Tether's own: scrolls the `ScrollView` marked `.accessibilityIdentifier(id)` so the
    /// content point `offset` is at its top-leading corner (kept within the content), then updates.
    public func scroll(_ id: String, to offset: CGPoint) throws {
        let (node, state) = try scrollView(id)
        guard offset.isFinite else { throw InteractionError.invalidPoint(offset) }
        setScrollOffset(offset, of: node, state)
    }

    /// Tether's own: the content point shown at the top-leading corner of the `ScrollView`
    /// marked `.accessibilityIdentifier(id)`, as the last update placed it.
    public func scrollOffset(of id: String) -> CGPoint? {
        (try? scrollView(id))?.1.appliedOffset
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

import Foundation

/// What `scrollPosition(id:anchor:)` binds a scroll view to.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

/// What `scrollPosition(_:anchor:)` binds a scroll view to.
struct ScrollPositionValueBinding {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: PresentationContextKey { nonisolated(unsafe) static let defaultValue: ScrollPositionBinding? = nil }
private struct ScrollPositionValueKey: PresentationContextKey { nonisolated(unsafe) static let defaultValue: ScrollPositionValueBinding? = nil }

extension EnvironmentValues {
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
    var scrollPositionValue: ScrollPositionValueBinding? {
        get { self[ScrollPositionValueKey.self] }
        set { self[ScrollPositionValueKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `scrollPosition(id:anchor:)`: the binding holds the identity of the first
    /// view of the scroll view's `scrollTargetLayout()` that shows (updated after each update
    /// that scrolls); setting it scrolls to that view, with `anchor` as `scrollTo` takes it.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollPositionBinding(get: { id.wrappedValue.map(AnyHashable.init) },
                                            set: { id.wrappedValue = $0?.base as? ID },
                                            anchor: anchor)
        return environment(\.scrollPositionBinding, binding)
    }
}

extension ScrollTargeting {
    /// Keeps a scroll view and its `scrollPosition` binding in step: a value the code set is
    /// scrolled to; after the update, the first target view showing is written back.
    static func followPosition(_ node: ViewNode, _ state: ScrollState) {
        guard let binding = node.environment.scrollPositionBinding else { return }
        let wanted = binding.get()
        if let wanted, wanted != state.reportedPosition {
            state.reportedPosition = wanted
            scrollToPosition(wanted, anchor: binding.anchor ?? .top, node, state)
        }
        node.graph.enqueueAction { [weak node] in
            guard let node, !node.isDiscarded, let state = node.persistentLayoutState as? ScrollState else { return }
            let first = firstVisibleTarget(in: node, state)
            guard let first, first != state.reportedPosition else { return }
            state.reportedPosition = first
            binding.set(first)
        }
    }

    /// Scrolls `node` (a scroll view) so the view whose identity is `id` shows at `anchor`,
    /// aimed at again as lazy rows are measured; a missing id is reported and nothing moves.
    private static func scrollToPosition(_ id: AnyHashable, anchor: UnitPoint?, _ node: ViewNode, _ state: ScrollState) {
        guard let (scroll, rect) = find(id, under: node), scroll === node, let layout = node.layout as? ScrollViewportLayout else {
            node.graph.report(.other, "scrollPosition: no view with id \(id) in the scroll view; nothing scrolls", at: node)
            return
        }
        state.offset = layout.clampedOffset(offset(showing: rect, from: state.appliedOffset, viewport: state.viewport,
                                                   anchor: anchor, layout: layout), state: state)
        state.target = (id, anchor, WeakNode(node: node), 4)
    }

    /// Keeps a scroll view and its `ScrollPosition` binding in step: a target the code set is
    /// scrolled to (an edge or a point at every placement, so it holds as the content changes
    /// size; a view once, aimed at again as lazy rows are measured); after an update in which
    /// the user scrolled, the position is written back as positioned by the user, with the first
    /// scroll target showing as its view.
    static func followPositionValue(_ node: ViewNode, _ state: ScrollState) {
        guard let bound = node.environment.scrollPositionValue, let layout = node.layout as? ScrollViewportLayout else { return }
        let position = bound.position.wrappedValue
        let isNew = position.target != state.appliedPositionTarget
        state.appliedPositionTarget = position.target
        let current = state.offset ?? state.appliedOffset
        func far(_ edge: Edge) -> CGFloat { edge == .top || edge == .leading ? 0 : .greatestFiniteMagnitude }
        // Where the user just scrolled wins over the target; the position learns it below.
        switch state.userScrolled ? .automatic : position.target {
        case .automatic:
            break
        case .edge(let edge):
            let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
            var wanted = current
            wanted[axis] = far(edge)
            state.offset = layout.clampedOffset(wanted, state: state)
        case .point(let point):
            state.offset = layout.clampedOffset(point, state: state)
        case .x(let x):
            state.offset = layout.clampedOffset(CGPoint(x: x, y: current.y), state: state)
        case .y(let y):
            state.offset = layout.clampedOffset(CGPoint(x: current.x, y: y), state: state)
        case .view(let id, let anchor):
            if isNew { scrollToPosition(id, anchor: anchor ?? bound.anchor, node, state) }
        }
        guard state.userScrolled else { return }
        node.graph.enqueueAction { [weak node] in
            guard let node, !node.isDiscarded, let state = node.persistentLayoutState as? ScrollState, state.userScrolled else { return }
            state.userScrolled = false
            var position = bound.position.wrappedValue
            let first = firstVisibleTarget(in: node, state)
            position.target = .automatic
            position.isPositionedByUser = true
            position.positionedViewID = first.flatMap(position.identity)
            state.appliedPositionTarget = .automatic
            if position != bound.position.wrappedValue { bound.position.wrappedValue = position }
        }
    }

    /// The identity of the first view of a `scrollTargetLayout()` in the scroll view whose
    /// frame reaches into the visible area.
    static func firstVisibleTarget(in scroll: ViewNode, _ state: ScrollState) -> AnyHashable? {
        let visible = scroll.globalBounds
        var stack = [scroll]
        while let n = stack.popLast() {
            if n.attribute(ScrollTargetLayoutAttribute.self) != nil {
                for container in LayoutEngine.layoutChildren(of: n).map(\.node) {
                    for subview in LayoutEngine.subviews(of: container) where subview.node.isPlaced {
                        let frame = subview.node.globalBounds
                        guard frame.maxY > visible.minY + 0.5, frame.maxX > visible.minX + 0.5 else { continue }
                        return identity(of: subview.node, below: container)
                    }
                }
                continue
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    /// The `ForEach` id or `.id(_:)` a subview carries, found on the way up to its container.
    static func identity(of node: ViewNode, below container: ViewNode) -> AnyHashable? {
        var current: ViewNode? = node
        while let n = current, n !== container {
            if let parent = n.parent, parent.view is any ForEachMarker || parent.view is any IdentifiedMarker { return n.key }
            current = n.parent
        }
        return nil
    }
}

import Foundation

/// Mirrors SwiftUI's `ScrollViewReader`: gives its content a `ScrollViewProxy` that scrolls the
/// scroll views inside it to a view by its identity.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { LazyVStack { ForEach(items) { Row($0) } } }
///     Button("Last") { proxy.scrollTo(items.last!.id, anchor: .bottom) }
/// }
/// ```
nonisolated public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content
    /// Mirrors `init(content:)`.
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Mirrors SwiftUI's `ScrollViewProxy`: scrolls to views inside its `ScrollViewReader`.
public struct ScrollViewProxy {
    let reader: ScrollReaderAttribute

    /// Mirrors `scrollTo(_:anchor:)`: scrolls the scroll view holding the view whose identity
    /// is `id` (a `ForEach` element's id or an `.id(_:)`) so that the view's `anchor` meets the
    /// same point of the visible area; with no anchor, as little as shows the whole view. A lazy
    /// container's element that is not built yet is found by its position. An unknown id is
    /// reported and nothing moves.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, !node.isDiscarded else { return }
        ScrollTargeting.scroll(to: AnyHashable(id), within: node, anchor: anchor)
    }
}

/// The reader's link to its node, for the proxies it hands out.
final class ScrollReaderAttribute: NodeAttribute {
    weak var node: ViewNode?
}

extension ScrollViewReader: ResolvableView {
    func resolve(in node: ViewNode) {
        let reader = node.attribute(ScrollReaderAttribute.self) ?? ScrollReaderAttribute()
        reader.node = node
        node.layout = nil
        node.attributes = [reader]
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content(ScrollViewProxy(reader: reader)))])
    }
}

/// Finding a view by identity inside a subtree and scrolling its scroll view to it.
enum ScrollTargeting {
    /// Scrolls to the view with identity `id` under `root`; reports when there is none.
    static func scroll(to id: AnyHashable, within root: ViewNode, anchor: UnitPoint?) {
        guard let (scrollNode, rect) = find(id, under: root) else {
            root.graph.reportBetweenUpdates(.other, "ScrollViewProxy.scrollTo: no view with id \(id) in a scroll view here; nothing scrolls", at: root)
            return
        }
        guard let layout = scrollNode.layout as? ScrollViewportLayout, let state = scrollNode.persistentLayoutState as? ScrollState else { return }
        state.offset = layout.clampedOffset(offset(showing: rect, from: state.appliedOffset, viewport: state.viewport, anchor: anchor, layout: layout),
                                            state: state)
        state.target = (id, anchor, WeakNode(node: root), 4)
        scrollNode.graph.requestLayout(of: scrollNode)
    }

    /// Aims at the pending target again from where the last pass put it (a lazy row estimated
    /// before is measured now); asks for another pass while the offset still moves.
    static func aimAgain(_ scrollNode: ViewNode, _ state: ScrollState) {
        guard let target = state.target, let layout = scrollNode.layout as? ScrollViewportLayout else { return }
        guard target.passesLeft > 0, let root = target.root.node, !root.isDiscarded,
              let (found, rect) = find(target.id, under: root), found === scrollNode else {
            state.target = nil
            return
        }
        let wanted = layout.clampedOffset(offset(showing: rect, from: state.appliedOffset, viewport: state.viewport, anchor: target.anchor, layout: layout),
                                          state: state)
        state.target?.passesLeft -= 1
        if abs(wanted.x - state.appliedOffset.x) < 0.5, abs(wanted.y - state.appliedOffset.y) < 0.5 {
            state.target = nil
            return
        }
        state.offset = wanted
        scrollNode.graph.requestLayout(of: scrollNode)
    }

    /// The offset that puts `rect` (in content coordinates) at `anchor` of the viewport, or
    /// moves the least to show it all.
    static func offset(showing rect: CGRect, from current: CGPoint, viewport: CGSize, anchor: UnitPoint?,
                       layout: ScrollViewportLayout) -> CGPoint {
        var result = current
        for axis in [Axis.horizontal, .vertical] where layout.scrolls(axis) {
            let low = axis == .horizontal ? rect.minX : rect.minY
            let length = rect.size[axis], visible = viewport[axis]
            if let anchor {
                let a = axis == .horizontal ? anchor.x : anchor.y
                result[axis] = low + length * a - visible * a
            } else if low < current[axis] {
                result[axis] = low
            } else if low + length > current[axis] + visible {
                result[axis] = min(low, low + length - visible)
            }
        }
        return result
    }

    /// The scroll view node holding the view `id` and the view's rect in that scroll view's
    /// content coordinates.
    static func find(_ id: AnyHashable, under root: ViewNode) -> (ViewNode, CGRect)? {
        var stack = [root]
        while let n = stack.popLast() {
            if carriesIdentity(n, id), let scroll = scrollAncestor(of: n), n.isPlaced || !LayoutEngine.layoutChildren(of: n).isEmpty {
                // A list row is shown whole: its cell, not only its content.
                return (scroll, contentRect(of: ListLayout.globalCell(of: n) ?? n.globalBounds, in: scroll))
            }
            if let lazy = n.attribute(LazyElements.self), let index = lazy.index(of: id), lazy.node(at: index) == nil,
               let container = LazyElements.lazyContainer(above: n), let scroll = scrollAncestor(of: container),
               let layout = container.layout as? OnDemandLayout {
                guard let local = layout.rect(ofElement: index, in: n, container: container) else { continue }
                return (scroll, contentRect(of: local.applying(container.globalTransform), in: scroll))
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    /// Whether `node` is the view whose identity is `id`: a `ForEach` element's (built
    /// lazily or not) or the content of `.id(_:)` — not a child that only sits at position `id`.
    static func carriesIdentity(_ node: ViewNode, _ id: AnyHashable) -> Bool {
        guard node.key == id, let parent = node.parent else { return false }
        return parent.attributes.contains(where: { $0 is LazyElements }) || parent.view is any IdentifiedMarker || parent.view is any ForEachMarker
    }

    private static func scrollAncestor(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let n = current {
            if n.layout is ScrollViewportLayout { return n }
            current = n.parent
        }
        return nil
    }

    /// A global rect in the scroll view's content coordinates (what the offset measures).
    private static func contentRect(of global: CGRect, in scroll: ViewNode) -> CGRect {
        let applied = (scroll.persistentLayoutState as? ScrollState)?.appliedOffset ?? .zero
        return LayoutEngine.unmirrored(global.applying(scroll.globalTransform.inverted()), in: scroll)
            .offsetBy(dx: applied.x, dy: applied.y)
    }
}

/// Marks `.id(_:)` views, whose child is identified by the id `scrollTo` takes (as a `ForEach`'s are).
protocol IdentifiedMarker {
    /// The id given by `.id(_:)`.
    var explicitID: AnyHashable { get }
}
extension ModifiedContent: IdentifiedMarker where Modifier: IdentifiedModifierMarker {
    var explicitID: AnyHashable { modifier.explicitID }
}
protocol IdentifiedModifierMarker {
    var explicitID: AnyHashable { get }
}
extension _IdentifiedModifier: IdentifiedModifierMarker {
    var explicitID: AnyHashable { AnyHashable(id) }
}

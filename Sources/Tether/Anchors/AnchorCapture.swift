import Foundation

/// Capturing geometry from a node: the one place where a view's bounds become global values,
/// for anchor preferences (`anchorPreference`) and for Tether's own `ViewHost.frame(of:)` alike.
extension ViewNode {
    /// An anchor from this node's bounds: its own frame if it is a layout node, else the one
    /// layout node below it; several layout nodes give the union of their global frames.
    func anchor<V>(for source: Anchor<V>.Source) -> Anchor<V> {
        let targets = isLayoutNode ? [self] : LayoutEngine.layoutChildren(of: self).map(\.node)
        if targets.count == 1, let target = targets.first {
            return source.anchor(bounds: CGRect(origin: .zero, size: target.frame.size), transform: target.globalTransform,
                                 sourceView: type(of: target.view))
        }
        let union = targets.map { CGRect(origin: .zero, size: $0.frame.size).applying($0.globalTransform) }
            .reduce(CGRect.null) { $0.union($1) }
        return source.anchor(bounds: union.isNull ? .zero : union, transform: .identity, sourceView: type(of: view))
    }

    /// This node's bounds in global space, as `Anchor.Source.bounds` captures them: the
    /// bounding box of its transformed frame (or frames).
    var globalBounds: CGRect { anchor(for: .bounds).globalValue }
}

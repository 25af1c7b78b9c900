import Foundation

/// Finds the view a tap lands on, like SwiftUI: front-most first (later siblings, overlays
/// over their base), through geometry effects and clips; views with `allowsHitTesting(false)`
/// or opacity 0 are transparent to taps; shapes count only where they paint, unless a
/// `contentShape` says otherwise.
enum HitTesting {
    /// The deepest node hit at `point` (global space), or nil.
    static func hit(_ root: ViewNode, at point: CGPoint) -> ViewNode? {
        hitChild(root, at: point)
    }

    /// `point` is in `node`'s own space if it is a layout node, else in the space its
    /// nearest layout ancestor gives its children (structural nodes have no frame).
    private static func hit(_ node: ViewNode, local point: CGPoint) -> ViewNode? {
        if node.attribute(HitTestingDisabledAttribute.self) != nil { return nil }
        guard let layout = node.layout else {
            for child in node.children.reversed() {
                if let found = hitChild(child, at: point) { return found }
            }
            return nil
        }
        guard node.isPlaced, !node.isOmitted else { return nil }
        if let platform = layout as? PlatformViewLayout {
            // A representable's UIView decides with UIKit's `hitTest(_:with:)`.
            let drawn = deepestHit(in: node, at: point)
            return MainActorBridge.run((platform.box, point, drawn, node)) { $0.0.hitNode(at: $0.1, drawn: $0.2, in: $0.3) }
        }
        let size = node.frame.size
        if let effect = layout as? DrawingEffectLayout {
            if effect.opacity <= 0 { return nil }
            if let clip = effect.clip(of: node), !clip.contains(point, eoFill: effect.clipStyle.isEOFilled) { return nil }
        }
        if let shape = layout as? ContentShapeLayout {
            // The content shape replaces the content's own hit area.
            guard shape.shape.path(in: CGRect(origin: .zero, size: size), layoutDirection: node.environment.layoutDirection)
                .contains(point, eoFill: shape.eoFill) else { return nil }
            return deepestHit(in: node, at: point) ?? node
        }
        if let found = deepestHit(in: node, at: point) { return found }
        if let drawing = node.drawing, drawing.contains(point, size: size, environment: node.environment) { return node }
        return nil
    }

    /// The front-most child hit, children being in drawing order (a background's secondary
    /// view is behind its content).
    private static func deepestHit(in node: ViewNode, at point: CGPoint) -> ViewNode? {
        var inner = node.childEffect.isIdentity ? point : point.applying(node.childEffect.inverted())
        // Under a perspective the point goes back through the projection (when it can be undone).
        if let projection = node.childProjection, projection.isInvertible { inner = inner.applying(projection.inverted()) }
        let isBackground = (node.layout as? SecondaryContentLayout)?.isBackground ?? false
        // A mask (child 1 of a mask node) only shapes the drawing: it receives no taps.
        let hittable = node.layout is MaskLayout ? Array(node.children.prefix(1)) : node.children
        let ordered = isBackground ? Array(hittable.reversed()) : hittable
        let subviews = ordered.flatMap { LayoutEngine.layoutChildren(of: $0) }
        let drawn = DrawingOrder.backToFront(subviews)
        if !zip(drawn, subviews).allSatisfy({ $0.node === $1.node }) {
            // A `zIndex` reorders the subviews: hit them front to back as they are drawn.
            for child in drawn.reversed() where !isHitTestingDisabled(between: child.node, and: node) {
                if let found = hitChild(child.node, at: inner) { return found }
            }
            return nil
        }
        for child in ordered.reversed() {
            if let found = hitChild(child, at: inner) { return found }
        }
        return nil
    }

    /// True when a structural node between a subview and its container turns hit testing off.
    private static func isHitTestingDisabled(between subview: ViewNode, and container: ViewNode) -> Bool {
        var current = subview.parent
        while let n = current, n !== container {
            if n.attribute(HitTestingDisabledAttribute.self) != nil { return true }
            current = n.parent
        }
        return false
    }

    private static func hitChild(_ child: ViewNode, at point: CGPoint) -> ViewNode? {
        if child.isLayoutNode {
            return hit(child, local: CGPoint(x: point.x - child.frame.minX, y: point.y - child.frame.minY))
        }
        return hit(child, local: point)
    }

    /// The nearest tap handler at or above `node` (the view that was hit or a container of it).
    static func handler(from node: ViewNode) -> (TapHandlerAttribute, ViewNode)? {
        var current: ViewNode? = node
        while let n = current {
            if let handler = n.attribute(TapHandlerAttribute.self) { return (handler, n) }
            current = n.parent
        }
        return nil
    }

    /// The first tap handler in `node`'s subtree (tree order), then above it.
    static func handler(inOrAbove node: ViewNode) -> (TapHandlerAttribute, ViewNode)? {
        var stack = [node]
        while let n = stack.popLast() {
            if let handler = n.attribute(TapHandlerAttribute.self) { return (handler, n) }
            stack.append(contentsOf: n.children.reversed())
        }
        return handler(from: node)
    }
}

/// Set by `allowsHitTesting(false)`: the subtree receives no taps.
struct HitTestingDisabledAttribute: NodeAttribute {}

import Foundation

/// The Draw phase: walks the placed tree and emits a display list in canvas coordinates.
/// Each layout node draws itself in its own space, then its children, each wrapped in its
/// offset; geometry effects, opacity and clips wrap the node's content.
enum DrawPhase {
    static func displayList(root: ViewNode, size: CGSize) -> DisplayList {
        DisplayList(size: size, items: items(of: root))
    }

    /// Items of `node` in its own local space.
    static func items(of node: ViewNode) -> [DisplayItem] {
        guard let layout = node.layout else {
            return node.children.flatMap(items(of:))
        }
        var out = node.drawing?.draw(size: node.frame.size, environment: node.environment, node: node) ?? []
        if layout is MaskLayout, node.children.count == 2 {
            // The content drawn through the mask's alpha; the mask itself is not drawn.
            let content = childItems(of: node, [node.children[0]], layout)
            guard !content.isEmpty else { return out }
            out.append(.effect(.mask(childItems(of: node, [node.children[1]], layout)), items: content))
            return out
        }
        out.append(contentsOf: childItems(of: node, node.children, layout))
        if let effect = layout as? DrawingEffectLayout {
            let size = node.frame.size
            if let shadow = effect.shadow(size: size, environment: node.environment), !out.isEmpty { out = [.shadow(shadow, items: out)] }
            for graphicsEffect in effect.effects(size: size, environment: node.environment) where !out.isEmpty {
                out = [.effect(graphicsEffect, items: out)]
            }
            var clip = effect.clip(of: node)
            if let path = clip, effect.clipStyle != FillStyle() {
                // Even-odd or aliased clips are an effect layer; plain ones clip the group.
                out = [.effect(.clip(path, effect.clipStyle), items: out)]
                clip = nil
            }
            if effect.opacity < 1 || clip != nil {
                if effect.opacity <= 0 { return [] }
                out = [.group(transform: .identity, opacity: effect.opacity, clip: clip, items: out)]
            }
        }
        return out
    }

    /// The items of `children` (in drawing order), each in a group offset to its frame, under
    /// the node's child transform.
    private static func childItems(of node: ViewNode, _ children: [ViewNode], _ layout: any NodeLayout) -> [DisplayItem] {
        var subviews: [LayoutChild] = []
        for child in drawingOrder(of: children, layout) {
            subviews.append(contentsOf: LayoutEngine.layoutChildren(of: child))
        }
        var childItems: [DisplayItem] = []
        for child in DrawingOrder.backToFront(subviews).map(\.node) where child.isPlaced && !child.isOmitted {
            let inner = items(of: child)
            guard !inner.isEmpty else { continue }
            let offset = CGAffineTransform(translationX: child.frame.minX, y: child.frame.minY)
            childItems.append(.group(transform: offset, opacity: 1, clip: nil, items: inner))
        }
        if !node.childEffect.isIdentity, !childItems.isEmpty {
            childItems = [.group(transform: node.childEffect, opacity: 1, clip: nil, items: childItems)]
        }
        return childItems
    }

    /// Backgrounds draw their secondary content first; everything else in child order.
    private static func drawingOrder(of children: [ViewNode], _ layout: any NodeLayout) -> [ViewNode] {
        let isBackground = (layout as? SecondaryContentLayout)?.isBackground ?? false
        return isBackground ? children.reversed() : children
    }
}

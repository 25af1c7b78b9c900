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
        var subviews: [LayoutChild] = []
        for child in drawingOrder(of: node, layout) {
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
        out.append(contentsOf: childItems)
        if let effect = layout as? DrawingEffectLayout {
            if let shadow = effect.shadow(size: node.frame.size), !out.isEmpty { out = [.shadow(shadow, items: out)] }
            let clip = effect.clip(size: node.frame.size)
            if effect.opacity < 1 || clip != nil {
                if effect.opacity <= 0 { return [] }
                out = [.group(transform: .identity, opacity: effect.opacity, clip: clip, items: out)]
            }
        }
        return out
    }

    /// Backgrounds draw their secondary content first; everything else in child order.
    private static func drawingOrder(of node: ViewNode, _ layout: any NodeLayout) -> [ViewNode] {
        let isBackground = (layout as? SecondaryContentLayout)?.isBackground
            ?? (layout as? any PreferenceOverlayDrawing)?.isBackground ?? false
        return isBackground ? node.children.reversed() : node.children
    }
}

/// Preference overlays tell the Draw phase whether they are backgrounds.
protocol PreferenceOverlayDrawing {
    var isBackground: Bool { get }
}

extension PreferenceOverlayLayout: PreferenceOverlayDrawing {
    var isBackground: Bool { base.isBackground }
}

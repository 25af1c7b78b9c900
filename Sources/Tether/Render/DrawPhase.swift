import Foundation

/// The Draw phase: walks the placed tree and emits a display list in canvas coordinates.
/// Each layout node draws itself in its own space, then its children, each wrapped in its
/// offset; geometry effects, opacity and clips wrap the node's content.
///
/// The walk carries the part of each node's space that can reach the canvas (widened where
/// a shadow or blur spreads content): drawings whose cost grows with what lies outside it —
/// text of any length — draw only what can show.
///
/// A shadow or blur spreads content by three deviations, but no farther than `shadowReach`
/// canvas points (what a PNG draws: past 512 device pixels a source's share of a blur is too
/// faint to matter), so a hostile radius does not pull in content from millions of points away.
enum DrawPhase {
    /// How far, in canvas points, a shadow or blur is drawn from by default: 512, one point
    /// per pixel.
    static let defaultShadowReach: CGFloat = 512

    /// The display list of the placed tree, with what lies more than `margin` points outside
    /// the canvas left out where drawing it would cost (text, shapes). Content farther than
    /// `shadowReach` points from the canvas casts no shadow or blur into it.
    static func displayList(root: ViewNode, size: CGSize, margin: CGFloat = 1,
                            shadowReach: CGFloat = defaultShadowReach) -> DisplayList {
        let canvas = CGRect(origin: .zero, size: size).insetBy(dx: -margin, dy: -margin)
        let reach = shadowReach.isFinite && shadowReach > 0 ? shadowReach : defaultShadowReach
        return DisplayList(size: size, items: items(of: root, visible: canvas.isFiniteRect ? canvas : nil, reach: reach))
    }

    /// Items of `node` in its own local space; `visible` is the part of that space that can
    /// show (nil: all of it); `reach` is how far, in that space's units, a shadow or blur is
    /// drawn from.
    static func items(of node: ViewNode, visible: CGRect? = nil, reach: CGFloat = defaultShadowReach) -> [DisplayItem] {
        guard let layout = node.layout else {
            return node.children.flatMap { items(of: $0, visible: visible, reach: reach) }
        }
        let size = node.frame.size
        let effect = layout as? DrawingEffectLayout
        let shadow = effect?.shadow(size: size, environment: node.environment)
        let graphicsEffects = effect?.effects(size: size, environment: node.environment) ?? []
        var clip = effect?.clip(of: node)
        // The clip is the outermost layer (over shadow and effects): nothing outside its
        // bounds shows, even where the canvas itself is unknown.
        var visible = visible
        if let bounds = clip.map(\.boundingRect), bounds.isFiniteRect {
            let inside = visible.map { $0.intersection(bounds) } ?? bounds
            visible = inside.isNull ? CGRect(origin: bounds.origin, size: .zero) : inside
        }
        visible = visible.flatMap { widened($0, shadow: shadow, effects: graphicsEffects, reach: reach) }
        var out = node.drawing?.draw(size: size, environment: node.environment, node: node, visible: visible) ?? []
        if layout is MaskLayout, node.children.count == 2 {
            // The content drawn through the mask's alpha; the mask itself is not drawn.
            let content = childItems(of: node, [node.children[0]], layout, visible: visible, reach: reach)
            guard !content.isEmpty else { return out }
            out.append(.effect(.mask(childItems(of: node, [node.children[1]], layout, visible: visible, reach: reach)), items: content))
            return out
        }
        out.append(contentsOf: childItems(of: node, node.children, layout, visible: visible, reach: reach))
        if let effect {
            if let shadow, !out.isEmpty { out = [.shadow(shadow, items: out)] }
            for graphicsEffect in graphicsEffects where !out.isEmpty {
                out = [.effect(graphicsEffect, items: out)]
            }
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
    private static func childItems(of node: ViewNode, _ children: [ViewNode], _ layout: any NodeLayout,
                                   visible: CGRect?, reach: CGFloat) -> [DisplayItem] {
        var subviews: [LayoutChild] = []
        for child in drawingOrder(of: children, layout) {
            subviews.append(contentsOf: LayoutEngine.layoutChildren(of: child))
        }
        // The visible part in the children's space: under the inverse of the child transform
        // (a transform that cannot be inverted leaves it unknown).
        // Under a projection the visible part is not worked out: everything is drawn.
        // The reach is converted even where the visible part is unknown: a clip further down
        // makes it known again, in the children's units.
        var inChildSpace = node.childProjection == nil ? visible : nil
        var reachInChildSpace = reach
        let t = node.childEffect
        if !t.isIdentity {
            let det = t.a * t.d - t.b * t.c
            let finiteTransform = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
            if finiteTransform && det != 0 && det.isFinite {
                let inverse = t.inverted()
                inChildSpace = inChildSpace.flatMap { finite($0.applying(inverse)) }
                let stretch = largestStretch(of: inverse)
                reachInChildSpace = stretch.isFinite ? reach * stretch : .infinity
            } else {
                inChildSpace = nil
            }
        }
        var childItems: [DisplayItem] = []
        for child in DrawingOrder.backToFront(subviews).map(\.node) where child.isPlaced && !child.isOmitted {
            let origin = child.frame.origin
            let inner = items(of: child, visible: origin.x.isFinite && origin.y.isFinite
                              ? inChildSpace.flatMap { finite($0.offsetBy(dx: -origin.x, dy: -origin.y)) } : nil,
                              reach: reachInChildSpace)
            guard !inner.isEmpty else { continue }
            let offset = CGAffineTransform(translationX: child.frame.minX, y: child.frame.minY)
            childItems.append(.group(transform: offset, opacity: 1, clip: nil, items: inner))
        }
        if !node.childEffect.isIdentity, !childItems.isEmpty {
            childItems = [.group(transform: node.childEffect, opacity: 1, clip: nil, items: childItems)]
        }
        if let projection = node.childProjection, !childItems.isEmpty {
            childItems = [.effect(.projection(projection, bounds: CGRect(origin: .zero, size: node.frame.size)), items: childItems)]
        }
        return childItems
    }

    /// `visible` widened by what a shadow or blur spreads into it from outside (up to `reach`):
    /// content that casts its shadow or blurs into view must be drawn.
    private static func widened(_ visible: CGRect, shadow: DropShadow?, effects: [GraphicsEffect], reach: CGFloat) -> CGRect? {
        var rect = visible
        guard rect.isFiniteRect else { return nil }
        if let shadow {
            guard shadow.offset.width.isFinite, shadow.offset.height.isFinite, shadow.sigma.isFinite else { return nil }
            let spread = min(3 * abs(shadow.sigma) + 1, reach)
            rect = rect.union(rect.offsetBy(dx: -shadow.offset.width, dy: -shadow.offset.height)).insetBy(dx: -spread, dy: -spread)
        }
        for case .blur(let radius, _, _) in effects {
            guard radius.isFinite else { return nil }
            let spread = min(3 * abs(radius) / 2 + 1, reach)
            rect = rect.insetBy(dx: -spread, dy: -spread)
        }
        return finite(rect)
    }

    /// The most `t` lengthens any distance: the largest singular value of its linear part.
    private static func largestStretch(of t: CGAffineTransform) -> CGFloat {
        let squares = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
        let det = t.a * t.d - t.b * t.c
        return ((squares + max(0, squares * squares - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    /// `rect` when all its numbers are finite, else nil (everything may show).
    private static func finite(_ rect: CGRect) -> CGRect? { rect.isFiniteRect && !rect.isNull ? rect : nil }

    /// Backgrounds draw their secondary content first; everything else in child order.
    private static func drawingOrder(of children: [ViewNode], _ layout: any NodeLayout) -> [ViewNode] {
        let isBackground = (layout as? SecondaryContentLayout)?.isBackground ?? false
        return isBackground ? children.reversed() : children
    }
}

import Foundation

/// Capturing geometry from a node: the one place where a view's bounds become global values,
/// for anchor preferences (`anchorPreference`) and for Tether's own `ViewHost.frame(of:)` alike.
extension ViewNode {
    /// An anchor from this node's bounds: its own frame if it is a layout node, else the one
    /// layout node below it; several layout nodes give the union of their global frames.
    func anchor<V>(for source: Anchor<V>.Source) -> Anchor<V> {
        let targets = isLayoutNode ? [self] : LayoutEngine.layoutChildren(of: self).map(\.node)
        if targets.count == 1, let target = targets.first {
            if let projection = target.projectionToGlobal {
                return source.anchor(bounds: CGRect(origin: .zero, size: target.frame.size), map: { target.projected($0, by: projection) },
                                     sourceView: type(of: target.view))
            }
            return source.anchor(bounds: CGRect(origin: .zero, size: target.frame.size), transform: target.globalTransform,
                                 sourceView: type(of: target.view))
        }
        // Each target is a layout node: its global bounds are the single-target case above.
        let union = targets.map(\.globalBounds).reduce(CGRect.null) { $0.union($1) }
        return source.anchor(bounds: union.isNull ? .zero : union, transform: .identity, sourceView: type(of: view))
    }

    /// `point` of this node mapped to global space through a perspective above it. Corners
    /// near or behind the eye can land beyond any finite place: such a point is reported and
    /// clamped, so every frame Tether reports stays finite.
    func projected(_ point: CGPoint, by projection: ProjectionTransform) -> CGPoint {
        let p = point.applying(projection)
        if FiniteGeometry.isWithinLimit(p.x), FiniteGeometry.isWithinLimit(p.y) { return p }
        graph.report(.invalidGeometry, "the view's frame through its 3D projection is non-finite or beyond ±\(FiniteGeometry.limit) (corners at or behind the eye); clamped", at: self)
        return CGPoint(x: FiniteGeometry.clamp(p.x), y: FiniteGeometry.clamp(p.y))
    }

    /// This node's bounds in global space, as `Anchor.Source.bounds` captures them: the
    /// bounding box of its transformed frame (or frames).
    var globalBounds: CGRect { anchor(for: .bounds).globalValue }
}

extension ViewNode {
    /// The whole map from this node's local space to global space when a geometry effect with
    /// perspective (`rotation3DEffect`) lies above it, or nil when `globalTransform` is the
    /// whole map. Under such an effect the nodes' affine transforms leave the projection out;
    /// it is put back here: this node's affine place in the effect's space, the projection,
    /// then the effect node's own map to global space.
    var projectionToGlobal: ProjectionTransform? {
        var current = parent
        while let n = current {
            if let projection = n.childProjection, n.layout?.transformAffectsGeometry != false {
                let effectSpace = n.globalTransform
                let det = effectSpace.a * effectSpace.d - effectSpace.b * effectSpace.c
                guard det != 0, det.isFinite else { return nil }
                let inEffect = globalTransform.concatenating(effectSpace.inverted())
                let above = n.projectionToGlobal ?? ProjectionTransform(n.globalTransform)
                return ProjectionTransform(inEffect).concatenating(projection).concatenating(above)
            }
            current = n.parent
        }
        return nil
    }
}

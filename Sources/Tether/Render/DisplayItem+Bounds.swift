import Foundation

extension DisplayItem {
    /// A rectangle in the item's space holding everything it draws (a stroke's pen, a blur's
    /// spread, a shadow's offset); nil when it draws nothing or cannot be bounded.
    var drawnBounds: CGRect? {
        let box: CGRect?
        switch self {
        case .fill(let path, _, _), .backdrop(let path, _, _): box = path.boundingRect
        case .stroke(let path, _, let style): box = ShapeDrawing.reach(of: path, stroke: style)
        case .image(_, let rect): box = rect
        case .hairline(let rect, _): box = rect.insetBy(dx: -1, dy: -1)
        case .group(let transform, _, let clip, let items):
            var inner = items.drawnBounds
            if let clip, let limit = inner { inner = limit.intersection(clip.boundingRect) }
            box = inner?.applying(transform)
        case .shadow(let shadow, let items):
            box = items.drawnBounds.map { b in
                let spread = 3 * shadow.sigma + 1
                return b.union(b.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
            }
        case .effect(let effect, let items):
            guard let inner = items.drawnBounds else { return nil }
            switch effect {
            case .blur(let radius, _, _): box = inner.insetBy(dx: -(1.5 * radius + 1), dy: -(1.5 * radius + 1))
            case .clip(let path, _): box = inner.intersection(path.boundingRect)
            case .projection(let projection, let bounds):
                let b = bounds.intersection(inner)
                guard !b.isNull else { return nil }
                let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                               CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].map { $0.applying(projection) }
                let xs = corners.map(\.x), ys = corners.map(\.y)
                box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            case .porterDuff(_, let area): box = inner.union(area.boundingRect)
            case .colorMatrix, .alphaThreshold, .blend, .mask, .isolation: box = inner
            }
        }
        guard let box, !box.isNull, box.isFiniteRect else { return nil }
        return box
    }
}

extension Array where Element == DisplayItem {
    /// The union of the items' drawn bounds; nil when none draws anything that can be bounded.
    var drawnBounds: CGRect? {
        compactMap(\.drawnBounds).reduce(nil) { union, box in union.map { $0.union(box) } ?? box }
    }
}

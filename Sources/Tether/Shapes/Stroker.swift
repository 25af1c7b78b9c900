import Foundation

/// Turns a path and a stroke style into the outline the stroke covers, as SwiftUI's
/// `shape.stroke(style:)` is itself a shape: used for `.stroke().path(in:)` and hit testing.
/// Curves are flattened, dashes applied, then every segment becomes a quad and every joint
/// and end gets its join or cap. All polygons wind the same way, so a non-zero fill of
/// the result covers exactly the stroked area.
enum Stroker {
    static func outline(of path: Path, style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth.isFinite, halfWidth > 0 else { return Path() }
        var out = Path()
        for polyline in path.flattened(tolerance: 0.05) {
            let closed = polyline.count > 2 && polyline.first == polyline.last
            let pieces = StrokeDashes.valid(style.dash, along: path).map { dash(polyline, $0, phase: style.dashPhase) } ?? [polyline]
            let isWhole = pieces.count == 1 && pieces[0].count == polyline.count
            for piece in pieces {
                strokePolyline(piece, closed: closed && isWhole, halfWidth: halfWidth, style: style, into: &out)
            }
        }
        return out
    }

    private static func strokePolyline(_ points: [CGPoint], closed: Bool, halfWidth: CGFloat, style: StrokeStyle, into out: inout Path) {
        let pts = points.enumerated().filter { $0.offset == 0 || points[$0.offset - 1] != $0.element }.map(\.element)
        guard pts.count >= 2 else {
            if let p = pts.first, style.lineCap != .butt { cap(at: p, direction: CGPoint(x: 1, y: 0), halfWidth: halfWidth, style: style, into: &out) }
            return
        }
        for i in 0..<(pts.count - 1) {
            let a = pts[i], b = pts[i + 1]
            let n = normal(a, b) * halfWidth
            addPolygon([a + n, b + n, b - n, a - n], into: &out)
        }
        let joints = closed ? Array(0..<(pts.count - 1)) : Array(1..<max(1, pts.count - 1))
        for i in joints {
            let previous = i == 0 ? pts[pts.count - 2] : pts[i - 1]
            join(at: pts[i], from: previous, to: pts[i + 1], halfWidth: halfWidth, style: style, into: &out)
        }
        if !closed {
            cap(at: pts[0], direction: unit(pts[0] - pts[1]), halfWidth: halfWidth, style: style, into: &out)
            cap(at: pts[pts.count - 1], direction: unit(pts[pts.count - 1] - pts[pts.count - 2]), halfWidth: halfWidth, style: style, into: &out)
        }
    }

    private static func join(at v: CGPoint, from a: CGPoint, to b: CGPoint, halfWidth: CGFloat, style: StrokeStyle, into out: inout Path) {
        let n1 = normal(a, v) * halfWidth, n2 = normal(v, b) * halfWidth
        switch style.lineJoin {
        case .round:
            addPolygon(circle(v, halfWidth), into: &out)
        case .bevel:
            addPolygon([v, v + n1, v + n2], into: &out)
            addPolygon([v, v - n1, v - n2], into: &out)
        case .miter:
            let d1 = unit(v - a), d2 = unit(b - v)
            let turn = d1.x * d2.y - d1.y * d2.x
            // The outer side of the turn is where the miter goes.
            let outer1 = turn > 0 ? n1 * -1 : n1, outer2 = turn > 0 ? n2 * -1 : n2
            let bisector = unit(outer1 + outer2)
            let cosHalf = (bisector.x * outer1.x + bisector.y * outer1.y) / halfWidth
            let miterLength = cosHalf > 1e-9 ? 1 / cosHalf : .infinity
            if miterLength <= style.miterLimit {
                addPolygon([v, v + outer1, v + bisector * (halfWidth * miterLength), v + outer2], into: &out)
            } else {
                addPolygon([v, v + outer1, v + outer2], into: &out)
            }
        }
    }

    private static func cap(at p: CGPoint, direction d: CGPoint, halfWidth: CGFloat, style: StrokeStyle, into out: inout Path) {
        switch style.lineCap {
        case .butt: return
        case .round: addPolygon(circle(p, halfWidth), into: &out)
        case .square:
            let n = CGPoint(x: -d.y, y: d.x) * halfWidth, e = d * halfWidth
            addPolygon([p + n, p + n + e, p - n + e, p - n], into: &out)
        }
    }

    /// Splits a polyline into its "on" dashes.
    private static func dash(_ points: [CGPoint], _ pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        let total = pattern.reduce(0, +)
        var index = 0
        var remaining = pattern[0]
        var on = true
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= remaining { offset -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index]; on.toggle() }
            else { remaining -= offset; offset = 0 }
        }
        var pieces: [[CGPoint]] = []
        var current: [CGPoint] = on ? [points[0]] : []
        for i in 0..<(points.count - 1) {
            var a = points[i]
            let b = points[i + 1]
            var segment = length(b - a)
            while segment > 0 {
                if remaining >= segment {
                    remaining -= segment
                    if on { current.append(b) }
                    segment = 0
                } else {
                    let cut = a + unit(b - a) * remaining
                    segment -= remaining
                    a = cut
                    if on { current.append(cut); pieces.append(current); current = [] } else { current = [cut] }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if on, current.count > 1 { pieces.append(current) }
        return pieces
    }

    private static func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        let steps = max(8, min(64, Int(saturating: r * 2)))
        return (0..<steps).map { i in
            let t = Double(i) / Double(steps) * 2 * .pi
            return CGPoint(x: c.x + r * cos(t), y: c.y + r * sin(t))
        }
    }

    /// Adds a closed polygon wound clockwise on screen (negative shoelace area in y-down space).
    private static func addPolygon(_ points: [CGPoint], into out: inout Path) {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var area: CGFloat = 0
        for i in 0..<points.count {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        let ordered = area > 0 ? Array(points.reversed()) : points
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let d = unit(b - a)
        return CGPoint(x: -d.y, y: d.x)
    }
    private static func unit(_ v: CGPoint) -> CGPoint {
        let l = length(v)
        return l > 0 ? CGPoint(x: v.x / l, y: v.y / l) : CGPoint(x: 1, y: 0)
    }
    private static func length(_ v: CGPoint) -> CGFloat { (v.x * v.x + v.y * v.y).squareRoot() }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }

import Foundation

extension Path {
    /// Mirrors SwiftUI's `Path.trimmedPath(from:to:)`: the part of the path between two
    /// fractions of its total length (closing lines included), curves cut exactly where the
    /// length falls. Fractions are clamped to 0...1; `from` at or after `to` gives an empty path.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let a = from.isNaN ? 0 : min(1, max(0, from)), b = to.isNaN ? 1 : min(1, max(0, to))
        guard a < b else { return Path() }
        if a == 0 && b == 1 { return self }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let start = a * total, end = b * total
        var out = Path()
        var position: CGFloat = 0
        var previousEnd: CGPoint?
        for segment in segments {
            defer { position += segment.length }
            let segmentEnd = position + segment.length
            guard segmentEnd > start, position < end else { continue }
            let t0 = segment.parameter(atLength: max(0, start - position)), t1 = segment.parameter(atLength: min(segment.length, end - position))
            let piece = segment.split(from: t0, to: t1)
            // A new piece starts where the previous one did not end (or a new subpath begins).
            if out.isEmpty || segment.startsSubpath || previousEnd != piece.start { out.move(to: piece.start) }
            piece.append(to: &out)
            previousEnd = piece.end
        }
        return out
    }
}

/// One drawn segment of a path (a line or a cubic curve), with its length.
struct PathSegment {
    var points: [CGPoint]        // 2 for a line, 4 for a cubic
    var startsSubpath: Bool
    /// Cumulative lengths at parameters 0, 1/n, ... 1 (curves), for length → parameter lookup.
    private var table: [CGFloat] = []

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }
    var length: CGFloat { table.last ?? 0 }

    init(points: [CGPoint], startsSubpath: Bool) {
        self.points = points
        self.startsSubpath = startsSubpath
        let steps = points.count == 2 ? 1 : 64
        var lengths: [CGFloat] = [0]
        var last = points[0]
        for i in 1...steps {
            let p = point(at: CGFloat(i) / CGFloat(steps))
            lengths.append(lengths[i - 1] + hypot(p.x - last.x, p.y - last.y))
            last = p
        }
        table = lengths
    }

    func point(at t: CGFloat) -> CGPoint {
        if points.count == 2 { return CGPoint(x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t) }
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
                       y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
    }

    /// The parameter at which the segment has run `length`.
    func parameter(atLength length: CGFloat) -> CGFloat {
        guard self.length > 0 else { return 0 }
        let steps = table.count - 1
        var i = 1
        while i < steps && table[i] < length { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (length - table[i - 1]) / span : 0
        return min(1, max(0, (CGFloat(i - 1) + f) / CGFloat(steps)))
    }

    /// The part between parameters `t0` and `t1` (de Casteljau for curves).
    func split(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if points.count == 2 { return PathSegment(points: [point(at: t0), point(at: t1)], startsSubpath: startsSubpath) }
        let tail = Self.cubicTail(points, from: t0)
        let span = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return PathSegment(points: Self.cubicHead(tail, to: span), startsSubpath: startsSubpath)
    }

    func append(to path: inout Path) {
        if points.count == 2 { path.addLine(to: points[1]) } else { path.addCurve(to: points[3], control1: points[1], control2: points[2]) }
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }

    /// The cubic from 0 to `t`.
    private static func cubicHead(_ p: [CGPoint], to t: CGFloat) -> [CGPoint] {
        let p01 = lerp(p[0], p[1], t), p12 = lerp(p[1], p[2], t), p23 = lerp(p[2], p[3], t)
        let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t)
        return [p[0], p01, p012, lerp(p012, p123, t)]
    }
    /// The cubic from `t` to 1.
    private static func cubicTail(_ p: [CGPoint], from t: CGFloat) -> [CGPoint] {
        let p01 = lerp(p[0], p[1], t), p12 = lerp(p[1], p[2], t), p23 = lerp(p[2], p[3], t)
        let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t)
        return [lerp(p012, p123, t), p123, p23, p[3]]
    }

    /// The drawn segments of `path`: lines, quadratic curves raised to cubics, and the line
    /// each close draws back to its subpath's start.
    static func segments(of path: Path) -> [PathSegment] {
        var out: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ points: [CGPoint]) {
            out.append(PathSegment(points: points, startsSubpath: startsSubpath))
            startsSubpath = false
            current = points[points.count - 1]
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; subpathStart = p; startsSubpath = true
            case .line(let p): add([current, p])
            case .quadCurve(let p, let c):
                add([current, lerp(current, c, 2.0 / 3), lerp(p, c, 2.0 / 3), p])
            case .curve(let p, let c1, let c2): add([current, c1, c2, p])
            case .closeSubpath:
                if current != subpathStart { add([current, subpathStart]) }
                current = subpathStart
                startsSubpath = true
            }
        }
        return out.filter { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }
}

import Foundation

extension Path {
    /// The path as polylines, one per subpath, with curves subdivided until they deviate
    /// from their chords by less than `tolerance` points. Closed subpaths repeat their start.
    func flattened(tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        var polylines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func flush() { if current.count > 1 { polylines.append(current) }; current = [] }
        for element in elements {
            switch element {
            case .move(let p):
                flush(); current = [p]; start = p
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quadCurve(let p, let c):
                let from = current.last ?? start
                if current.isEmpty { current = [from] }
                Self.subdivideCubic(from, from + (c - from) * (2.0 / 3), p + (c - p) * (2.0 / 3), p, tolerance, depth: 0, into: &current)
            case .curve(let p, let c1, let c2):
                let from = current.last ?? start
                if current.isEmpty { current = [from] }
                Self.subdivideCubic(from, c1, c2, p, tolerance, depth: 0, into: &current)
            case .closeSubpath:
                if !current.isEmpty, current.last != start { current.append(start) }
                flush()
                current = [start]
            }
        }
        flush()
        return polylines
    }

    private static func subdivideCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                       _ tolerance: CGFloat, depth: Int, into out: inout [CGPoint]) {
        let flatness = max(distance(p1, toLine: p0, p3), distance(p2, toLine: p0, p3))
        if flatness <= tolerance || depth >= 16 || !flatness.isFinite {
            out.append(p3)
            return
        }
        let p01 = (p0 + p1) * 0.5, p12 = (p1 + p2) * 0.5, p23 = (p2 + p3) * 0.5
        let p012 = (p01 + p12) * 0.5, p123 = (p12 + p23) * 0.5
        let mid = (p012 + p123) * 0.5
        subdivideCubic(p0, p01, p012, mid, tolerance, depth: depth + 1, into: &out)
        subdivideCubic(mid, p123, p23, p3, tolerance, depth: depth + 1, into: &out)
    }

    private static func distance(_ p: CGPoint, toLine a: CGPoint, _ b: CGPoint) -> CGFloat {
        let d = b - a
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        if length < 1e-12 { let e = p - a; return (e.x * e.x + e.y * e.y).squareRoot() }
        return abs((p.x - a.x) * d.y - (p.y - a.y) * d.x) / length
    }

    /// Mirrors SwiftUI's `Path.contains(_:eoFill:)`: whether `point` is inside the filled
    /// area, by the non-zero winding rule (or even-odd when `eoFill`). Subpaths count as closed.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for polyline in flattened() {
            guard let first = polyline.first, let last = polyline.last else { continue }
            var points = polyline
            if first != last { points.append(first) }
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }

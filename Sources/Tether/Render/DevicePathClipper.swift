import Foundation

/// Cuts device-space subpaths down to a box before Cairo sees them.
///
/// Cairo keeps coordinates in 24.8 fixed point, and its rasterizer misbehaves (up to a crash)
/// on polygons whose points lie millions of pixels away — a rotated sliver reaching 10⁷
/// points past a 3× canvas. Clamping such points would change the shape; instead a subpath
/// reaching outside the box is flattened and clipped to it (Sutherland–Hodgman), which keeps
/// every point inside the box covered exactly as before: for a fill, the winding number of
/// each point in the box is unchanged; for a stroke, the box is wider than the pen's reach
/// beyond the surface, so the edges added along the box's sides stay out of sight. Subpaths
/// wholly inside the box are handed on untouched.
struct DevicePathClipper {
    /// One element of a device-space path.
    enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)   // control 1, control 2, end
        case close
    }

    /// The box every emitted point lies in.
    let box: CGRect
    /// Largest distance, in device pixels, between a curve and the segments replacing it.
    static let flatness: Double = 0.05
    /// Deepest halving of one curve; 2²⁴ pieces reach the flatness for any curve Cairo could draw.
    static let maxDepth = 24

    /// `elements` split into subpaths; those reaching outside the box are clipped to it.
    /// `stroked` keeps open subpaths open (a fill closes them, as Cairo does).
    func clip(_ elements: [Element], stroked: Bool) -> [Element] {
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        var subpath: [Element] = []
        func flush() {
            guard !subpath.isEmpty else { return }
            // A point that is not a number has no place: its subpath cannot be drawn (and
            // halving a curve through it would never come to a flat piece).
            if subpath.allSatisfy(isInside) { out += subpath } else if subpath.allSatisfy(isFinite) { out += clipped(subpath, stroked: stroked) }
            subpath.removeAll(keepingCapacity: true)
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
            if case .close = element { flush() }
        }
        flush()
        return out
    }

    private func isInside(_ element: Element) -> Bool {
        switch element {
        case .move(let p), .line(let p): return contains(p)
        case .curve(let c1, let c2, let p): return contains(c1) && contains(c2) && contains(p)
        case .close: return true
        }
    }

    private func isFinite(_ element: Element) -> Bool {
        switch element {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .curve(let c1, let c2, let p):
            return c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite && p.x.isFinite && p.y.isFinite
        case .close: return true
        }
    }

    private func contains(_ p: CGPoint) -> Bool {
        p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY
    }

    /// One subpath flattened, clipped against the box's four sides in turn, and re-emitted.
    private func clipped(_ subpath: [Element], stroked: Bool) -> [Element] {
        var polyline: [CGPoint] = []
        var closed = false
        for element in subpath {
            switch element {
            case .move(let p): polyline = [p]
            case .line(let p): polyline.append(p)
            case .curve(let c1, let c2, let p):
                flatten(from: polyline.last ?? p, c1, c2, p, depth: 0, into: &polyline)
            case .close: closed = true
            }
        }
        let wraps = closed || !stroked
        for side in 0..<4 {
            polyline = clip(polyline, side: side, wraps: wraps)
            if polyline.isEmpty { return [] }
        }
        var out: [Element] = [.move(polyline[0])]
        out += polyline.dropFirst().map { .line($0) }
        if closed { out.append(.close) }
        return out
    }

    /// Appends line segments for the cubic from `p0`, halving it until each piece is flat or
    /// lies wholly outside the box (its control hull misses it, so its chord does too and
    /// stands in for it without changing anything inside the box).
    private func flatten(from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, depth: Int, into points: inout [CGPoint]) {
        // (Compared coordinate by coordinate: a hull a few 10³⁰⁸ wide has no finite size.)
        let missesBox = max(p0.x, c1.x, c2.x, p3.x) < box.minX || min(p0.x, c1.x, c2.x, p3.x) > box.maxX
            || max(p0.y, c1.y, c2.y, p3.y) < box.minY || min(p0.y, c1.y, c2.y, p3.y) > box.maxY
        if depth >= Self.maxDepth || missesBox
            || isFlat(p0, c1, c2, p3) {
            points.append(p3)
            return
        }
        // (Halved before adding: coordinates near the largest double do not overflow.)
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x / 2 + b.x / 2, y: a.y / 2 + b.y / 2) }
        let ab = mid(p0, c1), bc = mid(c1, c2), cd = mid(c2, p3)
        let abc = mid(ab, bc), bcd = mid(bc, cd), middle = mid(abc, bcd)
        flatten(from: p0, ab, abc, middle, depth: depth + 1, into: &points)
        flatten(from: middle, bcd, cd, p3, depth: depth + 1, into: &points)
    }

    /// True when the control points lie within `flatness` of the chord's points a third and
    /// two thirds along (then the curve lies within it of the chord). Never NaN for finite
    /// points: the differences may overflow to infinity, which is simply not flat.
    private func isFlat(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> Bool {
        func third(_ a: Double, _ b: Double) -> Double { a / 3 * 2 + b / 3 }
        let deviation = max(abs(c1.x - third(p0.x, p3.x)), abs(c1.y - third(p0.y, p3.y)),
                            abs(c2.x - third(p3.x, p0.x)), abs(c2.y - third(p3.y, p0.y)))
        return deviation <= Self.flatness
    }

    /// Sutherland–Hodgman against one side of the box (0 left, 1 right, 2 top, 3 bottom).
    /// `wraps` treats the points as a polygon (closing edge included), else as an open line.
    private func clip(_ points: [CGPoint], side: Int, wraps: Bool) -> [CGPoint] {
        guard let first = points.first else { return [] }
        func inside(_ p: CGPoint) -> Bool {
            switch side {
            case 0: return p.x >= box.minX
            case 1: return p.x <= box.maxX
            case 2: return p.y >= box.minY
            default: return p.y <= box.maxY
            }
        }
        // Where the segment from `a` to `b` (on either side) crosses the side: interpolated as
        // a weighted sum, which stays finite for any finite points.
        func crossing(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            func between(_ u: Double, _ v: Double, _ t: Double) -> Double { u * (1 - t) + v * t }
            func fraction(_ from: Double, _ to: Double, _ at: Double) -> Double {
                let t = (at - from) / (to - from)
                return t.isFinite ? min(max(t, 0), 1) : 0.5
            }
            switch side {
            case 0, 1:
                let x = side == 0 ? box.minX : box.maxX
                return CGPoint(x: x, y: between(a.y, b.y, fraction(a.x / 2, b.x / 2, x / 2)))
            default:
                let y = side == 2 ? box.minY : box.maxY
                return CGPoint(x: between(a.x, b.x, fraction(a.y / 2, b.y / 2, y / 2)), y: y)
            }
        }
        var out: [CGPoint] = []
        out.reserveCapacity(points.count + 4)
        if !wraps && inside(first) { out.append(first) }
        var previous = wraps ? points[points.count - 1] : first
        for p in wraps ? points[...] : points.dropFirst() {
            switch (inside(previous), inside(p)) {
            case (true, true): out.append(p)
            case (true, false): out.append(crossing(previous, p))
            case (false, true): out += [crossing(previous, p), p]
            case (false, false): break
            }
            previous = p
        }
        return out
    }
}

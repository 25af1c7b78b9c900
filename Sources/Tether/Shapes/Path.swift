import Foundation

/// Mirrors SwiftUI's `Path`: the outline of a 2D shape, made of move/line/quad/cubic/close
/// elements. Arcs, ellipses and rounded rectangles are stored as cubic Béziers.
public struct Path: Equatable, Sendable {
    /// Mirrors SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?
    private var last: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> ()) { callback(&self) }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { last }

    /// Calls `body` with each element in order, as SwiftUI's `Path.forEach(_:)` does.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p)); subpathStart = p; last = p
    }
    public mutating func addLine(to p: CGPoint) {
        if last == nil { move(to: p); return }
        elements.append(.line(to: p)); last = p
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if last == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control)); last = p
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if last == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2)); last = p
    }
    public mutating func closeSubpath() {
        guard last != nil else { return }
        elements.append(.closeSubpath); last = subpathStart
    }
    public mutating func addRect(_ r: CGRect, transform: CGAffineTransform = .identity) {
        let r = r.standardized
        addSubpath(transform) { p in
            p.move(to: CGPoint(x: r.minX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY)); p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            p.closeSubpath()
        }
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    public mutating func addEllipse(in r: CGRect, transform: CGAffineTransform = .identity) {
        let r = r.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        addSubpath(transform) { p in
            p.move(to: CGPoint(x: r.maxX, y: cy))
            p.addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: r.maxY))
            p.addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + k * ry))
            p.addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: r.minY))
            p.addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - k * ry))
            p.closeSubpath()
        }
    }
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = r.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        if rx == 0 || ry == 0 { addRect(r, transform: transform); return }
        // Circular corners drawn with the standard quarter-circle Bézier constant. The
        // `.continuous` style uses a slightly longer handle for its smoother curvature.
        let k: CGFloat = style == .continuous ? 0.64 : 0.5522847498307936
        addSubpath(transform) { p in
            p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            p.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry), control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
            p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
            p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            p.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry), control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
            p.closeSubpath()
        }
    }
    /// Mirrors `addArc(center:radius:startAngle:endAngle:clockwise:)`. As in SwiftUI, `clockwise`
    /// is in a flipped (y-down) space, so `clockwise: false` runs visually clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        var start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        // An arc turns at most once around, as in Core Graphics: more than a turn in the
        // arc's direction is a full circle; against it, only the remainder of a turn counts
        // (stepping a hostile angle by 2π at a time would never end).
        let turn = 2 * Double.pi
        if abs(end - start) > turn {
            let alongDirection = clockwise ? end < start : end > start
            end = alongDirection ? start + (clockwise ? -turn : turn) : start + (end - start).truncatingRemainder(dividingBy: turn)
        }
        if clockwise { while end > start { end -= turn } } else { while end < start { end += turn } }
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(transform)
        if last == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let total = end - start
        let segments = max(1, Int(saturating: (abs(total) / (.pi / 2)).rounded(.up)))
        let step = total / Double(segments)
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let h = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - h * sin(a0), y: p0.y + h * cos(a0))
            let c2 = CGPoint(x: p3.x + h * sin(a1), y: p3.y - h * cos(a1))
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for e in path.applying(transform).elements { append(e) }
    }

    /// Mirrors SwiftUI's `Path.boundingRect`: the smallest rectangle containing every point
    /// the path passes through (curves at their extremes, not their control points).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        var current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p): include(p); current = p
            case .quadCurve(let p, let c):
                include(p)
                for t in Self.quadExtrema(current, c, p) { include(Self.quadPoint(current, c, p, t)) }
                current = p
            case .curve(let p, let c1, let c2):
                include(p)
                for t in Self.cubicExtrema(current, c1, c2, p) { include(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func quadPoint(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    }
    private static func cubicPoint(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
    /// Parameters in (0, 1) where a quadratic's x or y turns.
    private static func quadExtrema(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> [CGFloat] {
        [(a.x, c.x, b.x), (a.y, c.y, b.y)].compactMap { p0, p1, p2 in
            let d = p0 - 2 * p1 + p2
            guard d != 0 else { return nil }
            let t = (p0 - p1) / d
            return t > 0 && t < 1 ? t : nil
        }
    }
    /// Parameters in (0, 1) where a cubic's x or y turns (roots of its derivative).
    private static func cubicExtrema(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint) -> [CGFloat] {
        var out: [CGFloat] = []
        for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
            // B'(t)/3 = A t² + B t + C.
            let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = 2 * (p0 - 2 * p1 + p2), qc = p1 - p0
            if abs(qa) < 1e-12 {
                if qb != 0 { out.append(-qc / qb) }
                continue
            }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { continue }
            let root = disc.squareRoot()
            out += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
        return out.filter { $0 > 0 && $0 < 1 }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t == .identity { return self }
        var out = Path()
        out.elements = elements.map { $0.applying(t) }
        out.subpathStart = subpathStart?.applying(t)
        out.last = last?.applying(t)
        return out
    }
    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    private mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
    private mutating func addSubpath(_ t: CGAffineTransform, _ build: (inout Path) -> Void) {
        var sub = Path(); build(&sub)
        for e in sub.applying(t).elements { append(e) }
    }
}

extension Path.Element {
    /// The element's end and control points.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// Mirrors SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

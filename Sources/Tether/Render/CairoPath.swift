import CCairo
import Foundation

/// Converts between Tether's `Path` and Cairo's path and stroke settings.
enum CairoPath {
    /// The largest device coordinate handed to Cairo, well inside its 24.8 fixed-point range
    /// (±8,388,607) and far beyond any surface (32,767 pixels a side).
    static let deviceLimit: Double = 4_194_304
    /// The device coordinates within `deviceLimit`.
    static let deviceBounds = CGRect(x: -deviceLimit, y: -deviceLimit, width: 2 * deviceLimit, height: 2 * deviceLimit)

    /// Sets `path` as Cairo's current path and returns its device-space bounding box (of
    /// its points and control points). The points are mapped to device space here; subpaths
    /// reaching outside `box` (or beyond `deviceLimit`) are clipped to it
    /// (`DevicePathClipper`), so Cairo never sees far-away points. A path with a non-finite
    /// point is left empty (box `.null`). `stroked` keeps open subpaths open.
    @discardableResult
    static func add(_ path: Path, to cr: OpaquePointer, within box: CGRect, stroked: Bool = false) -> CGRect {
        cairo_new_path(cr)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var elements: [DevicePathClipper.Element] = []
        elements.reserveCapacity(path.elements.count)
        var current = CGPoint.zero, start = CGPoint.zero
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // (A point that is not a number leaves the bounds alone; the clipper drops its subpath.)
        var allNumbers = true
        func device(_ p: CGPoint) -> CGPoint {
            let d = CGPoint(x: m.xx * p.x + m.xy * p.y + m.x0, y: m.yx * p.x + m.yy * p.y + m.y0)
            if d.x.isNaN || d.y.isNaN { allNumbers = false }
            minX = min(minX, d.x); minY = min(minY, d.y); maxX = max(maxX, d.x); maxY = max(maxY, d.y)
            return d
        }
        for e in path.elements {
            switch e {
            case .move(let p): elements.append(.move(device(p))); current = p; start = p
            case .line(let p): elements.append(.line(device(p))); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                elements.append(.curve(device(c1), device(c2), device(p))); current = p
            case .curve(let p, let c1, let c2): elements.append(.curve(device(c1), device(c2), device(p))); current = p
            case .closeSubpath: elements.append(.close); current = start
            }
        }
        guard minX <= maxX else { return .null }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
        let limit = deviceBounds
        let within = box.isFiniteRect ? box.intersection(limit) : limit
        let inside = allNumbers && !within.isNull && minX >= within.minX && maxX <= within.maxX && minY >= within.minY && maxY <= within.maxY
        if !inside {
            elements = within.isNull ? [] : DevicePathClipper(box: within).clip(elements, stroked: stroked)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
        // The path stays in device space; the matrix goes back for stroke widths and dashes.
        cairo_restore(cr)
        // Reported within ±10¹⁵⁰, so its size is finite (what lies further is off any surface).
        let far = 1e150
        func bounded(_ v: Double) -> Double { min(max(v, -far), far) }
        return CGRect(x: bounded(minX), y: bounded(minY), width: bounded(maxX) - bounded(minX), height: bounded(maxY) - bounded(minY))
    }

    /// True when drawing under `t` (after the current matrix) maps to a usable device matrix:
    /// finite, not collapsing below a millionth of a pixel, not stretching beyond
    /// `deviceLimit` per unit (translations may be larger: paths are clamped in device space).
    /// Content under any other matrix is invisible or hostile and is skipped.
    static func canTransform(_ cr: OpaquePointer, by t: CGAffineTransform) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let a = t.a * m.xx + t.b * m.xy, b = t.a * m.yx + t.b * m.yy
        let c = t.c * m.xx + t.d * m.xy, d = t.c * m.yx + t.d * m.yy
        let tx = t.tx * m.xx + t.ty * m.xy + m.x0, ty = t.tx * m.yx + t.ty * m.yy + m.y0
        guard [a, b, c, d].allSatisfy({ $0.isFinite && abs($0) <= deviceLimit }),
              [tx, ty].allSatisfy({ $0.isFinite && abs($0) <= 1e12 }) else { return false }
        return abs(a * d - b * c) >= 1e-12
    }

    static func apply(_ style: StrokeStyle, along path: Path, to cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        if let dashes = StrokeDashes.valid(style.dash, along: path)?.map({ Double($0) }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    static func read(_ path: cairo_path_t) -> Path {
        var out = Path()
        var i = 0
        while i < Int(path.num_data) {
            let header = path.data[i].header
            let p = { (k: Int) in CGPoint(x: path.data[i + k].point.x, y: path.data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: out.move(to: p(1))
            case CAIRO_PATH_LINE_TO: out.addLine(to: p(1))
            case CAIRO_PATH_CURVE_TO: out.addCurve(to: p(3), control1: p(1), control2: p(2))
            case CAIRO_PATH_CLOSE_PATH: out.closeSubpath()
            default: break
            }
            i += Int(header.length)
        }
        return out
    }
}

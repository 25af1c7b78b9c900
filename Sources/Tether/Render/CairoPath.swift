import CCairo
import Foundation

/// Converts between Tether's `Path` and Cairo's path and stroke settings.
enum CairoPath {
    /// The largest device coordinate handed to Cairo, well inside its 24.8 fixed-point range
    /// (±8,388,607) and far beyond any surface (32,767 pixels a side). Points further out are
    /// clamped to it, so hostile geometry neither wraps around nor asks for absurd surfaces.
    static let deviceLimit: Double = 4_194_304

    /// Sets `path` as Cairo's current path and returns its device-space bounding box (of
    /// its points and control points). The points are mapped to device space here and
    /// clamped to `deviceLimit`; a path with a non-finite point is left empty (box `.null`).
    @discardableResult
    static func add(_ path: Path, to cr: OpaquePointer) -> CGRect {
        cairo_new_path(cr)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var points: [(CGPoint, Int)] = []   // (device point, element kind) in emission order
        var current = CGPoint.zero, start = CGPoint.zero
        func device(_ p: CGPoint) -> CGPoint {
            let x = m.xx * p.x + m.xy * p.y + m.x0, y = m.yx * p.x + m.yy * p.y + m.y0
            return CGPoint(x: min(max(x, -deviceLimit), deviceLimit), y: min(max(y, -deviceLimit), deviceLimit))
        }
        for e in path.elements {
            switch e {
            case .move(let p): points.append((device(p), 0)); current = p; start = p
            case .line(let p): points.append((device(p), 1)); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                points += [(device(c1), 2), (device(c2), 2), (device(p), 2)]; current = p
            case .curve(let p, let c1, let c2): points += [(device(c1), 2), (device(c2), 2), (device(p), 2)]; current = p
            case .closeSubpath: points.append((.zero, 3)); current = start
            }
        }
        guard points.allSatisfy({ $0.0.x.isFinite && $0.0.y.isFinite }) else { return .null }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var i = 0
        while i < points.count {
            let (p, kind) = points[i]
            switch kind {
            case 0: cairo_move_to(cr, p.x, p.y)
            case 1: cairo_line_to(cr, p.x, p.y)
            case 2:
                cairo_curve_to(cr, p.x, p.y, points[i + 1].0.x, points[i + 1].0.y, points[i + 2].0.x, points[i + 2].0.y)
                i += 2
            default: cairo_close_path(cr)
            }
            i += 1
        }
        // The path stays in device space; the matrix goes back for stroke widths and dashes.
        cairo_restore(cr)
        let drawn = points.filter { $0.1 != 3 }.map(\.0)
        return drawn.isEmpty ? .null : boundingBox(drawn)
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

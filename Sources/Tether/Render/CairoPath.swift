import CCairo
import Foundation

/// Converts between Tether's `Path` and Cairo's path and stroke settings.
enum CairoPath {
    static func add(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
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

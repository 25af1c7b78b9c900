import CCairo
import Foundation

/// A projective layer in Cairo, which only draws affine transforms: the items are drawn
/// into a picture of their own at the device's resolution, then mapped piece by piece — the
/// picture's bounds cut into a grid of small triangles, each drawn with the affine map that
/// takes its three corners exactly where the projection takes them. The result is continuous
/// (neighbouring triangles share their mapped corners) and within a small fraction of a
/// pixel of the true projection for the grid used here.
extension RasterCanvas {
    /// Cells along each side of the grid.
    static let projectionGrid = 24
    /// The margin (in points) around the bounds the picture keeps, so the content's own
    /// antialiased edges come along.
    static let projectionMargin: CGFloat = 2

    func drawProjected(_ items: [DisplayItem], _ projection: ProjectionTransform, bounds: CGRect) {
        let area = bounds.insetBy(dx: -Self.projectionMargin, dy: -Self.projectionMargin)
        guard area.isFiniteRect, !area.isEmpty, projection.isFinite else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Device pixels per point in the picture: the current scale, enough for where the
        // projection enlarges (at most 4× more), within Cairo's surface limit.
        let deviceScale = max(abs(m.xx * m.yy - m.xy * m.yx).squareRoot(), 0.01)
        let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                       CGPoint(x: area.maxX, y: area.maxY), CGPoint(x: area.minX, y: area.maxY)]
        let projected = boundingBox(corners.map { $0.applying(projection) })
        let n = Self.projectionGrid
        func vertex(_ i: Int, _ j: Int) -> CGPoint {
            CGPoint(x: area.minX + area.width * CGFloat(i) / CGFloat(n), y: area.minY + area.height * CGFloat(j) / CGFloat(n))
        }
        func w(_ p: CGPoint) -> CGFloat { p.x * projection.m13 + p.y * projection.m23 + projection.m33 }
        // A projected picture that does not reach this surface (another tile of a tall
        // picture) is not drawn at all: the grid points drawn below, projected, bound it.
        let drawnPoints = (0...n).flatMap { j in (0...n).map { i in vertex(i, j) } }.filter { w($0) > ProjectionTransform.minimumW }
        let device = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let deviceBox = boundingBox(drawnPoints.map { $0.applying(projection).applying(device) })
        guard !drawnPoints.isEmpty, deviceBox.isFiniteRect, isOnSurface(deviceBox, margin: 2) else { return }
        let enlargement = min(4, max(1, max(projected.width / area.width, projected.height / area.height)))
        var scale = deviceScale * enlargement
        let limit = 4096.0
        scale = min(scale, limit / max(area.width, area.height))
        let width = RasterCanvas.pixels(area.width, scale), height = RasterCanvas.pixels(area.height, scale)
        guard width <= Int(limit), height <= Int(limit),
              let picture = try? RasterCanvas(pixelWidth: width, pixelHeight: height, scale: scale) else { return }
        defer { picture.destroy() }
        cairo_translate(picture.cr, -area.minX, -area.minY)
        picture.draw(items)
        cairo_surface_flush(picture.surface)
        guard let pattern = cairo_pattern_create_for_surface(picture.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        // A point of the picture's area → its pixel.
        let toPixels = CGAffineTransform(translationX: -area.minX, y: -area.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))

        cairo_push_group(cr)
        for j in 0..<n {
            for i in 0..<n {
                let a = vertex(i, j), b = vertex(i + 1, j), c = vertex(i + 1, j + 1), d = vertex(i, j + 1)
                // Parts at or behind the eye are not drawn.
                guard [a, b, c, d].allSatisfy({ w($0) > ProjectionTransform.minimumW }) else { continue }
                drawTriangle((a, b, c), projection, pattern, toPixels)
                drawTriangle((a, c, d), projection, pattern, toPixels)
            }
        }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    /// One triangle of the picture, clipped without antialiasing (neighbours share its edges
    /// exactly) and filled from the picture through the affine map of its corners.
    private func drawTriangle(_ source: (CGPoint, CGPoint, CGPoint), _ projection: ProjectionTransform,
                              _ pattern: OpaquePointer, _ toPixels: CGAffineTransform) {
        let target = (source.0.applying(projection), source.1.applying(projection), source.2.applying(projection))
        guard let map = affineMap(from: source, to: target) else { return }
        let det = map.a * map.d - map.b * map.c
        guard det != 0, det.isFinite else { return }
        // The pattern maps user space (the projected plane) to the picture's pixels.
        let userToPixels = map.inverted().concatenating(toPixels)
        cairo_save(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_move_to(cr, target.0.x, target.0.y)
        cairo_line_to(cr, target.1.x, target.1.y)
        cairo_line_to(cr, target.2.x, target.2.y)
        cairo_close_path(cr)
        cairo_clip(cr)
        var matrix = cairo_matrix_t(xx: userToPixels.a, yx: userToPixels.b, xy: userToPixels.c, yy: userToPixels.d,
                                    x0: userToPixels.tx, y0: userToPixels.ty)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// The affine transform taking three points to three others, or nil when the first three
/// are on one line.
func affineMap(from s: (CGPoint, CGPoint, CGPoint), to d: (CGPoint, CGPoint, CGPoint)) -> CGAffineTransform? {
    let u1 = s.1.x - s.0.x, v1 = s.1.y - s.0.y, u2 = s.2.x - s.0.x, v2 = s.2.y - s.0.y
    let p1 = d.1.x - d.0.x, q1 = d.1.y - d.0.y, p2 = d.2.x - d.0.x, q2 = d.2.y - d.0.y
    let det = u1 * v2 - u2 * v1
    guard det != 0, det.isFinite else { return nil }
    let a = (p1 * v2 - p2 * v1) / det, c = (u1 * p2 - u2 * p1) / det
    let b = (q1 * v2 - q2 * v1) / det, dd = (u1 * q2 - u2 * q1) / det
    let t = CGAffineTransform(a: a, b: b, c: c, d: dd, tx: d.0.x - (a * s.0.x + c * s.0.y), ty: d.0.y - (b * s.0.x + dd * s.0.y))
    return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? t : nil
}

extension ProjectionTransform {
    /// The affine transform closest to this one over `bounds`, for renderers that draw only
    /// affine transforms (SVG): the mean of the maps fitted at each corner of `bounds` and
    /// its two neighbours. Exact for an affine transform.
    func affineFit(over bounds: CGRect) -> CGAffineTransform {
        if isAffine { return affine }
        let c = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                 CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
        let p = c.map { $0.applying(self) }
        var maps: [CGAffineTransform] = []
        for k in 0..<4 {
            let prev = (k + 3) % 4, next = (k + 1) % 4
            if let m = affineMap(from: (c[k], c[next], c[prev]), to: (p[k], p[next], p[prev])) { maps.append(m) }
        }
        guard !maps.isEmpty else { return .identity }
        let count = CGFloat(maps.count)
        func mean(_ f: (CGAffineTransform) -> CGFloat) -> CGFloat { maps.map(f).reduce(0, +) / count }
        return CGAffineTransform(a: mean(\.a), b: mean(\.b), c: mean(\.c), d: mean(\.d), tx: mean(\.tx), ty: mean(\.ty))
    }
}

import CCairo
import Foundation

/// Materials in Cairo: the pixels already drawn behind a path are copied, blurred,
/// saturated and tinted, and written back inside the path.
extension RasterCanvas {
    func drawBackdrop(_ path: Path, _ style: FillStyle, _ look: MaterialLook) {
        let box = setPath(path).intersection(CairoPath.deviceBounds)
        cairo_new_path(cr)
        guard let target = cairo_get_group_target(cr), cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              let targetPixels = cairo_image_surface_get_data(target), !box.isNull else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let sigma = Double(look.sigma) * (abs(m.xx * m.yy - m.xy * m.yx)).squareRoot()
        // The region read: the path's device box widened by the blur's reach, within the target.
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let reach = 3 * sigma + 1
        let x0 = max(0, Int((box.minX - reach + ox).rounded(.down))), y0 = max(0, Int((box.minY - reach + oy).rounded(.down)))
        let x1 = min(targetWidth, Int((box.maxX + reach + ox).rounded(.up))), y1 = min(targetHeight, Int((box.maxY + reach + oy).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let width = x1 - x0, height = y1 - y0
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let pixels = cairo_image_surface_get_data(copy) else { return }
        defer { cairo_surface_destroy(copy) }
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(copy)), targetStride = Int(cairo_image_surface_get_stride(target))
        for y in 0..<height {
            (pixels + y * stride).update(from: targetPixels + (y0 + y) * targetStride + x0 * 4, count: width * 4)
        }
        BoxBlur.gaussian(argb: pixels, width: width, height: height, stride: stride, sigma: sigma, edges: .extended)
        Self.apply(.saturation(look.saturation), to: pixels, width: width, height: height, stride: stride)
        cairo_surface_mark_dirty(copy)
        cairo_save(cr)
        setPath(path)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        // Replace what is behind with its blurred copy, then lay the tint over it.
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, copy, Double(x0) - ox, Double(y0) - oy)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let t = look.tint
        cairo_set_source_rgba(cr, t.red, t.green, t.blue, t.alpha)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

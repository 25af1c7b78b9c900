import CCairo
import Foundation

/// Effect layers in Cairo: the items are drawn into a group (a surface the size of the
/// current clip's extents), its pixels changed, then composited.
extension RasterCanvas {
    func draw(_ items: [DisplayItem], with effect: GraphicsEffect) {
        switch effect {
        case .blur(let radius, let opaque, let bounds):
            drawBlurred(items, radius: radius, opaque: opaque, bounds: bounds)
        case .colorMatrix(let matrix):
            withLayer(items) { pixels, width, height, stride in
                Self.apply(matrix, to: pixels, width: width, height: height, stride: stride)
            }
        case .alphaThreshold(let low, let high, let color):
            withLayer(items) { pixels, width, height, stride in
                Self.threshold(pixels, width: width, height: height, stride: stride, from: low, to: high, color: color)
            }
        case .blend(let mode):
            drawBlended(items, mode: mode)
        case .mask(let maskItems):
            cairo_push_group(cr)
            draw(items)
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(maskItems)
            let mask = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(content); cairo_pattern_destroy(mask) }
            guard let content, let mask else { return }
            cairo_save(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_restore(cr)
        case .projection(let projection, let bounds):
            drawProjected(items, projection, bounds: bounds)
        case .porterDuff(let op, let area):
            drawComposited(items, op, inside: area)
        case .isolation:
            cairo_push_group(cr)
            draw(items)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .clip(let path, let style):
            cairo_save(cr)
            setPath(path)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            draw(items)
            cairo_restore(cr)
        }
    }

    /// Draws `items` into a group, lets `change` edit its premultiplied ARGB32 pixels, and
    /// paints the group.
    private func withLayer(_ items: [DisplayItem], change: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void) {
        cairo_push_group(cr)
        draw(items)
        guard let layer = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(layer) }
        var groupSurface: OpaquePointer?
        if cairo_pattern_get_surface(layer, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
           cairo_image_surface_get_format(groupSurface) == CAIRO_FORMAT_ARGB32,
           let pixels = cairo_image_surface_get_data(groupSurface) {
            cairo_surface_flush(groupSurface)
            let width = Int(cairo_image_surface_get_width(groupSurface)), height = Int(cairo_image_surface_get_height(groupSurface))
            if width > 0, height > 0 {
                change(pixels, width, height, Int(cairo_image_surface_get_stride(groupSurface)))
                cairo_surface_mark_dirty(groupSurface)
            }
        }
        cairo_save(cr)
        cairo_set_source(cr, layer)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A blur: the layer is limited to the bounds widened by three deviations (or to the
    /// bounds, for an opaque blur, whose edges are extended), its pixels blurred in device
    /// space by the deviation scaled with the current transform.
    private func drawBlurred(_ items: [DisplayItem], radius: CGFloat, opaque: Bool, bounds: CGRect) {
        let sigma = radius / 2
        let extent = opaque ? bounds : bounds.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
        guard extent.isFiniteRect, !extent.isEmpty else { draw(items); return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceSigma = Double(sigma) * (abs(m.xx * m.yy - m.xy * m.yx)).squareRoot()
        cairo_save(cr)
        setPath(Path(extent))
        cairo_clip(cr)
        withLayer(items) { pixels, width, height, stride in
            BoxBlur.gaussian(argb: pixels, width: width, height: height, stride: stride, sigma: deviceSigma,
                             edges: opaque ? .extended : .transparent)
        }
        cairo_restore(cr)
    }

    /// Maps every pixel's straight colour through `matrix` (premultiplied in and out).
    static func apply(_ matrix: ColorMatrix, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let skipsTransparent = matrix.keepsTransparentPixels
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + x * 4   // ARGB32, little-endian: B, G, R, A
                let a = Double(p[3]) / 255
                if a == 0 && skipsTransparent { continue }
                let r = a > 0 ? Double(p[2]) / 255 / a : 0, g = a > 0 ? Double(p[1]) / 255 / a : 0, b = a > 0 ? Double(p[0]) / 255 / a : 0
                let (nr, ng, nb, na) = matrix.apply(min(1, r), min(1, g), min(1, b), a)
                p[3] = UInt8((na * 255).rounded())
                p[2] = UInt8((nr * na * 255).rounded())
                p[1] = UInt8((ng * na * 255).rounded())
                p[0] = UInt8((nb * na * 255).rounded())
            }
        }
    }

    /// Makes each premultiplied ARGB32 pixel `color` where its alpha lies in `low...high`, and
    /// clear elsewhere (everywhere, when `low` is above `high`).
    static func threshold(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                          from low: Double, to high: Double, color: RGBA) {
        let a = min(1, max(0, color.alpha))
        let inside: [UInt8] = [color.blue, color.green, color.red].map { UInt8((min(1, max(0, $0)) * a * 255).rounded()) }
            + [UInt8((a * 255).rounded())]
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + x * 4   // ARGB32, little-endian: B, G, R, A
                let alpha = Double(p[3]) / 255
                let keep = alpha >= low && alpha <= high
                for component in 0..<4 { p[component] = keep ? inside[component] : 0 }
            }
        }
    }

    /// Composites `items` with a Porter-Duff operator inside `area` only (Cairo's unbounded
    /// operators would change everything under the clip).
    private func drawComposited(_ items: [DisplayItem], _ op: PorterDuffOperator, inside area: Path) {
        cairo_save(cr)
        setPath(area)
        cairo_clip(cr)
        cairo_push_group(cr)
        draw(items)
        cairo_pop_group_to_source(cr)
        let cairoOperator: cairo_operator_t
        switch op {
        case .clear: cairoOperator = CAIRO_OPERATOR_CLEAR
        case .copy: cairoOperator = CAIRO_OPERATOR_SOURCE
        case .sourceIn: cairoOperator = CAIRO_OPERATOR_IN
        case .sourceOut: cairoOperator = CAIRO_OPERATOR_OUT
        case .destinationIn: cairoOperator = CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: cairoOperator = CAIRO_OPERATOR_DEST_ATOP
        case .xor: cairoOperator = CAIRO_OPERATOR_XOR
        }
        cairo_set_operator(cr, cairoOperator)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Composites `items` with a blend mode: Cairo's operator for all but `plusDarker`, which
    /// Cairo lacks and is computed here per pixel.
    private func drawBlended(_ items: [DisplayItem], mode: BlendMode) {
        guard mode == .plusDarker else {
            cairo_push_group(cr)
            draw(items)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        cairo_push_group(cr)
        draw(items)
        guard let layer = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(layer) }
        var source: OpaquePointer?
        guard let target = cairo_get_group_target(cr),
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              cairo_pattern_get_surface(layer, &source) == CAIRO_STATUS_SUCCESS, let source,
              cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
              let sourcePixels = cairo_image_surface_get_data(source), let targetPixels = cairo_image_surface_get_data(target) else { return }
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let sourceStride = Int(cairo_image_surface_get_stride(source)), targetStride = Int(cairo_image_surface_get_stride(target))
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        var sox = 0.0, soy = 0.0, tox = 0.0, toy = 0.0
        cairo_surface_get_device_offset(source, &sox, &soy)
        cairo_surface_get_device_offset(target, &tox, &toy)
        // The composite of the layer over the backdrop, painted back with SOURCE so the clip
        // still bounds it: R = max(0, Ra − (Sa − S) − (Da − D)), Ra = min(1, Sa + Da) on
        // premultiplied components, which is Apple's R = max(0, 1 − ((1 − D) + (1 − S))) when opaque.
        guard let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let resultPixels = cairo_image_surface_get_data(result) else { return }
        defer { cairo_surface_destroy(result) }
        let resultStride = Int(cairo_image_surface_get_stride(result))
        for y in 0..<height {
            let ty = y - Int(soy) + Int(toy)
            for x in 0..<width {
                let tx = x - Int(sox) + Int(tox)
                let s = sourcePixels + y * sourceStride + x * 4, r = resultPixels + y * resultStride + x * 4
                let inside = tx >= 0 && ty >= 0 && tx < targetWidth && ty < targetHeight
                let d = inside ? targetPixels + ty * targetStride + tx * 4 : nil
                let sa = Int(s[3]), da = Int(d?[3] ?? 0)
                let ra = min(255, sa + da)
                for c in 0..<3 {
                    let sc = Int(s[c]), dc = Int(d?[c] ?? 0)
                    r[c] = UInt8(max(0, ra - (sa - sc) - (da - dc)))
                }
                r[3] = UInt8(ra)
            }
        }
        cairo_surface_mark_dirty(result)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, result, -sox, -soy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, -sox, -soy, Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return CAIRO_OPERATOR_OVER
        }
    }
}

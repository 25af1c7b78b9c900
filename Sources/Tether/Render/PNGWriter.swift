import CCairo
import Foundation

/// Rasterizes a display list with Cairo into PNG bytes: antialiased, transparent where
/// nothing draws, `scale` pixels per point.
enum PNGWriter {
    /// Larger pictures are refused before anything is allocated.
    static let maxPixels = 100_000_000

    /// The largest side of a Cairo image surface.
    static let maxSurfaceSide = 32_767

    static func render(_ list: DisplayList, scale: CGFloat) throws -> Data {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        let width = RasterCanvas.pixels(list.size.width, scale), height = RasterCanvas.pixels(list.size.height, scale)
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= maxPixels else {
            throw RenderError.imageTooLarge(width: width, height: height, limit: maxPixels)
        }
        if width > maxSurfaceSide || height > maxSurfaceSide {
            return try renderInTiles(list, scale: scale, width: width, height: height)
        }
        let surface = try RasterCanvas(pixelWidth: width, pixelHeight: height, scale: scale)
        defer { surface.destroy() }
        surface.draw(list.items)
        return try surface.pngData()
    }

    /// A picture longer than a Cairo surface (a 1×1,000,000 canvas) is drawn tile by tile,
    /// each tile the display list shifted under it, and written by `PNGEncoder`.
    private static func renderInTiles(_ list: DisplayList, scale: CGFloat, width: Int, height: Int) throws -> Data {
        // Tiles of about 16 megapixels: as wide as the picture up to 4,096 pixels, as tall as
        // that allows (a narrow picture takes few tiles, each drawing the whole list).
        let tileWidth = min(width, 4_096)
        let tileHeight = max(1, min(maxSurfaceSide, (1 << 24) / tileWidth))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for top in stride(from: 0, to: height, by: tileHeight) {
            for left in stride(from: 0, to: width, by: tileWidth) {
                let w = min(tileWidth, width - left), h = min(tileHeight, height - top)
                let tile = try RasterCanvas(pixelWidth: w, pixelHeight: h, scale: scale, origin: (left, top))
                defer { tile.destroy() }
                tile.draw(list.items)
                tile.copyStraightRGBA(into: &rgba, rowLength: width, at: (left, top))
            }
        }
        return PNGEncoder.encode(rgba: rgba, width: width, height: height)
    }
}

/// A Cairo image surface of a canvas at a scale, with a context to draw display items.
struct RasterCanvas {
    let surface: OpaquePointer
    let cr: OpaquePointer

    /// A surface of `pixelWidth`×`pixelHeight` showing the canvas from pixel `origin` on.
    init(pixelWidth width: Int, pixelHeight height: Int, scale: CGFloat, origin: (x: Int, y: Int) = (0, 0)) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairoFailure("could not create a \(width)×\(height) surface")
        }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.cairoFailure("could not create a drawing context")
        }
        self.surface = surface
        self.cr = cr
        cairo_translate(cr, -Double(origin.x), -Double(origin.y))
        cairo_scale(cr, scale, scale)
    }

    /// Copies the surface's pixels, un-premultiplied, into `rgba` (rows of `rowLength` pixels)
    /// with its top-left at `at`.
    func copyStraightRGBA(into rgba: inout [UInt8], rowLength: Int, at: (x: Int, y: Int)) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = data + y * stride
                var i = ((at.y + y) * rowLength + at.x) * 4
                for x in 0..<width {
                    let p = row + x * 4   // ARGB32, little-endian: B, G, R, A
                    let a = p[3]
                    if a == 255 {
                        out[i] = p[2]; out[i + 1] = p[1]; out[i + 2] = p[0]; out[i + 3] = 255
                    } else if a > 0 {
                        let alpha = Int(a)
                        out[i] = UInt8(min(255, (Int(p[2]) * 255 + alpha / 2) / alpha))
                        out[i + 1] = UInt8(min(255, (Int(p[1]) * 255 + alpha / 2) / alpha))
                        out[i + 2] = UInt8(min(255, (Int(p[0]) * 255 + alpha / 2) / alpha))
                        out[i + 3] = a
                    }
                    i += 4
                }
            }
        }
    }

    /// Pixels for a length in points; a zero, negative or NaN length still gives one pixel,
    /// and one too large for a number of pixels (1e308 points at scale 3 is infinite) gives
    /// the largest count, which the pixel limit refuses.
    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        let value = (points * scale).rounded(.up)
        guard !value.isNaN, value >= 1 else { return 1 }
        return Int(saturating: value)
    }

    func destroy() {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    /// A bitmap stretched over `rect`: the variant that best covers the device pixels it
    /// fills, sampled as its interpolation says. (Apart from `draw(_:)`, whose frame every
    /// level of a deep tree's recursion pays for.)
    @inline(never)
    private func drawImage(_ image: RasterImage, in rect: CGRect) {
        var devicePixels = (x: Double(rect.width), y: Double(0))
        cairo_user_to_device_distance(cr, &devicePixels.x, &devicePixels.y)
        let chosen = image.variant(coveringPixelWidth: CGFloat(hypot(devicePixels.x, devicePixels.y)))
        guard let decoded = try? PNGDecoder.surface(from: chosen.pngData) else { return }
        defer { cairo_surface_destroy(decoded) }
        let w = CGFloat(cairo_image_surface_get_width(decoded)), h = CGFloat(cairo_image_surface_get_height(decoded))
        guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return }
        let placement = CGAffineTransform(a: rect.width / w, b: 0, c: 0, d: rect.height / h, tx: rect.minX, ty: rect.minY)
        guard CairoPath.canTransform(cr, by: placement) else { return }
        // An image under half a device pixel is invisible, and Cairo cannot sample one
        // shrunk more than its fixed-point pattern matrices hold: both are skipped.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceWidth = (m.xx * m.xx + m.yx * m.yx).squareRoot() * rect.width
        let deviceHeight = (m.xy * m.xy + m.yy * m.yy).squareRoot() * rect.height
        guard deviceWidth >= 0.5, deviceHeight >= 0.5, w / deviceWidth < 16_384, h / deviceHeight < 16_384 else { return }
        // An image wholly off the surface is not drawn: Cairo cannot place a pattern that
        // far away (its matrices are fixed point) and fails the whole picture.
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { CGPoint(x: m.xx * $0.x + m.xy * $0.y + m.x0, y: m.yx * $0.x + m.yy * $0.y + m.y0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let deviceBox = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        guard deviceBox.isFiniteRect, isOnSurface(deviceBox, margin: 1) else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / w, rect.height / h)
        cairo_set_source_surface(cr, decoded, 0, 0)
        if let interpolation = image.interpolation { setSourceFilter(for: interpolation) }
        // The edge pixels extend to the rectangle's edges (a stretched image does not fade
        // out towards them, as on iOS); the rectangle bounds the image.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, w, h)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Samples the current source as `interpolation` says. (Apart from `draw(_:)`, whose
    /// frame every level of a deep tree's recursion pays for.)
    @inline(never)
    private func setSourceFilter(for interpolation: Image.Interpolation) {
        let filter: cairo_filter_t
        switch interpolation {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_FAST
        // Cairo's best filter samples an enlarged picture as boxes; its good one blends
        // (bilinear when enlarging), as iOS's high quality does.
        case .medium, .high: filter = CAIRO_FILTER_GOOD
        }
        cairo_pattern_set_filter(cairo_get_source(cr), filter)
    }

    /// A hairline: under a transform that keeps axes (no rotation or skew), one device pixel
    /// on the grid; otherwise its rectangle filled as it is.
    private func drawHairline(_ rect: CGRect, _ paint: Paint) {
        guard paint.isVisible, rect.isFiniteRect else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else {
            draw(.fill(Path(rect), paint, FillStyle()))
            return
        }
        let device = CGRect(x: m.xx * rect.minX + m.x0, y: m.yy * rect.minY + m.y0,
                            width: m.xx * rect.width, height: m.yy * rect.height).standardized
        guard device.isFiniteRect, isOnSurface(device, margin: 1) else { return }
        let pixels = device.hairlinePixels
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, pixels.minX, pixels.minY, pixels.width, pixels.height)
        withSource(paint) { cairo_fill(cr) }
        cairo_restore(cr)
    }

    private func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let style):
            guard paint.isVisible else { return }
            // Content wholly outside the surface is not drawn (Cairo's gradients cannot even
            // be set up that far away).
            guard isOnSurface(setPath(path), margin: 1) else { cairo_new_path(cr); return }
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            withSource(paint) { cairo_fill(cr) }
        case .stroke(let path, let paint, let style):
            guard paint.isVisible, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            let stretch = max(abs(m.xx) + abs(m.xy), abs(m.yx) + abs(m.yy))
            let reach = style.lineWidth * stretch * max(1, style.miterLimit.isFinite ? style.miterLimit : 1e300) + 1
            guard isOnSurface(setPath(path, reach: reach, stroked: true), margin: reach) else { cairo_new_path(cr); return }
            CairoPath.apply(style, along: path, to: cr)
            withSource(paint) { cairo_stroke(cr) }
        case .image(let image, let rect):
            drawImage(image, in: rect)
        case .shadow(let shadow, let items):
            drawShadow(shadow, under: items)
        case .effect(let effect, let items):
            draw(items, with: effect)
        case .backdrop(let path, let style, let look):
            drawBackdrop(path, style, look)
        case .hairline(let rect, let paint):
            drawHairline(rect, paint)
        case .group(let t, let opacity, let clip, let items):
            guard opacity > 0, CairoPath.canTransform(cr, by: t) else { return }
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
            if let clip {
                setPath(clip)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            }
            if opacity < 1 {
                cairo_push_group(cr)
                draw(items)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            } else {
                draw(items)
            }
            cairo_restore(cr)
        }
    }

    /// Cairo's gradients work in 16.16 fixed point: one whose points or radii lie further than
    /// `gradientLimit` device pixels away cannot be set up. It is drawn in the single colour
    /// it has at the surface's centre (hostile geometry only: visible gradients are nearer).
    private static let gradientLimit = 16_000.0

    private func solidStandIn(for paint: Paint) -> RGBA? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        func device(_ p: CGPoint) -> CGPoint { CGPoint(x: m.xx * p.x + m.xy * p.y + m.x0, y: m.yx * p.x + m.yy * p.y + m.y0) }
        func far(_ p: CGPoint) -> Bool { !(abs(p.x) <= Self.gradientLimit && abs(p.y) <= Self.gradientLimit) }
        let stretch = max(abs(m.xx) + abs(m.xy), abs(m.yx) + abs(m.yy))
        var cx = Double(cairo_image_surface_get_width(surface)) / 2, cy = Double(cairo_image_surface_get_height(surface)) / 2
        cairo_device_to_user(cr, &cx, &cy)
        let centre = CGPoint(x: cx, y: cy)
        let t: CGFloat
        let stops: [(RGBA, CGFloat)]
        switch paint {
        case .solid, .image: return nil
        case .extended(let inner, _): return solidStandIn(for: inner)
        case .mesh(let mesh):
            // A mesh lying further than Cairo can set up: its mean colour.
            let b = mesh.bounds
            let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.minY)]
            guard corners.contains(where: { far(device($0)) }) else { return nil }
            return mesh.meanColor
        case .angular(let sweep):
            // A sweep reaching further than a gradient can be set up: the colour towards the
            // surface's centre.
            guard far(device(sweep.center)) || !(sweep.reach * stretch <= Self.gradientLimit) else { return nil }
            return sweep.color(at: atan2(centre.y - sweep.center.y, centre.x - sweep.center.x))
        case .linear(let s, let start, let end):
            guard far(device(start)) || far(device(end)) else { return nil }
            let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
            let length2 = d.x * d.x + d.y * d.y
            t = length2 > 0 ? ((centre.x - start.x) * d.x + (centre.y - start.y) * d.y) / length2 : 0
            stops = s
        case .radial(let s, let center, let r0, let r1):
            guard far(device(center)) || !(r0 * stretch <= Self.gradientLimit) || !(r1 * stretch <= Self.gradientLimit) else { return nil }
            let distance = ((centre.x - center.x) * (centre.x - center.x) + (centre.y - center.y) * (centre.y - center.y)).squareRoot()
            t = r1 != r0 ? (distance - r0) / (r1 - r0) : 1
            stops = s
        case .elliptical(let s, let center, let radii, let f0, let f1):
            let reach = max(radii.width, radii.height) * max(f0, f1) * stretch
            guard far(device(center)) || !(reach <= Self.gradientLimit) || min(radii.width, radii.height) * stretch < 1e-3 else { return nil }
            let dx = (centre.x - center.x) / max(radii.width, 1e-300), dy = (centre.y - center.y) / max(radii.height, 1e-300)
            t = f1 != f0 ? ((dx * dx + dy * dy).squareRoot() - f0) / (f1 - f0) : 1
            stops = s
        }
        guard let first = stops.first else { return .clear }
        let position = t.isFinite ? min(max(t, 0), 1) : 0
        var color = first.0
        for (stop, location) in stops where location <= position { color = stop }
        return color
    }

    /// True when a device-space box, widened by `margin`, meets the surface.
    func isOnSurface(_ box: CGRect, margin: Double) -> Bool {
        !box.isNull && box.insetBy(dx: -min(margin, 1e12), dy: -min(margin, 1e12)).intersects(surfaceBox)
    }

    /// The surface in device pixels.
    var surfaceBox: CGRect {
        CGRect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(surface)),
               height: Double(cairo_image_surface_get_height(surface)))
    }

    /// Sets `path` as Cairo's current path, clipped to the surface widened by `reach` device
    /// pixels (what a stroke's pen reaches beyond its path), and returns its device bounding box.
    @discardableResult
    func setPath(_ path: Path, reach: Double = 1, stroked: Bool = false) -> CGRect {
        let margin = min(reach, CairoPath.deviceLimit) + 2
        return CairoPath.add(path, to: cr, within: surfaceBox.insetBy(dx: -margin, dy: -margin), stroked: stroked)
    }

    /// Draws `items` over their shadow. The items are drawn on a scratch surface covering the
    /// device pixels the shadow and the items can reach on this surface — for the shadow, what
    /// is visible moved back by the offset and widened by the blur's reach, so content lying
    /// off the surface (or on another tile) still casts its shadow onto it, as the shadow of a
    /// SwiftUI layer does. Its alpha is blurred (three box blurs, close to a Gaussian) and
    /// painted in the shadow colour at the offset, then the items are painted over it.
    private func drawShadow(_ shadow: DropShadow, under items: [DisplayItem]) {
        let extent = shadow.extent
        guard shadow.color.alpha > 0, extent.isFiniteRect, !extent.isEmpty else { draw(items); return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let sigma = Double(shadow.sigma) * scale
        var dx = Double(shadow.offset.width), dy = Double(shadow.offset.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        let surfaceBox = CGRect(x: 0, y: 0, width: Double(cairo_image_surface_get_width(surface)),
                                height: Double(cairo_image_surface_get_height(surface)))
        let deviceExtent = extent.applying(CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
        guard sigma.isFinite, dx.isFinite, dy.isFinite, deviceExtent.isFiniteRect else { draw(items); return }
        // Beyond 512 device pixels a source's share of the blur is too faint to matter.
        let reach = min((3 * sigma).rounded(.up) + 1, 512)
        let contentArea = surfaceBox.intersection(deviceExtent)
        let shadowSource = surfaceBox.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -reach, dy: -reach).intersection(deviceExtent)
        // A wide blur is worked out at a lower resolution (see `shadowReduction`).
        let reduction = Self.shadowReduction(sigma: sigma)
        // One scratch surface for both when they overlap enough (and it is at full
        // resolution); else the shadow's alone and the items drawn straight onto this surface.
        let both = contentArea.union(shadowSource).integral
        let shared = reduction == 1 && !contentArea.isNull && !shadowSource.isNull
            && both.width * both.height <= 2 * (contentArea.width * contentArea.height + shadowSource.width * shadowSource.height)
        let sourceRegion = (shared ? both : shadowSource).integral
        if !shadowSource.isNull, let scratch = scratchCanvas(covering: sourceRegion, matrix: m, items: items, reduction: reduction) {
            defer { scratch.destroy() }
            paintShadow(shadow.color, of: scratch, at: sourceRegion.origin, offset: (dx, dy), sigma: sigma / Double(reduction),
                        reduction: reduction)
            if shared {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, scratch.surface, sourceRegion.minX, sourceRegion.minY)
                cairo_paint(cr)
                cairo_restore(cr)
                return
            }
        }
        guard !contentArea.isNull else { return }
        cairo_save(cr)
        setPath(Path(extent))
        cairo_clip(cr)
        draw(items)
        cairo_restore(cr)
    }

    /// Device pixels per scratch pixel for a shadow blur of `sigma` device pixels: 1 up to 32;
    /// beyond, the shadow is drawn and blurred at a lower resolution where the blur's
    /// deviation is still 8 pixels or more — a Gaussian that wide cannot be told from the
    /// full-resolution one — so its cost no longer grows with the square of its reach (a
    /// hostile radius on a tall tiled picture blurred thousands of megapixels).
    static func shadowReduction(sigma: Double) -> Int {
        sigma >= 32 ? Int(min(sigma / 8, 64)) : 1
    }

    /// `items` drawn alone on a new surface showing the device pixels of `region`, under the
    /// transform `matrix`, `reduction` device pixels to a surface pixel; nil for an empty or
    /// impossible region.
    private func scratchCanvas(covering region: CGRect, matrix: cairo_matrix_t, items: [DisplayItem], reduction: Int = 1) -> RasterCanvas? {
        let f = Double(max(reduction, 1))
        let width = (region.width / f).rounded(.up), height = (region.height / f).rounded(.up)
        guard region.isFiniteRect, width >= 1, height >= 1,
              width * height <= Double(PNGWriter.maxPixels),
              width <= Double(PNGWriter.maxSurfaceSide), height <= Double(PNGWriter.maxSurfaceSide),
              let scratch = try? RasterCanvas(pixelWidth: Int(width), pixelHeight: Int(height), scale: 1) else { return nil }
        var shifted = matrix
        shifted.x0 -= region.minX
        shifted.y0 -= region.minY
        if f > 1 {
            shifted.xx /= f; shifted.yx /= f; shifted.xy /= f; shifted.yy /= f
            shifted.x0 /= f; shifted.y0 /= f
        }
        cairo_set_matrix(scratch.cr, &shifted)
        scratch.draw(items)
        cairo_surface_flush(scratch.surface)
        return scratch
    }

    /// Paints the blurred alpha of `scratch` (whose top-left is the device point `origin`) in
    /// `color`, moved by the device `offset`.
    private func paintShadow(_ color: RGBA, of scratch: RasterCanvas, at origin: CGPoint, offset: (Double, Double), sigma: Double,
                             reduction: Int = 1) {
        let source = scratch.surface
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(source) else { return }
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { alpha[y * width + x] = row[x * 4 + 3] }   // ARGB32, little-endian: A last
        }
        BoxBlur.gaussian(&alpha, width: width, height: height, sigma: sigma)
        let maskStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              let maskData = cairo_image_surface_get_data(mask) else { return }
        defer { cairo_surface_destroy(mask) }
        for y in 0..<height { for x in 0..<width { maskData[y * maskStride + x] = alpha[y * width + x] } }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        if reduction > 1, let pattern = cairo_pattern_create_for_surface(mask) {
            // The reduced mask stretched back over the device pixels it stands for.
            cairo_translate(cr, origin.x + offset.0, origin.y + offset.1)
            cairo_scale(cr, Double(reduction), Double(reduction))
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        } else {
            cairo_mask_surface(cr, mask, origin.x + offset.0, origin.y + offset.1)
        }
        cairo_restore(cr)
    }

    /// Sets `paint` as the source for `operation` (a gradient as a Cairo pattern, padded
    /// unless `extend` says otherwise).
    private func withSource(_ paint: Paint, extend: cairo_extend_t = CAIRO_EXTEND_PAD, _ operation: () -> Void) {
        if let solid = solidStandIn(for: paint) {
            cairo_set_source_rgba(cr, solid.red, solid.green, solid.blue, solid.alpha)
            operation()
            return
        }
        let pattern: OpaquePointer?
        let stops: [(RGBA, CGFloat)]
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            operation()
            return
        case .linear(let s, let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            stops = s
        case .radial(let s, let center, let startRadius, let endRadius):
            pattern = cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius)
            stops = s
        case .elliptical(let s, let center, let radii, let f0, let f1):
            // A circular gradient in a space where the ellipse is the unit circle.
            pattern = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)
            if let pattern {
                var m = cairo_matrix_t()
                cairo_matrix_init_scale(&m, 1 / radii.width, 1 / radii.height)
                cairo_matrix_translate(&m, -center.x, -center.y)
                cairo_pattern_set_matrix(pattern, &m)
            }
            stops = s
        case .image(let tile):
            withImageSource(tile, operation)
            return
        case .angular(let sweep):
            withAngularSource(sweep, operation)
            return
        case .mesh(let mesh):
            withMeshSource(mesh, operation)
            return
        case .extended(let inner, let mode):
            withSource(inner, extend: mode == .repeating ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_REFLECT, operation)
            return
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, extend)
        cairo_set_source(cr, pattern)
        operation()
    }

    /// The surface's pixels as PNG bytes (written by `PNGEncoder`).
    func pngData() throws -> Data {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        copyStraightRGBA(into: &rgba, rowLength: width, at: (0, 0))
        return PNGEncoder.encode(rgba: rgba, width: width, height: height)
    }
}


import CCairo
import Foundation

extension RasterCanvas {
    /// Sets a tiled image as the source for `operation`: the image's source part mapped onto
    /// one tile and repeated; the image variant chosen by the pixels a tile covers.
    func withImageSource(_ tile: ImageTile, _ operation: () -> Void) {
        var dx = Double(tile.tile.width), dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let covered = CGFloat(hypot(dx, dy)) / max(tile.source.width, 1e-9)
        guard let decoded = try? PNGDecoder.surface(from: tile.image.variant(coveringPixelWidth: covered).pngData) else { return }
        defer { cairo_surface_destroy(decoded) }
        let w = Double(cairo_image_surface_get_width(decoded)), h = Double(cairo_image_surface_get_height(decoded))
        let crop = CGRect(x: tile.source.minX * w, y: tile.source.minY * h, width: tile.source.width * w, height: tile.source.height * h)
            .intersection(CGRect(x: 0, y: 0, width: w, height: h))
        guard !crop.isNull, crop.width >= 1, crop.height >= 1, tile.tile.width > 0, tile.tile.height > 0,
              let part = cairo_surface_create_for_rectangle(decoded, crop.minX, crop.minY, crop.width, crop.height),
              let pattern = cairo_pattern_create_for_surface(part) else { return }
        defer { cairo_pattern_destroy(pattern); cairo_surface_destroy(part) }
        // Pattern space from user space: move the tile's origin to 0, then points to pixels.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, crop.width / tile.tile.width, crop.height / tile.tile.height)
        cairo_matrix_translate(&m, -tile.tile.minX, -tile.tile.minY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        guard tile.opacity < 1 else {
            cairo_set_source(cr, pattern)
            operation()
            return
        }
        cairo_push_group(cr)
        cairo_set_source(cr, pattern)
        operation()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, max(0, tile.opacity))
    }
}

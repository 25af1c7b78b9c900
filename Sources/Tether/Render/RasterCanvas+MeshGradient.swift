import CCairo
import Foundation

extension RasterCanvas {
    /// Sets a mesh gradient as the source for `operation`: a Cairo mesh whose first patch is
    /// the background over the bounds and whose later patches, painted over it, are the quads.
    func withMeshSource(_ mesh: MeshQuads, _ operation: () -> Void) {
        guard let pattern = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(pattern) }
        func patch(_ corners: [CGPoint], _ colors: [RGBA]) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, corners[0].x, corners[0].y)
            for corner in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.x, corner.y) }
            for (index, c) in colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        if mesh.background.alpha > 0 {
            let b = mesh.bounds
            patch([CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)],
                  Array(repeating: mesh.background, count: 4))
        }
        for quad in mesh.quads { patch(quad.corners, quad.colors) }
        cairo_set_source(cr, pattern)
        operation()
    }
}

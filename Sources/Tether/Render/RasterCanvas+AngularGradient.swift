import CCairo
import Foundation

extension RasterCanvas {
    /// Sets an angular gradient as the source for `operation`: a Cairo mesh of thin wedges
    /// around the centre, each blending its two edge colours.
    func withAngularSource(_ sweep: AngularSweep, _ operation: () -> Void) {
        guard let mesh = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(mesh) }
        for (a0, a1) in sweep.wedgeAngles {
            let c0 = sweep.color(at: a0), c1 = sweep.color(at: a1)
            let p0 = sweep.point(at: a0), p1 = sweep.point(at: a1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, sweep.center.x, sweep.center.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, sweep.center.x, sweep.center.y)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        operation()
    }
}

import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension CALayer {
    /// Mirrors `render(in:)`: draws the layer and what it shows — for a view's layer, the
    /// view with its subviews, as `UIView.drawHierarchy(in:afterScreenUpdates:)` draws them —
    /// into `ctx` in the layer's own space: its bounds at the origin, unscaled, without its
    /// position or transform. Tether draws layers through their views: a layer that backs no
    /// view is reported and draws nothing.
    ///
    /// ```swift
    /// let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
    ///     view.layer.render(in: context.cgContext)
    /// }
    /// ```
    public func render(in ctx: CGContext) {
        guard let owner else {
            ctx.report("CALayer.render(in:) of a layer that backs no view draws nothing in Tether")
            return
        }
        let size = owner.bounds.size
        _ = owner.drawHierarchy(into: ctx, in: CGRect(x: 0, y: 0, width: abs(size.width), height: abs(size.height)))
    }
}
#endif

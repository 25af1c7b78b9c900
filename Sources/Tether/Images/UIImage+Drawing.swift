import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension UIImage {
    /// Mirrors `draw(in:)`: the image scaled to fill `rect` of the current context, upright
    /// (UIKit flips it for its top-left origin, unlike `CGContext.draw(_:in:)`).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Mirrors `draw(at:)`: the image at its size in points, its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(at: point, blendMode: .normal, alpha: 1) }
    /// Mirrors `draw(at:blendMode:alpha:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Mirrors `draw(in:blendMode:alpha:)`: composited by `blendMode` at `alpha` times the
    /// context's alpha. A symbol image is reported and not drawn (Tether keeps no pixels for
    /// symbols; show it with `Image(uiImage:)`).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.context(for: "UIImage.draw(in:)") else { return }
        guard let raster = drawnRaster else {
            if case .symbol = source {
                context.report("UIImage.draw(in:) of a symbol image draws nothing in Tether; show it with Image(uiImage:)")
            }
            return
        }
        guard !alpha.isNaN else {
            context.report("UIImage.draw(in:blendMode:alpha:) got a NaN alpha; nothing is drawn")
            return
        }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(CGFloat(context.state.alpha) * min(1, max(0, alpha)))
        context.recordImage(raster, in: rect)
        context.restoreGState()
    }

    /// The pixels drawn for the image: its bitmap with the tint baked in, as `pngData()` has
    /// them; nil for a symbol or an empty image.
    var drawnRaster: RasterImage? {
        guard case .bitmap(let raster) = source, raster.pixelWidth > 0, raster.pixelHeight > 0 else { return nil }
        guard tint != nil else { return raster }
        guard let data = pngData() else { return nil }
        return try? RasterImage(encoded: data, scale: raster.scale)
    }
}
#endif

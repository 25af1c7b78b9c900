import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIGraphicsRendererContext`,
/// the drawing environment a renderer hands its drawing actions: the Core Graphics context
/// and UIKit's rectangle shortcuts.
open class UIGraphicsRendererContext: NSObject {
    /// Mirrors `cgContext`: the context drawn into (also `UIGraphicsGetCurrentContext()`
    /// while the actions run).
    public let cgContext: CGContext
    let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = format
    }

    /// Mirrors `format`: the renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Mirrors `fill(_:)`: fills the rectangle with the fill colour (`UIColor.setFill()`),
    /// replacing what is there, as `UIRectFill` does (the `.copy` blend mode).
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .copy) }
    /// Mirrors `fill(_:blendMode:)`: fills the rectangle with the fill colour, composited by
    /// `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Mirrors `stroke(_:)`: strokes the rectangle's outline with the stroke colour
    /// (`UIColor.setStroke()`) and the context's line width.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }
    /// Mirrors `stroke(_:blendMode:)`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    /// Mirrors `clip(to:)`: later drawing stays inside the rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIGraphicsImageRendererContext`, what `UIGraphicsImageRenderer.image(actions:)` hands its
/// actions.
///
/// ```swift
/// let image = renderer.image { context in
///     UIColor.red.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
///     let soFar = context.currentImage
/// }
/// ```
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// Mirrors `format`: the renderer's image format.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }
    let imageFormat: UIGraphicsImageRendererFormat
    /// Whether what is not drawn is black (an opaque format).
    let opaque: Bool

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        opaque = format.opaque
        super.init(cgContext: cgContext, format: format)
    }

    /// Mirrors `currentImage`: an image of what has been drawn so far.
    open var currentImage: UIImage { UIImage(raster: makeRaster()) }

    /// The pixels drawn so far.
    func makeRaster() -> RasterImage { cgContext.rasterImage(opaque: opaque) }
}
#endif

import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIGraphicsRenderer`, the
/// base of graphics renderers.
open class UIGraphicsRenderer: NSObject, @unchecked Sendable {
    /// The rectangle drawn into, in the user space of the drawing actions.
    let bounds: CGRect
    let rendererFormat: UIGraphicsRendererFormat

    init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.rendererFormat = format
        format.bounds = bounds
    }

    /// Mirrors `format`.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    /// Mirrors `allowsImageOutput`: whether the renderer makes images.
    open var allowsImageOutput: Bool { false }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIGraphicsImageRenderer`.
/// `image(actions:)` runs the drawing actions with a `CGContext` of the renderer's size and
/// format — current for UIKit's drawing (`UIColor.setFill()`, `UIBezierPath.fill()`,
/// `UIImage.draw(in:)`, `UIView.drawHierarchy(in:afterScreenUpdates:)`) while they run — and
/// returns the pixels as a `UIImage` of the renderer's size at the format's scale. Tether
/// rasterizes with Cairo, as it draws views.
///
/// A size with a NaN or infinite side is reported and taken as zero; a negative side as its
/// length; an empty size gives an empty image (no pixels, `pngData()` nil). An image of more than
/// 16,777,216 pixels (4,096²) or 32,767 pixels a side is reported and made at a lower scale,
/// its size in points kept;
/// a side longer than 1,000,000 points is reported and cut to that. A format scale that is not
/// positive and finite is reported and taken as the screen's.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80))
/// let thumbnail = renderer.image { _ in
///     photo.draw(in: CGRect(x: 0, y: 0, width: 120, height: 80))
/// }
/// ```
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    /// The most pixels an image has.
    static let maxPixels = 16_777_216
    /// The longest side of an image, in points.
    static let maxSide: CGFloat = 1_000_000

    /// Mirrors `init(size:)`: images of `size` in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }
    /// Mirrors `init(size:format:)`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// Mirrors `init(bounds:format:)`: images of the bounds' size, whose top-left corner is the
    /// bounds' origin in the actions' user space. The renderer keeps a copy of the format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.preferredRange = format.preferredRange
        super.init(bounds: bounds, format: copy)
    }
    /// Mirrors `init(bounds:)`: the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Mirrors `format`: the renderer's copy of its format.
    open override var format: UIGraphicsImageRendererFormat {
        // The initializer stores an image format.
        rendererFormat as! UIGraphicsImageRendererFormat
    }
    /// Mirrors `allowsImageOutput`: true.
    open override var allowsImageOutput: Bool { true }

    /// Mirrors `image(actions:)`: the image the actions draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(raster: draw(actions))
    }
    /// Mirrors `pngData(actions:)`: the image the actions draw, as PNG bytes (empty for an
    /// empty size).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        draw(actions).pngData
    }
    /// Mirrors `jpegData(withCompressionQuality:actions:)`: the image the actions draw, as JPEG
    /// bytes at `compressionQuality` (as `UIImage.jpegData(compressionQuality:)`; empty for an
    /// empty size).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        UIImage(raster: draw(actions)).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Runs the actions with a new context current and rasterizes what they drew.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> RasterImage {
        let (size, scale) = Self.canvas(bounds.size, scale: format.scale)
        let cgContext = CGContext(size: size, scale: scale, origin: CGPoint(x: bounds.minX.isFinite ? bounds.minX : 0,
                                                                            y: bounds.minY.isFinite ? bounds.minY : 0))
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        UIGraphicsContextStack.push(cgContext)
        actions(context)
        UIGraphicsContextStack.remove(cgContext)
        let raster = context.makeRaster()
        cgContext.isDrawable = false
        return raster
    }

    /// The image's size in points and its scale for a requested size and scale, reported and
    /// made sane as the type's documentation says.
    static func canvas(_ requested: CGSize, scale requestedScale: CGFloat) -> (CGSize, CGFloat) {
        func side(_ length: CGFloat, _ name: String) -> CGFloat {
            guard length.isFinite else {
                UpdatingHost.reportMisuse("UIGraphicsImageRenderer's \(name) is \(length); the image is empty")
                return 0
            }
            var side = abs(length)
            if length < 0 { UpdatingHost.reportMisuse("UIGraphicsImageRenderer's \(name) is negative (\(length)); \(side) is used") }
            if side > maxSide {
                UpdatingHost.reportMisuse("UIGraphicsImageRenderer's \(name) of \(length) points is more than Tether draws; \(maxSide) is used")
                side = maxSide
            }
            return side
        }
        let size = CGSize(width: side(requested.width, "width"), height: side(requested.height, "height"))
        var scale = requestedScale
        if !(scale.isFinite && scale > 0) {
            UpdatingHost.reportMisuse("UIGraphicsImageRendererFormat.scale is \(requestedScale); the screen's scale \(UIScreen.mainScale) is used")
            scale = UIScreen.mainScale
        }
        guard size.width > 0, size.height > 0 else {
            if requested.width == 0 || requested.height == 0 {
                UpdatingHost.reportMisuse("UIGraphicsImageRenderer has an empty size \(requested); the image is empty")
            }
            return (size, scale)
        }
        let maxPixelSide = CGFloat(PNGWriter.maxSurfaceSide)
        func fits(_ s: CGFloat) -> Bool {
            let w = (size.width * s).rounded(.up), h = (size.height * s).rounded(.up)
            return w <= maxPixelSide && h <= maxPixelSide && w * h <= Double(maxPixels)
        }
        if !fits(scale) {
            var reduced = min(scale, (Double(maxPixels) / (size.width * size.height)).squareRoot(),
                              maxPixelSide / max(size.width, size.height))
            while !fits(reduced) { reduced *= 0.99 }
            UpdatingHost.reportMisuse("UIGraphicsImageRenderer's image of \(size.width)×\(size.height) points at scale \(scale) is more than \(maxPixels) pixels or \(PNGWriter.maxSurfaceSide) pixels a side; it is made at scale \(reduced)")
            scale = reduced
        }
        return (size, scale)
    }
}
#endif

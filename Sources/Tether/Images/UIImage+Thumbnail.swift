import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension UIImage {
    /// Mirrors `preparingThumbnail(of:)`: a new image of `size` pixels (its scale 1, so its
    /// size in points is `size`), the whole image scaled to fill it, as UIKit makes
    /// thumbnails. Nil when the image has no bitmap (a symbol image, an empty image) or the
    /// size has no pixels; a NaN or infinite size is reported by the renderer and gives nil.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard drawnRaster != nil, size.width.isFinite, size.height.isFinite,
              size.width >= 1, size.height >= 1 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let thumbnail = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
        return UIImage(copying: thumbnail, renderingMode: renderingMode, tint: nil)
    }

    /// Mirrors `prepareThumbnail(of:completionHandler:)`. UIKit makes the thumbnail on a
    /// background thread; Tether makes it at once and calls `completionHandler` before
    /// returning, so the result is deterministic.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// Mirrors `byPreparingThumbnail(ofSize:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// Mirrors `preparingForDisplay()`: the image decoded for display. Tether keeps images
    /// decoded, so it is this image; nil for one without a bitmap, as UIKit returns nil for
    /// an image not backed by a `CGImage`.
    public func preparingForDisplay() -> UIImage? { drawnRaster == nil ? nil : self }

    /// Mirrors `prepareForDisplay(completionHandler:)`, called before returning (see
    /// `prepareThumbnail(of:completionHandler:)`).
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// Mirrors `byPreparingForDisplay()`.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
}
#endif

import Foundation

#if !canImport(Darwin)  // Tether's CGImage stands for Core Graphics'
extension ImageRenderer {
    /// Mirrors SwiftUI's `cgImage`: the content's pixels at `scale`, transparent where nothing
    /// draws; nil (with `lastError` set) when it cannot be rendered.
    public var cgImage: CGImage? { raster().map(CGImage.init(raster:)) }
    /// Mirrors SwiftUI's `uiImage`: the content as an image of its size in points at `scale`;
    /// nil (with `lastError` set) when it cannot be rendered.
    public var uiImage: UIImage? { raster().map(UIImage.init(raster:)) }

    /// The rendered pixels, their scale the renderer's.
    private func raster() -> RasterImage? {
        guard let data = pngData() else { return nil }
        let pixelsPerPoint = scale.isFinite && scale > 0 ? scale : 1
        return try? RasterImage(encoded: data, scale: pixelsPerPoint)
    }
}
#endif

import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself
/// A compatibility name, Tether's own (not Core Graphics, which Linux lacks): mirrors Core
/// Graphics' `CGImage`, a bitmap of 8-bit RGBA pixels — what `UIImage.cgImage` and SwiftUI's
/// `ImageRenderer.cgImage` give, `UIImage(cgImage:)` takes and `CGContext.draw(_:in:)` draws.
public final class CGImage: @unchecked Sendable {
    /// The pixels (their PNG bytes and size).
    let raster: RasterImage

    init(raster: RasterImage) {
        var raster = raster
        raster.scale = 1
        raster.alternates = []
        self.raster = raster
    }

    /// Mirrors `width`: in pixels.
    public var width: Int { raster.pixelWidth }
    /// Mirrors `height`: in pixels.
    public var height: Int { raster.pixelHeight }
    /// Mirrors `bitsPerComponent`: 8.
    public var bitsPerComponent: Int { 8 }
    /// Mirrors `bitsPerPixel`: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Mirrors `bytesPerRow`: four bytes a pixel, rows unpadded.
    public var bytesPerRow: Int { width * 4 }

    /// Mirrors `cropping(to:)`: the pixels inside `rect` (in pixels, the origin at the top left,
    /// snapped outwards to whole pixels and cut to the image), nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return nil }
        let r = rect.standardized
        let x0 = max(0, Int(max(-1, min(Double(width), r.minX.rounded(.down)))))
        let y0 = max(0, Int(max(-1, min(Double(height), r.minY.rounded(.down)))))
        let x1 = min(width, Int(max(0, min(Double(width), r.maxX.rounded(.up)))))
        let y1 = min(height, Int(max(0, min(Double(height), r.maxY.rounded(.up)))))
        guard x1 > x0, y1 > y0, let pixels = try? DecodedPixels(pngData: raster.pngData) else { return nil }
        var rgba = [UInt8]()
        rgba.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let start = (y * pixels.width + x0) * 4
            rgba.append(contentsOf: pixels.rgba[start..<start + (x1 - x0) * 4])
        }
        let data = PNGEncoder.encode(rgba: rgba, width: x1 - x0, height: y1 - y0)
        return (try? RasterImage(encoded: data)).map(CGImage.init(raster:))
    }
}

extension UIImage {
    /// Mirrors `cgImage`: the image's pixels (a tint baked in); nil for a symbol image or an
    /// empty one, which have none.
    public var cgImage: CGImage? { drawnRaster.map(CGImage.init(raster:)) }
    /// Mirrors `init(cgImage:)`: the pixels at scale 1 (a point a pixel).
    public convenience init(cgImage: CGImage) { self.init(raster: cgImage.raster) }
}

extension CGContext {
    /// Mirrors `draw(_:in:)`: the image scaled into `rect` — upside down in UIKit's flipped
    /// space, as Core Graphics draws it there (its first row at the rectangle's bottom);
    /// `UIImage.draw(in:)` draws upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard finite(rect, "draw(_:in:)") else { return }
        let r = rect.standardized
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: r.minY + r.maxY)
        recordImage(image.raster, in: r, placement: flip)
    }
}
#endif

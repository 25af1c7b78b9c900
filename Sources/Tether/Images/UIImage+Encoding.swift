import Foundation

extension UIImage {
    /// Mirrors `pngData()`: the image's pixels as PNG bytes — a tinted image's with the tint
    /// in place of their colours (its alpha kept), as `withTintColor` bakes it on iOS. Nil for
    /// a symbol image (Tether draws symbols from a font, it keeps no pixels for them) and for an
    /// empty image (one a renderer of an empty size made).
    public func pngData() -> Data? {
        guard case .bitmap(let raster) = source, raster.pixelWidth > 0, raster.pixelHeight > 0 else { return nil }
        guard let tint else { return raster.pngData }
        return try? tintedPixels(raster, tint).pngData()
    }

    /// Mirrors `jpegData(compressionQuality:)`: the image's pixels (tinted as for `pngData()`)
    /// as a JPEG, from 0 (smallest) to 1 (best quality; libjpeg's quality 100). JPEG has no
    /// alpha: transparent pixels come out black, as UIKit's do. A quality outside 0…1 is
    /// clamped, as UIKit does; NaN is reported and taken as 1. Nil for a symbol image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .bitmap(let raster) = source else { return nil }
        var quality = compressionQuality
        if quality.isNaN {
            UpdatingHost.report("jpegData(compressionQuality:) got NaN; encoding at quality 1", kind: .other)
            quality = 1
        }
        quality = min(1, max(0, quality))
        guard var pixels = try? DecodedPixels(pngData: raster.pngData) else { return nil }
        if let tint { pixels = tintedPixels(pixels, tint) }
        return try? JPEGEncoder.encode(pixels, quality: max(1, Int((quality * 100).rounded())))
    }

    /// The pixels with `tint`'s colour in place of theirs, and its alpha times theirs (the tint
    /// drawn, then the image's alpha kept by `destinationIn`, as UIKit tints a bitmap).
    private func tintedPixels(_ raster: RasterImage, _ tint: UIColor) throws -> DecodedPixels {
        tintedPixels(try DecodedPixels(pngData: raster.pngData), tint)
    }
    private func tintedPixels(_ pixels: DecodedPixels, _ tint: UIColor) -> DecodedPixels {
        let rgba = Color(uiColor: tint).rgba(for: ColorScheme.light)
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        let r = byte(rgba.red), g = byte(rgba.green), b = byte(rgba.blue), alpha = max(0, min(1, rgba.alpha))
        var bytes = pixels.rgba
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = r; bytes[i + 1] = g; bytes[i + 2] = b
            bytes[i + 3] = UInt8((Double(bytes[i + 3]) * alpha).rounded())
        }
        return DecodedPixels(width: pixels.width, height: pixels.height, rgba: bytes)
    }
}

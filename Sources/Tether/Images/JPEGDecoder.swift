import CCairo
import CJPEG
import Foundation

/// Reads JPEG files with libjpeg-turbo, for asset catalogs, `UIImage(data:)` and `AsyncImage`.
/// The pixels are kept as PNG bytes, the form Tether's display list carries images in.
enum JPEGDecoder {
    /// A JPEG's pixels, straight alpha (always opaque), row by row.
    static func decode(_ jpeg: Data) throws -> DecodedPixels {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, warnings = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = jpeg.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { return -1 }
            return tether_jpeg_decode(base, UInt(raw.count), UInt(PNGWriter.maxPixels), &pixels, &width, &height,
                                      &warnings, &message, message.count)
        }
        guard status == 0, let pixels else {
            let reason = status < 0 ? "no data" : String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError.invalidImage("JPEG: \(reason)")
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height)
        var rgba = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count {
            rgba[i * 4] = pixels[i * 3]; rgba[i * 4 + 1] = pixels[i * 3 + 1]; rgba[i * 4 + 2] = pixels[i * 3 + 2]
        }
        return DecodedPixels(width: Int(width), height: Int(height), rgba: rgba)
    }
}

extension DecodedPixels {
    /// The pixels encoded as PNG (through a Cairo image surface).
    func pngData() throws -> Data {
        let canvas = try RasterCanvas(pixelWidth: width, pixelHeight: height, scale: 1)
        defer { canvas.destroy() }
        cairo_surface_flush(canvas.surface)
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        guard let base = cairo_image_surface_get_data(canvas.surface) else { throw RenderError.cairoFailure("no pixel data") }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(rgba[i + 3])
                // Cairo keeps premultiplied native-endian ARGB.
                let r = UInt32(rgba[i]) * a / 255, g = UInt32(rgba[i + 1]) * a / 255, b = UInt32(rgba[i + 2]) * a / 255
                UnsafeMutableRawPointer(base + y * stride + x * 4).storeBytes(of: a << 24 | r << 16 | g << 8 | b, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(canvas.surface)
        return try canvas.pngData()
    }
}

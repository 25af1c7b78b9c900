import CJPEG
import Foundation

/// Writes JPEG files with libjpeg-turbo, for `UIImage.jpegData(compressionQuality:)`.
enum JPEGEncoder {
    /// `pixels` as a baseline JPEG of `quality` (1 to 100). JPEG has no alpha: each pixel is
    /// drawn over black first, as UIKit's encoder drops the alpha of premultiplied pixels.
    static func encode(_ pixels: DecodedPixels, quality: Int) throws -> Data {
        let count = pixels.width * pixels.height
        var rgb = [UInt8](repeating: 0, count: count * 3)
        for i in 0..<count {
            let a = Int(pixels.rgba[i * 4 + 3])
            for c in 0..<3 { rgb[i * 3 + c] = UInt8((Int(pixels.rgba[i * 4 + c]) * a + 127) / 255) }
        }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { buffer in
            tether_jpeg_encode(buffer.baseAddress, UInt32(pixels.width), UInt32(pixels.height), Int32(min(100, max(1, quality))),
                               &out, &size, &message, message.count)
        }
        guard status == 0, let out else {
            throw RenderError.invalidImage("JPEG: " + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(out) }
        return Data(bytes: out, count: Int(size))
    }
}

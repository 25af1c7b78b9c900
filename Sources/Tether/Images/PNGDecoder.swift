import CCairo
import Foundation

/// Reads PNG files with Cairo: for `Image` from a file, and for tests that check pixels.
enum PNGDecoder {
    private final class ByteSource {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// A Cairo image surface holding the decoded PNG (caller destroys it). The header is
    /// checked first: an image larger than a Cairo surface or the pixel limit is refused
    /// before anything is allocated for it.
    static func surface(from png: Data) throws -> OpaquePointer {
        try checkHeader(png)
        let source = ByteSource(png)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.copyBytes(to: buffer!, from: source.offset..<(source.offset + count))
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw RenderError.invalidPNG("Cairo returned no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// Throws unless `png` starts with the PNG signature and an IHDR chunk whose size Tether
    /// can decode.
    static func checkHeader(_ png: Data) throws {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.invalidPNG("the data does not start with the PNG signature")
        }
        guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { throw RenderError.invalidPNG("the first chunk is not IHDR") }
        func u32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = u32(16), height = u32(20)
        guard width > 0, height > 0, width <= PNGWriter.maxSurfaceSide, height <= PNGWriter.maxSurfaceSide,
              width * height <= PNGWriter.maxPixels else {
            throw RenderError.invalidPNG("the image is \(width)×\(height) pixels; Tether reads images up to \(PNGWriter.maxSurfaceSide) pixels a side and \(PNGWriter.maxPixels) pixels in all")
        }
    }

    /// The PNG's pixels as straight-alpha RGBA bytes, row by row.
    static func decode(_ png: Data) throws -> DecodedPixels {
        let surface = try surface(from: png)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let base = cairo_image_surface_get_data(surface) else { throw RenderError.invalidPNG("no pixel data") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = base + y * stride
            for x in 0..<width {
                // Cairo keeps premultiplied native-endian 32-bit ARGB (or RGB24 with no alpha).
                let pixel = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                let a = format == CAIRO_FORMAT_RGB24 ? 255 : Int((pixel >> 24) & 0xFF)
                var r = Int((pixel >> 16) & 0xFF), g = Int((pixel >> 8) & 0xFF), b = Int(pixel & 0xFF)
                if a > 0 && a < 255 { r = min(255, r * 255 / a); g = min(255, g * 255 / a); b = min(255, b * 255 / a) }
                let i = (y * width + x) * 4
                rgba[i] = UInt8(r); rgba[i + 1] = UInt8(g); rgba[i + 2] = UInt8(b); rgba[i + 3] = UInt8(a)
            }
        }
        return DecodedPixels(width: width, height: height, rgba: rgba)
    }
}

/// Tether's own: a PNG's pixels, straight alpha, row by row — for pixel checks in tests
/// and snapshot comparisons.
public struct DecodedPixels: Sendable {
    public let width: Int
    public let height: Int
    /// RGBA bytes, 4 per pixel, rows top to bottom.
    public let rgba: [UInt8]

    /// Decodes PNG bytes (throws `RenderError.invalidPNG` for anything else).
    public init(pngData: Data) throws { self = try PNGDecoder.decode(pngData) }

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// The pixel at (x, y) as (r, g, b, a) in 0...255; transparent outside the image.
    public func pixel(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
    }
}

extension RasterImage {
    /// Reads the size of a PNG image and keeps its bytes (drawn as-is, embedded in SVG).
    init(pngData: Data) throws {
        let surface = try PNGDecoder.surface(from: pngData)
        defer { cairo_surface_destroy(surface) }
        self.init(pixelWidth: Int(cairo_image_surface_get_width(surface)),
                  pixelHeight: Int(cairo_image_surface_get_height(surface)), pngData: pngData)
    }
}

import Foundation

extension RasterImage {
    /// An image from the bytes of a PNG or JPEG file (told apart by their signatures), at
    /// `scale` pixels per point; throws `RenderError.invalidImage` for anything else.
    init(encoded data: Data, scale: CGFloat = 1) throws {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do { try self.init(pngData: data) } catch { throw RenderError.invalidImage("PNG: \(error)") }
        } else if data.starts(with: [0xFF, 0xD8]) {
            let pixels = try JPEGDecoder.decode(data)
            self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, pngData: try pixels.pngData())
        } else {
            throw RenderError.invalidImage("neither PNG nor JPEG data")
        }
        self.scale = scale
    }

    /// The image's size in points: its pixels divided by its scale.
    var pointSize: CGSize {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return CGSize(width: CGFloat(pixelWidth) / s, height: CGFloat(pixelHeight) / s)
    }

    /// Of this image and its alternates, the one to draw over `pixels` device pixels of width:
    /// the smallest that is at least that wide, else the largest (as iOS picks 1x/2x/3x).
    func variant(coveringPixelWidth pixels: CGFloat) -> RasterImage {
        guard !alternates.isEmpty else { return self }
        let all = ([self] + alternates).sorted { $0.pixelWidth < $1.pixelWidth }
        return all.first { CGFloat($0.pixelWidth) >= pixels - 0.5 } ?? all[all.count - 1]
    }

    /// The widest of this image and its alternates.
    var largestVariant: RasterImage {
        ([self] + alternates).max { $0.pixelWidth < $1.pixelWidth } ?? self
    }
}

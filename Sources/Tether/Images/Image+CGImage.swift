import Foundation

extension Image {
    /// Mirrors SwiftUI's `Image.Orientation`: how an image's pixel data is turned for display.
    @frozen public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// Mirrors `up`: the pixel data as it is.
        case up
        /// Mirrors `upMirrored`: flipped horizontally.
        case upMirrored
        /// Mirrors `down`: turned 180°.
        case down
        /// Mirrors `downMirrored`: flipped vertically.
        case downMirrored
        /// Mirrors `left`: turned 90° counterclockwise.
        case left
        /// Mirrors `leftMirrored`: flipped horizontally and turned 90° counterclockwise
        /// (rows become columns: EXIF's transpose).
        case leftMirrored
        /// Mirrors `right`: turned 90° clockwise.
        case right
        /// Mirrors `rightMirrored`: flipped horizontally and turned 90° clockwise (EXIF's
        /// transverse).
        case rightMirrored

        /// Whether the displayed image's width is the data's height.
        var swapsSides: Bool { [.left, .leftMirrored, .right, .rightMirrored].contains(self) }

        /// The pixel of the data (`width` × `height`) shown at `(x, y)` of the displayed image.
        func sourcePixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: return (x, y)
            case .upMirrored: return (width - 1 - x, y)
            case .down: return (width - 1 - x, height - 1 - y)
            case .downMirrored: return (x, height - 1 - y)
            case .left: return (width - 1 - y, x)
            case .leftMirrored: return (y, x)
            case .right: return (y, height - 1 - x)
            case .rightMirrored: return (width - 1 - y, height - 1 - x)
            }
        }
    }

    /// Mirrors SwiftUI's `Image(_:scale:orientation:label:)`: a Core Graphics image's pixels,
    /// `scale` pixels a point, turned by `orientation`; the label is for accessibility. A scale
    /// that is not a positive finite number is reported and taken as 1.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(uiImage: UIImage(raster: cgImage.orientedRaster(orientation, scale: scale)))
    }

    /// Mirrors SwiftUI's `Image(decorative:scale:orientation:)`: the same, with no
    /// accessibility label.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(uiImage: UIImage(raster: cgImage.orientedRaster(orientation, scale: scale)))
    }
}

extension CGImage {
    /// These pixels turned by `orientation`, drawn `scale` pixels a point.
    fileprivate func orientedRaster(_ orientation: Image.Orientation, scale: CGFloat) -> RasterImage {
        var raster = self.raster
        if orientation != .up, let pixels = try? DecodedPixels(pngData: raster.pngData) {
            let w = pixels.width, h = pixels.height
            let (outWidth, outHeight) = orientation.swapsSides ? (h, w) : (w, h)
            var rgba = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    let source = orientation.sourcePixel(x: x, y: y, width: w, height: h)
                    let from = (source.y * w + source.x) * 4, to = (y * outWidth + x) * 4
                    rgba[to..<to + 4] = pixels.rgba[from..<from + 4]
                }
            }
            if let turned = try? RasterImage(encoded: PNGEncoder.encode(rgba: rgba, width: outWidth, height: outHeight)) {
                raster = turned
            }
        }
        if scale.isFinite && scale > 0 {
            raster.scale = scale
        } else {
            UpdatingHost.reportMisuse("Image(_:scale:orientation:label:) with the scale \(scale): taken as 1")
            raster.scale = 1
        }
        return raster
    }
}

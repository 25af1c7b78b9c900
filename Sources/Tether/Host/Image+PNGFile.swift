import Foundation

extension Image {
    /// An image from a PNG file on disk (Tether's own; SwiftUI loads images from asset
    /// catalogs). Throws `RenderError.invalidPNG` for bytes that are not a readable PNG.
    public init(pngFileAt url: URL) throws {
        self.init(source: .bitmap(try RasterImage(pngData: Data(contentsOf: url))))
    }
}

import Foundation

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// Mirrors UIKit's `UIImage` writable types: PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    /// Mirrors UIKit's `UIImage` readable types: PNG, JPEG and any image Tether can decode.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }
    /// Mirrors UIKit's `UIImage.loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`:
    /// a bitmap's PNG bytes. A symbol image has no bitmap: the handler gets an error.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if case .bitmap(let raster) = source {
            completionHandler(raster.pngData, nil)
        } else {
            completionHandler(nil, NSItemProvider.error(.itemUnavailableError, "a symbol image has no bitmap to give as \(typeIdentifier)"))
        }
        return nil
    }
    /// Mirrors UIKit's `UIImage.object(withItemProviderData:typeIdentifier:)`: PNG or JPEG bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }
}

import Foundation

/// Mirrors SwiftUI's `PhotosPickerItem`: an asset the user picked in a photos picker, loaded
/// on demand with `loadTransferable(type:)`. Tether's items are the still images its simulated
/// user picks (`ViewHost.pickPhotos`), held as PNG data.
public struct PhotosPickerItem: Hashable, Sendable {
    /// Mirrors `EncodingDisambiguationPolicy`: which encoding to load when an asset has
    /// several. Tether's items have one (PNG), so each policy loads it.
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        /// Mirrors `automatic`.
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// Mirrors `current`.
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// Mirrors `compatible`.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// Mirrors `itemIdentifier`: the asset's identifier in a photo library. Nil for picked
    /// items, as when the picker is made without a `photoLibrary` (Tether has none).
    public let itemIdentifier: String?
    /// The picked image's PNG bytes (nil for an item made from an identifier alone).
    let pngData: Data?
    /// Tells apart two picks of equal images, as each pick is its own asset.
    private let pick: UUID

    /// Mirrors `init(itemIdentifier:)`: an item for an asset of the photo library. Tether
    /// has no photo library, so loading it finds nothing.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        pngData = nil
        pick = UUID()
    }

    init(pngData: Data) {
        itemIdentifier = nil
        self.pngData = pngData
        pick = UUID()
    }

    /// Mirrors `supportedContentTypes`: the types the item loads as (PNG, for a picked image).
    public var supportedContentTypes: [UTType] { pngData == nil ? [] : [.png] }

    /// Mirrors `loadTransferable(type:)`: the item as `type` (`Data`, `Image`, or any
    /// `Transferable` that imports PNG or image data); throws when `type` imports none of
    /// them; nil for an item of the photo library (Tether has none).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let provider else { return nil }
        return try await provider.importTransferable(T.self)
    }

    /// Mirrors `loadTransferable(type:completionHandler:)`: the handler gets the item as
    /// `type`, nil or the error, on the main actor.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        guard let provider else {
            let progress = Progress(totalUnitCount: 1)
            Task { @MainActor in
                completionHandler(.success(nil))
                progress.completedUnitCount = 1
            }
            return progress
        }
        return provider.loadTransferable(type: T.self) { result in completionHandler(result.map { Optional($0) }) }
    }

    /// A provider of the image's PNG data.
    var provider: NSItemProvider? {
        guard let pngData else { return nil }
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) { completion in
            completion(pngData, nil)
            return nil
        }
        return provider
    }
}

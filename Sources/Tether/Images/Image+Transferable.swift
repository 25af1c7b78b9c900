import Foundation

extension Image: Transferable {
    /// Mirrors SwiftUI's conformance (iOS 16): an image moves as PNG data, drawn at its own
    /// size at scale 1 (as `ImageRenderer` draws it).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in
            let data = await MainActor.run { ImageRenderer(content: image).pngData() }
            guard let data else { throw NSItemProvider.error(.itemUnavailableError, "the image could not be drawn") }
            return data
        }
    }
}

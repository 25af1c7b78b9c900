import Foundation

extension Image: Transferable {
    /// Mirrors SwiftUI's conformance (iOS 16): an image moves as PNG data, drawn at its own
    /// size at scale 1 (as `ImageRenderer` draws it), and is made from the data of any image
    /// Tether decodes (PNG, JPEG), as `PhotosPickerItem.loadTransferable(type: Image.self)`
    /// and drops make it.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in
            let data = await MainActor.run { ImageRenderer(content: image).pngData() }
            guard let data else { throw NSItemProvider.error(.itemUnavailableError, "the image could not be drawn") }
            return data
        }
        DataRepresentation(importedContentType: .image) { data in
            try await MainActor.run {
                guard let image = UIImage(data: data) else {
                    throw NSItemProvider.error(.itemUnavailableError, "the data is no image Tether can decode")
                }
                return Image(uiImage: image)
            }
        }
    }
}

import Foundation
import Testing
@testable import Tether

/// `PHPickerViewController`: the system photos picker an app wraps or presents; Tether's
/// simulated user picks in it (`ViewHost.pickPhotos`) or cancels, and the delegate gets
/// results whose providers load the images.
@MainActor
@Suite struct PHPickerViewControllerTests {
    final class Model: @unchecked Sendable {
        var images: [UIImage] = []
        var finishes = 0
    }

    struct ImagePicker: UIViewControllerRepresentable {
        let model: Model
        let limit: Int
        final class Coordinator: PHPickerViewControllerDelegate {
            let model: Model
            init(model: Model) { self.model = model }
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                model.finishes += 1
                for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                    let model = self.model
                    result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                        nonisolated(unsafe) let image = image
                        MainActor.assumeIsolated { if let image = image as? UIImage { model.images.append(image) } }
                    }
                }
            }
        }
        func makeCoordinator() -> Coordinator { Coordinator(model: model) }
        func makeUIViewController(context: Context) -> PHPickerViewController {
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            configuration.selectionLimit = limit
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = context.coordinator
            return picker
        }
        func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
    }

    let red = UIImage(data: solidPNG(width: 3, height: 2, rgba: [255, 0, 0, 255]), scale: 1)!
    let blue = UIImage(data: solidPNG(width: 1, height: 1, rgba: [0, 0, 255, 255]), scale: 1)!

    @Test func picksReachTheDelegateAsLoadableImages() throws {
        let model = Model()
        let h = host(ImagePicker(model: model, limit: 2), width: 390, height: 844)
        #expect(h.isShowingPhotosPicker)
        #expect(h.find(text: "Photos") != nil)
        // More than the limit cannot be picked.
        #expect(throws: InteractionError.self) { try h.pickPhotos([red, blue, red]) }
        try h.pickPhotos([red, blue])
        #expect(model.finishes == 1)
        #expect(model.images.map(\.size) == [CGSize(width: 3, height: 2), CGSize(width: 1, height: 1)])
        // Picked, the picker is no longer the host's until shown again.
        #expect(!h.isShowingPhotosPicker)
    }

    @Test func cancellingTellsTheDelegateWithNoResults() throws {
        let model = Model()
        let h = host(ImagePicker(model: model, limit: 1), width: 390, height: 844)
        try h.tap("Cancel")
        #expect(model.finishes == 1 && model.images.isEmpty)
        // The host's own cancel does the same while the picker is its photos picker.
        let other = host(ImagePicker(model: model, limit: 0), width: 390, height: 844)
        try other.cancelPhotosPicker()
        #expect(model.finishes == 2 && model.images.isEmpty)
    }
}

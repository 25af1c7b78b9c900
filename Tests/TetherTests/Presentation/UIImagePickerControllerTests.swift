import Foundation
import Testing
@testable import Tether

/// The image picker as SwiftUI apps wrap it: an `ImagePicker: UIViewControllerRepresentable`
/// in a sheet, whose coordinator is the picker's delegate. Tether's `ViewHost.pickImage` stands
/// for the user choosing a photo, `cancelImagePicker` for Cancel.
@MainActor
@Suite struct UIImagePickerControllerTests {
    let canvas = CGSize(width: 390, height: 844)

    /// The usual wrapper, as real apps write it.
    struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        var allowsEditing = false
        var log: Recorder<[UIImagePickerController.InfoKey: Any]>? = nil
        @Environment(\.presentationMode) var presentationMode

        func makeUIViewController(context: Context) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.delegate = context.coordinator
            picker.sourceType = .photoLibrary
            picker.allowsEditing = allowsEditing
            return picker
        }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(self) }

        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            let parent: ImagePicker
            init(_ parent: ImagePicker) { self.parent = parent }
            func imagePickerController(_ picker: UIImagePickerController,
                                       didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                parent.log?.record(info)
                if let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage {
                    parent.image = image
                }
                parent.presentationMode.wrappedValue.dismiss()
            }
            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                parent.presentationMode.wrappedValue.dismiss()
            }
        }
    }

    struct Screen: View {
        @State var showing = false
        @State var image: UIImage?
        var allowsEditing = false
        var log: Recorder<[UIImagePickerController.InfoKey: Any]>? = nil
        var body: some View {
            VStack {
                Text(image.map { "\(Int($0.size.width))×\(Int($0.size.height))" } ?? "none").accessibilityIdentifier("size")
                Button("Choose") { showing = true }.accessibilityIdentifier("choose")
            }
            .sheet(isPresented: $showing) {
                ImagePicker(image: $image, allowsEditing: allowsEditing, log: log)
            }
        }
    }

    func photo() throws -> UIImage {
        try #require(UIImage(data: PNGEncoder.encode(rgba: Array(repeating: 200, count: 6 * 4 * 4), width: 6, height: 4)))
    }

    @Test func pickingAnImageReachesTheCoordinatorAndTheSheetCloses() throws {
        let log = Recorder<[UIImagePickerController.InfoKey: Any]>()
        let h = ViewHost(Screen(log: log), size: canvas)
        h.update()
        #expect(throws: InteractionError.self) { try h.pickImage(try photo()) }
        try h.tap("choose")
        // The picker's screen: its Cancel button and its title are drawn.
        #expect(h.frame(of: "Cancel") != nil)
        #expect(h.find(role: .staticText, label: "Photos") != nil)
        try h.pickImage(try photo())
        #expect(h.find(role: .staticText, label: "6×4") != nil)
        #expect(h.frame(of: "Cancel") == nil)
        let info = try #require(log.value)
        #expect(info[.mediaType] as? String == "public.image")
        #expect(info[.originalImage] is UIImage)
        #expect(info[.editedImage] == nil)
        let url = try #require(info[.imageURL] as? URL)
        #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: 6, height: 4))
        try? FileManager.default.removeItem(at: url)
        // The picker has gone: nothing to pick from.
        #expect(throws: InteractionError.self) { try h.pickImage(try photo()) }
    }

    @Test func editingGivesAnEditedImage() throws {
        let log = Recorder<[UIImagePickerController.InfoKey: Any]>()
        let h = ViewHost(Screen(allowsEditing: true, log: log), size: canvas)
        h.update()
        try h.tap("choose")
        try h.pickImage(try photo())
        #expect(log.value?[.editedImage] is UIImage)
    }

    @Test func cancellingTellsTheDelegate() throws {
        let h = ViewHost(Screen(), size: canvas)
        h.update()
        try h.tap("choose")
        try h.cancelImagePicker()
        #expect(h.frame(of: "Cancel") == nil)
        #expect(h.find(role: .staticText, label: "none") != nil)
        // Tapping the drawn Cancel button does the same.
        try h.tap("choose")
        try h.tap("Cancel")
        #expect(h.frame(of: "Cancel") == nil)
    }

    @Test func aPresentedPickerIsShownAsASheet() throws {
        final class Delegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            var picked: UIImage?
            func imagePickerController(_ picker: UIImagePickerController,
                                       didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                picked = info[.originalImage] as? UIImage
                picker.dismiss(animated: true)
            }
        }
        let delegate = Delegate()
        let h = ViewHost(Button("Choose") {
            let picker = UIImagePickerController()
            picker.delegate = delegate
            UIApplication.shared.windows.first?.rootViewController?.present(picker, animated: true)
        }.accessibilityIdentifier("choose"), size: canvas)
        h.update()
        try h.tap("choose")
        try h.pickImage(try photo())
        #expect(delegate.picked?.size == CGSize(width: 6, height: 4))
        #expect(UIApplication.shared.windows.first?.rootViewController?.presentedViewController == nil)
        // A delegate that implements neither method is fine: cancelling does nothing.
        final class Silent: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
        let silent = Silent()
        let picker = UIImagePickerController()
        picker.delegate = silent
        h.windowRootController.present(picker, animated: false)
        h.update()
        try h.cancelImagePicker()
        #expect(h.windowRootController.presentedViewController === picker)
    }

    @Test func sourcesAndMediaTypes() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        let picker = UIImagePickerController()
        #expect(picker.mediaTypes == ["public.image"])
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary)
        picker.sourceType = .savedPhotosAlbum
        #expect(picker.sourceType == .savedPhotosAlbum)
    }
}

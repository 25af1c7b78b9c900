import Foundation

extension ViewHost {
    /// Tether's own: the user picks `image` in the `UIImagePickerController` shown last in this
    /// host (in a representable or presented): its delegate's
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` gets it — `.originalImage`,
    /// `.mediaType` `public.image`, `.imageURL` (a PNG of it in the temporary folder), and
    /// `.editedImage` when the picker `allowsEditing` — then the host updates. Throws
    /// `InteractionError.notPresented` when no picker is shown.
    public func pickImage(_ image: UIImage) throws {
        try shownImagePicker().finishPicking(image)
        update()
    }

    /// Tether's own: the user taps Cancel in the image picker shown last in this host: its
    /// delegate's `imagePickerControllerDidCancel(_:)` runs, then the host updates. Throws
    /// `InteractionError.notPresented` when no picker is shown.
    public func cancelImagePicker() throws {
        try shownImagePicker().cancel()
        update()
    }

    private func shownImagePicker() throws -> UIImagePickerController {
        let shown = ImagePickers.shown.compactMap(\.picker)
        let here = shown.last { $0.viewIfLoaded?.hierarchyHost?.hostGraph === graph }
        guard let picker = here else { throw InteractionError.notPresented("image picker") }
        return picker
    }
}

import Foundation

extension ViewHost {
    /// Tether's own: the user picks `images` in the photos picker shown last in this host (a
    /// tapped `PhotosPicker`, or `photosPicker(isPresented:…)` while presented) and taps Add:
    /// the selection becomes one `PhotosPickerItem` per image, in order (a single selection
    /// the first), the picker closes and the host updates. Throws `InteractionError`
    /// `.notPresented` when no picker is shown, `.invalidGesture` when the images are more
    /// than `maxSelectionCount` allows (the picker lets no more be chosen), none, or the
    /// picker's filter shows no still images.
    public func pickPhotos(_ images: [UIImage]) throws {
        guard let request = graph.shownPhotosPicker else { throw InteractionError.notPresented("photos picker") }
        guard !images.isEmpty else { throw InteractionError.invalidGesture("pickPhotos with no images: use cancelPhotosPicker() to close the picker") }
        if let filter = request.filter, !filter.matchesStillImage {
            throw InteractionError.invalidGesture("the photos picker's filter shows no still images")
        }
        if let limit = request.maxSelectionCount, images.count > limit {
            throw InteractionError.invalidGesture("the photos picker lets \(limit) item\(limit == 1 ? "" : "s") be picked, not \(images.count)")
        }
        var items: [PhotosPickerItem] = []
        for image in images {
            guard case .bitmap(let raster) = image.source else {
                throw InteractionError.invalidGesture("a symbol image is no photo to pick")
            }
            items.append(PhotosPickerItem(pngData: raster.pngData))
        }
        graph.shownPhotosPicker = nil
        request.select(items)
        request.dismiss?()
        update()
    }

    /// Tether's own: the user closes the photos picker shown in this host with Cancel: the
    /// selection stays as it was. Throws `InteractionError.notPresented` when none is shown.
    public func cancelPhotosPicker() throws {
        guard let request = graph.shownPhotosPicker else { throw InteractionError.notPresented("photos picker") }
        graph.shownPhotosPicker = nil
        request.dismiss?()
        request.cancel?()
        update()
    }

    /// Tether's own: whether a photos picker is shown in this host.
    public var isShowingPhotosPicker: Bool { graph.shownPhotosPicker != nil }
}

import Foundation

/// Mirrors SwiftUI's `PhotosPicker` (PhotosUI, iOS 16): a button (its label, or the title in
/// the tint) that shows the system photos picker; what the user picks is written to the
/// selection binding as `PhotosPickerItem`s. The system picker runs outside the app on iOS and
/// is not drawn by Tether; its own `ViewHost.pickPhotos(_:)` is the user picking in it, and
/// `ViewHost.cancelPhotosPicker()` the user closing it.
nonisolated public struct PhotosPicker<Label: View>: View {
    let request: PhotosPickerRequest
    let label: Label

    /// Mirrors `init(selection:matching:preferredItemEncoding:label:)`: one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        request = PhotosPickerRequest(single: selection, filter: filter)
        self.label = label()
    }

    /// Mirrors `init(selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:label:)`:
    /// several items, at most `maxSelectionCount` (nil: no limit).
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        request = PhotosPickerRequest(multiple: selection, maxSelectionCount: maxSelectionCount, filter: filter)
        self.label = label()
    }

    @MainActor public var body: some View {
        // The body runs during an update: remember the host that shows the picker's button.
        weak let graph = UpdatingHost.updatingGraph
        let request = self.request
        return Button { graph?.shownPhotosPicker = request } label: { label }
    }
}

extension PhotosPicker where Label == Text {
    /// Mirrors `init(_:selection:matching:preferredItemEncoding:)` with a title key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:matching:preferredItemEncoding:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
    /// Mirrors `init(_:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:)` with a title key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:)` with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Mirrors `photosPicker(isPresented:selection:matching:preferredItemEncoding:)`: the
    /// photos picker shown while `isPresented` is true; picking or cancelling sets it false.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresenter(isPresented: isPresented, request: PhotosPickerRequest(single: selection, filter: filter)))
    }

    /// Mirrors `photosPicker(isPresented:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:)`.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                         selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresenter(isPresented: isPresented,
                                       request: PhotosPickerRequest(multiple: selection, maxSelectionCount: maxSelectionCount, filter: filter)))
    }
}

/// Shows the photos picker of `photosPicker(isPresented:…)` while the binding is true.
nonisolated struct PhotosPickerPresenter: ViewModifier {
    let isPresented: Binding<Bool>
    let request: PhotosPickerRequest
    /// Tells this modifier's picker from others shown in the host.
    @State private var owner = UUID()

    @MainActor func body(content: Content) -> some View {
        weak let graph = UpdatingHost.updatingGraph
        if let graph {
            if isPresented.wrappedValue {
                var shown = request
                shown.owner = owner
                shown.dismiss = { isPresented.wrappedValue = false }
                graph.shownPhotosPicker = shown
            } else if graph.shownPhotosPicker?.owner == owner {
                // The app closed it by setting the binding false.
                graph.shownPhotosPicker = nil
            }
        }
        return content
    }
}

/// A photos picker shown in a host: where the picked items go and what they may be.
struct PhotosPickerRequest: @unchecked Sendable {
    /// Writes the picked items to the selection.
    let select: ([PhotosPickerItem]) -> Void
    /// The most items the user can pick (1 for a single selection; nil: no limit).
    let maxSelectionCount: Int?
    let filter: PHPickerFilter?
    /// Sets the presenting binding false (the modifier's picker).
    var dismiss: (() -> Void)?
    /// The presenting modifier (nil for a `PhotosPicker` button).
    var owner: UUID?
    /// Told when the user cancels (a `PHPickerViewController`'s delegate).
    var cancel: (() -> Void)?

    init(select: @escaping ([PhotosPickerItem]) -> Void, maxSelectionCount: Int?, filter: PHPickerFilter?) {
        self.select = select
        self.maxSelectionCount = maxSelectionCount
        self.filter = filter
    }

    init(single selection: Binding<PhotosPickerItem?>, filter: PHPickerFilter?) {
        select = { items in if let first = items.first { selection.wrappedValue = first } }
        maxSelectionCount = 1
        self.filter = filter
    }

    init(multiple selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int?, filter: PHPickerFilter?) {
        select = { selection.wrappedValue = $0 }
        // iOS takes 0 (and less) as no limit.
        self.maxSelectionCount = maxSelectionCount.flatMap { $0 > 0 ? $0 : nil }
        self.filter = filter
    }
}

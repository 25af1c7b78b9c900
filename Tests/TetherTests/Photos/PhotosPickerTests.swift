import Foundation
import Testing
import PhotosUI
@testable import Tether

/// `PhotosPicker` and `photosPicker(isPresented:…)`: a tap shows the picker, Tether's
/// `ViewHost.pickPhotos` is the user picking, the selection binding gets `PhotosPickerItem`s
/// that load as `Data` (the PNG of the picked image) or `Image`; limits, filters and
/// cancelling behave as the system picker lets them.
@MainActor @Suite struct PhotosPickerTests {
    /// A 3 × 2 bitmap of `color` (UIKit's pure red by default) at one pixel per point.
    func photo(_ color: UIColor = .red, width: CGFloat = 3) -> UIImage {
        oneXRenderer(width, 2).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: 2))
        }
    }

    struct SinglePicker: View {
        @State var item: PhotosPickerItem?
        let recorder: Recorder<PhotosPickerItem>
        var body: some View {
            VStack {
                PhotosPicker("Choose photo", selection: $item, matching: .images).testID("picker")
                Text(item == nil ? "none" : "picked")
            }
            .onChange(of: item) { _, new in if let new { recorder.record(new) } }
        }
    }

    @Test func aTapShowsThePickerAndPickingSetsTheSelection() async throws {
        let recorder = Recorder<PhotosPickerItem>()
        let h = host(SinglePicker(recorder: recorder), width: 300, height: 200)
        #expect(!h.isShowingPhotosPicker)
        #expect(throws: InteractionError.self) { try h.pickPhotos([photo()]) }
        try h.tap("picker")
        #expect(h.isShowingPhotosPicker)
        try h.pickPhotos([photo()])
        #expect(!h.isShowingPhotosPicker)
        #expect(h.find(text: "picked") != nil)
        let item = try #require(recorder.value)
        #expect(item.itemIdentifier == nil)
        #expect(item.supportedContentTypes == [.png])
        // The item loads as the picked image's PNG: 3 × 2 red pixels.
        let data = try #require(try await item.loadTransferable(type: Data.self))
        let pixels = try DecodedPixels(pngData: data)
        #expect(pixels.width == 3 && pixels.height == 2)
        #expect(near(pixels.pixel(x: 1, y: 1), 255, 0, 0))   // UIColor.red is pure red
        // And as an Image, sized as the bitmap.
        let image = try #require(try await item.loadTransferable(type: Image.self))
        let drawn = try DecodedPixels(pngData: #require(ImageRenderer(content: image).pngData()))
        #expect(drawn.width == 3 && drawn.height == 2)
    }

    @Test func aMultiplePickerTakesUpToItsLimitInOrder() throws {
        final class Box { var items: [PhotosPickerItem] = [] }
        let box = Box()
        let selection = Binding(get: { box.items }, set: { box.items = $0 })
        let h = host(PhotosPicker(selection: selection, maxSelectionCount: 2, selectionBehavior: .ordered) { Text("Photos") }.testID("picker"))
        try h.tap("picker")
        // Three is more than the picker lets be chosen; it stays open.
        #expect(throws: InteractionError.self) { try h.pickPhotos([photo(), photo(), photo()]) }
        #expect(h.isShowingPhotosPicker)
        try h.pickPhotos([photo(.red), photo(.blue, width: 5)])
        #expect(box.items.count == 2)
        // Each pick is its own item, even of equal images.
        #expect(box.items[0] != box.items[1])
    }

    @Test func aFilterWithoutStillImagesOffersNothingToPick() throws {
        var item: PhotosPickerItem?
        let selection = Binding(get: { item }, set: { item = $0 })
        let videos = host(PhotosPicker("Videos", selection: selection, matching: .videos).testID("picker"))
        try videos.tap("picker")
        #expect(throws: InteractionError.self) { try videos.pickPhotos([photo()]) }
        // Not screenshots, but any of images or videos: a photo passes.
        let either = host(PhotosPicker("Either", selection: selection, matching: .any(of: [.videos, .all(of: [.images, .not(.screenshots)])])).testID("picker"))
        try either.tap("picker")
        try either.pickPhotos([photo()])
        #expect(item != nil)
    }

    struct PresentedPicker: View {
        @State var isPresented = true
        @State var items: [PhotosPickerItem] = []
        var body: some View {
            VStack {
                Text(isPresented ? "open" : "closed \(items.count)")
                Button("Close") { isPresented = false }.testID("close")
            }
            .photosPicker(isPresented: $isPresented, selection: $items, maxSelectionCount: 0)
        }
    }

    @Test func thePresentedPickerClosesWhenPickedOrCancelled() throws {
        let h = host(PresentedPicker())
        #expect(h.isShowingPhotosPicker)
        // A limit of 0 is none: four photos are fine.
        try h.pickPhotos([photo(), photo(), photo(), photo()])
        #expect(h.find(text: "closed 4") != nil)
        let cancelled = host(PresentedPicker())
        try cancelled.cancelPhotosPicker()
        #expect(cancelled.find(text: "closed 0") != nil)
        #expect(throws: InteractionError.self) { try cancelled.cancelPhotosPicker() }
        // The app setting the binding false closes it too.
        let closed = host(PresentedPicker())
        try closed.tap("close")
        #expect(!closed.isShowingPhotosPicker)
        #expect(throws: InteractionError.self) { try closed.pickPhotos([photo()]) }
    }

    @Test func anItemOfThePhotoLibraryLoadsNothing() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC/L0/001")
        #expect(item.itemIdentifier == "ABC/L0/001")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
    }
}

import Foundation
import Testing
@testable import Tether

/// `UIActivityViewController`: the share sheet records its items where `ShareLink`'s go when
/// it appears, shows its header and, closed, tells its completion handler the sharing was
/// cancelled.
@MainActor
@Suite struct UIActivityViewControllerTests {
    let canvas = CGSize(width: 390, height: 844)
    let link = URL(string: "https://example.com/recipes/42")!

    /// The share sheet SwiftUI apps wrap in a representable.
    struct ShareSheet: UIViewControllerRepresentable {
        let items: [Any]
        func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
    }

    struct Recipe: View {
        let items: [Any]
        @State var sharing = false
        var body: some View {
            Button("Share") { sharing = true }
                .accessibilityIdentifier("share")
                .sheet(isPresented: $sharing) { ShareSheet(items: items) }
        }
    }

    @Test func aWrappedShareSheetRecordsItsItemsWhenItAppears() throws {
        let h = ViewHost(Recipe(items: [link, "Lemon tart"]), size: canvas)
        h.update()
        #expect(h.sharedContent.isEmpty)
        try h.tap("share")
        #expect(h.sharedContent.map(\.items) == [[.url(link), .text("Lemon tart")]])
        // The header names the first item: the link's host, then the link and the rest.
        #expect(h.find(text: "example.com") != nil)
        #expect(h.find(text: "https://example.com/recipes/42 and 1 more") != nil)
        // Drawn again, it does not share again.
        h.update()
        #expect(h.sharedContent.count == 1)
    }

    struct Presenter: View {
        let make: @MainActor () -> UIViewController
        var body: some View {
            Button("Ask") { UIApplication.shared.windows.first?.rootViewController?.present(make(), animated: true) }
                .accessibilityIdentifier("ask")
        }
    }

    @Test func closingAPresentedSheetCancelsAndDismissesIt() throws {
        var outcome: (UIActivity.ActivityType?, Bool)?
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.print, .airDrop]
        sheet.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        #expect(sheet.popoverPresentationController == nil)
        let h = ViewHost(Presenter { sheet }, size: canvas)
        h.update()
        defer { UIApplication.shared.windows.first?.rootViewController?.dismiss(animated: false) }
        try h.tap("ask")
        #expect(h.sharedContent.last?.items == [.text("Hello")])
        #expect(h.find(text: "Plain Text") != nil)
        try h.tap("Close")
        #expect(outcome?.0 == nil && outcome?.1 == false)
        #expect(UIApplication.shared.windows.first?.rootViewController?.presentedViewController == nil)
    }

    @Test func itemsOfOtherKindsAreProvidersOrLeftOut() {
        struct Opaque {}
        let image = UIImage(data: solidPNG(width: 2, height: 2, rgba: [255, 0, 0, 255]), scale: 1)!
        let sheet = UIActivityViewController(activityItems: [image, Opaque()], applicationActivities: nil)
        let items = sheet.sharedContent.items
        #expect(items.count == 1)
        if case .item = items.first {} else { Issue.record("the image is shared as an item provider") }
        // A popover's anchor is kept for a controller presented as one.
        sheet.modalPresentationStyle = .popover
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(sheet.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

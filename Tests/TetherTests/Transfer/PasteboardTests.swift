import Foundation
import Testing
@testable import Tether

/// `UIPasteboard.general` as apps copy to it and `PasteButton` pastes from it. The suite runs
/// serialized: the general pasteboard is one per process.
@MainActor
@Suite(.serialized) struct PasteboardTests {
    @Test func copiedTextIsOneTextItemAndChangesAreCounted() {
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        var notified = 0
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil) { _ in
            MainActor.assumeIsolated { notified += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        pasteboard.string = "TETHER-2026"
        #expect(pasteboard.string == "TETHER-2026" && pasteboard.hasStrings && !pasteboard.hasURLs)
        #expect(pasteboard.items.count == 1 && pasteboard.items[0]["public.utf8-plain-text"] as? String == "TETHER-2026")
        #expect(pasteboard.changeCount == before + 1 && notified == 1)
        pasteboard.urls = [URL(string: "https://swift.org")!, URL(string: "https://example.com")!]
        #expect(pasteboard.url?.host == "swift.org" && pasteboard.numberOfItems == 2 && pasteboard.string == nil)
        #expect(pasteboard.contains(pasteboardTypes: ["public.url"]) && !pasteboard.contains(pasteboardTypes: ["public.text"]))
        // UTF-8 data under a text type reads as text too.
        pasteboard.items = [["public.plain-text": Data("from data".utf8)]]
        #expect(pasteboard.strings == ["from data"])
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0 && pasteboard.string == nil && pasteboard.strings == nil)
    }

    @Test func itemProvidersCarryEachItemsValues() async throws {
        UIPasteboard.general.strings = ["one", "two"]
        let providers = UIPasteboard.general.itemProviders
        #expect(providers.count == 2)
        #expect(providers[0].hasItemConformingToTypeIdentifier("public.plain-text"))
        let text = try await providers[1].importTransferable(String.self)
        #expect(text == "two")
    }

    struct Notes: View {
        @State var pasted: [String] = []
        var body: some View {
            VStack {
                Text(pasted.isEmpty ? "nothing" : pasted.joined(separator: "+"))
                PasteButton(payloadType: String.self) { pasted = $0 }.testID("paste")
            }
        }
    }

    @Test func aPasteButtonPastesThePasteboardsTextWhenTapped() async throws {
        UIPasteboard.general.strings = ["a", "b"]
        let h = host(Notes(), width: 390, height: 200)
        #expect(h.find(text: "Paste") != nil)
        try h.tap("paste")
        await h.waitForTasks()
        #expect(h.find(text: "a+b") != nil)
    }

    @Test func aPasteButtonIsDisabledUntilThePasteboardHasWhatItPastes() async throws {
        UIPasteboard.general.urls = [URL(string: "https://swift.org")!]
        let h = host(Notes(), width: 390, height: 200)
        // A URL is not text: the button is disabled, a tap pastes nothing.
        #expect(throws: InteractionError.self) { try h.tap("paste") }
        await h.waitForTasks()
        #expect(h.find(text: "nothing") != nil)
        // Copying text enables it.
        UIPasteboard.general.string = "later"
        h.update()
        try h.tap("paste")
        await h.waitForTasks()
        #expect(h.find(text: "later") != nil)
    }

    @Test func aContentTypePasteButtonHandsOverTheMatchingProviders() async throws {
        UIPasteboard.general.items = [["public.url": URL(string: "https://swift.org")!], ["public.utf8-plain-text": "text"]]
        let seen = Recorder<Int>()
        let h = host(PasteButton(supportedContentTypes: [.url]) { seen.record($0.count) }.testID("paste"), width: 200, height: 60)
        try h.tap("paste")
        await h.waitForTasks()
        #expect(seen.value == 1)
    }
}

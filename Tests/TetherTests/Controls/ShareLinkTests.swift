import Foundation
import Testing
@testable import Tether

/// `ShareLink`: drawn as iOS's share button; a tap records what would be shared.
@MainActor
@Suite struct ShareLinkTests {
    static let url = URL(string: "https://example.com/recipe")!

    @Test func theDefaultLabelIsShareWithTheShareIcon() {
        let h = host(ShareLink(item: Self.url), width: 300, height: 60)
        #expect(dumpedTexts(h) == ["Share"])
        #expect(h.diagnostics.filter { $0.kind == .unknownSymbol }.isEmpty)
    }

    @Test func aTapRecordsTheSharedItemSubjectAndMessage() throws {
        let h = host(ShareLink(item: Self.url, subject: Text("Dinner"), message: Text("Try this")).testID("share"), width: 300, height: 60)
        #expect(h.sharedContent.isEmpty)
        try h.tap("share")
        #expect(h.sharedContent == [SharedContent(items: [.url(Self.url)], subject: "Dinner", message: "Try this")])
    }

    @Test func customLabelsTitlesAndSeveralItemsAreShared() throws {
        let h = host(VStack {
            ShareLink(items: ["one", "two"]) { Text("Send both") }.testID("both")
            ShareLink("Export", item: "text").testID("export")
        }, width: 300, height: 200)
        #expect(dumpedTexts(h) == ["Send both", "Export"])
        try h.tap("both")
        try h.tap("export")
        #expect(h.sharedContent.map(\.items) == [[.text("one"), .text("two")], [.text("text")]])
    }

    @Test func titledLinksShareSeveralItems() throws {
        let h = host(VStack {
            ShareLink("Share Collections", items: ["Milk", "Eggs"]).testID("list")
            ShareLink(Text("Send"), item: Self.url).testID("send")
        }, width: 300, height: 200)
        #expect(dumpedTexts(h) == ["Share Collections", "Send"])
        try h.tap("list")
        try h.tap("send")
        #expect(h.sharedContent.map(\.items) == [[.text("Milk"), .text("Eggs")], [.url(Self.url)]])
    }

    /// A transferable note, shared as UTF-8 text of a custom type.
    struct Note: Transferable, Equatable {
        var text: String
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(contentType: .plainText) { note in Data(note.text.utf8) } importing: { data in
                Note(text: String(decoding: data, as: UTF8.self))
            }
        }
    }

    @Test func aTransferableItemIsSharedAsAnItemProviderWithItsPreview() async throws {
        let h = host(ShareLink(item: Note(text: "Milk"), preview: SharePreview("Shopping", image: Image(systemName: "cart")))
            .testID("share"), width: 300, height: 60)
        #expect(dumpedTexts(h) == ["Share"])
        try h.tap("share")
        let shared = try #require(h.sharedContent.first)
        guard case .item(let provider)? = shared.items.first else { Issue.record("not an item: \(shared.items)"); return }
        #expect(try await provider.importTransferable(Note.self) == Note(text: "Milk"))
        // The preview: its title, and its image as the PNG of the drawn symbol.
        #expect(shared.previews.map(\.title) == ["Shopping"])
        let image = try #require(shared.previews.first?.image)
        let png = try await image.loadData(.png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(shared.previews.first?.icon == nil)
    }

    @Test func urlsAndStringsWithAPreviewStayThemselvesAndEachItemGetsItsPreview() throws {
        let h = host(VStack {
            ShareLink(item: Self.url, preview: SharePreview("Recipe")).testID("url")
            ShareLink(items: ["a", "b"]) { SharePreview("Letter \($0)", icon: $0) } label: { Text("Letters") }.testID("letters")
        }, width: 300, height: 200)
        try h.tap("url")
        try h.tap("letters")
        #expect(h.sharedContent.map(\.items) == [[.url(Self.url)], [.text("a"), .text("b")]])
        #expect(h.sharedContent.map { $0.previews.map(\.title) } == [["Recipe"], ["Letter a", "Letter b"]])
        #expect(h.sharedContent[1].previews.allSatisfy { $0.icon != nil && $0.image == nil })
    }
}

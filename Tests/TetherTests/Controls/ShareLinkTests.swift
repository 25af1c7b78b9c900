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
}

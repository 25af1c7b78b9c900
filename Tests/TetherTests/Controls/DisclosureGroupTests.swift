import Foundation
import Testing
@testable import Tether

/// `DisclosureGroup` outside a list, as iOS shows it: a label row with a chevron, the content
/// below it (8 apart) only while expanded; a tap on the row toggles it.
@MainActor
@Suite struct DisclosureGroupTests {
    struct Bound: View {
        @State var expanded = true
        var body: some View {
            VStack {
                DisclosureGroup("More", isExpanded: $expanded) { Color.red.frame(height: 30).testID("content") }.testID("group")
                Text(expanded ? "open" : "closed").testID("state")
            }
        }
    }

    @Test func aTapExpandsAndCollapsesTheContent() throws {
        let h = host(DisclosureGroup("Details") { Color.red.frame(height: 30).testID("content") }.testID("group"), width: 300, height: 300)
        #expect(h.frame(of: "content") == nil)
        let collapsed = try #require(h.frame(of: "group"))
        try h.tap("group")
        let content = try #require(h.frame(of: "content"))
        let expanded = try #require(h.frame(of: "group"))
        // The content takes the whole width below the label row, 8 points down.
        #expect(close(content.width, 300))
        #expect(close(expanded.height, collapsed.height + 8 + 30))
        #expect(close(content.maxY, expanded.maxY))
        try h.tap("group")
        #expect(h.frame(of: "content") == nil)
    }

    @Test func isExpandedBindsTheState() throws {
        let h = host(Bound(), width: 300, height: 300)
        #expect(h.frame(of: "content") != nil)
        try h.tap("group")
        #expect(h.frame(of: "content") == nil)
        #expect(dumpedTexts(h).contains("closed"))
    }
}

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

    /// A style of the app's own: the label and a "show"/"hide" button above the content.
    struct ShowHideStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                HStack {
                    configuration.label
                    Button(configuration.isExpanded ? "hide" : "show") { configuration.isExpanded.toggle() }.testID("toggle")
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func aCustomStyleDrawsTheGroupAndTogglesItsState() throws {
        let h = host(VStack {
            DisclosureGroup("Details") { Color.red.frame(height: 30).testID("content") }
            DisclosureGroup("Bound", isExpanded: .constant(true)) { Color.blue.frame(height: 20).testID("bound") }
        }.disclosureGroupStyle(ShowHideStyle()), width: 300, height: 300)
        // Collapsed at first: the style shows "show" and no content; the bound group is open.
        #expect(h.frame(of: "content") == nil)
        #expect(h.frame(of: "bound") != nil)
        #expect(dumpedTexts(h).contains("show") && dumpedTexts(h).contains("hide"))
        try h.tap(label: "show")
        // Toggling the configuration's binding expands the group: its content shows below the
        // label row, with no spacing in this style.
        let content = try #require(h.frame(of: "content"))
        #expect(close(content.height, 30))
        #expect(!dumpedTexts(h).contains("show"))
    }

    @Test func isExpandedBindsTheState() throws {
        let h = host(Bound(), width: 300, height: 300)
        #expect(h.frame(of: "content") != nil)
        try h.tap("group")
        #expect(h.frame(of: "content") == nil)
        #expect(dumpedTexts(h).contains("closed"))
    }
}

/// A file tree for `OutlineGroup`.
struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?
    var id: String { name }
}

/// `OutlineGroup`: elements with children are disclosure groups (collapsed at first), the
/// others plain rows.
@MainActor
@Suite struct OutlineGroupTests {
    let tree = FileItem(name: "Documents", children: [
        FileItem(name: "Notes.txt"),
        FileItem(name: "Photos", children: [FileItem(name: "Beach.png")]),
    ])

    @Test func childrenShowWhenTheirParentIsExpanded() throws {
        let h = host(VStack { OutlineGroup(tree, children: \.children) { item in Text(item.name).testID(item.name) } }, width: 300, height: 400)
        #expect(h.frame(of: "Documents") != nil)
        #expect(h.frame(of: "Notes.txt") == nil)
        try h.tap("Documents")
        let notes = try #require(h.frame(of: "Notes.txt"))
        let photos = try #require(h.frame(of: "Photos"))
        #expect(notes.maxY <= photos.minY)
        #expect(h.frame(of: "Beach.png") == nil)
        try h.tap("Photos")
        #expect(h.frame(of: "Beach.png") != nil)
    }

    @Test func aHierarchicalListDisclosesChildrenLikeAnOutlineGroup() throws {
        let h = host(List([tree], children: \.children) { item in Text(item.name).testID(item.name) }, width: 300, height: 400)
        #expect(h.frame(of: "Documents") != nil && h.frame(of: "Notes.txt") == nil)
        try h.tap("Documents")
        #expect(h.frame(of: "Notes.txt") != nil && h.frame(of: "Photos") != nil)
        let byName = host(List([tree], id: \.name, children: \.children) { Text($0.name).testID($0.name) }, width: 300, height: 400)
        #expect(byName.frame(of: "Documents") != nil)
    }

    @Test func aForestOfRootsIsARowPerRoot() {
        let h = host(VStack { OutlineGroup([FileItem(name: "A"), FileItem(name: "B")], children: \.children) { Text($0.name).testID($0.name) } },
                     width: 300, height: 400)
        #expect(h.frame(of: "A") != nil && h.frame(of: "B") != nil)
    }
}

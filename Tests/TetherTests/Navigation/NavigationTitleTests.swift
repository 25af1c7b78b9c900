import Foundation
import Testing
@testable import Tether

/// The navigation title's extras: `ToolbarTitleMenu` and `navigationSubtitle`.
@MainActor @Suite struct NavigationTitleTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    @Test func aTitleMenuOpensFromTheInlineTitle() throws {
        let log = Recorder<String>()
        let h = host(NavigationStack {
            Text("Body").navigationTitle("Document").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarTitleMenu {
                        Button("Duplicate") { log.record("duplicate") }.testID("duplicate")
                        Button("Rename") { log.record("rename") }
                    }
                }
        }, width: phone.width, height: phone.height)
        // The title, with its chevron, is a button in the middle of the 44 pt row.
        #expect(h.find(text: "Document") != nil)
        #expect(h.frame(of: "duplicate") == nil)
        try h.tap(at: CGPoint(x: 195, y: 22))
        #expect(h.frame(of: "duplicate") != nil)
        try h.tap("duplicate")
        #expect(log.value == "duplicate")
        #expect(h.frame(of: "duplicate") == nil)
    }

    @Test func toolbarTitleMenuModifierWorksTheSame() throws {
        let h = host(NavigationStack {
            Text("Body").navigationTitle("Document").navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu { Button("Rename") {}.testID("rename") }
        }, width: phone.width, height: phone.height)
        try h.tap(at: CGPoint(x: 195, y: 22))
        #expect(h.frame(of: "rename") != nil)
    }

    @Test func theInlineTitleWithoutAMenuIsNotAButton() {
        let h = host(NavigationStack {
            Text("Body").navigationTitle("Document").navigationBarTitleDisplayMode(.inline)
        }, width: phone.width, height: phone.height)
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 195, y: 22)) }
    }

    @Test func aBoundTitleShowsTheBindingsCurrentValue() throws {
        struct Document: View {
            @State var name = "Untitled"
            var body: some View {
                NavigationStack {
                    Button("Name it") { name = "Budget" }.testID("name").navigationTitle($name)
                }
            }
        }
        let h = host(Document(), width: phone.width, height: phone.height)
        #expect(dumpedTexts(h).contains("Untitled"))
        try h.tap("name")
        #expect(dumpedTexts(h).contains("Budget"))
        #expect(!dumpedTexts(h).contains("Untitled"))
    }

    /// A bound inline title with a `RenameButton` in its title menu, as Apple's `RenameButton`
    /// documentation shows it.
    struct RenamableDocument: View {
        @State var name = "Untitled"
        let seen: Recorder<String>
        var body: some View {
            seen.record(name)
            return NavigationStack {
                Text("Body")
                    .navigationTitle($name)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarTitleMenu { RenameButton().testID("rename") }
            }
        }
    }

    @Test func renameInTheTitleMenuEditsTheBoundTitleInTheBar() throws {
        let seen = Recorder<String>()
        let h = host(RenamableDocument(seen: seen), width: phone.width, height: phone.height)
        // The title (centred in the 44 pt bar) opens the menu; its Rename has the title's action.
        try h.tap(at: CGPoint(x: 195, y: 22))
        try h.tap("rename")
        // A focused text field holding the title takes the title's place, in the bar.
        let field = try #require(h.find(role: .textField))
        #expect(field.value == "Untitled")
        #expect(close(field.frame.midX, 195, tolerance: 1) && field.frame.maxY <= 44)
        // Typing changes the field, not yet the binding (UIKit hands over the title when
        // renaming ends).
        for _ in 0..<"Untitled".count { try h.pressKey(.delete) }
        for character in "Budget" { try h.pressKey(KeyEquivalent(character)) }
        #expect(h.find(role: .textField)?.value == "Budget")
        #expect(seen.value == "Untitled")
        // Return ends renaming: the binding takes the text and the bar shows it as the title.
        try h.pressKey(.return)
        #expect(seen.value == "Budget")
        #expect(h.find(role: .textField) == nil)
        #expect(dumpedTexts(h).contains("Budget"))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func aRenameEmptiedKeepsTheOldTitle() throws {
        let seen = Recorder<String>()
        let h = host(RenamableDocument(seen: seen), width: phone.width, height: phone.height)
        try h.tap(at: CGPoint(x: 195, y: 22))
        try h.tap("rename")
        for _ in 0..<"Untitled".count { try h.pressKey(.delete) }
        try h.pressKey(.return)
        #expect(seen.value == "Untitled")
        #expect(dumpedTexts(h).contains("Untitled"))
    }

    @Test func aTitleMenuRenameButtonOfAPlainTitleIsDisabled() throws {
        let h = host(NavigationStack {
            Text("Body").navigationTitle("Document").navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu { RenameButton().testID("rename") }
        }, width: phone.width, height: phone.height)
        try h.tap(at: CGPoint(x: 195, y: 22))
        #expect(h.frame(of: "rename") != nil)
        #expect(throws: (any Error).self) { try h.tap("rename") }
    }

    @Test func iOS13sNavigationBarTitleTakesAText() {
        let h = host(NavigationStack {
            Text("Body").navigationBarTitle(Text("Approvals"), displayMode: .inline)
        }, width: phone.width, height: phone.height)
        #expect(dumpedTexts(h).contains("Approvals"))
        let large = host(NavigationStack { Text("Body").navigationBarTitle(Text("Invoices")) }, width: phone.width, height: phone.height)
        #expect(dumpedTexts(large).contains("Invoices"))
    }

    @Test func aSubtitleSitsUnderTheLargeTitle() {
        // A 15 pt line (17.9 pt, 18 on the 2x grid) under the 52 pt large-title row: the
        // content starts 96 + 18 pt down.
        let subtitleLine = pixelCeil(lineBox(15))
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Inbox").navigationSubtitle("Updated just now")
        }, width: phone.width, height: phone.height)
        #expect(dumpedTexts(h).contains("Updated just now"))
        let top = 96 + subtitleLine
        #expect(close(h.frame(of: "body")!.minY, top + (844 - top - bodyLine) / 2))
    }

    @Test func anInlineSubtitleStaysInTheTopRow() {
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Inbox").navigationSubtitle(Text("3 unread"))
                .navigationBarTitleDisplayMode(.inline)
        }, width: phone.width, height: phone.height)
        #expect(dumpedTexts(h).contains("3 unread"))
        #expect(close(h.frame(of: "body")!.minY, 44 + (800 - bodyLine) / 2))
    }
}

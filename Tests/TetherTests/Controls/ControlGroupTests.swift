import Foundation
import Testing
@testable import Tether

/// `ControlGroup` in its places and styles.
@MainActor
@Suite struct ControlGroupTests {
    @Test func onItsOwnTheControlsShareOneRoundedControlEqually() throws {
        let log = Recorder<String>()
        let h = host(ControlGroup {
            Button("Cut") { log.record("cut") }.testID("cut")
            Button("Copy") { log.record("copy") }.testID("copy")
            Button("Paste") { log.record("paste") }.testID("paste")
        }
        .testID("group")
        .frame(width: 300), width: 300, height: 100)
        // Three equal 100 pt segments, 34 pt tall.
        expectFrame(h, "cut", CGRect(x: 0, y: 33, width: 100, height: 34))
        expectFrame(h, "copy", CGRect(x: 100, y: 33, width: 100, height: 34))
        expectFrame(h, "paste", CGRect(x: 200, y: 33, width: 100, height: 34))
        try h.tap("copy")
        #expect(log.value == "copy")
    }

    @Test func inAMenuTheControlsAreOneRowOfEqualCells() throws {
        let log = Recorder<String>()
        let h = host(Menu("Edit") {
            ControlGroup {
                Button("Cut", systemImage: "scissors") { log.record("cut") }.testID("cut")
                Button("Copy", systemImage: "doc") { log.record("copy") }.testID("copy")
            }
            Button("Select All") {}.testID("all")
        }
        .testID("menu")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), width: 390, height: 844)
        try h.tap("menu")
        let cut = try #require(h.frame(of: "cut")), copy = try #require(h.frame(of: "copy")), all = try #require(h.frame(of: "all"))
        // Two 125 pt cells of the 250 pt panel, side by side, at least 62 pt tall.
        #expect(close(cut.width, 125) && close(copy.width, 125) && close(copy.minX, cut.maxX))
        #expect(close(cut.minY, copy.minY) && cut.height >= 62)
        #expect(close(all.minY, cut.maxY))
        try h.tap("copy")
        #expect(log.value == "copy")
        #expect(h.frame(of: "copy") == nil)
    }

    @Test func inANavigationBarTheControlsAreBarButtons() throws {
        let h = host(NavigationStack {
            Text("Page")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        ControlGroup {
                            Button("A") {}.testID("a")
                            Button("B") {}.testID("b")
                        }
                    }
                }
        }, width: 390, height: 400)
        let a = try #require(h.frame(of: "a")), b = try #require(h.frame(of: "b"))
        // Plain bar buttons 16 pt apart, ending 16 pt from the trailing edge.
        #expect(close(b.minX - a.maxX, 16) && close(b.maxX, 374))
    }

    @Test func theMenuStyleMakesTheGroupAMenuWithItsLabel() throws {
        let h = host(ControlGroup("Format") {
            Button("Bold") {}.testID("bold")
        }
        .controlGroupStyle(.menu)
        .testID("group"), width: 390, height: 844)
        #expect(dumpedTexts(h) == ["Format"])
        try h.tap("group")
        #expect(h.frame(of: "bold") != nil)
    }

    @Test func aCustomStyleGetsTheContentAndLabel() {
        struct Vertical: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.label; configuration.content }
            }
        }
        let h = host(ControlGroup {
            Button("One") {}.testID("one")
            Button("Two") {}.testID("two")
        } label: {
            Text("Numbers")
        }
        .controlGroupStyle(Vertical()), width: 300, height: 300)
        #expect(dumpedTexts(h) == ["Numbers", "One", "Two"])
        let one = h.frame(of: "one")!, two = h.frame(of: "two")!
        #expect(two.minY > one.maxY)
    }
}

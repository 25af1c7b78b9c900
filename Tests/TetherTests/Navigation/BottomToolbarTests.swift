import Foundation
import Testing
@testable import Tether

/// The bottom toolbar (`ToolbarItemPlacement.bottomBar` and `.status`) and the keyboard
/// placement, on an iPhone-sized canvas.
@MainActor @Suite struct BottomToolbarTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    @Test func aBottomBarItemSitsAtTheLeadingEndOfAFortyFourPointBar() throws {
        let log = Recorder<String>()
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Notes")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") { log.record("compose") }.testID("compose") } }
        }, width: phone.width, height: phone.height)
        // UIToolbar's 44 pt at the bottom: the item centred in it, 16 pt in.
        let compose = h.frame(of: "compose")!
        #expect(close(compose.midY, 844 - 22) && close(compose.minX, 16))
        // The content fills what the 96 pt bar and the 44 pt toolbar leave: 704 pt.
        #expect(close(h.frame(of: "body")!.minY, 96 + (704 - bodyLine) / 2))
        try h.tap("compose")
        #expect(log.value == "compose")
    }

    @Test func severalBottomBarItemsSpreadAcrossTheBar() {
        let h = host(NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Left") {}.testID("left") }
                    ToolbarItem(placement: .bottomBar) { Button("Middle") {}.testID("middle") }
                    ToolbarItem(placement: .bottomBar) { Button("Right") {}.testID("right") }
                }
        }, width: phone.width, height: phone.height)
        let left = h.frame(of: "left")!, middle = h.frame(of: "middle")!, right = h.frame(of: "right")!
        #expect(close(left.minX, 16) && close(right.maxX, 390 - 16))
        // Equal flexible spaces on both sides of the middle item.
        #expect(close(middle.minX - left.maxX, right.minX - middle.maxX, tolerance: 0.5))
    }

    @Test func aStatusItemIsCentredInTheBottomBar() {
        let h = host(NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Edit") {}.testID("edit") }
                    ToolbarItem(placement: .status) { Text("Updated just now").testID("status") }
                }
        }, width: phone.width, height: phone.height)
        let status = h.frame(of: "status")!
        #expect(close(status.midX, 195, tolerance: 0.25) && close(status.midY, 844 - 22, tolerance: 0.25))
        #expect(close(h.frame(of: "edit")!.minX, 16))
    }

    @Test func keyboardItemsAreNotDrawnWithoutAKeyboard() {
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Notes")
                .toolbar { ToolbarItem(placement: .keyboard) { Button("Done") {}.testID("done") } }
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "done") == nil)
        // No bar takes room at the bottom either.
        #expect(close(h.frame(of: "body")!.minY, 96 + (748 - bodyLine) / 2))
    }

    @Test func hidingTheBottomBarRemovesItAndItsItems() {
        let h = host(NavigationStack {
            Text("Body").testID("body").navigationTitle("Notes")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {}.testID("compose") } }
                .toolbar(.hidden, for: .bottomBar)
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "compose") == nil)
        #expect(close(h.frame(of: "body")!.minY, 96 + (748 - bodyLine) / 2))
    }

    @Test func aVisibleBottomBarBackgroundIsTheBarMaterial() throws {
        let p = try pixels(NavigationStack {
            Text("Body")
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("x") } }
                .toolbarBackground(.visible, for: .bottomBar)
        }, width: 390, height: 300, scale: 1)
        let bar = p.pixel(x: 300, y: 300 - 20)
        #expect(bar.r == 249 && bar.g == 249 && bar.b == 249 && bar.a == 255)
        // The navigation bar keeps its own (transparent) background.
        #expect(p.pixel(x: 300, y: 20).a == 0)
    }

    @Test func severalToolbarModifiersAddTheirItems() {
        let h = host(NavigationStack {
            Text("Body")
                .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.testID("edit") } }
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {}.testID("compose") } }
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "edit") != nil && h.frame(of: "compose") != nil)
    }
}

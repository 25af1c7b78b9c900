import Foundation
import Testing
@testable import Tether

private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var failureReason: String? { "The disk is full." }
}

private struct Item: Identifiable { let id: Int }

/// The other ways real code presents: full-screen covers, popovers, the deprecated `Alert`
/// and `ActionSheet`, alerts from errors and data, and sheets swiped away.
@MainActor
@Suite struct PresentationFormsTests {
    @Test func aFullScreenCoverCoversTheCanvasUndimmedAndIsNotSwipedAway() throws {
        let h = host(Color.red.fullScreenCover(isPresented: .constant(true)) { Text("Cover").testID("cover") }, width: 390, height: 844)
        // White from the very top: no 10 pt gap, no dimming of the red underneath.
        let top = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 195, y: 2)
        #expect(top.r == 255 && top.g == 255 && top.b == 255)
        #expect(h.frame(of: "cover") != nil)
    }

    @Test func aSheetIsSwipedAwayUnlessInteractiveDismissIsDisabled() throws {
        struct Screen: View {
            @State var shown = true
            let locked: Bool
            var body: some View {
                Color.clear.sheet(isPresented: $shown) {
                    Text("Sheet").testID("sheet").interactiveDismissDisabled(locked).presentationDragIndicator(.visible)
                }
            }
        }
        let h = host(Screen(locked: false), width: 390, height: 844)
        // The sheet starts 10 pt down; a drag of 300 pt downwards moving at 1,800 pt/s
        // predicts 300 + 0.499 × 1,800 ≈ 1,198 pt, past half the 834 pt sheet.
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600))
        #expect(h.frame(of: "sheet") == nil)
        let locked = host(Screen(locked: true), width: 390, height: 844)
        _ = try? locked.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600))
        #expect(locked.frame(of: "sheet") != nil)
        // The grabber: a 36 × 5 pt grey capsule 5 pt below the sheet's top (10 pt).
        let grabber = try PNGDecoder.decode(locked.pngData(scale: 1)).pixel(x: 195, y: 17)
        #expect(grabber.r < 250 && grabber.a == 255)
    }

    @Test func aPopoverInCompactWidthIsASheet() {
        let h = host(Color.clear.popover(isPresented: .constant(true), arrowEdge: .top) { Text("Pop").testID("pop") }, width: 390, height: 844)
        // Centred in the sheet, which runs from y 10 to 844.
        #expect(close(h.frame(of: "pop")?.midY ?? 0, 427, tolerance: 0.5))
    }

    @Test func anInspectorOnAnIPhoneIsASheetItsBindingCloses() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Text(shown ? "open" : "closed").testID("state")
                    .inspector(isPresented: $shown) { Text("Inspector").testID("inspector") }
                    .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
            }
        }
        let h = host(Screen(), width: 390, height: 844)
        // Centred in the sheet, which runs from y 10 to 844, as a popover's sheet.
        #expect(close(h.frame(of: "inspector")?.midY ?? 0, 427, tolerance: 0.5))
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600))
        #expect(h.frame(of: "inspector") == nil)
        #expect(dumpedTexts(h).contains("closed"))
    }

    @Test func isPresentedIsTrueInPresentedAndPushedViewsOnly() throws {
        struct Reader: View {
            let name: String
            @Environment(\.isPresented) var isPresented
            var body: some View { Text("\(name) \(isPresented)") }
        }
        let root = host(NavigationStack { Reader(name: "root").navigationDestination(isPresented: .constant(true)) { Reader(name: "pushed") } })
        #expect(dumpedTexts(root).contains("pushed true"))
        let sheet = host(Reader(name: "base").sheet(isPresented: .constant(true)) { Reader(name: "sheet") }, width: 390, height: 844)
        #expect(dumpedTexts(sheet).contains("base false"))
        #expect(dumpedTexts(sheet).contains("sheet true"))
        #expect(dumpedTexts(host(NavigationStack { Reader(name: "alone") })).contains("alone false"))
    }

    @Test func theDeprecatedAlertShowsItsButtonsAndOKByDefault() throws {
        final class Log { var tapped: [String] = [] }
        let log = Log()
        let two = host(Color.clear.alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), message: Text("For ever."),
                  primaryButton: .destructive(Text("Delete")) { log.tapped.append("delete") }, secondaryButton: .cancel())
        }, width: 390, height: 844)
        #expect(dumpedTexts(two).contains("Delete?") && dumpedTexts(two).contains("For ever.") && dumpedTexts(two).contains("Cancel"))
        let one = host(Color.clear.alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }, width: 390, height: 844)
        #expect(dumpedTexts(one).contains("OK"))
        let sheet = host(Color.clear.actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
        }, width: 390, height: 844)
        #expect(dumpedTexts(sheet).contains("Copy") && dumpedTexts(sheet).contains("Cancel"))
    }

    @Test func anAlertFromAnErrorShowsItsDescriptionAndReason() {
        let shown = host(Color.clear.alert(isPresented: .constant(true), error: SaveError()) { Button("OK") {} }, width: 390, height: 844)
        #expect(dumpedTexts(shown).contains("Could not save") && dumpedTexts(shown).contains("The disk is full."))
        let none = host(Color.clear.alert(isPresented: .constant(true), error: SaveError?.none) { Button("OK") {} }, width: 390, height: 844)
        #expect(!dumpedTexts(none).contains("OK"))
    }

    @Test func anAlertPresentingDataShowsNothingWithoutIt() {
        let shown = host(Color.clear.alert("Item", isPresented: .constant(true), presenting: Item(id: 7)) { item in
            Button("Open \(item.id)") {}
        } message: { item in Text("Number \(item.id)") }, width: 390, height: 844)
        #expect(dumpedTexts(shown).contains("Open 7") && dumpedTexts(shown).contains("Number 7"))
        let none = host(Color.clear.alert("Item", isPresented: .constant(true), presenting: Item?.none) { item in
            Button("Open \(item.id)") {}
        }, width: 390, height: 844)
        #expect(!dumpedTexts(none).contains("Item"))
    }
}

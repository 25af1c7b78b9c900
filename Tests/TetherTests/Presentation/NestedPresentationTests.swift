import Foundation
import Testing
@testable import Tether

/// Presentations attached inside a presented sheet show above it, as iOS stacks them: a sheet
/// over a sheet (the first one recedes), an alert, a confirmation dialog, a menu, a cover;
/// dismissing the inner one leaves the outer one.
@MainActor
@Suite struct NestedPresentationTests {
    /// A sheet whose content presents `inner` while `innerShown`.
    struct Stacked<Inner: View>: View {
        @State var outerShown = true
        @State var innerShown = true
        let inner: (Binding<Bool>, AnyView) -> Inner
        var body: some View {
            Color.red.sheet(isPresented: $outerShown) {
                inner($innerShown, AnyView(OuterContent()))
            }
        }
    }

    struct OuterContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Close outer") { dismiss() }.testID("outer")
        }
    }

    struct InnerContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Close inner") { dismiss() }.testID("inner")
        }
    }

    static let canvas = CGSize(width: 390, height: 844)

    func sheetInSheet() -> ViewHost<Stacked<some View>> {
        host(Stacked { shown, outer in outer.sheet(isPresented: shown) { InnerContent() } },
             width: Self.canvas.width, height: Self.canvas.height)
    }

    @Test func aSheetInsideASheetShowsAboveIt() throws {
        let h = sheetInSheet()
        let inner = try #require(h.frame(of: "inner"))
        // The inner sheet runs from y 10 to 844, as the outer one did: its button in the middle.
        #expect(close(inner.midY, 427, tolerance: 0.5))
        #expect(close(inner.midX, 195, tolerance: 0.5))
        // A tap there reaches the inner sheet's button.
        try h.tap(at: CGPoint(x: inner.midX, y: inner.midY))
        #expect(h.frame(of: "inner") == nil)
        #expect(h.frame(of: "outer") != nil)
    }

    @Test func theOuterSheetRecedesNarrowerWithItsTopAboveTheInnerOne() throws {
        let h = sheetInSheet()
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        // The outer card, 16 pt narrower each side and risen 10 pt (its top at 0), peeks above
        // the inner sheet's top (10): at y 5 its middle is the card (light under the inner
        // sheet's dimming), its sides the red content (dimmed twice).
        let card = image.pixel(x: 195, y: 5)
        #expect(card.r > 150 && card.g > 150 && card.b > 150)
        let side = image.pixel(x: 8, y: 5)
        #expect(side.r > 100 && side.g < 60 && side.b < 60)
        // Below 10, the inner sheet: white.
        let inner = image.pixel(x: 195, y: 300)
        #expect(inner.r == 255 && inner.g == 255 && inner.b == 255)
    }

    @Test func dismissFromTheInnerSheetDismissesOnlyIt() throws {
        let h = sheetInSheet()
        try h.tap("inner")
        #expect(h.frame(of: "inner") == nil)
        let outer = try #require(h.frame(of: "outer"))
        // The outer sheet no longer recedes: back at 10...844, its button in the middle.
        #expect(close(outer.midY, 427, tolerance: 0.5))
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        let top = image.pixel(x: 195, y: 30)
        #expect(top.r == 255 && top.g == 255 && top.b == 255)
        // Then the outer one's own dismiss closes it.
        try h.tap("outer")
        #expect(h.frame(of: "outer") == nil)
    }

    @Test func swipingTheInnerSheetAwayLeavesTheOuterOne() throws {
        let h = sheetInSheet()
        try h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600))
        #expect(h.frame(of: "inner") == nil)
        #expect(h.frame(of: "outer") != nil)
    }

    @Test func anAlertInsideASheetShowsAboveIt() throws {
        let h = host(Stacked { shown, outer in
            outer.alert("Delete?", isPresented: shown) { Button("Delete", role: .destructive) {}.testID("delete") }
        }, width: Self.canvas.width, height: Self.canvas.height)
        #expect(dumpedTexts(h).contains("Delete?"))
        try h.tap("delete")
        #expect(!dumpedTexts(h).contains("Delete?"))
        #expect(h.frame(of: "outer") != nil)
    }

    @Test func aConfirmationDialogInsideASheetShowsAboveIt() throws {
        let h = host(Stacked { shown, outer in
            outer.confirmationDialog("Share", isPresented: shown, titleVisibility: .visible) { Button("Copy") {}.testID("copy") }
        }, width: Self.canvas.width, height: Self.canvas.height)
        let copy = try #require(h.frame(of: "copy"))
        // An action sheet sits at the bottom of the canvas.
        #expect(copy.midY > Self.canvas.height / 2)
        try h.tap("copy")
        #expect(h.frame(of: "copy") == nil)
        #expect(h.frame(of: "outer") != nil)
    }

    @Test func aFullScreenCoverInsideASheetCoversTheCanvas() throws {
        let h = host(Stacked { shown, outer in outer.fullScreenCover(isPresented: shown) { InnerContent() } },
                     width: Self.canvas.width, height: Self.canvas.height)
        let inner = try #require(h.frame(of: "inner"))
        #expect(close(inner.midY, 422, tolerance: 0.5))
        let top = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 195, y: 2)
        #expect(top.r == 255 && top.g == 255 && top.b == 255)
    }

    @Test func aMenuInsideASheetOpensAboveIt() throws {
        struct Screen: View {
            var body: some View {
                Color.red.sheet(isPresented: .constant(true)) {
                    Menu("Options") { Button("Rename") {}.testID("rename") }.testID("menu")
                }
            }
        }
        let h = host(Screen(), width: Self.canvas.width, height: Self.canvas.height)
        #expect(h.frame(of: "rename") == nil)
        try h.tap("menu")
        let menu = try #require(h.frame(of: "menu"))
        // iOS's panel under the label in the sheet: 250 pt wide, 8 pt below it, rows of 44 pt,
        // centred on a label in the middle third of the canvas.
        expectFrame(h, "rename", CGRect(x: menu.midX - 125, y: menu.maxY + 8, width: 250, height: 44))
    }

    @Test func aSheetInASheetInASheetStacksEachLevel() throws {
        struct Screen: View {
            @State var second = true
            @State var third = true
            var body: some View {
                Color.red.sheet(isPresented: .constant(true)) {
                    Text("One").testID("one").sheet(isPresented: $second) {
                        Text("Two").testID("two").sheet(isPresented: $third) { InnerContent() }
                    }
                }
            }
        }
        let h = host(Screen(), width: Self.canvas.width, height: Self.canvas.height)
        #expect(h.frame(of: "inner") != nil)
        try h.tap("inner")
        #expect(h.frame(of: "inner") == nil)
        #expect(h.frame(of: "two") != nil)
        #expect(h.frame(of: "one") != nil)
    }
}

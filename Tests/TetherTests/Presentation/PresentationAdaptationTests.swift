import Foundation
import Testing
@testable import Tether

/// `presentationCompactAdaptation(_:)`: how a sheet or a popover shows in a compact size class.
@MainActor
@Suite struct PresentationAdaptationTests {
    @ViewBuilder static func screen(_ adaptation: PresentationAdaptation?, popover: Bool = false) -> some View {
        if popover {
            Color.clear.popover(isPresented: .constant(true)) { content(adaptation) }
        } else {
            Color.clear.sheet(isPresented: .constant(true)) { content(adaptation) }
        }
    }
    @ViewBuilder static func content(_ adaptation: PresentationAdaptation?) -> some View {
        if let adaptation {
            Color.green.testID("content").presentationCompactAdaptation(adaptation)
        } else {
            Color.green.testID("content")
        }
    }

    @Test func aFullScreenCoverAdaptationCoversTheCanvasOnAnIPhone() {
        let h = host(Self.screen(.fullScreenCover), width: 390, height: 844)
        expectFrame(h, "content", CGRect(x: 0, y: 0, width: 390, height: 844))
        // A sheet (the default and `.sheet`) starts 10 pt below the canvas's top.
        let sheet = host(Self.screen(nil), width: 390, height: 844)
        expectFrame(sheet, "content", CGRect(x: 0, y: 10, width: 390, height: 834))
        expectFrame(host(Self.screen(.sheet), width: 390, height: 844), "content", CGRect(x: 0, y: 10, width: 390, height: 834))
    }

    @Test func aFullScreenCoverAdaptationIsNotSwipedAway() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Color.clear.popover(isPresented: $shown) { Color.green.testID("content").presentationCompactAdaptation(.fullScreenCover) }
            }
        }
        let h = host(Screen(), width: 390, height: 844)
        try? h.drag("content", by: CGSize(width: 0, height: 600))
        #expect(h.frame(of: "content") != nil)
    }

    @Test func theAdaptationAppliesOnlyInACompactSizeClass() {
        // An iPad-sized canvas is regular both ways: the sheet stays a sheet.
        let h = host(Self.screen(.fullScreenCover), width: 1024, height: 1366)
        #expect(h.frame(of: "content")?.minY ?? 0 > 0)
        // One adaptation for each axis: a landscape iPhone is vertically compact only.
        let landscape = host(Color.clear.sheet(isPresented: .constant(true)) {
            Color.green.testID("content").presentationCompactAdaptation(horizontal: .sheet, vertical: .fullScreenCover)
        }, width: 844, height: 390)
        expectFrame(landscape, "content", CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aPopoverAdaptationKeepsTheBubbleOnAnIPhone() {
        // The source (the whole canvas here) is the bubble's anchor: the bubble is no sheet.
        let h = host(Self.screen(.popover, popover: true), width: 390, height: 844)
        #expect(h.frame(of: "content")?.height != 834)
        #expect(!h.diagnostics.contains { $0.message.contains("popover") })
    }
}

import Foundation
import Testing
@testable import Tether

/// The popover bubble: regular width (an iPad), or compact width under
/// `presentationCompactAdaptation(.popover)`. The bubble takes its content's size and stands
/// next to its source, a 13 pt arrow between them, 10 pt clear of the canvas's edges.
@MainActor @Suite struct PopoverBubbleTests {
    let pad = CGSize(width: 1024, height: 768)

    /// A 100 × 40 source centred at `point`, presenting a 200 × 100 bubble.
    struct Screen: View {
        let point: CGPoint
        var arrowEdge: Edge? = nil
        var compactAdaptation: PresentationAdaptation? = nil
        let recorder: Recorder<Bool>
        @State private var shown = true
        var body: some View {
            ZStack {
                Color.clear
                Color.gray.frame(width: 100, height: 40).testID("source")
                    .popover(isPresented: Binding(get: { shown }, set: { shown = $0; recorder.record($0) }), arrowEdge: arrowEdge) {
                        if let compactAdaptation {
                            Color.blue.frame(width: 200, height: 100).testID("bubble").presentationCompactAdaptation(compactAdaptation)
                        } else {
                            Color.blue.frame(width: 200, height: 100).testID("bubble")
                        }
                    }
                    .position(point)
            }
        }
    }

    @Test func onAnIPadThePopoverIsABubbleBelowItsSource() {
        let h = host(Screen(point: CGPoint(x: 300, y: 200), recorder: Recorder()), width: pad.width, height: pad.height)
        // The source runs from y 180 to 220: the arrow fills 220…233, the bubble starts under it,
        // centred on the source.
        expectFrame(h, "bubble", CGRect(x: 200, y: 233, width: 200, height: 100))
    }

    @Test func aSourceInTheLowerHalfGetsTheBubbleAboveIt() {
        let h = host(Screen(point: CGPoint(x: 300, y: 600), recorder: Recorder()), width: pad.width, height: pad.height)
        expectFrame(h, "bubble", CGRect(x: 200, y: 580 - 13 - 100, width: 200, height: 100))
    }

    @Test func theArrowEdgeChoosesTheSide() {
        let above = host(Screen(point: CGPoint(x: 300, y: 200), arrowEdge: .bottom, recorder: Recorder()), width: pad.width, height: pad.height)
        expectFrame(above, "bubble", CGRect(x: 200, y: 180 - 13 - 100, width: 200, height: 100))
        let beside = host(Screen(point: CGPoint(x: 300, y: 300), arrowEdge: .leading, recorder: Recorder()), width: pad.width, height: pad.height)
        expectFrame(beside, "bubble", CGRect(x: 350 + 13, y: 250, width: 200, height: 100))
        let before = host(Screen(point: CGPoint(x: 600, y: 300), arrowEdge: .trailing, recorder: Recorder()), width: pad.width, height: pad.height)
        expectFrame(before, "bubble", CGRect(x: 550 - 13 - 200, y: 250, width: 200, height: 100))
    }

    @Test func theBubbleStaysTenPointsInsideTheCanvas() {
        let h = host(Screen(point: CGPoint(x: 1000, y: 200), recorder: Recorder()), width: pad.width, height: pad.height)
        expectFrame(h, "bubble", CGRect(x: 1024 - 10 - 200, y: 233, width: 200, height: 100))
    }

    @Test func theBubbleDoesNotDimTheCanvasAndItsArrowPointsAtTheSource() throws {
        let h = host(Screen(point: CGPoint(x: 300, y: 200), recorder: Recorder()), width: pad.width, height: pad.height)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 900, y: 700).a == 0)
        // Inside the arrow, just under the source: the bubble's white.
        let arrow = p.pixel(x: 300, y: 229)
        #expect(arrow.r == 255 && arrow.g == 255 && arrow.b == 255)
    }

    @Test func aTapOutsideTheBubbleDismissesIt() throws {
        let recorder = Recorder<Bool>()
        let h = host(Screen(point: CGPoint(x: 300, y: 200), recorder: recorder), width: pad.width, height: pad.height)
        try h.tap(at: CGPoint(x: 900, y: 700))
        #expect(recorder.value == false)
        #expect(h.frame(of: "bubble") == nil)
    }

    @Test func onAnIPhoneAPopoverIsASheetUnlessItsContentAsksForThePopover() {
        let sheet = host(Screen(point: CGPoint(x: 195, y: 200), recorder: Recorder()), width: 390, height: 844)
        // The sheet centres the content in its area from y 10 to 844.
        expectFrame(sheet, "bubble", CGRect(x: 95, y: 10 + (834 - 100) / 2, width: 200, height: 100))
        let bubble = host(Screen(point: CGPoint(x: 195, y: 200), compactAdaptation: .popover, recorder: Recorder()), width: 390, height: 844)
        expectFrame(bubble, "bubble", CGRect(x: 95, y: 233, width: 200, height: 100))
    }

    @Test func aNonFiniteAttachmentPointIsReportedAndTheBubbleCentred() {
        let h = host(Color.clear.popover(isPresented: .constant(true), attachmentAnchor: .point(UnitPoint(x: .nan, y: .infinity))) {
            Color.blue.frame(width: 200, height: 100).testID("bubble")
        }, width: pad.width, height: pad.height)
        // Centred: the arrow's 13 pt below the canvas's middle, as below a point there.
        expectFrame(h, "bubble", CGRect(x: 412, y: 384 + 13, width: 200, height: 100))
        #expect(h.diagnostics.contains { $0.message.contains("not finite") })
    }
}

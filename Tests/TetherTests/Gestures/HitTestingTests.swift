import Foundation
import Testing
@testable import Tether

/// Taps and SwiftUI's hit testing: buttons, toggles, z order, content shapes, disabled controls.
@MainActor
@Suite struct HitTestingTests {

    @Test func buttonTapRunsItsActionAndRelayoutsState() throws {
        let h = host(TapCounter())
        #expect(close(h.frame(of: "bar")!.height, 10))
        try h.tap("add")
        try h.tap("add")
        #expect(close(h.frame(of: "bar")!.height, 30))
    }

    @Test func toggleTapFlipsItsBinding() throws {
        struct Settings: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on).accessibilityIdentifier("toggle")
                    if on { Color.green.frame(width: 5, height: 5).accessibilityIdentifier("shown") }
                }
            }
        }
        let h = host(Settings(), width: 390, height: 200)
        #expect(h.frame(of: "shown") == nil)
        // iOS toggles fill the offered width; the switch is iOS 26's 63 × 28.
        #expect(close(h.frame(of: "toggle")!.width, 390))
        #expect(close(h.frame(of: "toggle")!.height, 28))
        try h.tap("toggle")
        #expect(h.frame(of: "shown") != nil)
        try h.tap("toggle")
        #expect(h.frame(of: "shown") == nil)
    }

    @Test func aTapLandsOnTheViewThatZIndexBringsToTheFront() throws {
        // The red square is first in code but raised by zIndex: it is in front, so it gets the
        // tap; an allowsHitTesting(false) around a raised view still lets the tap through.
        let tapped = Recorder<String>()
        let raised = host(ZStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { tapped.record("red") }.zIndex(1)
            Color.blue.frame(width: 40, height: 40).onTapGesture { tapped.record("blue") }
        })
        try raised.tap(at: CGPoint(x: 200, y: 200))
        #expect(tapped.value == "red")
        let passThrough = host(ZStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { tapped.record("red") }.zIndex(1).allowsHitTesting(false)
            Color.blue.frame(width: 40, height: 40).onTapGesture { tapped.record("blue") }
        })
        try passThrough.tap(at: CGPoint(x: 200, y: 200))
        #expect(tapped.value == "blue")
    }

    @Test func tapAtPointHitsTheFrontMostView() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let view = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
            Color.blue.frame(width: 40, height: 40).onTapGesture { log.taps.append("front") }
        }
        let h = host(view, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 50, y: 50))
        try h.tap(at: CGPoint(x: 5, y: 5))
        #expect(log.taps == ["front", "back"])
    }

    @Test func allowsHitTestingFalseLetsTapsThrough() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let view = ZStack {
            Color.red.onTapGesture { log.taps.append("back") }
            Color.blue.onTapGesture { log.taps.append("front") }.allowsHitTesting(false)
        }
        let h = host(view, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.taps == ["back"])
    }

    @Test func clearColorIsNotHitUnlessGivenAContentShape() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let bare = host(Color.clear.frame(width: 50, height: 50).onTapGesture { log.taps += 1 }, width: 50, height: 50)
        #expect(throws: InteractionError.self) { try bare.tap(at: CGPoint(x: 25, y: 25)) }
        let shaped = host(Color.clear.frame(width: 50, height: 50).contentShape(Rectangle()).onTapGesture { log.taps += 1 },
                          width: 50, height: 50)
        try shaped.tap(at: CGPoint(x: 25, y: 25))
        #expect(log.taps == 1)
    }

    @Test func aContentShapeOfKindsTakesTapsOnlyForInteraction() throws {
        final class Log { var taps = 0 }
        let log = Log()
        // `.interaction` makes the clear view's square hit; `.dragPreview` and
        // `.contextMenuPreview` shape previews, not hit testing.
        let interaction = host(Color.clear.frame(width: 50, height: 50).contentShape(.interaction, .rect(cornerRadius: 10))
            .onTapGesture { log.taps += 1 }, width: 50, height: 50)
        try interaction.tap(at: CGPoint(x: 25, y: 25))
        // The corner lies outside the 10-point rounding.
        #expect(throws: InteractionError.self) { try interaction.tap(at: CGPoint(x: 1, y: 1)) }
        #expect(log.taps == 1)
        let preview = host(Color.clear.frame(width: 50, height: 50).contentShape([.dragPreview, .contextMenuPreview], Rectangle())
            .onTapGesture { log.taps += 1 }, width: 50, height: 50)
        #expect(throws: InteractionError.self) { try preview.tap(at: CGPoint(x: 25, y: 25)) }
        #expect(log.taps == 1)
    }

    @Test func circleReceivesTapsOnlyInsideItsOutline() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let h = host(Circle().frame(width: 100, height: 100).onTapGesture { log.taps += 1 }, width: 100, height: 100)
        try h.tap(at: CGPoint(x: 50, y: 50))
        // The frame's corner is outside the circle (distance 70.7 > 50 from the centre).
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 2, y: 2)) }
        #expect(log.taps == 1)
    }

    @Test func tapOnNothingThrowsAClearError() {
        let h = host(Color.red.frame(width: 10, height: 10), width: 100, height: 100)
        #expect(throws: InteractionError.nothingAt(CGPoint(x: 1, y: 1))) { try h.tap(at: CGPoint(x: 1, y: 1)) }
        #expect(throws: InteractionError.noViewWithIdentifier("missing")) { try h.tap("missing") }
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: CGFloat.nan, y: 0)) }
    }

    @Test func disabledButtonDoesNotRunItsAction() {
        final class Log { var taps = 0 }
        let log = Log()
        let h = host(Button("Go") { log.taps += 1 }.disabled(true).accessibilityIdentifier("go"))
        #expect(throws: InteractionError.self) { try h.tap("go") }
        #expect(log.taps == 0)
    }

    @Test func buttonInsideAListRowIsTappable() throws {
        struct Rows: View {
            @State var picked = -1
            var body: some View {
                VStack {
                    List {
                        ForEach(0..<3) { i in
                            Button("Row \(i)") { picked = i }.accessibilityIdentifier("row\(i)")
                        }
                    }
                    Color.red.frame(width: 10, height: CGFloat(picked + 2)).accessibilityIdentifier("marker")
                }
            }
        }
        let h = host(Rows(), width: 390, height: 600)
        let row1 = h.frame(of: "row1")!
        try h.tap(at: CGPoint(x: row1.midX, y: row1.midY))
        #expect(close(h.frame(of: "marker")!.height, 3))
    }
}

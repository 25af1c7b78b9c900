import Foundation
import Testing
@testable import Tether

/// Apple's "isDetectingLongPress" example: a square whose `@GestureState` is true while a
/// 0.5 s long press is held, recording what its body saw.
private struct PressDetectingSquare: View {
    let seen: Recorder<[Bool]>
    @GestureState private var isDetectingLongPress = false
    var body: some View {
        seen.record((seen.value ?? []) + [isDetectingLongPress])
        return Color.red.frame(width: 60, height: 60)
            .gesture(LongPressGesture(minimumDuration: 0.5)
                .updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState })
            .testID("press")
    }
}

/// `LongPressGesture`'s value while it is held, before it is recognized: SwiftUI reports
/// `true` from the moment the finger comes down, so `updating(_:body:)` sets its state at once
/// and `onChanged(_:)` runs, whether or not the press lasts long enough.
@MainActor @Suite struct LongPressWhileHeldTests {
    @Test func aHeldLongPressSetsItsGestureStateBeforeItIsRecognizedAndResetsItWhenItEnds() throws {
        let seen = Recorder<[Bool]>()
        let h = host(PressDetectingSquare(seen: seen), width: 60, height: 60)
        try h.longPress("press", duration: 1)
        // First body: false; the finger comes down: true; the press is recognized and ends:
        // the state resets to false.
        #expect(seen.value == [false, true, false])
    }

    @Test func aLongPressLiftedTooSoonStillShowedItsStateWhileHeld() throws {
        let seen = Recorder<[Bool]>()
        let h = host(PressDetectingSquare(seen: seen), width: 60, height: 60)
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 30, y: 30))) { try h.longPress("press", duration: 0.2) }
        #expect(seen.value == [false, true, false])
    }

    @Test func onChangedOfALongPressRunsWithTrueWhenTheFingerComesDown() throws {
        let values = Recorder<[Bool]>()
        let ended = Recorder<Bool>()
        let view = Color.gray.frame(width: 60, height: 60)
            .gesture(LongPressGesture(minimumDuration: 0.5)
                .onChanged { values.record((values.value ?? []) + [$0]) }
                .onEnded { ended.record($0) })
            .testID("press")
        let h = host(view, width: 60, height: 60)
        try h.longPress("press", duration: 1)
        // Once, not again when the recognized press catches up on the touch.
        #expect(values.value == [true])
        #expect(ended.value == true && ended.count == 1)
    }

    @Test func aLongPressSequencedBeforeADragReportsFirstTrueWhileHeld() throws {
        let values = Recorder<[String]>()
        @GestureState var dragState = ""
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .updating($dragState) { value, _, _ in
                let name: String
                switch value {
                case .first(let pressing): name = "first(\(pressing))"
                case .second(let pressed, let drag): name = "second(\(pressed), \(drag == nil ? "nil" : "drag"))"
                }
                values.record((values.value ?? []) + [name])
            }
        let h = host(Color.gray.frame(width: 100, height: 100).gesture(gesture), width: 100, height: 100)
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), pressDuration: 1)
        // Apple's example: `.first(true)` while the press is held ("long press begins"), then the
        // drag's values after it is confirmed.
        let seen = try #require(values.value)
        #expect(seen.first == "first(true)")
        #expect(seen.dropFirst().allSatisfy { $0.hasPrefix("second(true") })
        #expect(seen.contains("second(true, drag)"))
    }

    @Test func aLongPressInsideAnExclusiveGestureReportsItsHeldValueThroughIt() throws {
        let values = Recorder<[String]>()
        @GestureState var state = 0
        let gesture = LongPressGesture(minimumDuration: 0.5).exclusively(before: TapGesture())
            .updating($state) { value, _, _ in
                if case .first(let pressing) = value { values.record((values.value ?? []) + ["first(\(pressing))"]) }
            }
        let h = host(Color.gray.frame(width: 60, height: 60).gesture(gesture).testID("x"), width: 60, height: 60)
        try h.longPress("x", duration: 1)
        #expect(values.value == ["first(true)"])
    }
}

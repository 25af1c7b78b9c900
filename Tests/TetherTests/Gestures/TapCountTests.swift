import Foundation
import Testing
@testable import Tether

/// Counts of what ran, for the tests to read.
@MainActor private final class Taps {
    var single = 0
    var double = 0
    var triple = 0
    var locations: [CGPoint] = []
    var pressing: [Bool] = []
    var pressed = 0
}

/// Taps in quick succession, as SwiftUI counts them: a count-n tap gesture needs n taps, and
/// a single tap waits for a double tap declared before it to fail.
@MainActor
@Suite struct TapCountTests {
    /// The documented pattern: the double tap first, then the single tap.
    private func doubleThenSingle(_ taps: Taps) -> some View {
        Color.blue.frame(width: 100, height: 100)
            .onTapGesture(count: 2) { taps.double += 1 }
            .onTapGesture { taps.single += 1 }
            .testID("square")
    }

    @Test func aDoubleTapGestureNeedsTwoTaps() throws {
        let taps = Taps()
        let h = host(Color.blue.frame(width: 100, height: 100).onTapGesture(count: 2) { taps.double += 1 }.testID("square"),
                     width: 100, height: 100)
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 50, y: 50))) { try h.tap("square") }
        #expect(taps.double == 0)
        try h.tap("square", count: 2)
        #expect(taps.double == 1)
        try h.tap(at: CGPoint(x: 10, y: 10), count: 2)
        #expect(taps.double == 2)
    }

    @Test func aDoubleTapRunsOnlyTheDoubleTapActionAndASingleTapOnlyTheSingle() throws {
        let taps = Taps()
        let h = host(doubleThenSingle(taps), width: 100, height: 100)
        try h.tap("square", count: 2)
        #expect(taps.double == 1 && taps.single == 0)
        try h.tap("square")
        #expect(taps.double == 1 && taps.single == 1)
    }

    @Test func aSingleTapDeclaredFirstTakesEveryTap() throws {
        // The inner gesture comes first: the single tap recognizes each tap, so the double
        // tap never gets two (why SwiftUI's documentation puts the higher count first).
        let taps = Taps()
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture { taps.single += 1 }
            .onTapGesture(count: 2) { taps.double += 1 }
            .testID("square")
        try host(view, width: 100, height: 100).tap("square", count: 2)
        #expect(taps.single == 2 && taps.double == 0)
    }

    @Test func aPlainSingleTapRunsOnEachTapOfADoubleTap() throws {
        let taps = Taps()
        let h = host(Button("Go") { taps.single += 1 }.testID("go"))
        try h.tap("go", count: 2)
        #expect(taps.single == 2)
        try h.tap("go", count: 3)
        #expect(taps.single == 5)
    }

    @Test func aTripleTapIsRecognizedOnItsThirdTap() throws {
        let taps = Taps()
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture(count: 3) { taps.triple += 1 }
            .onTapGesture(count: 2) { taps.double += 1 }
            .onTapGesture { taps.single += 1 }
            .testID("square")
        let h = host(view, width: 100, height: 100)
        try h.tap("square", count: 3)
        #expect(taps.triple == 1 && taps.double == 0 && taps.single == 0)
        try h.tap("square", count: 2)
        #expect(taps.triple == 1 && taps.double == 1 && taps.single == 0)
        try h.tap("square")
        #expect(taps.triple == 1 && taps.double == 1 && taps.single == 1)
    }

    @Test func tapGesturesWithCountsInGestureSimultaneousAndExclusive() throws {
        let taps = Taps()
        let exclusive = TapGesture(count: 2).onEnded { taps.double += 1 }
            .exclusively(before: TapGesture().onEnded { taps.single += 1 })
        let h = host(Color.blue.frame(width: 100, height: 100).gesture(exclusive).testID("square"), width: 100, height: 100)
        try h.tap("square", count: 2)
        #expect(taps.double == 1 && taps.single == 0)
        try h.tap("square")
        #expect(taps.double == 1 && taps.single == 1)

        // A simultaneous double tap hears the second tap alongside the button's taps.
        let other = Taps()
        let both = Button("Go") { other.single += 1 }
            .simultaneousGesture(TapGesture(count: 2).onEnded { other.double += 1 })
            .testID("go")
        try host(both).tap("go", count: 2)
        #expect(other.single == 2 && other.double == 1)
    }

    @Test func aSpatialDoubleTapReportsWhereTheSecondTapLanded() throws {
        let taps = Taps()
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture(count: 2) { taps.locations.append($0) }
            .padding(50)
        let h = host(view, width: 200, height: 200)
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 70, y: 80))) { try h.tap(at: CGPoint(x: 70, y: 80)) }
        try h.tap(at: CGPoint(x: 70, y: 80), count: 2)
        #expect(taps.locations.count == 1)
        #expect(close(taps.locations.first ?? .zero, CGPoint(x: 20, y: 30)))
        let spatial = Color.blue.frame(width: 100, height: 100)
            .gesture(SpatialTapGesture(count: 2, coordinateSpace: .global).onEnded { taps.locations.append($0.location) })
            .padding(50)
        try host(spatial, width: 200, height: 200).tap(at: CGPoint(x: 70, y: 80), count: 2)
        #expect(close(taps.locations.last ?? .zero, CGPoint(x: 70, y: 80)))
    }

    @Test func aTapCountBelowOneIsAnErrorOrADiagnosticNotACrash() throws {
        let taps = Taps()
        let h = host(doubleThenSingle(taps), width: 100, height: 100)
        for bad in [0, -1, Int.min, Int.max] {
            #expect(throws: InteractionError.self) { try h.tap("square", count: bad) }
            #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 50, y: 50), count: bad) }
        }
        #expect(taps.single == 0 && taps.double == 0)
        // A gesture asking for 0 taps is reported and counts 1 tap.
        let zero = host(Color.red.frame(width: 50, height: 50).onTapGesture(count: 0) { taps.single += 1 }.testID("zero"),
                        width: 50, height: 50)
        try zero.tap("zero")
        #expect(taps.single == 1)
        #expect(zero.diagnostics.contains { $0.message.contains("tap count of 0") })
    }

    @Test func pressingChangesWhenTheFingerComesDownBeforeTheMinimumDuration() throws {
        let taps = Taps()
        let view = Color.orange.frame(width: 60, height: 60)
            .onLongPressGesture(minimumDuration: 0.5, perform: { taps.pressed += 1 }, onPressingChanged: { taps.pressing.append($0) })
            .testID("press")
        let h = host(view, width: 60, height: 60)
        // Too short: pressing starts when the finger comes down and stops when it lifts.
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 30, y: 30))) { try h.longPress("press", duration: 0.2) }
        #expect(taps.pressing == [true, false] && taps.pressed == 0)
        // Long enough: the action runs, and pressing stops.
        try h.longPress("press", duration: 1)
        #expect(taps.pressing == [true, false, true, false] && taps.pressed == 1)
        // Moving away (past the 10 pt maximum distance) stops pressing without the action.
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 30, y: 30))) { try h.drag("press", by: CGSize(width: 25, height: 0)) }
        #expect(taps.pressing == [true, false, true, false, true, false] && taps.pressed == 1)
    }

    @Test func pressingIsTrueAtTheFirstUpdateOfThePress() throws {
        // The view sees `pressing` while the finger is down, before the press is recognized.
        let seen = Recorder<[Bool]>()
        struct Pressable: View {
            let seen: Recorder<[Bool]>
            @State private var pressing = false
            var body: some View {
                seen.record((seen.value ?? []) + [pressing])
                return Color.green.frame(width: 60, height: 60)
                    .onLongPressGesture(minimumDuration: 5, perform: {}, onPressingChanged: { pressing = $0 })
                    .testID("press")
            }
        }
        let h = host(Pressable(seen: seen), width: 60, height: 60)
        #expect(throws: InteractionError.self) { try h.longPress("press", duration: 1) }
        #expect(seen.value?.contains(true) == true)
        #expect(seen.value?.last == false)
    }
}

import Foundation
import Testing
@testable import Tether

/// What gestures reported, for the tests to read.
@MainActor final class GestureLog {
    var changed: [DragGesture.Value] = []
    var ended: [Any] = []
    var events: [String] = []
}

/// A 200×200 square in a 300×300 canvas (at 50, 50) with a drag gesture on it.
private struct DragSquare: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 10
    var space: CoordinateSpace = .local
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                .onChanged { log.changed.append($0) }
                .onEnded { log.ended.append($0) })
            .testID("square")
    }
}

/// A square that moves with the finger while dragged (`@GestureState`) and records the
/// offsets its body saw.
private struct FollowingSquare: View {
    let offsets: Recorder<[CGSize]>
    @GestureState private var offset = CGSize.zero
    var body: some View {
        offsets.record((offsets.value ?? []) + [offset])
        return Color.red.frame(width: 50, height: 50)
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
            .testID("follow")
    }
}

/// SwiftUI's gestures driven through Tether's host: drags, long presses, pinches and
/// rotations go to the gestures under the finger, with SwiftUI's precedence.
@MainActor
@Suite struct GestureTests {
    @Test func aDragReportsLocationsInTheViewsSpaceAndItsTranslation() throws {
        let log = GestureLog()
        let h = host(DragSquare(log: log), width: 300, height: 300)
        // The square's centre is (150, 150) in the canvas, (100, 100) in its own space.
        try h.drag("square", by: CGSize(width: 50, height: 30))
        let end = try #require(log.ended.first as? DragGesture.Value)
        #expect(close(end.startLocation, CGPoint(x: 100, y: 100)))
        #expect(close(end.location, CGPoint(x: 150, y: 130)))
        #expect(close(end.translation.width, 50) && close(end.translation.height, 30))
        // Ten moves of (5, 3) pt: the first (5.8 pt) is under the 10 pt minimum distance, the
        // second (11.7 pt) passes it; onChanged hears that one and the eight after it.
        #expect(log.changed.count == 9)
        #expect(close(log.changed.first?.translation.width ?? 0, 10))
        // 5 pt per 1/60 s is 300 pt/s (3 pt: 180 pt/s); a release travels half of that.
        #expect(close(end.velocity.width, 300, tolerance: 0.5) && close(end.velocity.height, 180, tolerance: 0.5))
        #expect(close(end.predictedEndTranslation.width, 50 + 300 * 0.499, tolerance: 0.5))
    }

    @Test func aDragInGlobalSpaceReportsCanvasPoints() throws {
        let log = GestureLog()
        let h = host(DragSquare(log: log, space: .global), width: 300, height: 300)
        try h.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 90, y: 70))
        let end = try #require(log.ended.first as? DragGesture.Value)
        #expect(close(end.startLocation, CGPoint(x: 60, y: 70)) && close(end.location, CGPoint(x: 90, y: 70)))
    }

    @Test func aDragWithNoMinimumDistanceRecognizesATap() throws {
        let log = GestureLog()
        let h = host(DragSquare(log: log, minimumDistance: 0), width: 300, height: 300)
        try h.tap(at: CGPoint(x: 100, y: 100))
        let end = try #require(log.ended.first as? DragGesture.Value)
        #expect(end.translation == .zero && close(end.location, CGPoint(x: 50, y: 50)))
    }

    @Test func aDragShorterThanTheMinimumIsNotRecognized() throws {
        let log = GestureLog()
        let h = host(DragSquare(log: log), width: 300, height: 300)
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 150, y: 150))) { try h.drag("square", by: CGSize(width: 6, height: 0)) }
        #expect(log.ended.isEmpty && log.changed.isEmpty)
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() throws {
        let offsets = Recorder<[CGSize]>()
        let h = host(FollowingSquare(offsets: offsets), width: 200, height: 200)
        try h.drag("follow", by: CGSize(width: 40, height: 0), steps: 4)
        let seen = offsets.value ?? []
        // Moves of 10 pt: recognized at the first (10 pt, the minimum), then 20, 30, 40.
        #expect(seen.contains(CGSize(width: 40, height: 0)), "\(seen)")
        #expect(seen.last == .zero)
        #expect(close(h.frame(of: "follow"), CGRect(x: 75, y: 75, width: 50, height: 50)))
    }

    @Test func theInnerViewsGestureComesFirstUnlessTheOuterOneHasHighPriority() throws {
        final class Counts { var inner = 0, outer = 0 }
        let counts = Counts()
        func square(_ attach: (AnyView) -> AnyView) -> some View {
            attach(AnyView(Color.green.frame(width: 40, height: 40).onTapGesture { counts.inner += 1 }.testID("inner")))
                .frame(width: 100, height: 100)
        }
        let outerTap = TapGesture().onEnded { counts.outer += 1 }
        try host(square { AnyView($0.gesture(outerTap)) }, width: 100, height: 100).tap(at: CGPoint(x: 50, y: 50))
        #expect(counts.inner == 1 && counts.outer == 0)
        try host(square { AnyView($0.highPriorityGesture(outerTap)) }, width: 100, height: 100).tap(at: CGPoint(x: 50, y: 50))
        #expect(counts.inner == 1 && counts.outer == 1)
        try host(square { AnyView($0.simultaneousGesture(outerTap)) }, width: 100, height: 100).tap(at: CGPoint(x: 50, y: 50))
        #expect(counts.inner == 2 && counts.outer == 2)
    }

    @Test func aGestureMaskLeavesOutTheGestureOrTheSubviews() throws {
        final class Counts { var inner = 0, outer = 0 }
        let counts = Counts()
        func view(_ mask: GestureMask) -> some View {
            Color.green.frame(width: 40, height: 40).onTapGesture { counts.inner += 1 }
                .gesture(TapGesture().onEnded { counts.outer += 1 }, including: mask)
        }
        try host(view(.gesture), width: 40, height: 40).tap(at: CGPoint(x: 20, y: 20))
        #expect(counts.inner == 0 && counts.outer == 1)
        try host(view(.subviews), width: 40, height: 40).tap(at: CGPoint(x: 20, y: 20))
        #expect(counts.inner == 1 && counts.outer == 1)
        #expect(throws: InteractionError.nothingAt(CGPoint(x: 20, y: 20))) { try host(view(.none), width: 40, height: 40).tap(at: CGPoint(x: 20, y: 20)) }
    }

    @Test func aDisabledGestureLetsTheSubviewsGesturesWorkAlone() throws {
        // iOS 18's `gesture(_:isEnabled:)`: enabled, the outer tap waits for the inner one
        // (which wins); disabled, only the inner view's gesture is there, and where the outer
        // view has no subview gesture a tap finds nothing.
        final class Counts { var inner = 0, outer = 0 }
        let counts = Counts()
        func view(_ enabled: Bool) -> some View {
            ZStack {
                Color.green.frame(width: 40, height: 40).onTapGesture { counts.inner += 1 }
            }
            .frame(width: 100, height: 100)
            .contentShape(Rectangle())
            .gesture(TapGesture().onEnded { counts.outer += 1 }, isEnabled: enabled)
        }
        try host(view(true), width: 100, height: 100).tap(at: CGPoint(x: 5, y: 5))
        #expect(counts.inner == 0 && counts.outer == 1)
        try host(view(false), width: 100, height: 100).tap(at: CGPoint(x: 50, y: 50))
        #expect(counts.inner == 1 && counts.outer == 1)
        #expect(throws: InteractionError.self) { try host(view(false), width: 100, height: 100).tap(at: CGPoint(x: 5, y: 5)) }
        #expect(counts.outer == 1)
        // The high-priority and simultaneous forms too.
        try host(Color.red.frame(width: 40, height: 40).highPriorityGesture(TapGesture().onEnded { counts.outer += 1 }, isEnabled: true),
                 width: 40, height: 40).tap(at: CGPoint(x: 20, y: 20))
        try host(Color.red.frame(width: 40, height: 40).simultaneousGesture(TapGesture().onEnded { counts.outer += 1 }, isEnabled: true),
                 width: 40, height: 40).tap(at: CGPoint(x: 20, y: 20))
        #expect(counts.outer == 3)
    }

    @Test func aLongPressNeedsItsMinimumDuration() throws {
        final class Presses { var fired = 0; var pressing: [Bool] = [] }
        let presses = Presses()
        let view = Color.orange.frame(width: 60, height: 60)
            .onLongPressGesture(minimumDuration: 0.5, perform: { presses.fired += 1 }, onPressingChanged: { presses.pressing.append($0) })
            .testID("press")
        let h = host(view, width: 60, height: 60)
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 30, y: 30))) { try h.longPress("press", duration: 0.2) }
        // The finger was down, so pressing went on and off, with no action.
        #expect(presses.fired == 0 && presses.pressing == [true, false])
        try h.longPress("press", duration: 1)
        #expect(presses.fired == 1 && presses.pressing == [true, false, true, false])
    }

    @Test func aLongPressSequencedBeforeADragHandsTheTouchOn() throws {
        let log = GestureLog()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onEnded { log.ended.append($0) }
        let h = host(Color.gray.frame(width: 100, height: 100).gesture(gesture), width: 100, height: 100)
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), pressDuration: 1)
        let end = try #require(log.ended.first as? SequenceGesture<LongPressGesture, DragGesture>.Value)
        guard case .second(let pressed, let drag?) = end else { Issue.record("expected the drag, got \(end)"); return }
        #expect(pressed && close(drag.translation.width, 30))
        // Without the press first, the long press fails when the finger moves.
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 50, y: 50))) {
            try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50))
        }
    }

    @Test func anExclusiveGestureTakesTheSecondWhenTheFirstFails() throws {
        let log = GestureLog()
        let gesture = DragGesture(minimumDistance: 20).exclusively(before: TapGesture()).onEnded { log.ended.append($0) }
        let h = host(Color.gray.frame(width: 100, height: 100).gesture(gesture).testID("x"), width: 100, height: 100)
        try h.tap("x")
        try h.drag("x", by: CGSize(width: 0, height: 40))
        typealias Exclusive = ExclusiveGesture<DragGesture, TapGesture>.Value
        let values = log.ended.compactMap { $0 as? Exclusive }
        #expect(values.count == 2)
        if case .second = values.first {} else { Issue.record("a tap is the second gesture: \(values)") }
        if case .first(let drag) = values.last { #expect(close(drag.translation.height, 40)) } else { Issue.record("\(values)") }
    }

    @Test func pinchingAndRotatingReportMagnificationAndAngle() throws {
        let log = GestureLog()
        let view = Color.purple.frame(width: 200, height: 200)
            .gesture(MagnifyGesture().onEnded { log.ended.append($0.magnification) })
            .simultaneousGesture(RotateGesture().onEnded { log.ended.append($0.rotation.degrees) })
            .simultaneousGesture(MagnificationGesture().simultaneously(with: RotationGesture()).onEnded { log.ended.append($0) })
            .testID("photo")
        let h = host(view, width: 200, height: 200)
        try h.pinch("photo", scale: 2)
        #expect(close(log.ended.first as? CGFloat ?? 0, 2, tolerance: 1e-6))
        log.ended = []
        try h.rotate("photo", by: .degrees(90))
        #expect(close(log.ended.compactMap { $0 as? Double }.first ?? 0, 90, tolerance: 1e-6))
        let both = log.ended.compactMap { $0 as? SimultaneousGesture<MagnificationGesture, RotationGesture>.Value }.first
        #expect(close(both?.second?.degrees ?? 0, 90, tolerance: 1e-6))
    }

    @Test func aCustomGestureIsRecognizedThroughItsBody() throws {
        struct SwipeRight: Gesture {
            var body: some Gesture<Bool> { DragGesture(minimumDistance: 30).map { $0.translation.width > 0 } }
        }
        final class Box { var swipes: [Bool] = [] }
        let box = Box()
        let h = host(Color.gray.frame(width: 100, height: 100).gesture(SwipeRight().onEnded { box.swipes.append($0) }).testID("s"),
                     width: 100, height: 100)
        try h.drag("s", by: CGSize(width: 40, height: 0))
        try h.drag("s", by: CGSize(width: -40, height: 0))
        #expect(box.swipes == [true, false])
    }

    @Test func aSliderFollowsADragThatStartsOnItsKnob() throws {
        final class Model { var value = 0.0; var editing: [Bool] = [] }
        let model = Model()
        let binding = Binding(get: { model.value }, set: { model.value = $0 })
        let h = host(Slider(value: binding, in: 0...10, step: 1, onEditingChanged: { model.editing.append($0) }).testID("slider"),
                     width: 300, height: 100)
        // The 37 pt knob's centre travels 300 - 37 = 263 pt, from x 18.5; the slider is 34 pt
        // tall, centred at y 50. 100 pt to the right is 100/263 of 10, rounded to the step: 4.
        try h.drag(from: CGPoint(x: 14, y: 50), to: CGPoint(x: 114, y: 50))
        #expect(model.value == 4 && model.editing == [true, false])
        // A touch on the track away from the knob does not move it, as on iOS.
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 250, y: 50))) {
            try h.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 280, y: 50))
        }
        #expect(model.value == 4)
    }

    @Test func iOS13SliderInitialisersTakeTheirStepAndValueLabels() throws {
        // `Slider(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`:
        // the labels are drawn at the ends, the label names the slider, the step rounds.
        final class Model { var value: Float = 30 }
        let model = Model()
        let binding = Binding(get: { model.value }, set: { model.value = $0 })
        let h = host(Slider(value: binding, in: 0...100, step: 10, onEditingChanged: { _ in },
                            minimumValueLabel: Text("MIN").testID("min"), maximumValueLabel: Text("MAX").testID("max")) { Text("Volume") }
            .testID("slider"), width: 300, height: 100)
        #expect(dumpedTexts(h).contains("MIN") && dumpedTexts(h).contains("MAX"))
        #expect(h.find(role: .adjustable)?.label == "Volume" && h.find(role: .adjustable)?.value == "30%")
        // The track runs between the labels, 8 pt from each; the 37 pt knob's centre sits 30 %
        // of the way from 18.5 pt in from one end to 18.5 pt in from the other. Dragging it
        // past the far end gives the maximum, a multiple of the step.
        let minimum = try #require(h.frame(of: "min")), maximum = try #require(h.frame(of: "max"))
        let trackStart = minimum.maxX + 8, trackEnd = maximum.minX - 8
        let knob = CGPoint(x: trackStart + 18.5 + 0.3 * (trackEnd - trackStart - 37), y: minimum.midY)
        try h.drag(from: knob, to: CGPoint(x: trackEnd + 50, y: knob.y))
        #expect(model.value == 100)
        let stepped = host(Slider(value: binding, in: 0...100, step: 25) { Text("Level") })
        #expect(stepped.find(role: .adjustable)?.label == "Level" && stepped.find(role: .adjustable)?.value == "100%")
    }

    @Test func anOptionalGestureRecognizesWhenPresentAndNothingWhenNil() throws {
        // SwiftUI's `Optional: Gesture`: `.gesture(locked ? nil : DragGesture())`.
        final class Model { var drags = 0 }
        let model = Model()
        func card(locked: Bool) -> some View {
            Color.blue.frame(width: 100, height: 100)
                .gesture(locked ? nil : DragGesture().onEnded { _ in model.drags += 1 })
        }
        let open = host(card(locked: false), width: 100, height: 100)
        try open.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 90))
        #expect(model.drags == 1)
        let locked = host(card(locked: true), width: 100, height: 100)
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 50, y: 50))) {
            try locked.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 90))
        }
        #expect(model.drags == 1)
    }

    @Test func aToggleFollowsADragAcrossItsSwitchAndATapStillFlipsIt() throws {
        final class Model { var on = false }
        let model = Model()
        let binding = Binding(get: { model.on }, set: { model.on = $0 })
        let h = host(Toggle("Wi-Fi", isOn: binding).testID("wifi"), width: 300, height: 60)
        // The 51 pt switch sits at the trailing end: x 249...300, centred at y 30.
        try h.drag(from: CGPoint(x: 260, y: 30), to: CGPoint(x: 290, y: 30))
        #expect(model.on)
        try h.drag(from: CGPoint(x: 290, y: 30), to: CGPoint(x: 260, y: 30))
        #expect(!model.on)
        try h.tap("wifi")
        #expect(model.on)
    }

    @Test func hoverNeverHappensOnATouchScreen() throws {
        final class Box { var hovered = false }
        let box = Box()
        let h = host(Color.red.frame(width: 20, height: 20).onHover { box.hovered = $0 }.onTapGesture {}, width: 20, height: 20)
        try h.tap(at: CGPoint(x: 10, y: 10))
        #expect(!box.hovered)
    }

    @Test func badGestureInputIsAnErrorNotACrash() throws {
        let log = GestureLog()
        let h = host(DragSquare(log: log), width: 300, height: 300)
        #expect(throws: InteractionError.self) { try h.drag("square", by: CGSize(width: CGFloat.nan, height: 0)) }
        #expect(throws: InteractionError.invalidGesture("pinch scale -1.0")) { try h.pinch("square", scale: -1) }
        #expect(throws: InteractionError.self) { try h.rotate("square", by: .radians(.infinity)) }
        #expect(throws: InteractionError.noViewWithIdentifier("missing")) { try h.drag("missing", by: CGSize(width: 10, height: 0)) }
        #expect(throws: InteractionError.nothingAt(CGPoint(x: 5, y: 5))) { try h.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 50, y: 5)) }
        // Steps are clamped to 1...1000: a drag of 0 or a billion steps still ends.
        try h.drag("square", by: CGSize(width: 30, height: 0), steps: 0)
        try h.drag("square", by: CGSize(width: 30, height: 0), steps: 1_000_000_000)
        #expect(log.ended.count == 2)
        // A NaN duration is no wait: the press is a tap, which the square's drag does not take.
        #expect(throws: InteractionError.notRecognized(CGPoint(x: 150, y: 150))) { try h.longPress("square", duration: .nan) }
    }

    @Test func aLongPressWithATrailingClosureRunsIt() throws {
        struct Pressable: View {
            @State var pressed = false
            var body: some View {
                Text(pressed ? "pressed" : "idle").testID("press")
                    .onLongPressGesture(minimumDuration: 1) { pressed = true }
            }
        }
        let h = host(Pressable())
        try h.longPress("press", duration: 1)
        #expect(dumpedTexts(h) == ["pressed"])
    }
}

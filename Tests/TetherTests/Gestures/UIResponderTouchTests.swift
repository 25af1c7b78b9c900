import Foundation
import Testing
@testable import Tether

/// A view that records the touch methods UIKit calls on it, with the first touch's location in
/// its own bounds.
@MainActor final class TouchRecordingView: UIView {
    var calls: [String] = []
    var locations: [CGPoint] = []
    var touchesSeen: [UITouch] = []
    var events: [UIEvent?] = []
    /// Whether the touches go on up the responder chain (UIResponder's own behaviour).
    var passesOn = false

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append(name)
        if let touch = touches.first {
            locations.append(touch.location(in: self))
            touchesSeen.append(touch)
        }
        events.append(event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
        if passesOn { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        if passesOn { super.touchesCancelled(touches, with: event) }
    }
}

/// UIKit hands every touch to the view its hit testing picks, through `UIResponder`'s touch
/// methods, after the gesture recognizers: drawing views and custom controls are written
/// against them. Hierarchies are 200 × 200 at the canvas's origin, so window points are the
/// root view's points.
@MainActor
@Suite struct UIResponderTouchTests {
    func hosted(_ make: @escaping @MainActor () -> UIView) -> ViewHost<some View> {
        host(UIKitHierarchy(make: make).frame(width: 200, height: 200), width: 200, height: 200)
    }

    @Test func theHitViewGetsBeganMovedAndEndedInItsOwnSpace() throws {
        let root = UIView()
        let pad = TouchRecordingView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        root.addSubview(pad)
        let h = hosted { root }
        // Ten moves of (6, 4) from (60, 60): window points less the pad's origin (50, 40).
        try h.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 120, y: 100))
        #expect(pad.calls == ["began"] + Array(repeating: "moved", count: 10) + ["ended"])
        #expect(pad.locations.first == CGPoint(x: 10, y: 20))
        #expect(pad.locations[1] == CGPoint(x: 16, y: 24))
        #expect(pad.locations.last == CGPoint(x: 70, y: 60))
        // One touch object for the whole sequence, in the phase of each call.
        #expect(Set(pad.touchesSeen.map(ObjectIdentifier.init)).count == 1)
        #expect(pad.touchesSeen.last?.phase == .ended)
    }

    @Test func aTouchTellsWhatAFingerOnAnIPhoneTells() throws {
        let root = UIView()
        let pad = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(pad)
        let h = hosted { root }
        try h.tap(at: CGPoint(x: 30, y: 40))
        #expect(pad.calls == ["began", "ended"])
        let touch = try #require(pad.touchesSeen.first)
        // A finger, on an iPhone without 3D Touch.
        #expect(touch.type == .direct && touch.force == 0 && touch.maximumPossibleForce == 0)
        #expect(touch.view === pad && touch.tapCount == 1)
        #expect(touch.preciseLocation(in: pad) == touch.location(in: pad))
        #expect(touch.preciseLocation(in: pad) == CGPoint(x: 30, y: 40))
        // A finger stands perpendicular to the glass (π/2) and leans no way (azimuth 0, the
        // unit vector along x).
        #expect(abs(touch.altitudeAngle - .pi / 2) < 1e-12)
        #expect(touch.azimuthAngle(in: pad) == 0 && touch.azimuthAngle(in: nil) == 0)
        #expect(touch.azimuthUnitVector(in: pad) == CGVector(dx: 1, dy: 0))
        let event = try #require(pad.events.first ?? nil)
        #expect(event.touches(for: pad) == [touch])
        #expect(event.touches(for: root)?.isEmpty == true, "the touch landed in the pad, not the root")
        #expect(event.coalescedTouches(for: touch) == [touch])
        #expect(event.predictedTouches(for: touch) == [])
        #expect(UITraitCollection.current.forceTouchCapability == .unavailable)
    }

    @Test func uiResponderPassesTouchesUpToTheSuperview() throws {
        let root = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        child.passesOn = true
        let inert = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        root.addSubview(inert)
        let h = hosted { root }
        try h.tap(at: CGPoint(x: 110, y: 120))
        // The child calls super, so its superview hears the same touches (in its own space).
        #expect(child.calls == ["began", "ended"] && root.calls == ["began", "ended"])
        #expect(root.locations.first == CGPoint(x: 110, y: 120) && child.locations.first == CGPoint(x: 10, y: 20))
        // A plain view's touches go up the chain too.
        try h.tap(at: CGPoint(x: 10, y: 10))
        #expect(root.calls == ["began", "ended", "began", "ended"])
        #expect(root.touchesSeen.last?.view === inert)
    }

    @Test func aRecognizerThatTakesTheTouchCancelsTheViewsTouches() throws {
        let root = UIView()
        let pad = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(pad)
        root.addGestureRecognizer(UIPanGestureRecognizer())
        let h = hosted { root }
        // Moves of 12 pt: the pan (on the superview) begins at the first move, past its 10 pt.
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 170, y: 50))
        #expect(pad.calls == ["began", "cancelled"])
        #expect(pad.touchesSeen.last?.phase == .cancelled)
    }

    @Test func aRecognizerThatLeavesTheTouchesAloneDoesNotCancelThem() throws {
        let pad = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        pad.addGestureRecognizer(pan)
        let log = RecognizerLog()
        log.listen(to: pan, in: pad)
        let h = hosted { pad }
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(pad.calls == ["began"] + Array(repeating: "moved", count: 10) + ["ended"])
    }

    @Test func aTapRecognizerCancelsTheTouchesItRecognizes() throws {
        let pad = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        pad.addGestureRecognizer(tap)
        let h = hosted { pad }
        try h.tap(at: CGPoint(x: 100, y: 100))
        // The tap recognizes as the finger lifts: the view hears the lift as a cancellation.
        #expect(taps == 1)
        #expect(pad.calls == ["began", "cancelled"])
    }

    @Test func aCustomControlTracksTheFinger() throws {
        /// A dial that turns with the finger's horizontal travel, as custom UIKit controls do.
        final class Dial: UIControl {
            var log: [String] = []
            var value: CGFloat = 0
            private var startX: CGFloat = 0
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                log.append("begin \(isTracking)")
                startX = touch.location(in: self).x
                return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                value = touch.location(in: self).x - startX
                sendActions(for: .valueChanged)
                log.append("continue \(isTracking) \(isTouchInside)")
                // Stops tracking once past 40 pt.
                return value < 40
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
            override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
        }
        let root = UIView()
        let dial = Dial(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(dial)
        var changes = 0
        dial.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let h = hosted { root }
        // Five moves of 12 pt: the fourth reaches 48 pt and tracking stops; the fifth is not tracked.
        try h.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 80, y: 50), steps: 5)
        #expect(dial.log == ["begin false"] + Array(repeating: "continue true true", count: 4))
        #expect(dial.value == 48 && changes == 4)
        #expect(!dial.isTracking)

        // A drag out of the control is still tracked; the touch is outside then.
        dial.log = []
        try h.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 20, y: 150), steps: 2)
        #expect(dial.log == ["begin false", "continue true false", "continue true false", "end"])
    }

    @Test func aDisabledControlDoesNotTrack() throws {
        final class Knob: UIControl {
            var began = 0
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { began += 1; return true }
        }
        let knob = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.isEnabled = false
        let h = hosted { knob }
        try? h.tap(at: CGPoint(x: 50, y: 50))
        #expect(knob.began == 0)
    }

    @Test func aTouchEveryResponderPassesOnIsOneNothingTook() throws {
        // A plain view passes its touches up a chain that ends without anyone handling them.
        let plain = UIView()
        #expect(throws: InteractionError.nothingAt(CGPoint(x: 50, y: 50))) { try hosted { plain }.tap(at: CGPoint(x: 50, y: 50)) }
        // A view that handles them takes the tap, even with no gesture there.
        let pad = TouchRecordingView()
        try hosted { pad }.tap(at: CGPoint(x: 50, y: 50))
        #expect(pad.calls == ["began", "ended"])
        // One that handles them and passes them on too (calling super) reaches the chain's
        // end: for `ViewHost`, nothing took the tap, though the view heard it.
        let passing = TouchRecordingView()
        passing.passesOn = true
        #expect(throws: InteractionError.self) { try hosted { passing }.tap(at: CGPoint(x: 50, y: 50)) }
        #expect(passing.calls == ["began", "ended"])
        // A view that takes no touches is passed over by hit testing: it hears nothing.
        let off = TouchRecordingView()
        off.isUserInteractionEnabled = false
        #expect(throws: InteractionError.self) { try hosted { off }.tap(at: CGPoint(x: 50, y: 50)) }
        #expect(off.calls.isEmpty)
    }
}

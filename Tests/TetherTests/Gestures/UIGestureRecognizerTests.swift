import Foundation
import Testing
@testable import Tether

/// What a recognizer's handler heard, action by action.
@MainActor final class RecognizerLog {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var locations: [CGPoint] = []
    var scales: [CGFloat] = []

    /// Records every action of `recognizer`, its location in `view`.
    func listen(to recognizer: UIGestureRecognizer, in view: UIView?) {
        recognizer.addAction { [unowned self] r in
            states.append(r.state)
            locations.append(r.location(in: view))
            if let pan = r as? UIPanGestureRecognizer {
                translations.append(pan.translation(in: view))
                velocities.append(pan.velocity(in: view))
            }
            if let pinch = r as? UIPinchGestureRecognizer { scales.append(pinch.scale) }
        }
    }
}

/// A UIKit surface whose pan moves a SwiftUI offset through its coordinator, as iOS code
/// written before `UIGestureRecognizerRepresentable` does.
struct PanSurface: UIViewRepresentable {
    @Binding var offset: CGSize

    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        var parent: PanSurface
        init(parent: PanSurface) { self.parent = parent }
        func handlePan(_ pan: UIPanGestureRecognizer) {
            let t = pan.translation(in: pan.view)
            parent.offset = CGSize(width: t.x, height: t.y)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        pan.delegate = context.coordinator
        pan.addAction { [weak coordinator = context.coordinator] in coordinator?.handlePan($0 as! UIPanGestureRecognizer) }
        view.addGestureRecognizer(pan)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.parent = self }
}

/// A dot the surface's pan moves.
struct PannedDot: View {
    @State private var offset = CGSize.zero
    var body: some View {
        ZStack {
            PanSurface(offset: $offset).frame(width: 200, height: 200)
            Color.blue.frame(width: 50, height: 50)
                .accessibilityIdentifier("dot")
                .offset(offset)
                .allowsHitTesting(false)
        }
    }
}

/// UIKit gesture recognizers added to the views a `UIViewRepresentable` shows get
/// `ViewHost`'s touches, by UIKit's rules: a pan begins after 10 pt and reports its
/// translation from where the finger touched, a tap fails when the finger moves more than
/// 10 pt, a long press begins after half a second, a pinch's scale is the fingers' spread.
@MainActor
@Suite struct UIGestureRecognizerTests {
    /// A 200 × 200 hierarchy at the canvas's origin, built by `make`.
    func hosted(_ make: @escaping @MainActor () -> UIView) -> ViewHost<some View> {
        host(UIKitHierarchy(make: make).frame(width: 200, height: 200), width: 200, height: 200)
    }

    @Test func aPanOnAClearViewFollowsTheDrag() throws {
        let log = RecognizerLog()
        let view = UIView()   // no background: UIKit's hit testing still finds it
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        log.listen(to: pan, in: view)
        let h = hosted { view }
        // Ten moves of (10, 6), 1/60 s apart: the first is past the 10 pt hysteresis.
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 110))
        #expect(log.states == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(log.translations.first == CGPoint(x: 10, y: 6))
        #expect(log.translations.last == CGPoint(x: 100, y: 60))
        #expect(log.locations.first == CGPoint(x: 60, y: 56))
        // (10, 6) each 1/60 s; the lift adds no move.
        let velocity = try #require(log.velocities.last)
        #expect(abs(velocity.x - 600) < 0.01 && abs(velocity.y - 360) < 0.01)
        #expect(pan.state == .possible, "the recognizer resets once the sequence is over")
    }

    @Test func aPanOnARepresentablesViewMovesSwiftUIState() throws {
        let h = host(PannedDot(), width: 200, height: 200)
        #expect(h.frame(of: "dot")?.origin == CGPoint(x: 75, y: 75))
        try h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 60), steps: 6)
        // The handler set the binding at each action; the dot moved with the finger.
        let frame = try #require(h.frame(of: "dot"))
        #expect(abs(frame.minX - 135) < 1e-9 && abs(frame.minY - 115) < 1e-9)
    }

    @Test func aSubclassAndItsDelegateSeeEachTouchOnce() throws {
        final class CountingPan: UIPanGestureRecognizer {
            var began = 0, moved = 0, ended = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                began += 1
                super.touchesBegan(touches, with: event)
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                moved += 1
                super.touchesMoved(touches, with: event)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                ended += 1
                super.touchesEnded(touches, with: event)
            }
        }
        final class Asking: NSObject, UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { asked += 1; return true }
        }
        let log = RecognizerLog()
        let view = UIView()
        let pan = CountingPan()
        let delegate = Asking()
        pan.delegate = delegate
        // A tap recognizer of the same view comes first: the pan waits for it to fail.
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.addGestureRecognizer(pan)
        log.listen(to: pan, in: view)
        let h = hosted { view }
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 5)
        #expect(pan.began == 1 && pan.moved == 5 && pan.ended == 1)
        #expect(delegate.asked == 1)
        // 20 pt moves: the pan begins at the first, when the tap fails too.
        #expect(log.states == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(log.translations.first == CGPoint(x: 20, y: 0))
    }

    @Test func aPanBeginsOnlyAfterTenPoints() throws {
        let log = RecognizerLog()
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        log.listen(to: pan, in: view)
        let h = hosted { view }
        // Moves of 3 pt: the fourth (12 pt) is the first at 10 pt or more.
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50))
        #expect(log.states.first == .began && log.states.count == 8)
        #expect(log.translations.first == CGPoint(x: 12, y: 0))
        // A drag shorter than 10 pt never begins; nothing recognizes the touch.
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 55, y: 50)) }
        #expect(log.states.count == 8)
    }

    @Test func setTranslationRebasesTheTranslation() throws {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var seen: [CGPoint] = []
        pan.addAction { r in
            let pan = r as! UIPanGestureRecognizer
            seen.append(pan.translation(in: view))
            pan.setTranslation(.zero, in: view)
        }
        let h = hosted { view }
        try h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 140, y: 20), steps: 4)
        // 30 pt moves: the first reports 30, each later one the 30 since the reset; the lift adds 0.
        #expect(seen == [CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0), .zero])
    }

    @Test func translationIsInTheAskedViewsCoordinates() throws {
        let log = RecognizerLog()
        let root = UIView()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        root.addGestureRecognizer(pan)
        log.listen(to: pan, in: scaled)
        let h = hosted { root }
        try h.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 170), steps: 2)
        // Twice the size on screen: half the points in its own coordinates.
        #expect(log.translations.last == CGPoint(x: 20, y: 10))
    }

    @Test func aTapRecognizesOnceAndFailsAfterMovement() throws {
        let log = RecognizerLog()
        let view = UIView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        log.listen(to: tap, in: view)
        let h = hosted { view }
        try h.tap(at: CGPoint(x: 30, y: 40))
        #expect(log.states == [.ended])
        #expect(log.locations == [CGPoint(x: 30, y: 40)])
        // 20 pt of movement is past the 10 pt tap slop.
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 30, y: 40), to: CGPoint(x: 50, y: 40)) }
        #expect(log.states == [.ended])
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
        var heard: [String] = []
        let view = UIView()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        // The single tap is added first; its requirement still puts it after the double tap.
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        single.addAction { _ in heard.append("single") }
        double.addAction { _ in heard.append("double") }
        let h = hosted { view }
        try h.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(heard == ["double"])
        try h.tap(at: CGPoint(x: 100, y: 100))
        #expect(heard == ["double", "single"])
    }

    @Test func aLongPressBeginsAfterHalfASecond() throws {
        let log = RecognizerLog()
        let view = UIView()
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        view.addGestureRecognizer(press)
        log.listen(to: press, in: view)
        let h = hosted { view }
        #expect(throws: InteractionError.self) { try h.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3) }
        #expect(log.states.isEmpty)
        try h.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
        #expect(log.states == [.began, .ended])
        press.minimumPressDuration = 0.2
        try h.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(log.states == [.began, .ended, .began, .ended])
    }

    @Test func aPinchScalesWithTheFingersSpread() throws {
        let log = RecognizerLog()
        let view = UIView()
        view.accessibilityIdentifier = "canvas"
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        log.listen(to: pinch, in: view)
        let h = hosted { view }
        // Fingers 50 pt either side of the centre, spread to 100: each of 10 steps adds 0.1.
        try h.pinch("canvas", scale: 2)
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(abs((log.scales.first ?? 0) - 1.1) < 1e-9)
        #expect(abs((log.scales.last ?? 0) - 2) < 1e-9)
        #expect(abs(pinch.velocity - 0) < 1e-9, "reset after the sequence")
    }

    @Test func aRotationFollowsTheFingersTurn() throws {
        var rotations: [CGFloat] = [], states: [UIGestureRecognizer.State] = []
        let view = UIView()
        view.accessibilityIdentifier = "dial"
        let rotate = UIRotationGestureRecognizer()
        rotate.addAction { r in
            states.append(r.state)
            rotations.append((r as! UIRotationGestureRecognizer).rotation)
        }
        view.addGestureRecognizer(rotate)
        let h = hosted { view }
        // A quarter turn clockwise in 10 steps of 9°, 1/60 s apart.
        try h.rotate("dial", by: .degrees(90))
        #expect(states.first == .began && states.last == .ended && states.count == 11)
        #expect(abs((rotations.first ?? 0) - .pi / 20) < 1e-9)
        #expect(abs((rotations.last ?? 0) - .pi / 2) < 1e-9)
        rotate.rotation = .nan
        #expect(rotate.rotation == 0)
    }

    /// A swipe recognizer on a 200 × 200 view, its actions logged.
    func swipeSurface(_ direction: UISwipeGestureRecognizer.Direction) -> (ViewHost<some View>, RecognizerLog, UIView) {
        let log = RecognizerLog()
        let view = UIView()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        log.listen(to: swipe, in: view)
        return (hosted { view }, log, view)
    }

    @Test func aFastSwipeNeedsFiftyPointsLessTheTimeItTook() throws {
        let (h, log, _) = swipeSurface(.right)
        // 10 pt every 1/60 s. At 40 pt (4/60 s) the swipe needs 50 × (1 − 0.94 × 4/60) = 46.9 pt:
        // not yet, and the finger lifts there, so nothing recognizes the touch.
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 60, y: 100), steps: 4) }
        #expect(log.states.isEmpty)
        // At 50 pt (5/60 s) it needs 46.1: recognized once, at where the finger touched.
        try h.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 70, y: 100), steps: 5)
        #expect(log.states == [.ended])
        #expect(log.locations == [CGPoint(x: 20, y: 100)])
    }

    @Test func aSlowSwipeNeedsLessDistance() throws {
        let (h, log, _) = swipeSurface(.right)
        // 30 pt in 3 moves (1/20 s): 47.7 pt needed.
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 50, y: 100), steps: 3) }
        // 30 pt in 30 moves of 1 pt: at 29 pt, 29/60 s in, 50 × (1 − 0.94 × 0.483) = 27.3 pt are needed.
        try h.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 50, y: 100), steps: 30)
        #expect(log.states == [.ended])
    }

    @Test func aSwipeAgainstItsDirectionOrTooFarSidewaysFails() throws {
        let (h, log, _) = swipeSurface(.right)
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 50, y: 100)) }
        // One move of (60, 198) in 1/60 s: sideways allows 200 × (1 − 0.98 / 60) = 196.7 pt.
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 10, y: 1), to: CGPoint(x: 70, y: 199), steps: 1) }
        #expect(log.states.isEmpty)
        // (60, 194): within it, and 60 pt of the 49.2 needed.
        try h.drag(from: CGPoint(x: 10, y: 1), to: CGPoint(x: 70, y: 195), steps: 1)
        #expect(log.states == [.ended])
    }

    @Test func aSwipeRecognizesAnyPermittedDirection() throws {
        let (h, log, _) = swipeSurface([.left, .down])
        try h.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 50, y: 100))
        try h.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 120))
        #expect(log.states == [.ended, .ended])
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50)) }
        #expect(log.states.count == 2)
    }

    @Test func aSwipeNeedsItsNumberOfFingers() throws {
        let view = UIView()
        view.accessibilityIdentifier = "pad"
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        swipe.numberOfTouchesRequired = 2
        var heard = 0
        swipe.addAction { _ in heard += 1 }
        view.addGestureRecognizer(swipe)
        let h = hosted { view }
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 100)) }
        #expect(heard == 0)
    }

    @Test func theDelegateDecidesWhetherARecognizerBeginsOrSeesTheTouch() throws {
        final class Refusing: NSObject, UIGestureRecognizerDelegate {
            var begins = false, receives = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
        }
        let log = RecognizerLog()
        let delegate = Refusing()
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        log.listen(to: pan, in: view)
        let h = hosted { view }
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20)) }
        delegate.begins = true
        delegate.receives = false
        #expect(throws: InteractionError.self) { try h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20)) }
        #expect(log.states.isEmpty)
        delegate.receives = true
        try h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(log.states.first == .began)
    }

    @Test func nestedPansTakeTurnsUnlessTheDelegateAllowsBoth() throws {
        final class Together: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let outer = RecognizerLog(), inner = RecognizerLog()
        let root = UIView()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        let outerPan = UIPanGestureRecognizer(), innerPan = UIPanGestureRecognizer()
        root.addGestureRecognizer(outerPan)
        child.addGestureRecognizer(innerPan)
        outer.listen(to: outerPan, in: root)
        inner.listen(to: innerPan, in: child)
        let h = hosted { root }
        // The touch lands in the child: its recognizer comes first and takes it.
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(inner.states.first == .began && outer.states.isEmpty)
        let together = Together()
        innerPan.delegate = together
        try h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(outer.states.first == .began && outer.states.last == .ended)
        // Outside the child only the root's recognizer is under the finger.
        try h.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 190))
        #expect(outer.states.filter { $0 == .began }.count == 2)
        #expect(inner.states.filter { $0 == .began }.count == 2)
    }

    @Test func disabledRecognizersAndViewsThatTakeNoTouchesGetNone() throws {
        let log = RecognizerLog()
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        image.addGestureRecognizer(tap)
        log.listen(to: tap, in: image)
        let h = hosted {
            let root = UIView()
            root.addSubview(image)
            return root
        }
        // An image view takes no touches until told to, as in UIKit.
        #expect(image.isUserInteractionEnabled == false)
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 100, y: 100)) }
        image.isUserInteractionEnabled = true
        try h.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.states == [.ended])
        tap.isEnabled = false
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 100, y: 100)) }
        #expect(log.states == [.ended])
    }

    @Test func addingRemovingAndMovingRecognizers() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        #expect(a.gestureRecognizers == nil)
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.count == 1 && tap.view === a)
        // A recognizer belongs to one view: adding it to another moves it.
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil && b.gestureRecognizers?.count == 1 && tap.view === b)
        b.gestureRecognizers = nil
        #expect(tap.view == nil && b.gestureRecognizers == nil)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func badInputIsReportedNotFatal() throws {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        let h = hosted { view }
        view.addGestureRecognizer(pan)
        view.removeGestureRecognizer(pan)
        view.removeGestureRecognizer(pan)
        pan.setTranslation(CGPoint(x: CGFloat.nan, y: 0), in: view)
        #expect(pan.translation(in: view) == .zero)
        let pinch = UIPinchGestureRecognizer()
        pinch.scale = -.infinity
        #expect(pinch.scale == 1)
        pan.require(toFail: pan)
        #expect(pan.location(ofTouch: 3, in: nil) == .zero)
        h.update()
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("not one of this UIView's recognizers") })
        #expect(messages.contains { $0.contains("setTranslation") })
        #expect(messages.contains { $0.contains("scale set to") })
        #expect(messages.contains { $0.contains("cannot require itself") })
        #expect(messages.contains { $0.contains("location(ofTouch: 3)") })
        // A location asked in a view no host shows: the canvas point, with a diagnostic.
        let loose = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var inLoose: CGPoint?
        tap.addAction { inLoose = $0.location(in: loose) }
        h.update()
        try h.tap(at: CGPoint(x: 30, y: 30))
        #expect(inLoose == CGPoint(x: 30, y: 30))
        #expect(h.diagnostics.contains { $0.message.contains("no host shows") })
    }
}

import Foundation

/// Feeds one touch sequence to a UIKit gesture recognizer as SwiftUI's gesture recognizers are
/// fed (see `TouchDelivery`): each `TouchEvent` becomes `UITouch`es and a `touchesBegan`,
/// `touchesMoved` or `touchesEnded` call, and the recognizer's state after it becomes the
/// gesture's (`began`/`changed` recognized and going on, `ended` recognized, `cancelled` or
/// `failed` failed). While gestures compete for the touch the recognizer runs on trial, its
/// actions held back; the acting driver of the one chosen takes the recognizer over where the
/// trial left it (the catch-up events are not fed again) and sends the held-back changes, the
/// way UIKit tells targets of a recognizer that waited for others to fail.
final class UIGestureRecognizerDriver: GestureRecognizer {
    let recognizer: UIGestureRecognizer
    private var finished = false
    /// For an acting driver taking over a trial: the catch-up events still to skip.
    private var eventsToSkip = 0
    private var heldBack: [UIGestureRecognizer.State] = []

    init(_ recognizer: UIGestureRecognizer, context: GestureContext) {
        self.recognizer = recognizer
        super.init()
        let id = ObjectIdentifier(self)
        if context.performsActions, let trial = recognizer.trial {
            eventsToSkip = trial.events
            heldBack = trial.transitions
            recognizer.trial = nil
            recognizer.driver = id
            recognizer.sendsActions = true
        } else {
            recognizer.start(driver: id, actions: context.performsActions)
        }
    }

    /// True while this driver feeds the recognizer (a later driver takes it over).
    private var owns: Bool { recognizer.driver == ObjectIdentifier(self) }
    private var onTrial: Bool { !recognizer.sendsActions }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        guard owns, !finished else { return .failed }
        if eventsToSkip > 0 {
            eventsToSkip -= 1
            guard eventsToSkip == 0 else { return .possible }
            recognizer.sendHeldBackActions(heldBack)
            return state(after: event)
        }
        if onTrial { recognizer.trial?.events += 1 }
        guard recognizer.isEnabled else { return finish(.failed) }
        feed(event)
        return state(after: event)
    }

    /// Turns `event` into touches and the recognizer's `touches…` call.
    private func feed(_ event: TouchEvent) {
        let changed: [UITouch]
        switch event.phase {
        case .began:
            recognizer.tapCount += 1
            let count = recognizer.tapCount, view = recognizer.view
            recognizer.fingers = event.locations.map { UITouch(globalLocation: $0, timestamp: event.time, tapCount: count, view: view) }
            let received = recognizer.fingers.filter { recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true }
            recognizer.touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            recognizer.touches.append(contentsOf: received)
            changed = received
        case .moved, .ended:
            let phase: UITouch.Phase = event.phase == .ended ? .ended : .moved
            for (finger, location) in zip(recognizer.fingers, event.locations) {
                finger.move(to: location, at: event.time, phase: phase)
            }
            changed = recognizer.fingers.filter { finger in recognizer.touches.contains { $0 === finger } }
        }
        guard !changed.isEmpty else { return }
        let set = Set(changed)
        let uiEvent = UIEvent(touches: Set(recognizer.touches), timestamp: event.time)
        switch event.phase {
        case .began: recognizer.touchesBegan(set, with: uiEvent)
        case .moved: recognizer.touchesMoved(set, with: uiEvent)
        case .ended: recognizer.touchesEnded(set, with: uiEvent)
        }
    }

    /// The gesture's state from the recognizer's after `event`. A recognizer that sees none of
    /// the sequence's touches, or is still undecided when the fingers lift, fails.
    private func state(after event: TouchEvent) -> RecognizerState {
        guard !recognizer.touches.isEmpty else { return event.endsTouch ? finish(.failed) : .possible }
        switch recognizer.state {
        case .possible: return event.endsTouch ? finish(.failed) : .possible
        case .began, .changed: return .changed(recognizer)
        case .ended: return finish(.ended(recognizer))
        case .cancelled, .failed: return finish(.failed)
        }
    }

    /// Another gesture took the touch: a recognizing recognizer is cancelled (its handlers
    /// hear `cancelled`, unless it was on trial), then the sequence ends.
    override func cancel() {
        guard owns else { return }
        if finished {
            // A trial that recognized and was not chosen.
            if recognizer.trial != nil { recognizer.finishSequence() }
            return
        }
        finished = true
        if recognizer.state == .began || recognizer.state == .changed {
            let touches = Set(recognizer.touches)
            for touch in touches { touch.move(to: touch.globalLocation, at: touch.timestamp, phase: .cancelled) }
            recognizer.touchesCancelled(touches, with: UIEvent(touches: touches, timestamp: recognizer.fingers.first?.timestamp ?? 0))
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .cancelled }
        }
        recognizer.finishSequence()
    }

    /// The recognizer is done with the touch; a trial that recognized keeps its state for the
    /// acting driver that may take it over.
    private func finish(_ state: RecognizerState) -> RecognizerState {
        finished = true
        if case .ended = state, onTrial { return state }
        recognizer.finishSequence()
        return state
    }
}

import Foundation

/// Feeds one touch sequence to a UIKit gesture recognizer as SwiftUI's gesture recognizers are
/// fed (see `TouchDelivery`): each `TouchEvent` becomes `UITouch`es and a `touchesBegan`,
/// `touchesMoved` or `touchesEnded` call, and the recognizer's state after it becomes the
/// gesture's (`began`/`changed` recognized and going on, `ended` recognized, `cancelled` or
/// `failed` failed). A trial run (actions off) and the acting run after it share the one
/// recognizer object: the acting driver starts the sequence over and catches up with actions
/// on, so handlers hear each change once.
final class UIGestureRecognizerDriver: GestureRecognizer {
    let recognizer: UIGestureRecognizer
    private var fingers: [UITouch] = []
    private var finished = false
    private var tapCount = 0

    init(_ recognizer: UIGestureRecognizer, context: GestureContext) {
        self.recognizer = recognizer
        super.init()
        recognizer.start(driver: ObjectIdentifier(self), actions: context.performsActions)
    }

    /// True while this driver feeds the recognizer (a later driver takes it over).
    private var owns: Bool { recognizer.driver == ObjectIdentifier(self) }

    override func handle(_ event: TouchEvent) -> RecognizerState {
        guard owns, !finished else { return .failed }
        guard recognizer.isEnabled else { return finish(.failed) }
        let changed: [UITouch]
        switch event.phase {
        case .began:
            tapCount += 1
            fingers = event.locations.map { UITouch(globalLocation: $0, timestamp: event.time, tapCount: tapCount, view: recognizer.view) }
            let received = fingers.filter { recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true }
            recognizer.touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            recognizer.touches.append(contentsOf: received)
            changed = received
        case .moved, .ended:
            let phase: UITouch.Phase = event.phase == .ended ? .ended : .moved
            for (finger, location) in zip(fingers, event.locations) {
                finger.move(to: location, at: event.time, phase: phase)
            }
            changed = fingers.filter { finger in recognizer.touches.contains { $0 === finger } }
        }
        // A recognizer that sees none of the sequence's touches fails.
        guard !recognizer.touches.isEmpty else { return event.endsTouch ? finish(.failed) : .possible }
        if !changed.isEmpty {
            let set = Set(changed)
            let uiEvent = UIEvent(touches: Set(recognizer.touches), timestamp: event.time)
            switch event.phase {
            case .began: recognizer.touchesBegan(set, with: uiEvent)
            case .moved: recognizer.touchesMoved(set, with: uiEvent)
            case .ended: recognizer.touchesEnded(set, with: uiEvent)
            }
        }
        switch recognizer.state {
        case .possible:
            return event.endsTouch ? finish(.failed) : .possible
        case .began, .changed:
            return .changed(recognizer)
        case .ended:
            return finish(.ended(recognizer))
        case .cancelled, .failed:
            return finish(.failed)
        }
    }

    /// Another gesture took the touch: a recognizing recognizer is cancelled (its handlers
    /// hear `cancelled`), then the sequence ends.
    override func cancel() {
        guard owns, !finished else { return }
        finished = true
        if recognizer.state == .began || recognizer.state == .changed {
            for finger in fingers { finger.move(to: finger.globalLocation, at: finger.timestamp, phase: .cancelled) }
            recognizer.touchesCancelled(Set(recognizer.touches), with: UIEvent(touches: Set(recognizer.touches), timestamp: fingers.first?.timestamp ?? 0))
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .cancelled }
        }
        recognizer.finishSequence()
    }

    private func finish(_ state: RecognizerState) -> RecognizerState {
        finished = true
        recognizer.finishSequence()
        return state
    }
}

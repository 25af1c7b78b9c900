import Foundation

/// Hands one touch sequence to the UIKit view it landed on, as UIKit's window does: the view
/// UIKit's `hitTest(_:with:)` picked gets `touchesBegan(_:with:)`, `touchesMoved(_:with:)` and
/// `touchesEnded(_:with:)` — after the gesture recognizers saw each event, as when
/// `delaysTouchesBegan` is off — and UIResponder's own implementations pass them up the
/// responder chain (superviews, view controllers). When a recognizer of the view or of a
/// superview recognizes the touch with `cancelsTouchesInView`, the view gets
/// `touchesCancelled(_:with:)` instead and no more of the sequence. A hosting controller's
/// view is left out: its SwiftUI content takes touches through gestures.
///
/// A touch some responder handled — one that did not pass every call on to the end of the
/// responder chain — counts for `ViewHost` as taken (a tap does not throw); one every responder
/// passed on, as plain views do, is a touch nothing took.
@MainActor final class UIResponderTouchFeed {
    let view: UIView
    private var touches: [UITouch] = []
    private var tapCount = 0
    private var isCancelled = false
    /// Whether a responder handled a call of this sequence.
    private(set) var wasHandled = false
    /// Set by `UIResponder`'s own touch methods when the responder chain ends under them.
    static var reachedEndOfChain = false

    /// The feed for a touch that landed on `hit`: the UIKit view whose drawing it is, nil when
    /// it is no UIKit view's.
    init?(landingOn hit: ViewNode) {
        var current: ViewNode? = hit
        while let node = current {
            if let marker = node.attribute(UIViewMarkerAttribute.self) {
                guard let view = marker.view, !(view is HostingControllerView) else { return nil }
                self.view = view
                return
            }
            current = node.parent
        }
        return nil
    }

    /// Hands `event` (in global space) to the view once the gestures took it; `recognizers` are
    /// the UIKit recognizers that recognize the touch after it.
    func deliver(_ event: TouchEvent, recognizers: [UIGestureRecognizer]) {
        if event.phase == .began {
            isCancelled = false
            touches = []
            tapCount += 1
        }
        guard !isCancelled else { return }
        if !touches.isEmpty, recognizers.contains(where: { $0.cancelsTouchesInView && takesTouches(from: $0) }) {
            isCancelled = true
            for touch in touches { touch.move(to: touch.globalLocation, at: event.time, phase: .cancelled) }
            let set = Set(touches)
            send { $0.touchesCancelled(set, with: UIEvent(touches: set, timestamp: event.time)) }
            return
        }
        switch event.phase {
        case .began:
            touches = event.locations.map { UITouch(globalLocation: $0, timestamp: event.time, tapCount: tapCount, view: view) }
            let set = Set(touches)
            send { $0.touchesBegan(set, with: UIEvent(touches: set, timestamp: event.time)) }
        case .moved:
            move(to: event, phase: .moved)
            let set = Set(touches)
            send { $0.touchesMoved(set, with: UIEvent(touches: set, timestamp: event.time)) }
        case .ended:
            move(to: event, phase: .ended)
            let set = Set(touches)
            send { $0.touchesEnded(set, with: UIEvent(touches: set, timestamp: event.time)) }
        }
    }

    /// Calls one touch method on the view, noting whether a responder handled it.
    private func send(_ call: (UIView) -> Void) {
        Self.reachedEndOfChain = false
        call(view)
        if !Self.reachedEndOfChain { wasHandled = true }
        Self.reachedEndOfChain = false
    }

    private func move(to event: TouchEvent, phase: UITouch.Phase) {
        for (touch, location) in zip(touches, event.locations) { touch.move(to: location, at: event.time, phase: phase) }
    }

    /// Whether `recognizer` sees this view's touches: it is attached to the view or a superview.
    private func takesTouches(from recognizer: UIGestureRecognizer) -> Bool {
        guard let attached = recognizer.view else { return false }
        return attached === view || view.isDescendant(of: attached)
    }
}

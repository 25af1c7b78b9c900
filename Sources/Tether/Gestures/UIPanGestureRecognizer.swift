import Foundation

/// Mirrors UIKit's `UIPanGestureRecognizer`, a continuous gesture: it begins once the fingers'
/// centroid has moved 10 pt from where they touched (Apple does not document the distance;
/// Tether takes `DragGesture`'s default `minimumDistance`), changes with each move and ends
/// when the fingers lift. Its translation counts from where the fingers touched, so a view
/// moved by it follows the finger from the start.
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Mirrors `minimumNumberOfTouches` (1).
    open var minimumNumberOfTouches = 1
    /// Mirrors `maximumNumberOfTouches` (no limit: `Int.max`).
    open var maximumNumberOfTouches = Int.max

    /// Where the fingers touched, global.
    final var start: CGPoint?
    /// Added to the fingers' movement: what `setTranslation(_:in:)` set.
    private var offset = CGPoint.zero
    private var previous: (location: CGPoint, time: TimeInterval)?
    private var globalVelocity = CGPoint.zero

    /// The distance the fingers move before the pan begins.
    static let hysteresis: CGFloat = 10

    /// Mirrors `translation(in:)`: how far the fingers have moved, in `view`'s coordinates
    /// (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let start else { return .zero }
        return Self.vector(globalTranslation, in: view, at: start)
    }

    /// Mirrors `setTranslation(_:in:)`: the translation is `translation` from now on, as
    /// handlers that apply it and set it back to zero expect. A non-finite value is reported
    /// and ignored.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            UIKitDiagnostics.report(.invalidGeometry, "UIPanGestureRecognizer.setTranslation(\(translation)) is not finite; ignored")
            return
        }
        let wanted = Self.globalVector(translation, from: view)
        let moved = globalTranslation
        offset = CGPoint(x: offset.x + wanted.x - moved.x, y: offset.y + wanted.y - moved.y)
    }

    /// Mirrors `velocity(in:)`: points per second in `view`'s coordinates, from the latest move.
    open func velocity(in view: UIView?) -> CGPoint {
        Self.vector(globalVelocity, in: view, at: globalCentroid ?? .zero)
    }

    private var globalTranslation: CGPoint {
        guard let start, let now = globalCentroid else { return offset }
        return CGPoint(x: now.x - start.x + offset.x, y: now.y - start.y + offset.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = globalCentroid else { return }
        if start == nil {
            start = centroid
        } else {
            // Another finger: the centroid jumps; the translation carries on from where it was.
            let before = globalTranslation
            let after = CGPoint(x: centroid.x - start!.x + offset.x, y: centroid.y - start!.y + offset.y)
            offset = CGPoint(x: offset.x + before.x - after.x, y: offset.y + before.y - after.y)
        }
        previous = (centroid, event.timestamp)
        if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = globalCentroid, let start else { return }
        if let previous, event.timestamp > previous.time {
            let dt = CGFloat(event.timestamp - previous.time)
            globalVelocity = CGPoint(x: (centroid.x - previous.location.x) / dt, y: (centroid.y - previous.location.y) / dt)
            self.previous = (centroid, event.timestamp)
        }
        switch state {
        case .possible:
            let count = numberOfTouches
            if count >= minimumNumberOfTouches, count <= maximumNumberOfTouches, distance(start, centroid) >= Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        offset = .zero
        previous = nil
        globalVelocity = .zero
    }
}

// MARK: A scroll view's own pan

extension UIPanGestureRecognizer {
    /// A `UIScrollView`'s drag, which Tether's host makes without touches, as the scroll
    /// view's pan recognizer tells it: it begins at zero translation (unless the scroll view's
    /// `gestureRecognizerShouldBegin(_:)` refuses it, when it fails), changes to the finger's
    /// translation, ends, and is made ready for the next drag.
    func scrollViewDragBegan() {
        reset()
        start = .zero
        state = .began
    }
    func scrollViewDragMoved(finger translation: CGPoint) {
        offset = translation
        state = .changed
    }
    func scrollViewDragEnded() { state = .ended }
    func scrollViewDragFinished() {
        reset()
        state = .possible
    }
}

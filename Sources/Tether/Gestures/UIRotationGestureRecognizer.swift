import Foundation

/// Mirrors UIKit's `UIRotationGestureRecognizer`, a continuous gesture of two fingers:
/// `rotation` is the angle, in radians, their line has turned since they touched (clockwise on
/// screen is positive, as in UIKit); it begins once that reaches 1° (`RotateGesture`'s
/// default; Apple does not document UIKit's), changes as they move and ends when they lift.
/// `ViewHost.rotate` drives it.
@MainActor @preconcurrency open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var tracking = TwoFingerTracking(restingValue: 0, threshold: .pi / 180, measure: { a, b in atan2(b.y - a.y, b.x - a.x) }) { angle, referenceAngle, referenceRotation in
        var turn = angle - referenceAngle
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        return referenceRotation + turn
    }

    /// Mirrors `rotation` (0 at the start). Setting it (handlers often set it back to 0) makes
    /// the fingers' present angle that rotation. A non-finite value is reported and ignored.
    open var rotation: CGFloat {
        get { tracking.currentValue(touches) }
        set {
            guard newValue.isFinite else {
                UIKitDiagnostics.report(.invalidGeometry, "UIRotationGestureRecognizer.rotation set to \(newValue); ignored")
                return
            }
            tracking.setValue(newValue, touches: touches)
        }
    }

    /// Mirrors `velocity`: radians per second, from the latest move.
    open var velocity: CGFloat { tracking.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tracking.touchesBegan(self.touches, numberOfTouches: numberOfTouches, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = tracking.touchesMoved(self.touches, time: event.timestamp, state: state) { state = next }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = tracking.touchesEnded(numberOfTouches: numberOfTouches, state: state) { state = next }
    }

    open override func reset() {
        super.reset()
        tracking.reset()
    }
}

import Foundation

/// Mirrors UIKit's `UIPinchGestureRecognizer`, a continuous gesture of two fingers: `scale` is
/// their distance over their distance when they touched; it begins once that differs from 1 by
/// 0.01 (`MagnifyGesture`'s default; Apple does not document UIKit's), changes as they move and
/// ends when they lift. `ViewHost.pinch` drives it.
@MainActor @preconcurrency open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var tracking = TwoFingerTracking(restingValue: 1, threshold: 0.01, measure: distance) { spread, referenceSpread, referenceScale in
        referenceSpread > 0 ? referenceScale * spread / referenceSpread : referenceScale
    }

    /// Mirrors `scale` (1 at the start). Setting it (handlers often set it back to 1) makes
    /// the fingers' present spread that scale. NaN, infinite or negative is reported and ignored.
    open var scale: CGFloat {
        get { tracking.currentValue(touches) }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                UIKitDiagnostics.report(.invalidGeometry, "UIPinchGestureRecognizer.scale set to \(newValue); ignored")
                return
            }
            tracking.setValue(newValue, touches: touches)
        }
    }

    /// Mirrors `velocity`: the change of `scale` per second, from the latest move.
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

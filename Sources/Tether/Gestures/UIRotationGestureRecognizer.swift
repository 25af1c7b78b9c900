import Foundation

/// Mirrors UIKit's `UIRotationGestureRecognizer`, a continuous gesture of two fingers:
/// `rotation` is the angle, in radians, their line has turned since they touched (clockwise on
/// screen is positive, as in UIKit); it begins once that reaches 1° (`RotateGesture`'s
/// default; Apple does not document UIKit's), changes as they move and ends when they lift.
/// `ViewHost.rotate` drives it.
@MainActor @preconcurrency open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The fingers' angle when `rotation` was last `referenceRotation`.
    private var referenceAngle: CGFloat?
    private var referenceRotation: CGFloat = 0
    private var storedVelocity: CGFloat = 0
    private var previous: (rotation: CGFloat, time: TimeInterval)?

    /// Mirrors `rotation` (0 at the start). Setting it (handlers often set it back to 0) makes
    /// the fingers' present angle that rotation. A non-finite value is reported and ignored.
    open var rotation: CGFloat {
        get {
            guard let referenceAngle, let angle else { return referenceRotation }
            var turn = angle - referenceAngle
            while turn > .pi { turn -= 2 * .pi }
            while turn < -.pi { turn += 2 * .pi }
            return referenceRotation + turn
        }
        set {
            guard newValue.isFinite else {
                UIKitDiagnostics.report(.invalidGeometry, "UIRotationGestureRecognizer.rotation set to \(newValue); ignored")
                return
            }
            referenceRotation = newValue
            if let angle { referenceAngle = angle }
            if let previous { self.previous = (newValue, previous.time) }
        }
    }

    /// Mirrors `velocity`: radians per second, from the latest move.
    open var velocity: CGFloat { storedVelocity }

    /// The angle of the line from the first finger down to the second, global.
    private var angle: CGFloat? {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let fingers = down.count >= 2 ? down : touches
        guard fingers.count >= 2 else { return nil }
        let a = fingers[0].globalLocation, b = fingers[1].globalLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if referenceAngle == nil, numberOfTouches >= 2, let angle {
            referenceAngle = angle
            previous = (rotation, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard referenceAngle != nil else { return }
        let now = rotation
        if let previous, event.timestamp > previous.time {
            storedVelocity = (now - previous.rotation) / CGFloat(event.timestamp - previous.time)
            self.previous = (now, event.timestamp)
        }
        switch state {
        case .possible: if abs(now - referenceRotation) >= .pi / 180 { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: if numberOfTouches == 0 { state = .failed }
        case .began, .changed: if numberOfTouches < 2 { state = .ended }
        default: break
        }
    }

    open override func reset() {
        super.reset()
        referenceAngle = nil
        referenceRotation = 0
        storedVelocity = 0
        previous = nil
    }
}

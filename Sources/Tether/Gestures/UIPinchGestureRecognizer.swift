import Foundation

/// Mirrors UIKit's `UIPinchGestureRecognizer`, a continuous gesture of two fingers: `scale` is
/// their distance over their distance when they touched; it begins once that differs from 1 by
/// 0.01 (`MagnifyGesture`'s default; Apple does not document UIKit's), changes as they move and
/// ends when they lift. `ViewHost.pinch` drives it.
@MainActor @preconcurrency open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance of the fingers when `scale` was last `referenceScale`.
    private var referenceDistance: CGFloat?
    private var referenceScale: CGFloat = 1
    private var storedVelocity: CGFloat = 0
    private var previous: (scale: CGFloat, time: TimeInterval)?

    /// Mirrors `scale` (1 at the start). Setting it (handlers often set it back to 1) makes
    /// the fingers' present spread that scale. NaN, infinite or negative is reported and ignored.
    open var scale: CGFloat {
        get {
            guard let referenceDistance, referenceDistance > 0, let spread else { return referenceScale }
            return referenceScale * spread / referenceDistance
        }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                UIKitDiagnostics.report(.invalidGeometry, "UIPinchGestureRecognizer.scale set to \(newValue); ignored")
                return
            }
            referenceScale = newValue
            if let spread { referenceDistance = spread }
            if let previous { self.previous = (newValue, previous.time) }
        }
    }

    /// Mirrors `velocity`: the change of `scale` per second, from the latest move.
    open var velocity: CGFloat { storedVelocity }

    /// The distance of the first two fingers down, global.
    private var spread: CGFloat? {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let fingers = down.count >= 2 ? down : touches
        guard fingers.count >= 2 else { return nil }
        return distance(fingers[0].globalLocation, fingers[1].globalLocation)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if referenceDistance == nil, numberOfTouches >= 2, let spread {
            referenceDistance = spread
            previous = (scale, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard referenceDistance != nil else { return }
        let now = scale
        if let previous, event.timestamp > previous.time {
            storedVelocity = (now - previous.scale) / CGFloat(event.timestamp - previous.time)
            self.previous = (now, event.timestamp)
        }
        switch state {
        case .possible: if abs(now - referenceScale) >= 0.01 { state = .began }
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
        referenceDistance = nil
        referenceScale = 1
        storedVelocity = 0
        previous = nil
    }
}

import Foundation

/// Mirrors UIKit's `UITapGestureRecognizer`, a discrete gesture: recognized (`ended`) when
/// `numberOfTouchesRequired` fingers have tapped `numberOfTapsRequired` times, each finger
/// lifting within 10 pt of where it touched (iOS's tap slop, as `TapGesture`); it fails when a
/// finger moves farther or the taps stop short of the count.
@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Mirrors `numberOfTapsRequired` (1). Below 1 is reported and counted as 1.
    open var numberOfTapsRequired = 1
    /// Mirrors `numberOfTouchesRequired` (1).
    open var numberOfTouchesRequired = 1

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var mostTouches = 0
    private var taps = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.globalLocation }
        mostTouches = max(mostTouches, numberOfTouches)
        if mostTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: movedTooFar) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !touches.contains(where: movedTooFar) else { state = .failed; return }
        guard numberOfTouches == 0 else { return }
        guard mostTouches == numberOfTouchesRequired else { state = .failed; return }
        mostTouches = 0
        taps += 1
        var required = numberOfTapsRequired
        if required < 1 {
            UIKitDiagnostics.report(.other, "UITapGestureRecognizer.numberOfTapsRequired is \(required); counting 1 tap")
            required = 1
        }
        if taps >= required { state = .ended }
    }

    open override func reset() {
        super.reset()
        starts = [:]
        mostTouches = 0
        taps = 0
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        guard let start = starts[ObjectIdentifier(touch)] else { return false }
        return distance(start, touch.globalLocation) > tapMovementAllowance
    }
}

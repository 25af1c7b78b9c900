import Foundation

/// Mirrors UIKit's `UILongPressGestureRecognizer`, a continuous gesture: it begins once the
/// fingers have stayed within `allowableMovement` (10 pt) for `minimumPressDuration` (0.5 s),
/// UIKit's defaults; then it changes as they move (without limit) and ends when they lift. It
/// fails when they move farther or lift sooner.
@MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Mirrors `minimumPressDuration` (0.5 s). NaN or negative is reported and taken as 0.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Mirrors `allowableMovement` (10 pt). NaN or negative is reported and taken as 0.
    open var allowableMovement: CGFloat = 10
    /// Mirrors `numberOfTouchesRequired` (1).
    open var numberOfTouchesRequired = 1
    /// Mirrors `numberOfTapsRequired` (0): full taps before the press.
    open var numberOfTapsRequired = 0

    private var start: (location: CGPoint, time: TimeInterval)?
    private var taps = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if let centroid = globalCentroid { start = (centroid, event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: check(event)
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            check(event)
            guard state == .possible else {
                if state == .began { state = .ended }
                return
            }
            guard numberOfTouches == 0 else { return }
            // A completed tap counts toward `numberOfTapsRequired`; any other lift fails.
            if taps < numberOfTapsRequired {
                taps += 1
                start = nil
            } else {
                state = .failed
            }
        case .began, .changed:
            if numberOfTouches == 0 { state = .ended }
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        taps = 0
    }

    /// Fails when the fingers moved too far, begins once they have been down long enough.
    private func check(_ event: UIEvent) {
        guard let start, let centroid = globalCentroid else { return }
        if distance(start.location, centroid) > Self.sane(allowableMovement, "allowableMovement") {
            state = .failed
        } else if taps >= numberOfTapsRequired, numberOfTouches == numberOfTouchesRequired || numberOfTouches == 0,
                  event.timestamp - start.time >= Double(Self.sane(CGFloat(minimumPressDuration), "minimumPressDuration")) {
            state = .began
        }
    }

    private static func sane(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isNaN || value < 0 else { return value }
        UIKitDiagnostics.report(.other, "UILongPressGestureRecognizer.\(name) is \(value); taking 0")
        return 0
    }
}

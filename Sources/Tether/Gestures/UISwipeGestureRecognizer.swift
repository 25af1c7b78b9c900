import Foundation

/// Mirrors UIKit's `UISwipeGestureRecognizer`, a discrete gesture: recognized (`ended`, its
/// action sent once) when `numberOfTouchesRequired` fingers have moved mostly in a permitted
/// `direction` far enough. Apple documents the rule's shape — "a slow swipe requires high
/// directional precision but a small distance; a fast swipe requires low directional precision
/// but a large distance" — not its numbers; Tether's are these. Once a finger is more than
/// 10 pt from where it touched, it swipes when it has come `requiredTravel(after:)` along a
/// permitted direction (50 pt at once, shrinking to 26.5 pt at half a second and after), and
/// the gesture fails when a finger strays sideways more than `allowedStray(after:)` (200 pt,
/// shrinking to 102 pt), moves against a direction whose opposite is not permitted, a finger
/// lifts first, or the count of fingers is not the required one. `location(in:)` is where the
/// swipe began, as UIKit documents.
@MainActor @preconcurrency open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Mirrors `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Mirrors `direction` (`.right`). Several directions may be permitted; an empty set
    /// recognizes nothing.
    open var direction: Direction = .right
    /// Mirrors `numberOfTouchesRequired` (1).
    open var numberOfTouchesRequired = 1

    /// Where and when each finger touched, global space.
    private var starts: [ObjectIdentifier: (location: CGPoint, time: TimeInterval)] = [:]
    /// The fingers' centroid when the last of them touched.
    private var startCentroid: CGPoint?

    /// How far a finger moves before Tether judges its swipe (UIKit's tap slop).
    static let judgingDistance: CGFloat = 10

    /// The travel along a permitted direction that makes a swipe, `elapsed` seconds after the
    /// finger touched: 50 pt, shrinking by 94 % of it per second until half a second.
    static func requiredTravel(after elapsed: TimeInterval) -> CGFloat {
        50 * (1 - CGFloat(decayTime(elapsed)) * 0.94)
    }

    /// The sideways movement a swipe allows `elapsed` seconds after the finger touched: 200 pt,
    /// shrinking by 98 % of it per second until half a second.
    static func allowedStray(after elapsed: TimeInterval) -> CGFloat {
        200 * (1 - CGFloat(decayTime(elapsed)) * 0.98)
    }

    private static func decayTime(_ elapsed: TimeInterval) -> TimeInterval {
        elapsed.isFinite ? min(max(elapsed, 0), 0.5) : 0.5
    }

    /// Mirrors `location(in:)`: where the swipe began — the fingers' centroid when they
    /// touched — in `view`'s bounds (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        return Self.point(startCentroid, in: view)
    }

    /// Mirrors `location(ofTouch:in:)`: where that finger touched.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(touchIndex), let start = starts[ObjectIdentifier(touches[touchIndex])] else {
            return super.location(ofTouch: touchIndex, in: view)
        }
        return Self.point(start.location, in: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { starts[ObjectIdentifier(touch)] = (touch.globalLocation, event.timestamp) }
        startCentroid = globalCentroid
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == numberOfTouchesRequired else { state = .failed; return }
        var swiped = false
        for touch in self.touches where touch.phase != .ended && touch.phase != .cancelled {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let delta = CGPoint(x: touch.globalLocation.x - start.location.x, y: touch.globalLocation.y - start.location.y)
            guard hypot(delta.x, delta.y) > Self.judgingDistance else { continue }
            switch judge(delta, after: event.timestamp - start.time) {
            case .failed: state = .failed; return
            case .swiped: swiped = true
            case .undecided: break
            }
        }
        if swiped { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A finger lifting before the swipe was recognized ends it: UIKit's swipe is judged
        // while the fingers move.
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        starts = [:]
        startCentroid = nil
    }

    private enum Judgement { case undecided, swiped, failed }

    /// One finger's movement `delta` (screen axes, y down) `elapsed` seconds after it touched.
    private func judge(_ delta: CGPoint, after elapsed: TimeInterval) -> Judgement {
        let horizontal = direction.intersection([.left, .right]), vertical = direction.intersection([.up, .down])
        // Against the only permitted direction of an axis.
        if horizontal == .right && delta.x < 0 || horizontal == .left && delta.x > 0
            || vertical == .down && delta.y < 0 || vertical == .up && delta.y > 0 {
            return .failed
        }
        let travel = Self.requiredTravel(after: elapsed), stray = Self.allowedStray(after: elapsed)
        var swiped = false
        if !horizontal.isEmpty {
            if abs(delta.y) > stray { return .failed }
            swiped = swiped || abs(delta.x) >= travel
        }
        if !vertical.isEmpty {
            if abs(delta.x) > stray { return .failed }
            swiped = swiped || abs(delta.y) >= travel
        }
        return swiped ? .swiped : .undecided
    }
}

import Foundation

/// Mirrors UIKit's `UITouch`: one finger on the screen during a touch sequence — where it is
/// and was, its phase, when it last changed and how many quick taps it is part of. Tether
/// makes them from the touches `ViewHost` delivers (`tap`, `drag`, `longPress`, `pinch`) and
/// hands them to gesture recognizers.
@MainActor @preconcurrency open class UITouch: NSObject {
    /// Mirrors `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The finger's location and the one before, in global (window) space.
    var globalLocation: CGPoint
    var previousGlobalLocation: CGPoint
    private var storedPhase: Phase
    private var storedTimestamp: TimeInterval
    private let storedTapCount: Int
    private weak var storedView: UIView?

    init(globalLocation: CGPoint, timestamp: TimeInterval, tapCount: Int, view: UIView?) {
        self.globalLocation = globalLocation
        previousGlobalLocation = globalLocation
        storedPhase = .began
        storedTimestamp = timestamp
        storedTapCount = tapCount
        storedView = view
        super.init()
    }

    /// Moves the finger to `location` at `time`, in `phase`.
    func move(to location: CGPoint, at time: TimeInterval, phase: Phase) {
        previousGlobalLocation = globalLocation
        globalLocation = location
        storedTimestamp = time
        storedPhase = phase
    }

    /// Mirrors `phase`.
    open var phase: Phase { storedPhase }
    /// Mirrors `timestamp`: seconds since the touch sequence began (UIKit counts from boot;
    /// only differences between timestamps mean anything in either).
    open var timestamp: TimeInterval { storedTimestamp }
    /// Mirrors `tapCount`: 1 for the first tap of a sequence, 2 for the second of a double tap.
    open var tapCount: Int { storedTapCount }
    /// Mirrors `view`: the view the touch landed in (nil for a SwiftUI view's touch).
    open var view: UIView? { storedView }

    /// Mirrors `location(in:)`: the finger's location in `view`'s bounds (nil: the window,
    /// here the host's canvas).
    open func location(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.point(globalLocation, in: view)
    }
    /// Mirrors `previousLocation(in:)`: the location before the latest move.
    open func previousLocation(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.point(previousGlobalLocation, in: view)
    }
    /// Mirrors `preciseLocation(in:)`: a finger gives no more precise location than
    /// `location(in:)`, which UIKit then returns.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// Mirrors `precisePreviousLocation(in:)`: as `previousLocation(in:)` for a finger.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    /// Mirrors `window`: the window of the view the touch landed in.
    open var window: UIWindow? { storedView?.window }

    /// Mirrors `UITouch.TouchType` (UIKit's raw values).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse), iOS 13.4.
        case indirectPointer = 3
        /// Mirrors the deprecated `stylus`: `pencil`.
        @available(*, deprecated, renamed: "pencil")
        public static var stylus: TouchType { .pencil }
    }
    /// Mirrors `type`: Tether's touches are fingers on the screen.
    open var type: TouchType { .direct }
    /// Mirrors `force`: 0, as on an iPhone without 3D Touch (every iPhone since the
    /// iPhone 11 family, the size Tether draws), whose `forceTouchCapability` is unavailable.
    open var force: CGFloat { 0 }
    /// Mirrors `maximumPossibleForce`: 0 without 3D Touch.
    open var maximumPossibleForce: CGFloat { 0 }

    /// Mirrors `altitudeAngle` (iOS 9.1): the angle between the touch and the screen's
    /// surface, π/2 (perpendicular) for a finger — only Apple Pencil reports another.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// Mirrors `azimuthAngle(in:)` (iOS 9.1): the direction a stylus leans, in radians from
    /// the view's x axis; a finger leans nowhere, and UIKit reports 0 in any view.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// Mirrors `azimuthUnitVector(in:)` (iOS 9.1): the unit vector of `azimuthAngle(in:)`,
    /// (1, 0) for a finger.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}

import Foundation

/// Mirrors Core Animation's `CAMediaTiming`: an animation's timing.
@MainActor @preconcurrency public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Mirrors `CAMediaTimingFillMode`: what a layer shows outside its animation's active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `removed`: the model value before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Mirrors `forwards`: the animation's last value is held after it ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Mirrors `backwards`: its first value is shown before it begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Mirrors `both`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Mirrors `CAAnimationDelegate`: told when an animation starts and stops. Every method is
/// optional.
@MainActor @preconcurrency public protocol CAAnimationDelegate: AnyObject {
    /// Mirrors `animationDidStart(_:)`.
    func animationDidStart(_ anim: CAAnimation)
    /// Mirrors `animationDidStop(_:finished:)`: `finished` is false when the animation was
    /// removed before it ended.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Mirrors Core Animation's `CAAnimation`, the base of layer animations. Tether draws still
/// frames, so an animation is drawn at rest — as it is once it has run: added to a layer
/// (`CALayer.add(_:forKey:)`), it starts and ends when the current transaction commits (at
/// once outside `CATransaction.begin()`/`commit()`), its delegate told both, and it is
/// removed (`isRemovedOnCompletion`), leaving the layer's model values on screen as Core
/// Animation does. One kept after it ends (`isRemovedOnCompletion = false`) with a fill mode
/// of `.forwards` or `.both` holds its last value — the layer draws that value
/// (`presentation()` reports it) while its model value is unchanged. An animation that
/// repeats forever never ends: it is started, never stopped, and the model value is drawn.
@MainActor @preconcurrency open class CAAnimation: NSObject, CAMediaTiming {
    /// Mirrors `beginTime`.
    open var beginTime: CFTimeInterval = 0
    /// Mirrors `duration` (0: Core Animation's 0.25 seconds).
    open var duration: CFTimeInterval = 0
    /// Mirrors `speed`.
    open var speed: Float = 1
    /// Mirrors `timeOffset`.
    open var timeOffset: CFTimeInterval = 0
    /// Mirrors `repeatCount` (`.infinity`: forever).
    open var repeatCount: Float = 0
    /// Mirrors `repeatDuration` (`.infinity`: forever).
    open var repeatDuration: CFTimeInterval = 0
    /// Mirrors `autoreverses`: each run plays forwards then backwards, so it ends where it
    /// began.
    open var autoreverses = false
    /// Mirrors `fillMode`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Mirrors `timingFunction` (kept: Tether draws the animation at rest).
    open var timingFunction: CAMediaTimingFunction?
    /// Mirrors `isRemovedOnCompletion`: whether the layer drops the animation once it ends.
    open var isRemovedOnCompletion = true
    /// Mirrors `delegate`: held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?

    /// Mirrors `init()`.
    public override init() { super.init() }

    /// Mirrors `defaultValue(forKey:)`: nil (Tether has no key-value coding).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the animation never ends: it repeats forever.
    var repeatsForever: Bool { repeatCount.isInfinite || repeatDuration.isInfinite }
    /// Whether the layer draws the animation's last value once it has ended.
    var holdsLastValue: Bool { !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) && !repeatsForever }

    /// The values the layer shows once the animation has ended, by key path, over `layer`'s
    /// model values (none for an animation of no property).
    func restingValues(on layer: CALayer) -> [(keyPath: String, value: Any)] { [] }
}

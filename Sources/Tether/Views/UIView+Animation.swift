import Foundation

extension UIView {
    /// Mirrors `UIView.AnimationCurve` (UIKit's raw values).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// Mirrors `UIView.AnimationOptions` (UIKit's raw values).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Mirrors `animate(withDuration:delay:options:animations:completion:)`. Tether draws still
    /// frames, so the changes `animations` makes show at once (as SwiftUI's animations do in
    /// Tether) and `completion` runs right after, told the animation finished.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Mirrors `animate(withDuration:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
    /// Mirrors `animate(withDuration:animations:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
    /// Mirrors `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    /// Mirrors `transition(with:duration:options:animations:completion:)`: the changes show at once.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
    /// Mirrors `performWithoutAnimation(_:)`: runs the actions with animations disabled
    /// (`areAnimationsEnabled` is false while they run), then restores the setting.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = enabled }
        actionsWithoutAnimation()
    }

    /// Whether UIKit animations are enabled; changes show at once either way in Tether.
    private static var animationsEnabled = true
    /// Mirrors `areAnimationsEnabled`: false after `setAnimationsEnabled(false)` and inside
    /// `performWithoutAnimation(_:)`.
    public static var areAnimationsEnabled: Bool { animationsEnabled }
    /// Mirrors `setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
}

import Foundation

/// Mirrors UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition is, as
/// its coordinator's blocks read it. Tether's transitions are changes of the window's size
/// (the host's canvas), shown at rest: not animated, not interactive, not cancelled.
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Mirrors `isAnimated`.
    var isAnimated: Bool { get }
    /// Mirrors `presentationStyle`: `.none` for a transition no presentation made.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Mirrors `initiallyInteractive`.
    var initiallyInteractive: Bool { get }
    /// Mirrors `isInterruptible`.
    var isInterruptible: Bool { get }
    /// Mirrors `isInteractive`.
    var isInteractive: Bool { get }
    /// Mirrors `isCancelled`.
    var isCancelled: Bool { get }
    /// Mirrors `transitionDuration`.
    var transitionDuration: TimeInterval { get }
    /// Mirrors `percentComplete`.
    var percentComplete: CGFloat { get }
    /// Mirrors `completionVelocity`.
    var completionVelocity: CGFloat { get }
    /// Mirrors `completionCurve`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Mirrors `containerView`: the window whose size changes.
    var containerView: UIView { get }
    /// Mirrors `targetTransform`: the identity (the canvas resizes; it does not rotate).
    var targetTransform: CGAffineTransform { get }
}

/// Mirrors UIKit's `UIViewControllerTransitionCoordinator`: handed to
/// `viewWillTransition(to:with:)`, it runs the blocks added to it alongside the change and the
/// completions after it.
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Mirrors `animate(alongsideTransition:completion:)`: `animation` runs once the views
    /// have their new size and before their layout, `completion` after the layout; true.
    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Mirrors `animateAlongsideTransition(in:animation:completion:)`: as
    /// `animate(alongsideTransition:completion:)` (`view` names where the animation happens).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Mirrors `notifyWhenInteractionChanges(_:)`: never called, as a size change is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as UIKit's nullable
    /// block lets Swift call it.
    @discardableResult
    public func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// Mirrors UIKit's `UIContentContainer`: what a view controller answers as its container's
/// size changes.
@MainActor @preconcurrency public protocol UIContentContainer: NSObjectProtocol {
    /// Mirrors `preferredContentSize`.
    var preferredContentSize: CGSize { get }
    /// Mirrors `viewWillTransition(to:with:)`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Mirrors `size(forChildContentContainer:withParentContainerSize:)`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
}

/// The change of a window's size, as Tether tells it to the window's root controller: the
/// coordinator `viewWillTransition(to:with:)` gets, which keeps the blocks added to it.
final class UIWindowSizeTransition: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    private var alongside: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) {
        self.containerView = containerView
        super.init()
    }

    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
    func animateAlongsideTransition(in view: UIView?, animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Tells `controller` the window becomes `size`, resizes through `resize` (which gives
    /// the views their new size), runs the alongside blocks, lays out through `layOut`, then
    /// runs the completions.
    static func run(_ controller: UIViewController, to size: CGSize, in window: UIView,
                    resize: () -> Void, layOut: () -> Void) {
        let transition = UIWindowSizeTransition(containerView: window)
        controller.viewWillTransition(to: size, with: transition)
        resize()
        while !transition.alongside.isEmpty { transition.alongside.removeFirst()(transition) }
        layOut()
        while !transition.completions.isEmpty { transition.completions.removeFirst()(transition) }
    }
}

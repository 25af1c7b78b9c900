import Foundation

/// Mirrors UIKit's `UIAdaptivePresentationControllerDelegate`: what a presentation asks and
/// tells when the user swipes its sheet down. Only a swipe is reported; dismissing in code
/// tells nothing, as in UIKit.
@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Mirrors `presentationControllerShouldDismiss(_:)` (iOS 13): false keeps the sheet
    /// (then `presentationControllerDidAttemptToDismiss(_:)`).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Mirrors `presentationControllerWillDismiss(_:)` (iOS 13).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Mirrors `presentationControllerDidDismiss(_:)` (iOS 13).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Mirrors `presentationControllerDidAttemptToDismiss(_:)` (iOS 13): a swipe was refused,
    /// by `isModalInPresentation` or by `presentationControllerShouldDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Mirrors UIKit's `UIPresentationController`: the presentation of a view controller
/// (`UIViewController.presentationController`, made when first asked, before or during the
/// presentation), through which its `delegate` hears the user swipe the sheet away.
@MainActor @preconcurrency open class UIPresentationController: NSObject {
    /// Mirrors `presentedViewController`.
    public unowned let presentedViewController: UIViewController
    private weak var initialPresenter: UIViewController?
    /// Mirrors `delegate`: held weakly.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Mirrors `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        initialPresenter = presentingViewController
        super.init()
    }

    /// Mirrors `presentingViewController`: the controller that presented (nil before the
    /// presentation, unless one was given to the initialiser).
    open var presentingViewController: UIViewController! {
        presentedViewController.presentingViewController ?? initialPresenter
    }
    /// Mirrors `presentationStyle`: the presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// Mirrors `presentedView`: the presented controller's view, once loaded.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The user swiped the sheet down far enough to dismiss it; `allowed` is false when
    /// `isModalInPresentation` (or SwiftUI's `interactiveDismissDisabled`) refuses it. As
    /// UIKit: the delegate may refuse too; a refused swipe is an attempt, an accepted one
    /// dismisses between `presentationControllerWillDismiss` and `presentationControllerDidDismiss`.
    /// Answers whether the sheet was dismissed.
    @discardableResult func sheetSwiped(allowed: Bool) -> Bool {
        guard allowed, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismissIfPresented()
        delegate?.presentationControllerDidDismiss(self)
        return true
    }
}

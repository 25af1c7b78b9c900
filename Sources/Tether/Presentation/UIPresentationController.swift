import Foundation

/// Mirrors UIKit's `UIAdaptivePresentationControllerDelegate`: what a presentation asks and
/// tells when the user swipes its sheet down (only a swipe, or a tap outside a popover, is
/// reported; dismissing in code tells nothing, as in UIKit), and how it adapts to a compact
/// size class.
@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Mirrors `adaptivePresentationStyle(for:traitCollection:)` (iOS 8.3): in a compact size
    /// class (an iPhone), the style a popover, page sheet or form sheet takes instead —
    /// `.fullScreen`/`.overFullScreen` (the window covered), `.pageSheet`/`.formSheet` (a
    /// sheet) or `.none` (no adaptation: a popover stays a popover). Another style is
    /// invalid and the presentation's own adaptation applies (a sheet). By default it answers
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Mirrors `adaptivePresentationStyle(for:)` (iOS 8): asked when the trait-collection
    /// form is not implemented. By default `.automatic`, which is no valid answer, so the
    /// presentation adapts as it would without a delegate.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Mirrors `presentationController(_:viewControllerForAdaptivePresentationStyle:)`: a
    /// controller to show in place of the presented one once it adapts to `style` (a
    /// navigation controller around it, typically); nil (the default) shows the presented
    /// controller. Asked once per adaptation.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
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
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
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

    /// Mirrors `adaptivePresentationStyle`: the style the delegate gives a horizontally
    /// compact environment, `.none` without a delegate or a valid answer.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }
    /// Mirrors `adaptivePresentationStyle(for:)` (iOS 8.3): the style the delegate gives
    /// `traitCollection`, `.none` without a delegate or a valid answer.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) else { return .none }
        return Self.isValidAdaptiveStyle(answer) ? answer : .none
    }

    /// The styles a delegate may adapt a presentation to.
    static func isValidAdaptiveStyle(_ style: UIModalPresentationStyle) -> Bool {
        [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .none].contains(style)
    }

    /// The adaptation decided for the current size classes: the style, and the controller
    /// shown in the presented one's place (asked once per adaptation, as UIKit asks).
    private var adaptation: (compact: Bool, style: UIModalPresentationStyle?, shown: UIViewController?)?

    /// A presentation begins: its adaptation is decided again.
    func presentationBegan() {
        adaptation = nil
        reportedProblems = []
        (self as? UIPopoverPresentationController)?.prepared = false
    }
    /// What was reported about this presentation (each once per presentation).
    var reportedProblems: Set<String> = []
    func reportOnce(_ message: String) {
        guard reportedProblems.insert(message).inserted else { return }
        UIKitDiagnostics.report(.other, message)
    }

    /// How the presentation adapts to `traits` (nil style: it is not adapted — a regular size
    /// class, a style that does not adapt, or no valid answer from the delegate, so the
    /// presentation's own adaptation applies) and the controller to show.
    func adapted(to traits: UITraitCollection) -> (style: UIModalPresentationStyle?, shown: UIViewController) {
        let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        if let adaptation, adaptation.compact == compact { return (adaptation.style, adaptation.shown ?? presentedViewController) }
        var style: UIModalPresentationStyle?
        var shown: UIViewController?
        if compact, [.popover, .pageSheet, .formSheet, .automatic].contains(presentationStyle), let delegate {
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            if Self.isValidAdaptiveStyle(answer) {
                style = answer
            } else if answer != .automatic {
                reportOnce("adaptivePresentationStyle(for:traitCollection:) answered \(answer), which is no style a presentation adapts to (.fullScreen, .overFullScreen, .pageSheet, .formSheet or .none): the presentation adapts as it would without it")
            }
            if let style, style != .none {
                shown = delegate.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
            }
        }
        adaptation = (compact, style, shown)
        return (style, shown ?? presentedViewController)
    }

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

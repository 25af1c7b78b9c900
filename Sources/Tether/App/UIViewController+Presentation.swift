import Foundation

/// Mirrors UIKit's `UIModalPresentationStyle`. Tether shows `.fullScreen` and
/// `.overFullScreen` as SwiftUI's `fullScreenCover`, the others (`.automatic`, `.pageSheet`,
/// `.formSheet`…) as its `sheet`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5,
         overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}

/// Mirrors UIKit's `UIModalTransitionStyle`: the animation of a presentation (a picture at
/// rest shows its end, the same for each).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3
}

/// UIKit's modal presentation between view controllers (`present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`): which controller presents, and the presented chain.
@MainActor enum ModalPresentation {
    static func present(_ controller: UIViewController, from requester: UIViewController, completion: (() -> Void)?) {
        let presenter = presentationContext(of: requester)
        if controller === presenter || controller.presentingViewController != nil || chain(from: presenter).contains(where: { $0 === controller }) {
            UIKitDiagnostics.report(.other, "Application tried to present modally a view controller \(describe(controller)) that is already being presented; not presented")
            return
        }
        if controller.parent != nil {
            UIKitDiagnostics.report(.other, "Application tried to present modally a view controller \(describe(controller)) that is a child of \(describe(controller.parent!)); not presented")
            return
        }
        if let current = presenter.presentedViewController {
            UIKitDiagnostics.report(.other, "Attempt to present \(describe(controller)) on \(describe(presenter)) which is already presenting \(describe(current)); not presented")
            return
        }
        presenter.presentedController = controller
        controller.presentingController = presenter
        // Each presentation asks its delegate again how it adapts.
        controller.presentationController?.presentationBegan()
        // A controller drawn in a sheet is being presented until it has appeared there; an
        // alert, drawn as SwiftUI's, has no appearance callbacks and shows at the next update.
        if !(controller is UIAlertController) { controller.modalTransition = .presenting }
        UIKitPresentationChanges.shared.changed()
        completion?()
    }

    static func dismiss(from controller: UIViewController, completion: (() -> Void)?) {
        // The receiver dismisses what it presented; a presented controller (or one inside
        // one) asks the controller that presented it.
        let presenter: UIViewController
        if controller.presentedViewController != nil {
            presenter = controller
        } else if let presenting = root(of: controller).presentingController {
            presenter = presenting
        } else {
            return
        }
        for shown in chain(from: presenter).reversed() {
            shown.presentingController?.presentedController = nil
            shown.presentingController = nil
            // Shown or not, it is on its way out until it has disappeared.
            shown.modalTransition = shown.viewIfLoaded?.window == nil && shown.modalTransition == .presenting ? nil : .dismissing
        }
        UIKitPresentationChanges.shared.changed()
        completion?()
    }

    /// The controllers `controller` presents, one over the other.
    static func chain(from controller: UIViewController) -> [UIViewController] {
        var chain: [UIViewController] = []
        var next = controller.presentedController
        while let shown = next, !chain.contains(where: { $0 === shown }) {
            chain.append(shown)
            next = shown.presentedController
        }
        return chain
    }

    /// The top of `controller`'s parent chain.
    static func root(of controller: UIViewController) -> UIViewController {
        var top = controller
        while let parent = top.parent { top = parent }
        return top
    }

    /// The controller that presents for `controller`, as UIKit finds it: the top of its parent
    /// chain when that is presented or a window's root; for a controller a
    /// `UIViewControllerRepresentable` shows, the root controller of the window (the host) it
    /// is shown in.
    static func presentationContext(of controller: UIViewController) -> UIViewController {
        let top = root(of: controller)
        if top.presentingController != nil || top.isWindowRoot { return top }
        if let window = top.viewIfLoaded?.hierarchyHost?.hostGraph?.windowRootController {
            return window
        }
        if let window = UpdatingHost.lastGraph?.windowRootController, window !== top, !ModalPresentation.chain(from: window).contains(where: { $0 === top }) {
            return window
        }
        return top
    }

    private static func describe(_ controller: UIViewController) -> String {
        "<\(String(describing: type(of: controller)))\(controller.title.map { " \"\($0)\"" } ?? "")>"
    }
}

extension UIViewController {
    /// Dismisses this controller if it is still presented (a host's swipe, an alert's button).
    func dismissIfPresented() {
        guard presentingViewController != nil else { return }
        ModalPresentation.dismiss(from: self, completion: nil)
    }
}

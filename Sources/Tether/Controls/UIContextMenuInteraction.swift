import Foundation

/// Mirrors UIKit's `UIContextMenuInteractionDelegate` (iOS 13): what a context menu
/// interaction shows, and what it tells as its menu opens, closes, and its preview is tapped.
@MainActor @preconcurrency public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// Mirrors `contextMenuInteraction(_:configurationForMenuAtLocation:)`: asked when a long
    /// press begins, `location` in the interaction's view; nil opens no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// Mirrors `contextMenuInteraction(_:willDisplayMenuFor:animator:)`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// Mirrors `contextMenuInteraction(_:willEndFor:animator:)`: the menu closes (an item
    /// was chosen, or a tap outside closed it).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// Mirrors `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`: the
    /// preview was tapped; the menu closes, then the animator's completions run (where an app
    /// shows the previewed controller).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// Mirrors UIKit's `UIContextMenuInteraction` (iOS 13): added to a view
/// (`addInteraction(_:)`), a long press on the view — half a second, `ViewHost.longPress` —
/// asks the delegate for a configuration and opens its menu as SwiftUI's `contextMenu` draws
/// one: the canvas blurred, the view (or the configuration's preview) lifted where it is, the
/// menu's panel beside it. Choosing an item runs its handler and closes the menu; a tap
/// outside closes it; a tap on the preview tells the delegate
/// `willPerformPreviewActionForMenuWith` and closes it.
///
/// ```swift
/// final class PhotoView: UIImageView, UIContextMenuInteractionDelegate {
///     func setUp() {
///         isUserInteractionEnabled = true
///         addInteraction(UIContextMenuInteraction(delegate: self))
///     }
///     func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
///                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
///         UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///             UIMenu(children: [UIAction(title: "Share") { _ in share() }])
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency open class UIContextMenuInteraction: NSObject, UIInteractionRecognizing {
    /// Mirrors `UIContextMenuInteraction.Appearance` (iOS 14).
    public enum Appearance: Int, Sendable {
        case unknown, rich, compact
    }

    /// Mirrors `delegate`: held weakly.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// Mirrors `view`.
    open private(set) weak var view: UIView?
    /// A delegate the interaction keeps alive: one a UIKit container made for it (a table
    /// row's), which nothing else holds.
    var ownedDelegate: (any UIContextMenuInteractionDelegate)?
    /// The long press that opens the menu (UIKit adds its own recognizers to the view too).
    private let press = UILongPressGestureRecognizer()
    /// The open menu: the configuration, its menu and the preview's controller.
    private(set) var presented: (configuration: UIContextMenuConfiguration, menu: UIMenu, preview: UIViewController?)?
    /// Where the press that opened the menu lay, in the view's bounds.
    private var pressLocation: CGPoint?

    /// Mirrors `init(delegate:)`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        press.addAction { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.pressBegan(at: recognizer.location(in: recognizer.view))
        }
    }

    /// Mirrors `menuAppearance` (iOS 14): `.rich` while a menu with its preview is open,
    /// `.unknown` otherwise.
    open var menuAppearance: Appearance { presented == nil ? .unknown : .rich }

    /// Mirrors `location(in:)`: where the press lay, in `view`'s bounds (the canvas's for
    /// nil); zero before any press.
    open func location(in view: UIView?) -> CGPoint {
        guard let pressLocation, let own = self.view else { return .zero }
        guard let view else { return own.globalPoint(fromLocal: pressLocation) ?? pressLocation }
        return own.convert(pressLocation, to: view)
    }

    /// Mirrors `updateVisibleMenu(_:)` (iOS 14): the open menu becomes what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let open = presented else { return }
        presented = (open.configuration, block(open.menu), open.preview)
        view?.setNeedsDisplay()
    }

    /// Mirrors `dismissMenu()`: closes the open menu (the delegate hears `willEndFor`).
    open func dismissMenu() {
        guard let open = presented else { return }
        presented = nil
        view?.setNeedsDisplay()
        let animator = UIContextMenuAnimator(previewViewController: open.preview)
        delegate?.contextMenuInteraction(self, willEndFor: open.configuration, animator: animator)
        animator.finish()
    }

    /// Mirrors `willMove(to:)`.
    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Mirrors `didMove(to:)`.
    open func didMove(to view: UIView?) {
        self.view = view
        press.attachedView = view
    }

    var interactionGestureRecognizers: [UIGestureRecognizer] { [press] }

    /// A long press began at `location`: the delegate's configuration opens its menu.
    func pressBegan(at location: CGPoint) {
        guard presented == nil, let view, view.isUserInteractionEnabled else { return }
        pressLocation = location
        // The delegate may have taken the interaction off the view meanwhile: no menu then.
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location), self.view === view else { return }
        guard let menu = configuration.makeMenu() else {
            UIKitDiagnostics.report(.other, "UIContextMenuInteraction: the configuration made no menu (its action provider is nil or returned nil); Tether opens a context menu only with a menu", at: view)
            return
        }
        let preview = configuration.previewProvider?()
        presented = (configuration, menu, preview)
        view.setNeedsDisplay()
        let animator = UIContextMenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
    }

    /// The open menu's preview was tapped.
    func previewTapped() {
        guard let open = presented else { return }
        let animator = UIContextMenuAnimator(previewViewController: open.preview)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: open.configuration, animator: animator)
        presented = nil
        view?.setNeedsDisplay()
        let ending = UIContextMenuAnimator(previewViewController: open.preview)
        delegate?.contextMenuInteraction(self, willEndFor: open.configuration, animator: ending)
        ending.finish()
        animator.finish()
    }
}

extension UIView {
    /// The context menu one of the view's interactions has open, nil when none is.
    var presentedContextMenu: UIContextMenuInteraction? {
        for case let interaction as UIContextMenuInteraction in storedInteractions where interaction.presented != nil { return interaction }
        for case let interaction as UIContextMenuInteraction in systemInteractions where interaction.presented != nil { return interaction }
        return nil
    }
}

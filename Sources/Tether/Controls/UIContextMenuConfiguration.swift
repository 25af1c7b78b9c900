import Foundation

/// Mirrors UIKit's `UIContextMenuActionProvider`: the menu of a context menu, made from the
/// actions the system suggests (Tether suggests none).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Mirrors UIKit's `UIContextMenuContentPreviewProvider`: the view controller whose view a
/// context menu lifts in place of the pressed view (nil: the view itself).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// Mirrors UIKit's `UIContextMenuConfiguration` (iOS 13): what a context menu shows — its
/// menu, from `actionProvider`, and its preview, from `previewProvider` — returned by a
/// `UIContextMenuInteractionDelegate` or a table view's delegate when a long press begins.
@MainActor @preconcurrency open class UIContextMenuConfiguration: NSObject {
    /// Mirrors `UIContextMenuConfiguration.ElementOrder` (iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }

    /// Mirrors `identifier`: the one given, else a unique one (an `NSUUID`), as UIKit makes.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    /// Mirrors `preferredMenuElementOrder` (iOS 16): `.automatic` (the default) and `.fixed`
    /// keep the menu's order; `.priority` puts the first element nearest the press (reversed
    /// when the menu opens upward).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// Mirrors `init(identifier:previewProvider:actionProvider:)`.
    public init(identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the configuration shows: its action provider's, nil without one (no menu
    /// opens, as in UIKit, whose context menus need a menu or a preview).
    func makeMenu() -> UIMenu? { actionProvider?([]) }

    /// The order Tether's menu panel gives the elements.
    var menuOrder: MenuOrder { preferredMenuElementOrder == .priority ? .priority : .fixed }
}

/// Mirrors UIKit's `UIContextMenuInteractionAnimating` (iOS 13): the appearance or
/// disappearance of a context menu, to which a delegate adds animations and completions.
/// Tether shows still frames: the animations run at once and the completions after them.
@MainActor @preconcurrency public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// Mirrors `previewViewController`: the preview provider's controller, when it gave one.
    var previewViewController: UIViewController? { get }
    /// Mirrors `addAnimations(_:)`.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Mirrors `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Mirrors UIKit's `UIContextMenuInteractionCommitStyle`: how a tapped preview leaves.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss, pop
}

/// Mirrors UIKit's `UIContextMenuInteractionCommitAnimating`: the tap on a context menu's
/// preview, after which the menu closes and the completions run.
@MainActor @preconcurrency public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// Mirrors `preferredCommitStyle` (`.pop` by default; both close the menu in Tether).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator Tether hands to context-menu delegates: it keeps the animations and
/// completions added to it and runs them, in that order, when the change is shown.
final class UIContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions (including any an animation added).
    func finish() {
        while !animations.isEmpty { animations.removeFirst()() }
        while !completions.isEmpty { completions.removeFirst()() }
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UINavigationController`,
/// a stack of view controllers of which the top one shows, under a navigation bar with its
/// `navigationItem`'s title and bar button items and a back button that pops it. Pushed
/// controllers are the controller's children.
///
/// It is drawn as SwiftUI's `NavigationStack` (see `UINavigationControllerDrawing`), so its
/// bar is the one Tether draws for SwiftUI — inline titles unless the bar
/// `prefersLargeTitles`, the previous controller's title on the back button — and
/// `ViewHost.tapBackButton()` and the back button pop it as iOS does. Nothing animates
/// headless: a push or a pop shows at the next update. The top controller's view is laid
/// out below the bar (Tether's views have no safe-area insets, so content placed by the
/// safe area sits where iOS puts it; content pinned to the view's top edge sits lower than
/// on iOS, where the view extends under the bar).
///
/// Absent: the toolbar (`toolbarItems`, `setToolbarHidden`), interactive-pop gestures,
/// custom transitions, `hidesBarsOnSwipe`.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: ListViewController())
/// navigation.navigationBar.prefersLargeTitles = true
/// window.rootViewController = navigation
/// ```
@MainActor @preconcurrency open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    /// Mirrors `navigationBar`: its settings (`prefersLargeTitles`, appearances, tint) style
    /// this controller's bar over the appearance proxy's.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Mirrors `delegate`.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Mirrors `isNavigationBarHidden`.
    open var isNavigationBarHidden = false { didSet { stackDidChange() } }
    /// Mirrors `isToolbarHidden`: hidden by default, as in UIKit; shown, the bottom toolbar
    /// holds the top controller's `toolbarItems`.
    open var isToolbarHidden = true { didSet { stackDidChange() } }
    /// Mirrors `setToolbarHidden(_:animated:)`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Mirrors `toolbar`: its tint colours the toolbar's items.
    public private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Mirrors `hidesBarsOnTap`: a tap in the content that nothing else takes (not on a
    /// control, a bar button or a view with its own tap recognizer) hides the navigation bar
    /// and toolbar, and the next one shows them again.
    open var hidesBarsOnTap = false { didSet { stackDidChange() } }
    /// Mirrors `barHideOnTapGestureRecognizer`: the tap recognizer behind `hidesBarsOnTap`,
    /// on the content while that is on.
    public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()
    /// Mirrors `hidesBarsOnSwipe`: an upward swipe on the content (the finger moving up, as
    /// when scrolling down) hides the navigation bar and toolbar; a downward one shows them.
    /// The swipe is recognized alongside the content's own gestures, a scroll view's drag too.
    open var hidesBarsOnSwipe = false { didSet { stackDidChange() } }
    /// Mirrors `barHideOnSwipeGestureRecognizer`: the pan recognizer behind `hidesBarsOnSwipe`.
    public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer()
    /// Mirrors `interactivePopGestureRecognizer`: the swipe back — a pan from the screen's
    /// left edge (a `UIScreenEdgePanGestureRecognizer` for `.left`) over a pushed controller
    /// that pops the top controller with `popViewController(animated:)` when the finger lifts
    /// past half the navigation controller's width (`ViewHost`'s fingers lift without
    /// velocity, so a flick counts no more than its distance). Its default delegate (the
    /// navigation controller's own) lets it begin only when there is a level to go back to
    /// and the back button shows — not with `hidesBackButton`, nor when left bar button items
    /// take its place; an app's delegate decides instead (a root controller is never popped),
    /// and `isEnabled` off stops it. The level is drawn at rest, not following the finger.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The swipe back's default delegate.
    private let interactivePopDelegate = InteractivePopDelegate()
    /// Mirrors `hidesBarsWhenVerticallyCompact`: the bars are hidden while the environment's
    /// vertical size class is compact (an iPhone in landscape).
    open var hidesBarsWhenVerticallyCompact = false { didSet { stackDidChange() } }
    /// Mirrors `hidesBarsWhenKeyboardAppears` (kept: no keyboard appears headlessly).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the toolbar was hidden with the navigation bar by a tap or a swipe (showing the
    /// bars again brings it back).
    private var toolbarHiddenWithBar = false

    /// Mirrors `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        connectBars()
        setViewControllers([rootViewController], animated: false)
    }
    /// Mirrors `init(nibName:bundle:)`: an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectBars()
    }

    private func connectBars() {
        navigationBar.managingController = self
        let pop = UIScreenEdgePanGestureRecognizer()
        pop.edges = .left
        interactivePopDelegate.navigation = self
        pop.delegate = interactivePopDelegate
        pop.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.interactivePopEnded(travel: pan.translation(in: nil).x)
        }
        interactivePopGestureRecognizer = pop
        barHideOnTapGestureRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.setBarsHidden(!self.isNavigationBarHidden)
        }
        barHideOnSwipeGestureRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.contentSwiped(finger: self.barHideOnSwipeGestureRecognizer.translation(in: nil))
        }
    }

    /// The swipe back ended with the finger `travel` points right of where it began: past
    /// half the width, the top controller is popped.
    private func interactivePopEnded(travel: CGFloat) {
        let width = viewIfLoaded.map(\.bounds.width).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.bounds.width
        guard travel.isFinite, travel > width / 2, stack.count > 1 else { return }
        popViewController(animated: true)
    }

    /// Whether the swipe back may begin by UIKit's own rule: a level below the top one, and
    /// the top one's back button showing.
    fileprivate var allowsInteractivePop: Bool {
        guard stack.count > 1, let top = stack.last else { return false }
        let item = top.navigationItem
        let leftItems = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }
        return !item.hidesBackButton && (leftItems.isEmpty || item.leftItemsSupplementBackButton)
    }

    /// Whether the swipe back can pop now: the stack has a level to go back to.
    var canPopInteractively: Bool { stack.count > 1 }

    /// A finger moved by `finger` over the content (a swipe, or a drag scrolling a scroll view
    /// in it): with `hidesBarsOnSwipe`, a mostly vertical move up hides the bars, down shows them.
    func contentSwiped(finger: CGPoint) {
        guard hidesBarsOnSwipe, finger.y.isFinite, finger.x.isFinite, abs(finger.y) > abs(finger.x) else { return }
        setBarsHidden(finger.y < 0)
    }

    /// A tap or swipe on the content hides the bars, or shows them again: the navigation bar,
    /// and the toolbar with it when it showed.
    private func setBarsHidden(_ hide: Bool) {
        guard hide != isNavigationBarHidden else { return }
        isNavigationBarHidden = hide
        if hide, !isToolbarHidden {
            isToolbarHidden = true
            toolbarHiddenWithBar = true
        } else if !hide, toolbarHiddenWithBar {
            isToolbarHidden = false
            toolbarHiddenWithBar = false
        }
    }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `viewControllers`: the stack, the root first; setting it replaces the stack.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Mirrors `topViewController`.
    open var topViewController: UIViewController? { stack.last }
    /// Mirrors `visibleViewController`: what the top controller presents, else the top one.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Mirrors `setViewControllers(_:animated:)`: a controller listed twice is kept once (UIKit
    /// raises), one already in another navigation controller moves here.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        var unique: [UIViewController] = []
        for controller in viewControllers {
            guard controller !== self else {
                UIKitDiagnostics.report(.other, "a UINavigationController cannot be in its own stack (UIKit raises); left out")
                continue
            }
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                UIKitDiagnostics.report(.other, "\(type(of: controller)) is in the navigation stack twice (UIKit raises); kept once")
                continue
            }
            unique.append(controller)
        }
        replaceChildren(stack, with: unique)
        let changed = unique.last !== stack.last
        stack = unique
        if changed, let top = stack.last { delegate?.navigationController(self, willShow: top, animated: animated) }
        stackDidChange()
        if changed, let top = stack.last { delegate?.navigationController(self, didShow: top, animated: animated) }
    }

    /// Mirrors `pushViewController(_:animated:)`: the controller goes on top (one already
    /// in the stack is not pushed again: UIKit raises).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            UIKitDiagnostics.report(.other, "\(type(of: viewController)) is pushed while already in the navigation stack (UIKit raises); not pushed")
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Mirrors `popViewController(animated:)`: the top controller, taken off (nil at the root).
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Mirrors `popToRootViewController(animated:)`: the controllers taken off.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// Mirrors `popToViewController(_:animated:)`: the controllers above `viewController`,
    /// taken off (nil when it is not in the stack).
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Mirrors `setNavigationBarHidden(_:animated:)`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Mirrors `loadView()`: a view that draws the stack.
    open override func loadView() {
        view = ContainerControllerView { [weak self] in
            self.map { .hosted(AnyView(UINavigationControllerDrawing(navigation: $0, shown: .init($0)))) } ?? .none
        }
    }

    /// Mirrors `collapseSecondaryViewController(_:for:)`: the secondary is pushed onto this
    /// stack, as UIKit's navigation controller does when a split view controller collapses.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        pushViewController(secondaryViewController, animated: false)
    }

    /// The stack's drawing is out of date (and the drawing of the navigation controller this
    /// one is pushed onto, which shows its stack).
    func stackDidChange() {
        viewIfLoaded?.setNeedsDisplay()
        (parent as? UINavigationController)?.stackDidChange()
    }

    /// The controllers the bar's levels show, the root first: a navigation controller pushed
    /// onto this one (a collapsed split view controller's secondary) shows its own stack under
    /// this bar, as iOS shows it, its own bar hidden.
    var drawnControllers: [UIViewController] {
        stack.flatMap { ($0 as? UINavigationController)?.drawnControllers ?? [$0] }
    }

    /// The back button (or the path SwiftUI's stack reports) leaves `depth` of the drawn
    /// levels: a pushed navigation controller's own stack is popped first, then it is.
    func popToDepth(_ depth: Int) {
        guard depth >= 1, depth < drawnControllers.count else { return }
        var remaining = depth
        for (index, controller) in stack.enumerated() {
            let levels = (controller as? UINavigationController)?.drawnControllers.count ?? 1
            if remaining == 0 {
                setViewControllers(Array(stack.prefix(index)), animated: true)
                return
            }
            if remaining < levels, let nested = controller as? UINavigationController {
                if index + 1 < stack.count { setViewControllers(Array(stack.prefix(index + 1)), animated: true) }
                nested.popToDepth(remaining)
                return
            }
            remaining -= levels
        }
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UINavigationControllerDelegate`, told when a controller comes on top (all optional); an
/// image picker's delegate adopts it too.
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Mirrors `navigationController(_:willShow:animated:)`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Mirrors `navigationController(_:didShow:animated:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

extension UIViewController {
    /// Mirrors `navigationController`: the closest navigation controller this controller is
    /// in (as a pushed child, or deeper).
    public var navigationController: UINavigationController? { closestAncestor(UINavigationController.self) }

    /// The closest controller of `type` among this one's parents.
    func closestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }

    /// Makes `controllers` this controller's children in place of `previous` (a container's
    /// list changed): the ones that leave are told they leave, the new ones they arrive.
    func replaceChildren(_ previous: [UIViewController], with controllers: [UIViewController]) {
        let kept = Set(controllers.map(ObjectIdentifier.init))
        for controller in previous where !kept.contains(ObjectIdentifier(controller)) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }
}

/// A navigation controller's own delegate for its swipe back: UIKit's rule (see
/// `UINavigationController.interactivePopGestureRecognizer`).
@MainActor private final class InteractivePopDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigation?.allowsInteractivePop ?? false
    }
}

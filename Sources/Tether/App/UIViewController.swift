import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIViewController` as a
/// SwiftUI app uses it — the root of a UIKit-lifecycle window, and the controller a
/// `UIViewControllerRepresentable` shows. Its `view` is loaded on first use (`loadView()`,
/// then `viewDidLoad()`); a representable calls `viewWillAppear`/`viewDidAppear` when it is
/// first shown, `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around its view's layout, and
/// `viewWillDisappear`/`viewDidDisappear` when it leaves.
///
/// It presents controllers modally (`present(_:animated:completion:)`): the host shows a
/// `UIAlertController` as SwiftUI's alert or confirmation dialog, any other controller as a
/// sheet (see `UIKitPresentation`). It is a `UIResponder`, as in UIKit (see `next`). It
/// can be pushed in a `UINavigationController` and shown in a `UITabBarController`.
@MainActor @preconcurrency open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?
    /// The controller this one presents, and the one that presents it (`ModalPresentation`).
    var presentedController: UIViewController?
    weak var presentingController: UIViewController?
    /// Set on a host's window root (`ViewHost`), which presents for the controllers its
    /// representables show.
    var isHostWindowRoot = false

    /// Mirrors `init(nibName:bundle:)`: Tether reads no nibs, so the view is made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `next` for a view controller: its view's superview, else the window it is the
    /// root of, else the controller that presented it.
    open override var next: UIResponder? {
        if let superview = viewIfLoaded?.superview { return superview }
        if let window = UIWindowScene.shared.windows.last(where: { $0.rootViewController === self }) { return window }
        return presentingViewController
    }
    /// Mirrors `init()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Mirrors `title`: also the navigation item's title, as UIKit keeps them together.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }
    private var storedNavigationItem: UINavigationItem?
    /// Mirrors `navigationItem`: what a navigation controller's bar shows while this
    /// controller is on top (its title is the controller's `title` until set apart).
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: "")
        item.title = title
        item.owner = self
        storedNavigationItem = item
        return item
    }
    /// Mirrors `overrideUserInterfaceStyle`: the interface style of this controller, its
    /// view, its children and what it presents; `.unspecified` inherits it. Views and
    /// controllers whose traits change are told (`traitCollectionDidChange(_:)`).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedInterfaceStyle }
        set {
            guard newValue != storedInterfaceStyle else { return }
            UITraitPropagation.change(under: self) { storedInterfaceStyle = newValue }
            viewIfLoaded?.setNeedsDisplay()
        }
    }
    var storedInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Mirrors `traitCollection` (see `UITraitEnvironment`).
    open var traitCollection: UITraitCollection { UITraitPropagation.traits(of: self) }
    /// Mirrors `traitCollectionDidChange(_:)`: called when the controller's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Mirrors `hidesBottomBarWhenPushed` (kept: a tab bar controller's bar stays).
    open var hidesBottomBarWhenPushed = false
    private var storedTabBarItem: UITabBarItem?
    /// Mirrors `tabBarItem`: what a tab bar controller's bar shows for this controller (titled
    /// with the controller's `title` until set).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    /// Mirrors `show(_:sender:)`: pushed onto the navigation controller this one is in, else
    /// shown by the split view controller it is in (see `UISplitViewController.show(_:sender:)`),
    /// else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else if let splitViewController {
            splitViewController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
    /// Mirrors `showDetailViewController(_:sender:)`: the split view controller this one is in
    /// shows it as its detail (see `UISplitViewController.showDetailViewController(_:sender:)`);
    /// outside one, it is presented, as UIKit does when no controller up the hierarchy takes it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
    /// Mirrors `collapseSecondaryViewController(_:for:)`: a split view controller whose primary
    /// this is collapses and its delegate left the secondary to it. The default does nothing
    /// (only the primary shows); `UINavigationController` pushes the secondary.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
    /// Mirrors `preferredContentSize`.
    open var preferredContentSize: CGSize = .zero
    /// Mirrors `preferredStatusBarStyle`, an override point read by iOS (Tether's canvas has
    /// no status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Mirrors `prefersStatusBarHidden`, read by iOS like `preferredStatusBarStyle`.
    open var prefersStatusBarHidden: Bool { false }
    /// Mirrors `setNeedsStatusBarAppearanceUpdate()`: asks iOS to read the two above again.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Mirrors `supportedInterfaceOrientations`, read by iOS when the device turns (Tether's
    /// iPhone stays in portrait): an iPhone's default, all but upside down.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Mirrors `view`: loaded on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }
    /// Mirrors `viewIfLoaded`.
    open var viewIfLoaded: UIView? { loadedView }
    /// Mirrors `isViewLoaded`.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Mirrors `loadView()`: the default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
    /// Mirrors `loadViewIfNeeded()`: loads the view (and calls `viewDidLoad()`) once.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        // UIKit raises when `loadView()` set no view; Tether makes the default one.
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }
    private func install(_ newView: UIView?) {
        loadedView?.owningController = nil
        loadedView = newView
        newView?.owningController = self
    }

    /// Mirrors `viewDidLoad()`.
    open func viewDidLoad() {}

    // MARK: Editing

    private var editing = false
    private var madeEditButtonItem: UIBarButtonItem?
    /// Mirrors `isEditing`: setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Mirrors `setEditing(_:animated:)`: the controller enters or leaves edit mode, and its
    /// `editButtonItem` shows Edit or Done (an override calls `super`, as in UIKit).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        madeEditButtonItem?.showEditing(editing)
    }
    /// Mirrors `editButtonItem`: an Edit item that puts the controller in edit mode, then a
    /// bold Done item that takes it out, as UIKit's.
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.showEditing(editing)
        madeEditButtonItem = item
        return item
    }
    /// Mirrors `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Mirrors `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Mirrors `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Mirrors `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Mirrors `viewWillLayoutSubviews()`: called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Mirrors `viewDidLayoutSubviews()`: called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Mirrors `viewWillTransition(to:with:)` (`UIContentContainer`): the window's size is
    /// changing to `size` (a window root hears it when the host's canvas changes). The
    /// default tells the children, each at `size(forChildContentContainer:withParentContainerSize:)`,
    /// and the presented controller; an override calls `super` for them.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }
    /// Mirrors `size(forChildContentContainer:withParentContainerSize:)`: the parent's size.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Mirrors `children`.
    open var children: [UIViewController] { childControllers }
    /// Mirrors `parent`.
    open var parent: UIViewController? { parentController }
    /// Mirrors `addChild(_:)`: the child moves here (from any other parent) and is told
    /// `willMove(toParent:)`; its view is added by the caller, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
    }
    /// Mirrors `removeFromParent()`: called after `willMove(toParent: nil)` by the caller;
    /// tells the controller `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }
    /// Mirrors `present(_:animated:completion:)`: the controller is shown over the window
    /// (by the window's root controller when this one is shown by a representable) at the
    /// host's next update; `completion` runs at once (nothing animates headless). While
    /// something is presented already, UIKit warns and presents nothing: so does Tether, with
    /// a diagnostic.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalPresentation.present(viewControllerToPresent, from: self, completion: completion)
    }
    /// Mirrors `dismiss(animated:completion:)`: dismisses what this controller presented (and
    /// what that presents); called on a presented controller, its presenter dismisses it.
    /// `completion` runs once dismissed; with nothing to dismiss nothing happens.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalPresentation.dismiss(from: self, completion: completion)
    }
    /// Mirrors `presentedViewController`.
    open var presentedViewController: UIViewController? { presentedController }
    /// The modal transition this controller is in, from `present` until it has appeared or
    /// from `dismiss` until it has disappeared.
    enum ModalTransition { case presenting, dismissing }
    var modalTransition: ModalTransition?
    /// Mirrors `isBeingPresented`: true from its presentation until it has appeared
    /// (`viewDidAppear(_:)` included).
    open var isBeingPresented: Bool { modalTransition == .presenting }
    /// Mirrors `isBeingDismissed`: true from its dismissal until it has disappeared
    /// (`viewDidDisappear(_:)` included).
    open var isBeingDismissed: Bool { modalTransition == .dismissing }
    /// Mirrors `edgesForExtendedLayout` (kept): Tether lays a navigation or tab bar
    /// controller's content out between its bars, as UIKit does when this is empty.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Mirrors `extendedLayoutIncludesOpaqueBars` (kept, as `edgesForExtendedLayout`).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Mirrors `presentingViewController`: the controller that presented this one (or the
    /// parent that contains it).
    open var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.presentingController { return presenting }
            current = controller.parent
        }
        return nil
    }
    /// Mirrors `toolbarItems`: what a navigation controller's toolbar shows while this
    /// controller is on top (the toolbar shows once `isToolbarHidden` is false).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { closestAncestor(UINavigationController.self)?.stackDidChange() }
    }
    /// Mirrors `setToolbarItems(_:animated:)`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Mirrors `modalTransitionStyle`: how a presentation animates in. Tether shows the
    /// presented controller at rest, where every style ends the same.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Mirrors `modalPresentationStyle`: `.fullScreen` and
    /// `.overFullScreen` cover the window, the others show as a sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Mirrors `popoverPresentationController`: for a controller presented as a popover, its
    /// anchor settings (kept: an iPhone shows a popover as a sheet); nil for other styles.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = storedPresentationController as? UIPopoverPresentationController { return popover }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = made
        return made
    }
    /// Mirrors `presentationController` (iOS 8): the presentation of this controller, made when
    /// first asked (set its `delegate` before presenting, as apps do) — a sheet's
    /// (`UISheetPresentationController`) for the sheet styles, a popover's for `.popover` —
    /// and kept.
    open var presentationController: UIPresentationController? {
        if modalPresentationStyle == .popover { return popoverPresentationController }
        if let storedPresentationController { return storedPresentationController }
        let made: UIPresentationController
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        default: made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        storedPresentationController = made
        return made
    }
    private var storedPresentationController: UIPresentationController?
    /// Mirrors `isModalInPresentation`: a presented sheet that is not swiped away.
    open var isModalInPresentation = false {
        didSet { if isModalInPresentation != oldValue, presentingViewController != nil { UIKitPresentationChanges.shared.changed() } }
    }

    /// True for a window's root: a host's, or one an app set on a window it made.
    var isWindowRoot: Bool {
        isHostWindowRoot || UIWindowScene.shared.madeWindows.contains { $0.rootViewController === self }
    }

    /// Mirrors `willMove(toParent:)`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Mirrors `didMove(toParent:)`.
    open func didMove(toParent parent: UIViewController?) {}
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIViewController` as a
/// SwiftUI app uses it — the root of a UIKit-lifecycle window, and the controller a
/// `UIViewControllerRepresentable` shows. Its `view` is loaded on first use (`loadView()`,
/// then `viewDidLoad()`); a representable calls `viewWillAppear`/`viewDidAppear` when it is
/// first shown, `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around its view's layout, and
/// `viewWillDisappear`/`viewDidDisappear` when it leaves.
///
/// As `UIView` (whose note says why), it is not a `UIResponder` here. Presenting controllers
/// (`present(_:animated:)`), navigation and tab bar controllers are absent.
@MainActor @preconcurrency open class UIViewController: NSObject {
    private var loadedView: UIView?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?

    /// Mirrors `init(nibName:bundle:)`: Tether reads no nibs, so the view is made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }
    /// Mirrors `init()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Mirrors `title`.
    open var title: String?
    /// Mirrors `preferredContentSize`.
    open var preferredContentSize: CGSize = .zero

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
    /// Mirrors `willMove(toParent:)`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Mirrors `didMove(toParent:)`.
    open func didMove(toParent parent: UIViewController?) {}
}

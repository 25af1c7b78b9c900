import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPageViewController`, a
/// container that shows one child controller's view at a time, filling its own view.
/// `setViewControllers(_:direction:animated:completion:)` makes the first controller the
/// shown child (the previous one leaves) and calls the completion with `true`; Tether draws
/// the end of any animation. A `ViewHost.scroll` on its view's `accessibilityIdentifier` is a
/// swipe: half a page or more towards the next page (rightward content, positive x, for a
/// horizontal one; downward for a vertical one) turns to what the data source names after the
/// current page, the other way to the one before; the delegate hears the turn begin and end.
///
/// Absent: the page curl's spine and double-sided pages, the page indicator of
/// `presentationCount(for:)`, gesture recognizers.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = context.coordinator
/// pages.setViewControllers([controllers[0]], direction: .forward, animated: false)
/// ```
@MainActor @preconcurrency open class UIPageViewController: UIViewController {
    /// Mirrors `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Hashable, Sendable { case pageCurl = 0, scroll = 1 }
    /// Mirrors `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Hashable, Sendable { case horizontal = 0, vertical = 1 }
    /// Mirrors `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Hashable, Sendable { case forward = 0, reverse = 1 }
    /// Mirrors `UIPageViewController.OptionsKey`: options of the transition's look.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors `spineLocation`: where a page curl's spine is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Mirrors `interPageSpacing`: the gap between pages while a scroll transition moves.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Mirrors `transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// Mirrors `navigationOrientation`.
    public let navigationOrientation: NavigationOrientation
    /// Mirrors `dataSource`: held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Mirrors `delegate`: held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    private var shown: [UIViewController] = []

    /// Mirrors `init(transitionStyle:navigationOrientation:options:)`; the options shape only
    /// the transition's look, which Tether does not draw.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// The view: a page swiper, as wide as the screen until placed.
    open override func loadView() {
        view = PageSwipeView(frame: UIScreen.main.bounds, controller: self)
    }

    /// Mirrors `viewControllers`: the shown page (nil before any is set).
    open var viewControllers: [UIViewController]? { shown.isEmpty ? nil : shown }

    /// Mirrors `setViewControllers(_:direction:animated:completion:)`: the first controller
    /// becomes the shown child, its view filling this view and following its size.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        show(viewControllers?.first)
        completion?(true)
    }

    private func show(_ page: UIViewController?) {
        let container: UIView = view
        for old in shown where old !== page {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        guard let page, page !== self else {
            shown = []
            return
        }
        shown = [page]
        if page.parent !== self {
            addChild(page)
        }
        let pageView: UIView = page.view
        pageView.frame = CGRect(origin: .zero, size: container.bounds.size)
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if pageView.superview !== container { container.addSubview(pageView) }
        page.didMove(toParent: self)
    }

    /// A swipe of `delta`: half a page or more turns the page that way, if the data source has one.
    func swipe(by delta: CGPoint) {
        guard let current = shown.first else { return }
        let size = view.bounds.size
        let (amount, length) = navigationOrientation == .horizontal ? (delta.x, size.width) : (delta.y, size.height)
        guard amount.isFinite, length > 0, abs(amount) >= length / 2 else { return }
        let next = amount > 0
            ? dataSource?.pageViewController(self, viewControllerAfter: current)
            : dataSource?.pageViewController(self, viewControllerBefore: current)
        guard let next, next !== current else { return }
        delegate?.pageViewController(self, willTransitionTo: [next])
        show(next)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
    }
}

/// A page view controller's view: a scroll view whose drags are swipes between pages.
final class PageSwipeView: UIScrollView {
    weak var controller: UIPageViewController?
    init(frame: CGRect, controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }
    override func drag(by delta: CGPoint) {
        controller?.swipe(by: delta)
    }
}

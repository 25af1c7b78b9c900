import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIPageViewControllerDataSource`, which names the pages around the one shown: a
/// `ViewHost.scroll` swipe on a `UIPageViewController` asks it for the next (or previous) page.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// Mirrors `pageViewController(_:viewControllerBefore:)`: nil when `viewController` is the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// Mirrors `pageViewController(_:viewControllerAfter:)`: nil when `viewController` is the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIPageViewControllerDelegate`, told of a swipe's page turn. Its methods have defaults, as
/// UIKit's are optional.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// Mirrors `pageViewController(_:willTransitionTo:)`: a swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Mirrors `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
    /// the swipe's turn ended (`completed`: the new page is shown).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

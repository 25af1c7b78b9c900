import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIScrollViewDelegate`, told
/// of a `UIScrollView`'s scrolling and zooming. Every method has a default, as UIKit's are
/// optional: `scrollViewDidScroll(_:)` is called whenever the content offset changes (set in
/// code or by `ViewHost.scroll`), `viewForZooming(in:)` names the view zooming scales,
/// `scrollViewDidZoom(_:)` follows a zoom, and a drag by `ViewHost.scroll` calls the dragging
/// methods in UIKit's order.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Mirrors `scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Mirrors `scrollViewDidZoom(_:)`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Mirrors `scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Mirrors `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the delegate
    /// may change where the scroll comes to rest.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Mirrors `scrollViewDidEndDragging(_:willDecelerate:)`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Mirrors `scrollViewWillBeginDecelerating(_:)`: the finger lifted and the content moves
    /// on to where the drag comes to rest.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Mirrors `scrollViewDidEndDecelerating(_:)`: the content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Mirrors `scrollViewDidEndScrollingAnimation(_:)`: after `setContentOffset(_:animated: true)`
    /// or `scrollRectToVisible(_:animated: true)` moved the content.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Mirrors `viewForZooming(in:)`: the subview zooming scales; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Mirrors `scrollViewWillBeginZooming(_:with:)`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Mirrors `scrollViewDidEndZooming(_:with:atScale:)`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

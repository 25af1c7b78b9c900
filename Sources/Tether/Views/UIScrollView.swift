import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIScrollView`, a view whose
/// bounds origin is its `contentOffset`: its subviews are drawn shifted by minus the offset
/// and clipped to its bounds (`clipsToBounds` is on by default), as UIKit draws them. Setting
/// the offset in code is not limited to the content (as in UIKit); `ViewHost.scroll(_:by:)`
/// on the scroll view's `accessibilityIdentifier` drags it as a finger would: the offset
/// comes to rest within the content and its insets (on a page boundary with
/// `isPagingEnabled`), and the delegate hears the drag. Zooming scales the view
/// `viewForZooming(in:)` names, about its top-left corner, and the content size follows it.
///
/// Scroll indicators show only while the content moves, which a still frame never shows, so
/// none is drawn; `bounces` and the `alwaysBounce` flags shape only the overshoot of a moving
/// drag, which comes back to the content's edge before the drag's frame is drawn.
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.contentSize = CGSize(width: 320, height: 2000)
/// scroll.addSubview(longContent)
/// scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
/// ```
@MainActor @preconcurrency open class UIScrollView: UIView {
    private var storedZoomScale: CGFloat = 1

    /// Mirrors `init(frame:)`: a scroll view clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.attachedView = self
        Self.appearanceProxy?.applyAppearance(to: self)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `appearance()`: the proxy whose settings scroll views made afterwards take
    /// (see `UIScrollView+Appearance.swift`).
    open class func appearance() -> UIScrollView { sharedAppearanceProxy }
    /// Mirrors `appearance(whenContainedInInstancesOf:)`: the same proxy (Tether does not
    /// tell containers apart).
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIScrollView { appearance() }

    /// Mirrors `delegate`: held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Mirrors `bounds`: its origin is the content offset; moving it tells the delegate
    /// `scrollViewDidScroll(_:)`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// Mirrors `contentOffset`: the point of the content shown at the top-left corner (the
    /// bounds' origin). A non-finite offset is not taken (UIKit raises), with a diagnostic.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                UIKitDiagnostics.report(.invalidGeometry, "UIScrollView.contentOffset was set to \(newValue); UIKit raises, Tether keeps \(bounds.origin)", at: self)
                return
            }
            var b = bounds
            b.origin = newValue
            bounds = b
        }
    }
    /// Mirrors `contentSize`: the size of the scrollable content (zero by default). A
    /// negative or non-finite length counts as zero when the offset is limited.
    open var contentSize: CGSize = .zero
    /// Mirrors `contentInset`: room around the content the offset may reach.
    open var contentInset: UIEdgeInsets = .zero
    /// Mirrors `adjustedContentInset`: the content inset plus the safe area's, which is zero
    /// on Tether's canvas.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Mirrors `keyboardDismissMode`: with `.onDrag` or `.interactive` (and their accessory
    /// forms) a drag ends the editing of the text fields inside the scroll view, as dragging
    /// the content hides the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Mirrors `decelerationRate` (`.normal`, 0.998 per millisecond): how fast a flung scroll
    /// slows. A `ViewHost.scroll` drag lifts without velocity — it comes to rest where the
    /// finger lifted, or decelerates straight to the delegate's or a page's target — so the
    /// rate is kept and changes nowhere a drag comes to rest.
    open var decelerationRate: DecelerationRate = .normal
    /// Mirrors `refreshControl` (iOS 10): a table view's list can be pulled to refresh (see
    /// `UIRefreshControl`).
    open var refreshControl: UIRefreshControl? { didSet { setNeedsDisplay() } }
    /// Mirrors `isScrollEnabled`: when off, `ViewHost.scroll` does not move the content.
    open var isScrollEnabled = true
    /// Mirrors `panGestureRecognizer` (iOS 5): the pan of the scroll view's drags. A
    /// `ViewHost.scroll` drag moves it as UIKit does: `.began` at zero translation before
    /// `scrollViewWillBeginDragging`, `.changed` to the finger's translation (opposite to the
    /// content's movement) before the content moves, `.ended` before
    /// `scrollViewWillEndDragging`, and ready again (`.possible`) after
    /// `scrollViewDidEndDragging`; its velocity is zero (the finger lifts without one).
    /// Disabling it stops drags, and the scroll view's `gestureRecognizerShouldBegin(_:)` may
    /// refuse one. Its `view` is the scroll view; it is not listed in `gestureRecognizers`.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// Mirrors `isPagingEnabled`: a drag comes to rest at a multiple of the bounds' size.
    open var isPagingEnabled = false
    /// Mirrors `bounces`: whether a drag may overshoot the content's edge (see the type's note).
    open var bounces = true
    /// Mirrors `alwaysBounceVertical`.
    open var alwaysBounceVertical = false
    /// Mirrors `alwaysBounceHorizontal`.
    open var alwaysBounceHorizontal = false
    /// Mirrors `showsVerticalScrollIndicator` (see the type's note on indicators).
    open var showsVerticalScrollIndicator = true
    /// Mirrors `showsHorizontalScrollIndicator`.
    open var showsHorizontalScrollIndicator = true
    /// Mirrors `verticalScrollIndicatorInsets` (iOS 13; kept, see the type's note on indicators).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Mirrors `horizontalScrollIndicatorInsets` (iOS 13; kept).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Mirrors the deprecated `scrollIndicatorInsets`: both indicators' insets (reads the
    /// vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Mirrors `automaticallyAdjustsScrollIndicatorInsets` (iOS 13; kept).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Mirrors `indicatorStyle` (kept).
    open var indicatorStyle: IndicatorStyle = .default
    /// Mirrors `flashScrollIndicators()`: the indicators show for a moment, which a still
    /// frame never shows (see the type's note on indicators).
    open func flashScrollIndicators() {}
    /// Mirrors `scrollsToTop` (kept: a headless canvas has no status bar to tap).
    open var scrollsToTop = true
    /// Mirrors `contentInsetAdjustmentBehavior` (iOS 11): how the safe area adds to
    /// `adjustedContentInset`; Tether's canvas has no safe-area insets, so every behaviour
    /// adjusts by zero.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Mirrors `isDragging`: true between `scrollViewWillBeginDragging` and
    /// `scrollViewDidEndDragging` of a `ViewHost.scroll`.
    open internal(set) var isDragging = false
    /// Mirrors `isTracking`: true while a `ViewHost.scroll` finger is down.
    open var isTracking: Bool { isDragging }
    /// Mirrors `isDecelerating`: true while the content moves on after the finger lifted, to
    /// where the drag comes to rest (a page, or where the delegate moved it).
    open internal(set) var isDecelerating = false

    /// The range the content offset keeps to when dragged: from minus the leading insets to
    /// the content's far edge plus the trailing insets, less the bounds' size.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let size = bounds.size
        let minX = 0 - finite(inset.left), minY = 0 - finite(inset.top)
        let maxX = max(minX, max(0, finite(contentSize.width)) + finite(inset.right) - size.width)
        let maxY = max(minY, max(0, finite(contentSize.height)) + finite(inset.bottom) - size.height)
        return (CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: maxY))
    }

    /// `offset` kept within `offsetRange`.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Mirrors `setContentOffset(_:animated:)`: moves the content; animated, the delegate hears
    /// `scrollViewDidEndScrollingAnimation(_:)` once it is there (Tether draws the end of the
    /// animation).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let old = self.contentOffset
        self.contentOffset = contentOffset
        if animated, self.contentOffset != old { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Mirrors `scrollRectToVisible(_:animated:)`: scrolls as little as makes `rect` (in the
    /// content's space) visible, within the content; a rect already visible moves nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        let visible = bounds
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ shownFrom: CGFloat, _ length: CGFloat) -> CGFloat {
            if lo >= shownFrom, hi <= shownFrom + length { return shownFrom }
            if lo < shownFrom || hi - lo > length { return lo }
            return hi - length
        }
        let target = CGPoint(x: axis(rect.minX, rect.maxX, visible.minX, visible.width),
                             y: axis(rect.minY, rect.maxY, visible.minY, visible.height))
        setContentOffset(clampedOffset(target), animated: animated)
    }

    // MARK: Zooming

    /// Mirrors `minimumZoomScale`: 1 by default.
    open var minimumZoomScale: CGFloat = 1
    /// Mirrors `maximumZoomScale`: 1 by default (no zooming until raised).
    open var maximumZoomScale: CGFloat = 1
    /// Mirrors `zoomScale`: the scale of the view `viewForZooming(in:)` names; setting it keeps
    /// it between the minimum and maximum, and does nothing without that view.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Mirrors `isZooming`: true while a pinch zooms the content.
    open internal(set) var isZooming = false
    /// Mirrors `pinchGestureRecognizer`: the pinch that zooms the content (`ViewHost.pinch`),
    /// nil while zooming is off (`maximumZoomScale` not above `minimumZoomScale`), as UIKit
    /// makes it. It is not listed in `gestureRecognizers`.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale.isFinite && minimumZoomScale.isFinite && maximumZoomScale > minimumZoomScale ? pinch : nil
    }
    private lazy var pinch: UIPinchGestureRecognizer = {
        let pinch = UIPinchGestureRecognizer()
        pinch.attachedView = self
        pinch.addAction { [weak self] recognizer in
            if let self, let pinch = recognizer as? UIPinchGestureRecognizer { self.pinched(pinch) }
        }
        return pinch
    }()
    /// Where the pinch began: the zoom scale, and the content under the fingers in the
    /// zooming view's own space.
    private var pinchStart: (scale: CGFloat, anchor: CGPoint)?
    override var systemGestureRecognizers: [UIGestureRecognizer] { pinchGestureRecognizer.map { [$0] } ?? [] }

    /// Mirrors `setZoomScale(_:animated:)`: the zooming view takes a scale transform, its frame
    /// stays at the content's origin, the content size becomes its frame's size, and the
    /// delegate hears `scrollViewDidZoom(_:)`. A scale that is not a positive number is not taken.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            UIKitDiagnostics.report(.invalidGeometry, "UIScrollView.zoomScale was set to \(scale); a zoom scale is a positive number, Tether keeps \(storedZoomScale)", at: self)
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let lower = minimumZoomScale.isFinite && minimumZoomScale > 0 ? minimumZoomScale : 1
        let upper = maximumZoomScale.isFinite && maximumZoomScale > 0 ? max(lower, maximumZoomScale) : lower
        let clamped = min(max(scale, lower), upper)
        guard clamped != storedZoomScale || view.transform != CGAffineTransform(scaleX: clamped, y: clamped) else { return }
        storedZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * clamped / 2, y: size.height * clamped / 2)
        contentSize = CGSize(width: size.width * clamped, height: size.height * clamped)
        delegate?.scrollViewDidZoom(self)
    }

    /// A pinch zooms as UIKit's does: the delegate hears it begin
    /// (`scrollViewWillBeginZooming(_:with:)`), the scale follows the fingers' (within the
    /// limits) and the content under them stays under them, then the delegate hears it end
    /// (`scrollViewDidEndZooming(_:with:atScale:)`). Without a zooming view nothing zooms.
    private func pinched(_ pinch: UIPinchGestureRecognizer) {
        let view = delegate?.viewForZooming(in: self)
        // A zoom under way ends even when the delegate no longer names a zooming view.
        guard view != nil || pinchStart != nil else { return }
        let fingers = pinch.location(in: self)
        switch pinch.state {
        case .began:
            guard view != nil else { return }
            isZooming = true
            let scale = storedZoomScale
            pinchStart = (scale, CGPoint(x: fingers.x / scale, y: fingers.y / scale))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            guard view != nil, let start = pinchStart, pinch.scale.isFinite, pinch.scale > 0 else { return }
            // Where the fingers are on the scroll view's frame, before the zoom moves the content.
            let onFrame = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
            setZoomScale(start.scale * pinch.scale, animated: false)
            let scale = storedZoomScale
            let offset = CGPoint(x: start.anchor.x * scale - onFrame.x, y: start.anchor.y * scale - onFrame.y)
            if offset.x.isFinite, offset.y.isFinite { contentOffset = clampedOffset(offset) }
        case .ended, .cancelled:
            guard pinchStart != nil else { return }
            pinchStart = nil
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
        default:
            break
        }
    }

    /// Mirrors `zoom(to:animated:)`: zooms so `rect` (in the zooming view's space) fills the
    /// bounds as far as the scale limits allow, centred on it.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0,
              delegate?.viewForZooming(in: self) != nil else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = storedZoomScale
        setContentOffset(clampedOffset(CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)),
                         animated: animated)
    }

    // MARK: Dragging

    /// A drag by `delta` (positive: content further down and right comes into view), as a
    /// finger's: the delegate hears it begin, the content follows the finger (within the
    /// content), the delegate may change where it comes to rest (on a page boundary when
    /// paging), then hears the drag end. When the rest is elsewhere the content decelerates
    /// there, as UIKit tells it (`willDecelerate`, then `scrollViewWillBeginDecelerating` and
    /// `scrollViewDidEndDecelerating`); the finger lifts without velocity.
    func drag(by delta: CGPoint) {
        let pan = panGestureRecognizer
        guard pan.isEnabled else { return }
        pan.scrollViewDragBegan()
        guard pan.state == .began else {
            pan.scrollViewDragFinished()
            return
        }
        if keyboardDismissMode != .none { endEditing(true) }
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        let start = contentOffset
        let lifted = clampedOffset(CGPoint(x: start.x + delta.x, y: start.y + delta.y))
        // The finger moves opposite to the content it brings into view.
        pan.scrollViewDragMoved(finger: CGPoint(x: 0 - delta.x, y: 0 - delta.y))
        contentOffset = lifted
        pan.scrollViewDragEnded()
        let target = isPagingEnabled ? pagedOffset(lifted) : lifted
        var resting = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &resting)
        if !resting.x.isFinite || !resting.y.isFinite { resting = target }
        isDragging = false
        let decelerates = resting != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        pan.scrollViewDragFinished()
        if decelerates {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            contentOffset = resting
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        // The finger moved opposite to the content: a navigation controller around that hides
        // its bars on swipes hears it.
        enclosingNavigationController?.contentSwiped(finger: CGPoint(x: -delta.x, y: -delta.y))
    }

    /// The navigation controller of the closest view controller whose view holds this one.
    private var enclosingNavigationController: UINavigationController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningController {
                return controller as? UINavigationController ?? controller.navigationController
            }
            view = current.superview
        }
        return nil
    }

    /// The page a paging drag to `offset` settles on: the nearest multiple of the bounds'
    /// size, within the content.
    private func pagedOffset(_ offset: CGPoint) -> CGPoint {
        func page(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            guard length > 0, length.isFinite else { return value }
            return (value / length).rounded() * length
        }
        return clampedOffset(CGPoint(x: page(offset.x, bounds.width), y: page(offset.y, bounds.height)))
    }

    override func interaction() -> UIViewInteraction? { .scroll(self) }
}

extension UIScrollView {
    /// Mirrors `UIScrollView.DecelerationRate`: the fraction of its velocity a flung scroll keeps
    /// each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Mirrors `normal`: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Mirrors `fast`: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Mirrors `UIScrollView.ContentInsetAdjustmentBehavior` (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }
    /// Mirrors `UIScrollView.IndicatorStyle` (UIKit's raw values).
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    /// Mirrors `UIScrollView.KeyboardDismissMode`: whether dragging the content hides the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}

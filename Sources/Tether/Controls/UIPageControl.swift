import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPageControl`, the row of
/// page dots SwiftUI carousels wrap in a `UIViewRepresentable`. Drawn as a page-style
/// `TabView`'s index (8 pt dots 8 pt apart in a 26 pt band, centred in the bounds):
/// `currentPageIndicatorTintColor` for the current page (white when nil) and
/// `pageIndicatorTintColor` for the others (white at 30 % when nil), on a translucent capsule
/// with the `.prominent` background style. A `ViewHost.tap` right of the current dot moves to
/// the next page, left of it to the previous one, sending `.valueChanged`, as on iOS; setting
/// `currentPage` in code sends nothing. `numberOfPages` below 0 is taken as 0 and
/// `currentPage` is kept within the pages, as UIKit keeps them.
///
/// Absent: custom indicator images (`preferredIndicatorImage`, `setIndicatorImage`), the
/// scrubbing of a long press, `direction`, the progress of iOS 26.
@MainActor @preconcurrency open class UIPageControl: UIControl {
    /// Mirrors `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// Mirrors `automatic`: a background only while the user interacts, so none at rest.
        case automatic
        /// Mirrors `prominent`: always a background.
        case prominent
        /// Mirrors `minimal`: never a background.
        case minimal
    }

    /// Mirrors `numberOfPages`: 0 by default; a negative count is taken as 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Mirrors `currentPage`: kept within 0 ..< `numberOfPages`.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            setNeedsDisplay()
        }
    }
    /// Mirrors `hidesForSinglePage`: no dots for a single page.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Mirrors `pageIndicatorTintColor`.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `currentPageIndicatorTintColor`.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `backgroundStyle`.
    open var backgroundStyle = BackgroundStyle.automatic { didSet { setNeedsDisplay() } }

    /// Mirrors `size(forNumberOfPages:)`: the dots' width (padding included) by the band's height.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: PageIndexView.width(count: max(pageCount, 0)), height: PageIndexView.height)
    }
    /// Mirrors `intrinsicContentSize`: the size of the dots of `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override func drawnContent() -> UIViewContent {
        guard numberOfPages > (hidesForSinglePage ? 1 : 0) else { return .none }
        return .pageDots(count: numberOfPages, current: currentPage,
                         tint: pageIndicatorTintColor.map { Color(uiColor: $0) },
                         currentTint: currentPageIndicatorTintColor.map { Color(uiColor: $0) },
                         prominent: backgroundStyle == .prominent)
    }

    /// A tap right of the current dot goes to the next page, left of it to the previous one.
    override func tapped(at location: CGPoint?) {
        guard numberOfPages > 1, let location else { return }
        // The dots are centred in the bounds; the current dot's centre:
        let start = (bounds.width - PageIndexView.width(count: numberOfPages)) / 2 + 8
        let current = start + CGFloat(currentPage) * (PageIndexView.dotSize + PageIndexView.spacing) + PageIndexView.dotSize / 2
        let page = location.x > current ? currentPage + 1 : currentPage - 1
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIRefreshControl`, set as a
/// table view's `refreshControl`: the table's list can then be pulled down (Tether's own
/// `ViewHost.refresh`, as for SwiftUI's `refreshable`), which begins refreshing
/// (`isRefreshing` true) and sends `.valueChanged`; the app calls `endRefreshing()` when done.
/// The list shows iOS's spinner while the pull is handled; refreshing that goes on after the
/// `.valueChanged` actions return keeps `isRefreshing` true without a spinner drawn.
///
/// Its `tintColor` colours that spinner; `UIRefreshControl.appearance()` gives refresh
/// controls made afterwards its tint and title, and its tint colours SwiftUI's `refreshable`
/// spinners too (on iOS those are refresh controls).
///
/// Absent: a plain `UIScrollView`'s refresh control (kept; only a table view can be pulled),
/// `attributedTitle` (kept, not drawn).
@MainActor @preconcurrency open class UIRefreshControl: UIControl {
    /// Mirrors `init()`.
    public convenience init() { self.init(frame: .zero) }
    /// Mirrors `init(frame:)`: a control made after the appearance proxy was styled takes its
    /// tint and title.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let proxy = Self.proxy, proxy !== self {
            if let tint = proxy.ownTintColor { tintColor = tint }
            attributedTitle = proxy.attributedTitle
        }
    }
    private static var proxy: UIRefreshControl?

    /// Mirrors `appearance()`: the proxy whose `tintColor` and `attributedTitle` refresh controls
    /// made afterwards take; its tint also colours SwiftUI's refresh spinners.
    open class func appearance() -> UIRefreshControl {
        if let proxy { return proxy }
        let made = UIRefreshControl(frame: .zero)
        proxy = made
        return made
    }
    /// Mirrors `appearance(whenContainedInInstancesOf:)`: the same proxy.
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIRefreshControl { appearance() }

    /// The tint the appearance proxy gives every refresh spinner, if one was set.
    static var appearanceTint: UIColor? { proxy?.ownTintColor }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `isRefreshing`.
    open private(set) var isRefreshing = false
    /// Mirrors `attributedTitle` (kept).
    open var attributedTitle: NSAttributedString?
    /// Mirrors `beginRefreshing()`: refreshing begins without an event, as in UIKit.
    open func beginRefreshing() { isRefreshing = true }
    /// Mirrors `endRefreshing()`.
    open func endRefreshing() { isRefreshing = false }

    /// The user pulled the content down: refreshing begins and the actions run.
    func pulled() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}

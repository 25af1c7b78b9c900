import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIRefreshControl`, set as a
/// table view's `refreshControl`: the table's list can then be pulled down (Tether's own
/// `ViewHost.refresh`, as for SwiftUI's `refreshable`), which begins refreshing
/// (`isRefreshing` true) and sends `.valueChanged`; the app calls `endRefreshing()` when done.
/// The list shows iOS's spinner while the pull is handled; refreshing that goes on after the
/// `.valueChanged` actions return keeps `isRefreshing` true without a spinner drawn.
///
/// Absent: a plain `UIScrollView`'s refresh control (kept; only a table view can be pulled),
/// `attributedTitle` (kept, not drawn).
@MainActor @preconcurrency open class UIRefreshControl: UIControl {
    /// Mirrors `init()`.
    public convenience init() { self.init(frame: .zero) }
    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) { super.init(frame: frame) }
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

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UINavigationItem`, what a
/// navigation bar shows while its view controller is on top of a `UINavigationController`:
/// the title (or a title view), the bar button items on each side, whether the back button
/// shows and what it says, and whether the title is large.
@MainActor @preconcurrency open class UINavigationItem {
    /// Mirrors `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the item below it in the stack (the root: as the bar's `prefersLargeTitles`).
        case automatic = 0
        case always = 1
        case never = 2
        /// Mirrors `inline` (iOS 17): the same as `never` on an iPhone.
        public static var inline: LargeTitleDisplayMode { .never }
    }

    /// The controller whose item this is: its navigation controller draws the change.
    weak var owner: UIViewController?
    func changed() { owner?.navigationController?.stackDidChange() }
    private func adopt(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.owningNavigationItem = self }
        changed()
    }

    /// Mirrors `init(title:)`.
    public init(title: String) { self.title = title }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `title`.
    open var title: String? { didSet { changed() } }
    /// Mirrors `titleView`: a view drawn in place of the title (at its intrinsic size).
    open var titleView: UIView? { didSet { changed() } }
    /// Mirrors `prompt` (accepted, not drawn).
    open var prompt: String?
    /// Mirrors `backButtonTitle` (kept: iOS 26's back button shows only its chevron, and
    /// Tether's reads the previous title as its accessibility label).
    open var backButtonTitle: String? { didSet { changed() } }
    /// Mirrors `backBarButtonItem` (kept, as `backButtonTitle`).
    open var backBarButtonItem: UIBarButtonItem?
    /// Mirrors `hidesBackButton`.
    open var hidesBackButton = false { didSet { changed() } }
    /// Mirrors `setHidesBackButton(_:animated:)`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Mirrors `leftItemsSupplementBackButton`: the left items show beside the back button
    /// (without it they replace it).
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// Mirrors `searchController`: a search field in the bar (see `UISearchController`).
    open var searchController: UISearchController? {
        didSet {
            searchController?.owner = owner
            changed()
        }
    }
    /// Mirrors `hidesSearchBarWhenScrolling` (kept: the field always shows).
    open var hidesSearchBarWhenScrolling = true
    /// Mirrors `largeTitleDisplayMode`.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

    /// Mirrors `leftBarButtonItems`: left to right.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { adopt(leftBarButtonItems) } }
    /// Mirrors `rightBarButtonItems`: right to left (the first is the rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { adopt(rightBarButtonItems) } }
    /// Mirrors `leftBarButtonItem`: the first of the left items.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// Mirrors `rightBarButtonItem`: the first (rightmost) of the right items.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Mirrors `setLeftBarButton(_:animated:)`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Mirrors `setRightBarButton(_:animated:)`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Mirrors `setLeftBarButtonItems(_:animated:)`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Mirrors `setRightBarButtonItems(_:animated:)`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

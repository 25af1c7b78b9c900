import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISearchResultsUpdating`.
@MainActor @preconcurrency public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Mirrors `updateSearchResults(for:)`: the search began, or its text changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISearchControllerDelegate`
/// (every method optional): told as the search begins and ends.
@MainActor @preconcurrency public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Mirrors `willPresentSearchController(_:)`.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Mirrors `didPresentSearchController(_:)`.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Mirrors `willDismissSearchController(_:)`.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Mirrors `didDismissSearchController(_:)`.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISearchController` as a
/// navigation item's `searchController`: the navigation bar gets SwiftUI's search field (that
/// of `searchable(text:isPresented:)`, drawn and typed into as Tether draws it), whose text is
/// its `searchBar`'s — typing goes through the bar's delegate, and the results updater hears
/// `updateSearchResults(for:)` when the search begins and at each change. While it is active
/// with text, the `searchResultsController`'s view covers the controller's view. Cancel ends
/// the search (the text is cleared, `isActive` turns false, the delegate is told).
///
/// Absent: a search controller presented on its own (`present(_:animated:)` shows it as any
/// controller), the scope bar, `obscuresBackgroundDuringPresentation` and
/// `hidesNavigationBarDuringPresentation` (kept), `UISearchTextField` tokens.
@MainActor @preconcurrency open class UISearchController: UIViewController {
    /// Mirrors `searchResultsController`.
    public let searchResultsController: UIViewController?
    /// Mirrors `searchBar`: the text of the search.
    public let searchBar = UISearchBar(frame: .zero)
    /// Mirrors `searchResultsUpdater`.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Mirrors `delegate`.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Mirrors `obscuresBackgroundDuringPresentation` (kept).
    open var obscuresBackgroundDuringPresentation = true
    /// Mirrors `hidesNavigationBarDuringPresentation` (kept).
    open var hidesNavigationBarDuringPresentation = true
    /// Mirrors `automaticallyShowsCancelButton` (kept: the bar's field shows Cancel while searching).
    open var automaticallyShowsCancelButton = true
    /// Mirrors `showsSearchResultsController`: the results show even without text.
    open var showsSearchResultsController = false { didSet { changed() } }

    private var storedIsActive = false
    /// Mirrors `isActive`: whether the search is on (set it to begin or end one).
    open var isActive: Bool {
        get { storedIsActive }
        set { setActive(newValue) }
    }

    /// Mirrors `init(searchResultsController:)`: nil shows the results in the searched view.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        if let searchResultsController { addChild(searchResultsController); searchResultsController.didMove(toParent: self) }
    }
    /// Mirrors `init()`: a search controller showing its results in the searched view.
    public convenience init() { self.init(searchResultsController: nil) }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the results controller covers the searched view.
    var showsResults: Bool {
        searchResultsController != nil && storedIsActive && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
    }

    /// The search begins or ends (the field focused, Cancel, or code).
    func setActive(_ active: Bool) {
        guard active != storedIsActive else { return }
        if active {
            delegate?.willPresentSearchController(self)
            storedIsActive = true
            searchBar.editingChanged(true)
            delegate?.didPresentSearchController(self)
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            delegate?.willDismissSearchController(self)
            storedIsActive = false
            searchBar.editingChanged(false)
            searchBar.typed("")
            delegate?.didDismissSearchController(self)
            searchResultsUpdater?.updateSearchResults(for: self)
        }
        changed()
    }

    /// The user typed `text` into the field.
    func typed(_ text: String) {
        if !storedIsActive { setActive(true) }
        searchBar.typed(text)
        searchResultsUpdater?.updateSearchResults(for: self)
        changed()
    }

    /// The navigation controller showing the search draws it again.
    private func changed() {
        owner?.navigationController?.stackDidChange()
    }
    /// The controller whose navigation item holds this search.
    weak var owner: UIViewController?
}

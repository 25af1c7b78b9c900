import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISearchBarDelegate`, every
/// method optional. `ViewHost` typing, the Search key (`ViewHost.submit`), the clear button and
/// Cancel reach it as the keyboard and taps do on iOS.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Mirrors `searchBarShouldBeginEditing(_:)`: false keeps the bar from editing.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Mirrors `searchBarTextDidBeginEditing(_:)`.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Mirrors `searchBarShouldEndEditing(_:)`.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Mirrors `searchBarTextDidEndEditing(_:)`.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Mirrors `searchBar(_:textDidChange:)`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Mirrors `searchBar(_:shouldChangeTextIn:replacementText:)`: false refuses the change.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Mirrors `searchBarSearchButtonClicked(_:)`: the keyboard's Search key.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Mirrors `searchBarCancelButtonClicked(_:)`.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Mirrors `searchBarBookmarkButtonClicked(_:)` (Tether draws no bookmark button).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Mirrors `searchBarResultsListButtonClicked(_:)` (Tether draws no results list button).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
}

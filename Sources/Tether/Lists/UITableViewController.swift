import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITableViewController`, a
/// view controller whose view is a `UITableView` it is the data source and delegate of. A
/// subclass overrides the data source, table delegate and scroll view delegate methods it needs
/// (`override func tableView(_:numberOfRowsInSection:)`, as in UIKit); the others behave as a
/// table without them: no rows (0 rows in the one section), rows selectable, headers from no
/// titles. `viewWillAppear(_:)` deselects the selected rows while
/// `clearsSelectionOnViewWillAppear`, and `setEditing(_:animated:)` puts the table in and out
/// of edit mode (the `editButtonItem` toggles it).
///
/// ```swift
/// final class FruitsController: UITableViewController {
///     let fruits = ["Apple", "Pear"]
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///         cell.textLabel?.text = fruits[indexPath.row]
///         return cell
///     }
/// }
/// ```
@MainActor @preconcurrency open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Mirrors `init(style:)`: a controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init(nibName:bundle:)`: a `.plain` table (Tether reads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Mirrors `init?(coder:)`: a `.plain` table (Tether reads no storyboards, so this makes
    /// a new controller, as a headless launch makes its classes).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(nibName: nil, bundle: nil)
    }

    /// Mirrors `loadView()`: the view is a table of the controller's style, with this controller
    /// as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Mirrors `tableView`: the controller's view as a table (setting it replaces the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Mirrors `clearsSelectionOnViewWillAppear`: true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Mirrors `refreshControl` (iOS 6): the table's refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Mirrors `viewWillAppear(_:)`: the selected rows are deselected while
    /// `clearsSelectionOnViewWillAppear` (an override calls `super` for it, as in UIKit).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
        for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
    }

    /// Mirrors `setEditing(_:animated:)`: the table follows the controller into edit mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// Mirrors the data source's `tableView(_:numberOfRowsInSection:)`: none unless overridden.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Mirrors the data source's `tableView(_:cellForRowAt:)`: a subclass that has rows
    /// overrides it; without the override each row is a `.default` cell, with a diagnostic.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UIKitDiagnostics.report(.other, "\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:); an empty cell is shown", at: tableView)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// Mirrors `numberOfSections(in:)`: one.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Mirrors `tableView(_:titleForHeaderInSection:)`: none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Mirrors `tableView(_:titleForFooterInSection:)`: none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Mirrors `tableView(_:canEditRowAt:)`: every row, as for a data source without it.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Mirrors `tableView(_:commit:forRowAt:)`: nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// Mirrors `tableView(_:willSelectRowAt:)`: the row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Mirrors `tableView(_:didSelectRowAt:)`.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Mirrors `tableView(_:willDeselectRowAt:)`: the row.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Mirrors `tableView(_:didDeselectRowAt:)`.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Mirrors `tableView(_:heightForRowAt:)`: the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Mirrors `tableView(_:viewForHeaderInSection:)`: none.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Mirrors `tableView(_:viewForFooterInSection:)`: none.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Mirrors `tableView(_:heightForHeaderInSection:)`: the table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// Mirrors `tableView(_:heightForFooterInSection:)`: the table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// Mirrors `tableView(_:willDisplay:forRowAt:)`.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Mirrors `tableView(_:accessoryButtonTappedForRowWith:)`.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Mirrors `tableView(_:editingStyleForRowAt:)`: `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// Mirrors `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: none.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Mirrors `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: none (the Delete
    /// button of editable rows).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Mirrors `tableView(_:contextMenuConfigurationForRowAt:point:)`: none.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Mirrors `tableView(_:willDisplayContextMenu:animator:)`.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Mirrors `tableView(_:willEndContextMenuInteraction:animator:)`.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Mirrors `tableView(_:willPerformPreviewActionForMenuWith:animator:)`.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}

    // MARK: UIScrollViewDelegate

    /// Mirrors `scrollViewDidScroll(_:)`.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Mirrors `scrollViewDidZoom(_:)`.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Mirrors `scrollViewWillBeginDragging(_:)`.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Mirrors `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Mirrors `scrollViewDidEndDragging(_:willDecelerate:)`.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Mirrors `scrollViewWillBeginDecelerating(_:)`.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Mirrors `scrollViewDidEndDecelerating(_:)`.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Mirrors `scrollViewDidEndScrollingAnimation(_:)`.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Mirrors `viewForZooming(in:)`: none (a table does not zoom).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Mirrors `scrollViewWillBeginZooming(_:with:)`.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Mirrors `scrollViewDidEndZooming(_:with:atScale:)`.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

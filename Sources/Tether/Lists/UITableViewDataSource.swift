import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITableViewDataSource`,
/// which tells a `UITableView` its sections, rows and cells. The two row methods are required;
/// the others default as in UIKit (one section, no titles).
@MainActor @preconcurrency public protocol UITableViewDataSource: NSObjectProtocol {
    /// Mirrors `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Mirrors `tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Mirrors `numberOfSections(in:)` (1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Mirrors `tableView(_:titleForHeaderInSection:)` (none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Mirrors `tableView(_:titleForFooterInSection:)` (none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Mirrors `tableView(_:canEditRowAt:)` (true): whether the row offers its editing style
    /// (Delete) in edit mode and on a swipe.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Mirrors `tableView(_:commit:forRowAt:)`: the row's Delete was tapped (in edit mode, or
    /// revealed by a swipe).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITableViewDelegate`, which
/// hears of selections and sizes rows, headers and footers. Every method is optional. A table
/// view's `delegate` (its scroll view's) is read as one when it is one.
@MainActor @preconcurrency public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Mirrors `tableView(_:willSelectRowAt:)`: the row to select instead (nil: none).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Mirrors `tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Mirrors `tableView(_:willDeselectRowAt:)`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Mirrors `tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Mirrors `tableView(_:heightForRowAt:)`: the table's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Mirrors `tableView(_:viewForHeaderInSection:)`: drawn in place of the title.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Mirrors `tableView(_:viewForFooterInSection:)`: drawn in place of the title.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Mirrors `tableView(_:heightForHeaderInSection:)`: the height of a header view.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Mirrors `tableView(_:heightForFooterInSection:)`: the height of a footer view.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Mirrors `tableView(_:willDisplay:forRowAt:)`: called as each cell is laid out for drawing.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Mirrors `tableView(_:accessoryButtonTappedForRowWith:)` (kept: the info button is drawn, not tapped).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Mirrors `tableView(_:editingStyleForRowAt:)` (`.delete`): a row of style `.delete`
    /// shows the delete control in edit mode and Delete on a trailing swipe.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Mirrors `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (nil: none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Mirrors `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (nil: the row's
    /// Delete, when it can be edited).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Mirrors `tableView(_:contextMenuConfigurationForRowAt:point:)` (iOS 13): asked when a
    /// long press on the row begins, `point` in the table's bounds; nil opens no menu.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// Mirrors `tableView(_:willDisplayContextMenu:animator:)` (iOS 14).
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// Mirrors `tableView(_:willEndContextMenuInteraction:animator:)` (iOS 14).
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// Mirrors `tableView(_:willPerformPreviewActionForMenuWith:animator:)` (iOS 13): the
    /// row's lifted preview was tapped.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
}

import Foundation

/// A table row's context menu, as UIKit's table view offers one through its delegate: a long
/// press on the row asks `tableView(_:contextMenuConfigurationForRowAt:point:)` and opens the
/// configuration's menu with the row lifted; the delegate hears the menu appear, end and its
/// preview tapped through the table's own methods.
final class UITableViewContextMenuBridge: NSObject, UIContextMenuInteractionDelegate {
    weak var table: UITableView?
    weak var cell: UITableViewCell?

    init(table: UITableView, cell: UITableViewCell) {
        self.table = table
        self.cell = cell
        super.init()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let table, let cell, let delegate = table.tableDelegate, let indexPath = table.indexPath(for: cell) else { return nil }
        // The press in the table's bounds: through the canvas, as the cell is drawn in the
        // table's list rather than as its subview.
        let point = cell.globalPoint(fromLocal: location).flatMap { table.point(fromGlobal: $0) } ?? location
        return delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}

extension UITableView {
    /// Gives `cell` the table's context menu interaction, once (a reused cell keeps it).
    func attachContextMenu(to cell: UITableViewCell) {
        for case let interaction as UIContextMenuInteraction in cell.systemInteractions {
            if let bridge = interaction.delegate as? UITableViewContextMenuBridge, bridge.table === self { return }
        }
        let bridge = UITableViewContextMenuBridge(table: self, cell: cell)
        let interaction = UIContextMenuInteraction(delegate: bridge)
        interaction.ownedDelegate = bridge
        interaction.willMove(to: cell)
        cell.systemInteractions.append(interaction)
        interaction.didMove(to: cell)
    }
}

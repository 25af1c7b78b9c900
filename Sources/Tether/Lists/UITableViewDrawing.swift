import Foundation

/// A `UITableView` drawn as SwiftUI's `List` of its style: each cell a row it fills, section
/// titles or views as headers and footers, a tap on a row selecting it through the table.
struct UITableViewDrawing: View {
    let table: UITableView
    let sections: [UITableView.LoadedSection]
    /// The refresh control when drawn (another one, or none, draws the list again).
    let refreshControl: UIRefreshControl?
    /// Whether the table is in edit mode.
    let isEditing: Bool

    var body: some View {
        let list = List {
            ForEach(sections.indices, id: \.self) { index in
                section(index)
            }
        }
        .scrollContentBackground(table.backgroundColor == nil ? .automatic : .hidden)
        .modifier(UIRefreshControlPull(control: refreshControl))
        .environment(\.editMode, .constant(isEditing ? .active : .inactive))
        switch table.style {
        case .plain: list.listStyle(.plain)
        case .grouped: list.listStyle(.grouped)
        case .insetGrouped: list.listStyle(.insetGrouped)
        }
    }

    @ViewBuilder private func section(_ index: Int) -> some View {
        let section = sections[index]
        Section {
            ForEach(section.cells.indices, id: \.self) { row in
                cellRow(section.cells[row], at: IndexPath(row: row, section: index))
            }
            .onDelete { [table] rows in
                for row in rows { table.commitDelete(at: IndexPath(row: row, section: index)) }
            }
        } header: {
            supplementary(view: section.headerView, height: section.headerHeight, title: section.header)
        } footer: {
            supplementary(view: section.footerView, height: section.footerHeight, title: section.footer)
        }
    }

    private func cellRow(_ cell: UITableViewCell, at indexPath: IndexPath) -> some View {
        let table = self.table
        return UIKitViewRow(view: cell, height: table.explicitRowHeight(at: indexPath))
            .id(ObjectIdentifier(cell))
            .listRowInsets(EdgeInsets())
            // iOS hides the lines around a selected row, as around a selected list row.
            .listRowSeparator(table.separatorStyle == .none || cell.isSelected || cell.isHighlighted ? .hidden : .automatic)
            .listRowSeparatorTint(table.separatorColor.map { Color(uiColor: $0) })
            .alignmentGuide(.listRowSeparatorLeading) { dimensions in
                cell.explicitSeparatorInset?.left ?? table.explicitSeparatorInset?.left ?? cell.defaultSeparatorInset(forWidth: dimensions.width)
            }
            .contentShape(Rectangle())
            .onTapGesture { table.rowTapped(indexPath) }
            .deleteDisabled(!table.rowDeletes(at: indexPath))
            .modifier(UITableViewSwipeActions(cell: cell, edge: .leading,
                                              configuration: table.tableDelegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)))
            .modifier(UITableViewSwipeActions(cell: cell, edge: .trailing,
                                              configuration: table.tableDelegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)))
    }

    /// A header or footer: the delegate's view (at its height), else the title.
    @ViewBuilder private func supplementary(view: UIView?, height: CGFloat?, title: String?) -> some View {
        if let view {
            UIKitViewRow(view: view, height: height).id(ObjectIdentifier(view))
        } else if let title {
            Text(verbatim: title)
        }
    }
}

/// A UIKit view in a list row, header or footer: as wide as offered, as tall as `height` or
/// as the view's `sizeThatFits(_:)` for that width.
struct UIKitViewRow: UIViewRepresentable {
    let view: UIView
    let height: CGFloat?

    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        let offered = proposal.width ?? UIScreen.main.bounds.width
        let width = offered.isFinite && offered >= 0 ? offered : 0
        if let height { return CGSize(width: width, height: height) }
        let fitted = uiView.sizeThatFits(CGSize(width: width, height: .infinity)).height
        return CGSize(width: width, height: fitted.isFinite && fitted >= 0 ? fitted : 0)
    }
}

/// A row's swipe actions on one edge from the delegate's configuration (none for nil).
private struct UITableViewSwipeActions: ViewModifier {
    let cell: UITableViewCell
    let edge: HorizontalEdge
    let configuration: UISwipeActionsConfiguration?
    func body(content: Content) -> some View {
        if let configuration {
            content.swipeActions(edge: edge, allowsFullSwipe: configuration.performsFirstActionWithFullSwipe) {
                UIContextualActionButtons(actions: configuration.actions, sourceView: cell)
            }
        } else {
            content
        }
    }
}

/// A table's refresh control as SwiftUI's `refreshable`: a pull begins its refreshing.
private struct UIRefreshControlPull: ViewModifier {
    let control: UIRefreshControl?
    func body(content: Content) -> some View {
        if let control {
            content.refreshable { await MainActor.run { control.pulled() } }
                .environment(\.refreshControlTint, control.ownTintColor)
        } else {
            content
        }
    }
}

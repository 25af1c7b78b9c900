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
        let table = self.table
        return ScrollViewReader { proxy in
            styledList
                // The table scrolls its list through the proxy (`scrollToRow(at:at:animated:)`).
                .onAppear {
                    table.scrollProxy = proxy
                    table.applyPendingScroll()
                }
        }
    }

    private var styledList: AnyView {
        let list = List {
            ForEach(sections.indices, id: \.self) { index in
                section(index)
            }
        }
        .scrollContentBackground(table.backgroundColor == nil ? .automatic : .hidden)
        .modifier(UIRefreshControlPull(control: refreshControl))
        .environment(\.editMode, .constant(isEditing ? .active : .inactive))
        switch table.style {
        case .plain: return AnyView(list.listStyle(.plain))
        case .grouped: return AnyView(list.listStyle(.grouped))
        case .insetGrouped: return AnyView(list.listStyle(.insetGrouped))
        }
    }

    @ViewBuilder private func section(_ index: Int) -> some View {
        let section = sections[index]
        Section {
            // Each row is identified by its index path, which the table scrolls to.
            ForEach(section.cells.indices.map { IndexPath(row: $0, section: index) }, id: \.self) { indexPath in
                cellRow(section.cells[indexPath.row], at: indexPath)
            }
            .onDelete { [table] rows in
                for row in rows { table.commitDelete(at: IndexPath(row: row, section: index)) }
            }
        } header: {
            supplementary(view: section.headerView, height: section.headerHeight, title: section.header,
                          key: .init(section: index, isFooter: false))
        } footer: {
            supplementary(view: section.footerView, height: section.footerHeight, title: section.footer,
                          key: .init(section: index, isFooter: true))
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

    /// A header or footer: the delegate's view (at its height, else at the height it fits in),
    /// else the title; the table hears where it is drawn.
    @ViewBuilder private func supplementary(view: UIView?, height: CGFloat?, title: String?, key: UITableView.SupplementaryKey) -> some View {
        if let view {
            UIKitViewRow(view: view, height: height).id(ObjectIdentifier(view))
                .modifier(UITableViewSupplementaryFrame(table: table, key: key))
        } else if let title {
            Text(verbatim: title)
                .modifier(UITableViewSupplementaryFrame(table: table, key: key))
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

/// Tells the table where the list drew a section's header or footer (for its geometry
/// queries), and that it drew it nowhere once it leaves.
private struct UITableViewSupplementaryFrame: ViewModifier {
    let table: UITableView
    let key: UITableView.SupplementaryKey
    func body(content: Content) -> some View {
        content
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { [table, key] frame in
                table.recordSupplementary(key, globalFrame: frame)
            }
            .onDisappear { [table, key] in table.recordSupplementary(key, globalFrame: nil) }
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

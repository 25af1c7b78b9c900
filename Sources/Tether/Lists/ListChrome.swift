import Foundation

/// Where the list places one piece of row chrome, in the list's own space.
enum ListChromeFrame {
    case rect(CGRect)
    /// Revealed swipe actions: as wide as they measured, against `edge` of the row's cell.
    case actions(cell: CGRect, edge: HorizontalEdge)

    func rect(revealWidth: CGFloat) -> CGRect {
        switch self {
        case .rect(let r): return r
        case .actions(let cell, let edge):
            let width = min(revealWidth, cell.width)
            return CGRect(x: edge == .trailing ? cell.maxX - width : cell.minX, y: cell.minY, width: width, height: cell.height)
        }
    }
}

struct ListChromeFrameKey: LayoutValueKey {
    static let defaultValue = ListChromeFrame.rect(.zero)
}

/// The chrome of a list's rows, as views the list places itself: row backgrounds and
/// selection highlights behind the rows, edit controls beside them, revealed swipe actions.
nonisolated struct ListChromeLayer: View, ResolvableView {
    typealias Body = Never
    let items: [(key: AnyHashable, view: any View)]
    func resolve(in node: ViewNode) { Resolver.resolveChildren(of: node, items) }
}

/// iOS's colours for the list chrome (each with its dark appearance).
enum ListChromeColors {
    /// A selected row's background: iOS's `systemGray4`.
    static let selectedRow = SystemColors.gray4
    /// iOS's `separator` colour: #3C3C43 at 29 %.
    static let separator = SystemColors.separator
    /// The reorder grip: iOS's `systemGray`.
    static let grip = SystemColors.gray
    /// An unselected selection circle: iOS's `systemGray3`.
    static let selectionCircle = SystemColors.gray3
}

enum ListChrome {
    /// Where the separator under `row` starts: at the row's content, moved by the content's
    /// `listRowSeparatorLeading` guide when it sets one (in the content's space, as SwiftUI
    /// reads it), never before the row's cell.
    @MainActor static func separatorStart(of row: ListGeometry.Row) -> CGFloat {
        let contentStart = row.cell.minX + row.contentLeading
        let proposal = ProposedViewSize(width: max(0, row.cell.width - row.contentLeading - row.contentTrailing), height: nil)
        guard let guide = LayoutEngine.dimensions(of: row.child.node, proposal)[explicit: .listRowSeparatorLeading], guide.isFinite else {
            return contentStart
        }
        return min(row.cell.maxX, max(row.cell.minX, contentStart + guide))
    }

    /// Builds the chrome for `geometry` and resolves it as the list node's extra content; the
    /// revealed swipe actions are measured so the row can slide aside by their width.
    static func build(for geometry: ListGeometry, configuration: ListConfiguration, in node: ViewNode) {
        MainActorBridge.run((geometry, configuration, node)) { buildOnMainActor(for: $0.0, configuration: $0.1, in: $0.2) }
    }

    @MainActor private static func buildOnMainActor(for geometry: ListGeometry, configuration: ListConfiguration, in node: ViewNode) {
        let interaction = configuration.interaction
        let metrics = configuration.metrics
        var items: [(key: AnyHashable, view: any View)] = []
        var revealedKey: AnyHashable?
        func isHighlighted(_ row: ListGeometry.Row) -> Bool {
            guard let selection = configuration.selection, !selection.isMultiple, let tag = TagKey.tag(of: row.child) else { return false }
            return selection.isSelected(tag)
        }
        for section in geometry.sections {
            for (index, row) in section.rows.enumerated() where index < section.rows.count - 1 && !metrics.alternatesRowBackgrounds {
                // The line between two rows shows unless either hides it (or is highlighted,
                // as iOS hides a selected row's separators); it starts at the upper row's
                // content, as iOS insets separators to the text.
                let next = section.rows[index + 1]
                if row.traits.separatorHidden[.bottom] == true || next.traits.separatorHidden[.top] == true { continue }
                if isHighlighted(row) || isHighlighted(next) { continue }
                let tint = row.traits.separatorTint[.bottom] ?? next.traits.separatorTint[.top] ?? ListChromeColors.separator
                let start = separatorStart(of: row)
                let line = CGRect(x: start, y: row.cell.maxY - 0.5, width: max(0, row.cell.maxX - start), height: 0.5)
                items.append((Key(row: ObjectIdentifier(row.child.node), part: .separator),
                              Hairline(color: tint).zIndex(-0.5).layoutValue(key: ListChromeFrameKey.self, value: .rect(line))))
            }
            for row in section.rows {
                let id = ObjectIdentifier(row.child.node)
                for (edge, line) in sectionSeparators(of: row, in: geometry, metrics: metrics) where !isHighlighted(row) {
                    items.append((Key(row: id, part: edge == .top ? .sectionTop : .sectionBottom),
                                  line.view.zIndex(-0.5).layoutValue(key: ListChromeFrameKey.self, value: .rect(line.frame))))
                }
                let isSelected = TagKey.tag(of: row.child).map { tag in configuration.selection.map { $0.isSelected(tag) } ?? false } ?? false
                let cell = row.cell
                let corners = metrics.cornerRadius
                let shape = UnevenRoundedRectangle(topLeadingRadius: row.isFirstInCard ? corners : 0,
                                                   bottomLeadingRadius: row.isLastInCard ? corners : 0,
                                                   bottomTrailingRadius: row.isLastInCard ? corners : 0,
                                                   topTrailingRadius: row.isFirstInCard ? corners : 0, style: metrics.cornerStyle)
                if let background = row.traits.background {
                    items.append((Key(row: id, part: .background), background.clipShape(shape).zIndex(-2)
                        .layoutValue(key: ListChromeFrameKey.self, value: .rect(cell))))
                }
                if isHighlighted(row) {
                    items.append((Key(row: id, part: .highlight), ListChromeColors.selectedRow.clipShape(shape).zIndex(-1)
                        .layoutValue(key: ListChromeFrameKey.self, value: .rect(cell))))
                }
                let controlFrame = CGRect(x: cell.minX + (row.contentLeading - ListLayout.editControlWidth), y: cell.minY,
                                          width: 22, height: cell.height)
                if row.showsDeleteControl {
                    let node = row.child.node
                    let control = DeleteControl {
                        interaction.reveal = ListInteraction.Reveal(row: node, edge: .trailing, deleteOnly: true)
                        interaction.refresh()
                    }
                    items.append((Key(row: id, part: .deleteControl), control.layoutValue(key: ListChromeFrameKey.self, value: .rect(controlFrame))))
                }
                if row.showsSelectionControl {
                    items.append((Key(row: id, part: .selectionControl), SelectionCircle(isSelected: isSelected)
                        .layoutValue(key: ListChromeFrameKey.self, value: .rect(controlFrame))))
                }
                if row.showsReorderControl {
                    let grip = CGRect(x: cell.maxX - row.contentTrailing, y: cell.minY, width: row.contentTrailing, height: cell.height)
                    let node = row.child.node
                    let control = ReorderGrip { dy in interaction.drop(node, movedBy: dy) }
                    items.append((Key(row: id, part: .reorderControl), control.layoutValue(key: ListChromeFrameKey.self, value: .rect(grip))))
                }
                if let reveal = interaction.reveal, interaction.revealedRow === row.child.node,
                   let actions = revealedActions(row, edge: reveal.edge, deleteOnly: reveal.deleteOnly, interaction: interaction) {
                    let key = AnyHashable(Key(row: id, part: reveal.edge == .trailing ? .trailingActions : .leadingActions))
                    revealedKey = key
                    items.append((key, actions.layoutValue(key: ListChromeFrameKey.self, value: .actions(cell: cell, edge: reveal.edge))))
                }
            }
        }
        var environment = node.environment
        environment.isInListRow = false
        let existing = node.children.count > 1 ? node.children[1] : nil
        let chrome = Resolver.resolve(ListChromeLayer(items: items), key: AnyHashable("chrome"), existing: existing, parent: node,
                                      environment: environment)
        node.replaceExtras(with: [chrome])
        // The revealed actions are as wide as their buttons' ideal widths together.
        if let revealedKey, let actions = chrome.children.first(where: { $0.key == revealedKey }) {
            let height = interaction.revealedRow.flatMap { row in geometry.rows.first { $0.child.node === row }?.cell.height } ?? ListMetrics.minimumRowHeight(environment)
            let width = LayoutEngine.layoutChildren(of: actions).first.map { LayoutEngine.measure($0.node, ProposedViewSize(width: nil, height: height)).width } ?? 0
            interaction.revealWidth = width
        } else if interaction.reveal == nil || interaction.revealedRow == nil {
            interaction.isUpdatingLayout = true
            interaction.reveal = nil
            interaction.isUpdatingLayout = false
            interaction.revealWidth = 0
        }
    }

    /// The lines a plain list draws above a section's first row and below its last
    /// (`listSectionSeparator`, tinted by `listSectionSeparatorTint`): the bottom one unless
    /// hidden, the top one only when made visible; inset to the row's content like the
    /// separators between rows.
    @MainActor private static func sectionSeparators(of row: ListGeometry.Row, in geometry: ListGeometry,
                                                     metrics: ListMetrics) -> [(VerticalEdge, (view: Hairline, frame: CGRect))] {
        guard metrics.drawsSectionSeparators, !metrics.alternatesRowBackgrounds else { return [] }
        let rows = geometry.rows
        guard let index = rows.firstIndex(where: { $0.child.node === row.child.node }) else { return [] }
        var lines: [(VerticalEdge, (view: Hairline, frame: CGRect))] = []
        let x = row.cell.minX + row.contentLeading, width = max(0, row.cell.width - row.contentLeading)
        let isFirst = index == 0 || rows[index - 1].section != row.section
        let isLast = index == rows.count - 1 || rows[index + 1].section != row.section
        if isFirst, row.traits.sectionSeparator[.top] == .visible {
            let tint = row.traits.sectionSeparatorTint[.top] ?? ListChromeColors.separator
            lines.append((.top, (Hairline(color: tint), CGRect(x: x, y: row.cell.minY, width: width, height: 0.5))))
        }
        if isLast, row.traits.sectionSeparator[.bottom] != .hidden {
            let tint = row.traits.sectionSeparatorTint[.bottom] ?? ListChromeColors.separator
            lines.append((.bottom, (Hairline(color: tint), CGRect(x: x, y: row.cell.maxY - 0.5, width: width, height: 0.5))))
        }
        return lines
    }

    /// The swipe actions a row shows from `edge`: its own, or on the trailing edge of a row
    /// its `onDelete` lets delete, iOS's Delete button.
    @MainActor static func actions(of row: ListGeometry.Row, edge: HorizontalEdge) -> SwipeActionSet? {
        if let own = row.traits.swipeActions[edge] { return own }
        guard edge == .trailing, let editing = row.editing, editing.delete != nil, !row.traits.deleteDisabled else { return nil }
        return deleteAction(editing)
    }

    /// iOS's Delete action for a row whose `ForEach` has `onDelete`.
    @MainActor private static func deleteAction(_ editing: ListRowEditing) -> SwipeActionSet? {
        guard let delete = editing.delete else { return nil }
        let offset = editing.offset
        return SwipeActionSet(content: AnyView(Button(role: .destructive) { delete(IndexSet(integer: offset)) } label: { Text(verbatim: "Delete") }),
                              allowsFullSwipe: true)
    }

    @MainActor private static func revealedActions(_ row: ListGeometry.Row, edge: HorizontalEdge, deleteOnly: Bool,
                                                   interaction: ListInteraction) -> SwipeActionsRow? {
        let found = deleteOnly ? row.editing.flatMap(deleteAction) : actions(of: row, edge: edge)
        guard let found else { return nil }
        return SwipeActionsRow(content: found.content, edge: edge, hide: { interaction.hideActions() })
    }

    private struct Key: Hashable {
        enum Part { case separator, sectionTop, sectionBottom, background, highlight, deleteControl, selectionControl, reorderControl, leadingActions, trailingActions }
        let row: ObjectIdentifier
        let part: Part
    }
}

/// iOS's delete control in edit mode: a white minus on a red disc; a tap reveals the row's
/// Delete button.
struct DeleteControl: View {
    let action: @MainActor () -> Void
    var body: some View {
        ZStack {
            Circle().fill(Color.red).frame(width: 22, height: 22)
            Rectangle().fill(Color.white).frame(width: 11, height: 2)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture(perform: action)
    }
}

/// The selection control of a list in edit mode with a set selection: an empty grey circle,
/// or the tint's filled circle with a white checkmark when the row is selected.
struct SelectionCircle: View {
    let isSelected: Bool
    var body: some View {
        ZStack {
            if isSelected {
                Circle().fill(.tint).frame(width: 22, height: 22)
                Image(systemName: "checkmark").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white)
            } else {
                Circle().stroke(ListChromeColors.selectionCircle, lineWidth: 1.5).frame(width: 22, height: 22)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// iOS's reorder control: three grey lines at the row's trailing edge; dragging it moves the
/// row to where it is let go.
struct ReorderGrip: View {
    let drop: @MainActor (CGFloat) -> Void
    var body: some View {
        let drop = self.drop
        return VStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { _ in Capsule().fill(ListChromeColors.grip).frame(width: 18, height: 2) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0).onEnded { drop($0.translation.height) })
    }
}

/// Revealed swipe actions: the buttons side by side, the first against the row's edge (as
/// SwiftUI orders them), each filling the row's height with its colour; a tap on one runs it
/// and slides the row back.
struct SwipeActionsRow: View {
    let content: AnyView
    let edge: HorizontalEdge
    let hide: @MainActor () -> Void
    var body: some View {
        SwipeActionsLayout(edge: edge) { content }
            .buttonStyle(SwipeActionButtonStyle(hide: hide))
            .labelStyle(.iconOnly)
            .fixedSize(horizontal: true, vertical: false)
            .frame(maxHeight: .infinity)
    }
}

/// Swipe action buttons in a row at their ideal widths, the first nearest `edge`, each as
/// high as the row.
struct SwipeActionsLayout: Layout {
    let edge: HorizontalEdge
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = proposal.height ?? ListMetrics.minimumRowHeight(EnvironmentValues())
        let width = subviews.reduce(0) { $0 + $1.sizeThatFits(ProposedViewSize(width: nil, height: height)).width }
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = edge == .leading ? bounds.minX : bounds.maxX
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height))
            if edge == .trailing { x -= size.width }
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: size.width, height: bounds.height))
            if edge == .leading { x += size.width }
        }
    }
}

/// How iOS draws a swipe action: the label in white on the button's tint (red for a
/// destructive role, iOS's grey without a tint), at least 74 points wide.
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    let hide: @MainActor () -> Void
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(configuration: configuration, hide: hide)
    }
}

struct SwipeActionButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let hide: @MainActor () -> Void
    @Environment(\.tintColor) private var tint

    var body: some View {
        let fill = configuration.role == .destructive ? Color.red : (tint ?? .gray)
        let action = configuration.action
        let hide = self.hide
        return configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 16)
            .frame(minWidth: 74, maxHeight: .infinity)
            .background(fill)
            .contentShape(Rectangle())
            .onTapGesture {
                action()
                hide()
            }
    }
}

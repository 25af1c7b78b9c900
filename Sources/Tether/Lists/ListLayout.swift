import Foundation

/// What a list lays out with beyond its style: edit mode, selection, spacing, and the state
/// it keeps between updates.
struct ListConfiguration {
    var metrics: ListMetrics
    var isEditing = false
    var selection: ListSelection?
    /// `listRowSpacing`: space between rows (each row then its own card).
    var rowSpacing: CGFloat?
    /// `listSectionSpacing` on the list: space between sections instead of the style's.
    var sectionSpacing: ListSectionSpacing?
    /// `scrollContentBackground(.hidden)`: the style's background is not drawn.
    var hidesBackground = false
    var interaction: ListInteraction
}

/// Where a list's rows and cards go, computed once per size and kept for drawing.
struct ListGeometry {
    /// One row: its cell (the full-width band the card draws) and what the list knows of it.
    struct Row {
        var cell: CGRect
        /// The row content's leading and trailing distance from the cell's edges.
        var contentLeading: CGFloat
        var contentTrailing: CGFloat
        var child: LayoutChild
        /// The `ForEach` element the row is (part of), when the list builds it on demand.
        var element: ListContent.ElementRef?
        var traits: ListRowTraits
        var editing: ListRowEditing?
        /// Which section the row is in (rows outside a `Section` count as one between sections).
        var section: Int
        var showsDeleteControl = false
        var showsSelectionControl = false
        var showsReorderControl = false
        var isFirstInCard = false
        var isLastInCard = false
    }
    struct Section { var card: CGRect; var rows: [Row] }
    /// Elements not built, at estimated positions: the first at `top`, each `step` below the last.
    struct UnbuiltRun { var run: ListContent.Run; var top: CGFloat; var step: CGFloat }
    var sections: [Section] = []
    var unbuilt: [UnbuiltRun] = []
    var content: ListContent?
    var contentHeight: CGFloat = 0
    var width: CGFloat = 0
    var rows: [Row] { sections.flatMap(\.rows) }
}

/// Lays out a list's rows top to bottom: each row is offered the card width minus its insets
/// (and, in edit mode, the room of its controls), is at least 44 high, and sections are
/// separated like the list style says. At placement it builds the rows' chrome — row
/// backgrounds, selection highlights, edit controls and revealed swipe actions — as the
/// list's extra content.
struct ListLayout: NodeLayout {
    let configuration: ListConfiguration
    var metrics: ListMetrics { configuration.metrics }

    /// Room an edit control (the delete minus, the selection circle, the reorder grip) takes
    /// beside the content.
    static let editControlWidth: CGFloat = 38

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = p.width ?? 390
        let geometry = compute(node, width: width, place: false)
        return CGSize(width: width, height: p.height ?? geometry.contentHeight)
    }

    /// The global frame of the list row cell that `node` is or wraps (a `ForEach` element, an
    /// `.id(_:)` view), or nil when it is not a row of a list.
    static func globalCell(of node: ViewNode) -> CGRect? {
        var current = node.parent
        while let n = current, !(n.layout is ScrollViewportLayout) {
            if n.layout is ListLayout {
                guard let geometry = n.layoutCache as? ListGeometry,
                      let row = geometry.rows.first(where: { $0.child.node === node || $0.child.node.isDescendant(of: node) }) else { return nil }
                return row.cell.applying(n.globalTransform)
            }
            current = n.parent
        }
        return nil
    }

    /// What it builds (and where floating headers go) depends on what the scroll view shows:
    /// scrolled, the list is placed again.
    var dependsOnGlobalPosition: Bool { true }

    func willPlace(_ node: ViewNode) {
        buildRowsNearVisibleArea(node)
        let geometry = compute(node, width: node.frame.width, place: false)
        ListChrome.build(for: geometry, configuration: configuration, in: node)
        // Building measured rows that were estimated: lay out again with the new length (a few
        // times per update at most, as a lazy stack does).
        if node.proposal.height == nil, abs(geometry.contentHeight - node.frame.height) > 0.5,
           Self.lazyState(of: node).allowsRelayout(in: node.graph.updateGeneration) {
            node.graph.requestLayout(of: node)
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.layoutCache = compute(node, width: bounds.width, place: true, origin: bounds.origin)
    }

    func placeExtras(_ extras: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for extra in extras {
            let rect = extra[ListChromeFrameKey.self].rect(revealWidth: configuration.interaction.revealWidth)
            extra.place(at: CGPoint(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), proposal: ProposedViewSize(rect.size))
        }
    }

    /// Insets as written, with negative and non-finite ones reported and taken as 0.
    private func sanitized(_ insets: EdgeInsets, _ node: ViewNode) -> EdgeInsets {
        func fix(_ v: CGFloat) -> CGFloat {
            if v.isFinite && v >= 0 && v <= LayoutEngine.maxFiniteDimension { return v }
            node.graph.report(.invalidGeometry, "listRowInsets: \(v) is negative, too large or not finite; using 0", at: node)
            return 0
        }
        return EdgeInsets(top: fix(insets.top), leading: fix(insets.leading), bottom: fix(insets.bottom), trailing: fix(insets.trailing))
    }

    func compute(_ node: ViewNode, width: CGFloat, place: Bool, origin: CGPoint = .zero) -> ListGeometry {
        let content = ListContent(of: node)
        let state = Self.lazyState(of: node)
        // Rows not measured yet are estimated at least the system's row height: a smaller
        // `defaultMinListRowHeight` lets rows shrink, but never below their padding.
        let estimate = state.estimatedExtent > 0 ? state.estimatedExtent
            : max(ListMetrics.minimumRowHeight(node.environment), ListMetrics.systemMinimumRowHeight(node.environment))
        var elementHeights: [Int: CGFloat] = [:]
        let cardX = metrics.horizontalMargin
        let cardWidth = max(0, width - 2 * metrics.horizontalMargin)
        func length(_ spacing: ListSectionSpacing?) -> CGFloat? {
            spacing.map { $0.length(in: metrics) { value in
                node.graph.report(.invalidGeometry, "listSectionSpacing: \(value) is negative, too large or not finite; using 0", at: node)
            } }
        }
        let rowSpacing = configuration.rowSpacing ?? 0
        let revealed = configuration.interaction.revealedRow
        let reveal = configuration.interaction.reveal
        var geometry = ListGeometry()
        geometry.width = width
        var y = metrics.topMargin
        var currentSection: ListSectionID?
        var sectionHasContent = false
        /// The current section's own spacing, and whether a section above waits for the gap.
        var currentSpacing = length(configuration.sectionSpacing)
        var spacingAbove: CGFloat?
        var hasSectionAbove = false
        var sectionIndex = 0
        var card: ListGeometry.Section?
        /// Whether the open card starts (ends) with rows not built: their rows are not its first (last).
        var cardStartsUnbuilt = false, cardEndsUnbuilt = false
        /// Rows spaced apart: the row after unbuilt ones keeps its distance from them.
        var spacingPending = false
        /// Floating headers, placed once their section's end is known; where each section ends.
        var floating: [(subview: LayoutSubview, proposal: ProposedViewSize, top: CGFloat, height: CGFloat, section: Int)] = []
        var sectionEnds: [Int: CGFloat] = [:]
        func closeCard() {
            guard var c = card else { return }
            c.card.size.height = y - c.card.minY
            if !c.rows.isEmpty {
                c.rows[0].isFirstInCard = !cardStartsUnbuilt
                c.rows[c.rows.count - 1].isLastInCard = !cardEndsUnbuilt
            }
            cardStartsUnbuilt = false
            cardEndsUnbuilt = false
            geometry.sections.append(c)
            card = nil
        }
        func closeSection() {
            closeCard()
            sectionEnds[sectionIndex] = y
            if sectionHasContent {
                hasSectionAbove = true
                spacingAbove = currentSpacing
            }
            sectionHasContent = false
        }
        for entry in content.entries {
            let role: ListRowRole
            switch entry {
            case .subview(let subview, _): role = subview[ListRowRoleKey.self]
            case .unbuilt(let run): role = run.role
            }
            if role.section !== currentSection {
                closeSection()
                currentSection = role.section
                sectionIndex += 1
                currentSpacing = length(role.spacing ?? (role.section == nil ? configuration.sectionSpacing : nil))
                if hasSectionAbove {
                    y += ListSectionSpacing.between(spacingAbove, currentSpacing, default: metrics.sectionSpacing)
                    hasSectionAbove = false
                }
            }
            sectionHasContent = true
            guard case .subview(let subview, let element) = entry else {
                // Rows not built yet, at the height of the rows measured so far.
                guard case .unbuilt(let run) = entry else { continue }
                if card != nil, rowSpacing > 0 { closeCard(); y += rowSpacing }
                if spacingPending { y += rowSpacing; spacingPending = false }
                if card == nil {
                    card = ListGeometry.Section(card: CGRect(x: cardX, y: y, width: cardWidth, height: 0), rows: [])
                    cardStartsUnbuilt = true
                }
                geometry.unbuilt.append(ListGeometry.UnbuiltRun(run: run, top: y, step: estimate + rowSpacing))
                let count = CGFloat(run.range.count)
                y += count * estimate + (count - 1) * rowSpacing
                cardEndsUnbuilt = true
                if rowSpacing > 0 { closeCard(); spacingPending = true }
                continue
            }
            switch role.kind {
            case .header where role.isBand:
                // A band as wide as the card, its own padding putting the header in the text column.
                let proposal = ProposedViewSize(width: cardWidth, height: nil)
                let height = subview.sizeThatFits(proposal).height
                if place { floating.append((subview, proposal, y, height, sectionIndex)) }
                y += height
            case .header, .footer:
                // Headers sit above the card, footers below it, in the row's text column.
                let padding = ListMetrics.rowPadding
                let proposal = ProposedViewSize(width: max(0, cardWidth - padding.leading - padding.trailing), height: nil)
                let size = subview.sizeThatFits(proposal)
                if role.kind == .footer { closeCard() }
                // `defaultMinListHeaderHeight` makes a header's slot taller; the header stays
                // at the slot's bottom, just above the card.
                let slot = role.kind == .header ? max(size.height + 12, node.environment.defaultMinListHeaderHeight ?? 0) : size.height + 12
                if place {
                    subview.place(at: CGPoint(x: origin.x + cardX + padding.leading, y: origin.y + y + slot - size.height - 6), proposal: proposal)
                }
                y += slot
            case .row:
                if card != nil, rowSpacing > 0 {
                    // Spaced rows are each drawn as their own card.
                    closeCard()
                    y += rowSpacing
                }
                if spacingPending { y += rowSpacing; spacingPending = false }
                cardEndsUnbuilt = false
                if card == nil { card = ListGeometry.Section(card: CGRect(x: cardX, y: y, width: cardWidth, height: 0), rows: []) }
                let traits = ListRowTraits.of(subview.child)
                let insets = traits.insets.map { sanitized($0, node) } ?? ListMetrics.rowPadding
                var editing = ListRowEditing.of(subview.node, in: node)
                if let actions = traits.collectionActions, var found = editing {
                    if found.delete == nil { found.delete = actions.delete }
                    if found.move == nil { found.move = actions.move }
                    editing = found
                }
                var row = ListGeometry.Row(cell: CGRect.zero, contentLeading: insets.leading, contentTrailing: insets.trailing,
                                           child: subview.child, element: element, traits: traits, editing: editing, section: sectionIndex)
                if configuration.isEditing {
                    if configuration.selection?.isMultiple == true {
                        row.showsSelectionControl = true
                    } else if editing?.delete != nil, !traits.deleteDisabled {
                        row.showsDeleteControl = true
                    }
                    row.showsReorderControl = editing?.move != nil && !traits.moveDisabled
                }
                if row.showsDeleteControl || row.showsSelectionControl { row.contentLeading += Self.editControlWidth }
                if row.showsReorderControl { row.contentTrailing += Self.editControlWidth }
                let proposal = ProposedViewSize(width: max(0, cardWidth - row.contentLeading - row.contentTrailing), height: nil)
                let size = subview.sizeThatFits(proposal)
                let height = max(ListMetrics.minimumRowHeight(node.environment), size.height + insets.top + insets.bottom)
                if place {
                    var shift: CGFloat = 0
                    if let revealed, revealed === subview.node, let reveal {
                        shift = reveal.edge == .trailing ? -configuration.interaction.revealWidth : configuration.interaction.revealWidth
                    }
                    let free = height - insets.top - insets.bottom - size.height
                    subview.place(at: CGPoint(x: origin.x + cardX + row.contentLeading + shift, y: origin.y + y + insets.top + free / 2),
                                  proposal: proposal)
                }
                row.cell = CGRect(x: cardX, y: y, width: cardWidth, height: height)
                if let element { elementHeights[content.line(of: element), default: 0] += height }
                card?.rows.append(row)
                y += height
            }
        }
        closeCard()
        sectionEnds[sectionIndex] = y
        for (line, height) in elementHeights { state.setExtent(height, line: line) }
        geometry.content = content
        geometry.contentHeight = y + (sectionHasContent ? metrics.topMargin : 0)
        if place, !floating.isEmpty {
            // A floating header stays at the top of what the scroll view shows until the end
            // of its section pushes it up.
            let visibleTop = metrics.pinsSectionHeaders ? ScrollViewportLayout.visibleRect(around: node)?.minY : nil
            for header in floating {
                var top = header.top
                if let visibleTop, visibleTop > top {
                    top = max(header.top, min(visibleTop, (sectionEnds[header.section] ?? y) - header.height))
                }
                header.subview.place(at: CGPoint(x: origin.x + cardX, y: origin.y + top), proposal: header.proposal)
            }
        }
        return geometry
    }
}

/// Draws the list's section cards and alternating row shades (the separators are row chrome,
/// drawn over row backgrounds; the style's background is behind the scroll viewport).
struct ListDrawing: NodeDrawing {
    let metrics: ListMetrics

    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        var items: [DisplayItem] = []
        guard let geometry = node.layoutCache as? ListGeometry else { return items }
        for section in geometry.sections where section.card.height > 0 {
            let card = Path(roundedRect: section.card, cornerRadius: metrics.cornerRadius, style: metrics.cornerStyle)
            var inside: [DisplayItem] = [.fill(Path(section.card), .solid(metrics.rowBackground.rgba(in: environment)), FillStyle())]
            for (index, row) in section.rows.enumerated() {
                if metrics.alternatesRowBackgrounds, index % 2 == 1 {
                    inside.append(.fill(Path(row.cell), .solid(ListMetrics.alternateRow.rgba(in: environment)), FillStyle()))
                }
            }
            items.append(.group(transform: .identity, opacity: 1, clip: metrics.cornerRadius > 0 ? card : nil, items: inside))
        }
        return items
    }

    /// The list's background receives taps (rows on top of it take theirs first).
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }
}

extension ListLayout: LayoutComparable {
    /// Two list layouts lay out alike when what places the rows is alike (the selection's
    /// binding may be new; only its kind moves rows).
    func hasSameLayout(as other: Any) -> Bool {
        guard let other = other as? ListLayout else { return false }
        let a = configuration, b = other.configuration
        return a.metrics == b.metrics && a.isEditing == b.isEditing && a.rowSpacing == b.rowSpacing
            && a.sectionSpacing == b.sectionSpacing && a.hidesBackground == b.hidesBackground
            && a.interaction === b.interaction && a.selection?.isMultiple == b.selection?.isMultiple
    }
}

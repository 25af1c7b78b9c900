import Foundation

/// Where a list's rows and cards go, computed once per size and kept for drawing.
struct ListGeometry {
    struct Section { var card: CGRect; var rows: [CGRect] }
    var sections: [Section] = []
    var contentHeight: CGFloat = 0
}

/// Lays out a list's rows top to bottom: each row is offered the card width minus the row
/// padding, is at least 44 high, and sections are separated like the list style says.
struct ListLayout: NodeLayout {
    let metrics: ListMetrics

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = p.width ?? 390
        let geometry = compute(node, width: width, place: false)
        return CGSize(width: width, height: p.height ?? geometry.contentHeight)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.layoutCache = compute(node, width: bounds.width, place: true, origin: bounds.origin)
    }

    private func compute(_ node: ViewNode, width: CGFloat, place: Bool, origin: CGPoint = .zero) -> ListGeometry {
        let subviews = LayoutEngine.subviews(of: node)
        let padding = ListMetrics.rowPadding
        let cardX = metrics.horizontalMargin
        let cardWidth = max(0, width - 2 * metrics.horizontalMargin)
        let rowWidth = max(0, cardWidth - padding.leading - padding.trailing)
        var geometry = ListGeometry()
        var y = metrics.topMargin
        var currentSection: ListSectionID?
        var sectionHasContent = false
        var card: ListGeometry.Section?
        func closeCard() {
            guard var c = card else { return }
            c.card.size.height = y - c.card.minY
            geometry.sections.append(c)
            card = nil
        }
        func closeSection() {
            closeCard()
            if sectionHasContent { y += metrics.sectionSpacing }
            sectionHasContent = false
        }
        let rowProposal = ProposedViewSize(width: rowWidth, height: nil)
        for subview in subviews {
            let role = subview[ListRowRoleKey.self]
            if role.section !== currentSection {
                closeSection()
                currentSection = role.section
            }
            let size = subview.sizeThatFits(rowProposal)
            sectionHasContent = true
            switch role.kind {
            case .header, .footer:
                // Headers sit above the card, footers below it, in the row's text column.
                if role.kind == .footer { closeCard() }
                if place {
                    subview.place(at: CGPoint(x: origin.x + cardX + padding.leading, y: origin.y + y + 6), proposal: rowProposal)
                }
                y += size.height + 12
            case .row:
                if card == nil { card = ListGeometry.Section(card: CGRect(x: cardX, y: y, width: cardWidth, height: 0), rows: []) }
                let height = max(ListMetrics.minRowHeight, size.height + padding.top + padding.bottom)
                if place {
                    subview.place(at: CGPoint(x: origin.x + cardX + padding.leading, y: origin.y + y + (height - size.height) / 2),
                                  proposal: rowProposal)
                }
                card?.rows.append(CGRect(x: cardX, y: y, width: cardWidth, height: height))
                y += height
            }
        }
        closeCard()
        geometry.contentHeight = y + (sectionHasContent ? metrics.topMargin : 0)
        return geometry
    }
}

/// Draws the list's background, section cards, alternating row shades and separators.
struct ListDrawing: NodeDrawing {
    let metrics: ListMetrics

    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(Path(CGRect(origin: .zero, size: size)), .solid(metrics.background), FillStyle())]
        guard let geometry = node.layoutCache as? ListGeometry else { return items }
        let separatorWidth: CGFloat = 0.5
        for section in geometry.sections where section.card.height > 0 {
            let card = Path(roundedRect: section.card, cornerRadius: metrics.cornerRadius, style: .continuous)
            var inside: [DisplayItem] = [.fill(Path(section.card), .solid(metrics.rowBackground), FillStyle())]
            for (index, row) in section.rows.enumerated() {
                if metrics.alternatesRowBackgrounds, index % 2 == 1 {
                    inside.append(.fill(Path(row), .solid(ListMetrics.alternateRow), FillStyle()))
                }
                if index < section.rows.count - 1, !metrics.alternatesRowBackgrounds {
                    let line = CGRect(x: row.minX + ListMetrics.rowPadding.leading, y: row.maxY - separatorWidth,
                                      width: row.width - ListMetrics.rowPadding.leading, height: separatorWidth)
                    inside.append(.fill(Path(line), .solid(ListMetrics.separator), FillStyle()))
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

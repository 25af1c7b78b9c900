import Foundation

/// The items of a presented menu, one under the other as iOS lists them: each item a row at
/// least 44 pt tall with hairlines between, a section's title in small grey type above its
/// rows, and an 8 pt grey band between sections (a `Section`, or a `Divider`, starts one).
nonisolated struct MenuRows<Content: View>: View {
    typealias Body = Never
    let reversed: Bool
    let content: Content
    init(reversed: Bool = false, @ViewBuilder content: () -> Content) { self.reversed = reversed; self.content = content() }
}

extension MenuRows: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = LayoutAdapter(layout: MenuRowsLayout(reversed: reversed))
        node.drawing = MenuRowSeparators(reversed: reversed)
        // Sections style their titles as a list does (footnote, secondary).
        var environment = node.environment
        environment.isInListRow = true
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: environment)
        if LayoutEngine.subviews(of: node).isEmpty {
            node.graph.report(.other, "The menu has no items; iOS shows an empty menu as nothing (Tether draws an empty panel)", at: node)
        }
    }
}

/// Where a menu's rows, section titles, hairlines and section bands go for one width. With
/// `reversed` (a `.priority` menu that opens upwards) the sections and the rows in each come
/// in the opposite order, so the first item is nearest the source; titles stay on top.
struct MenuArrangement {
    var frames: [Int: CGRect] = [:]
    var hairlines: [CGFloat] = []
    var bands: [CGFloat] = []
    var height: CGFloat = 0

    private struct Group { var titles: [Int] = []; var rows: [Int] = [] }

    init(_ subviews: LayoutSubviews, width: CGFloat, reversed: Bool = false) {
        // 1. Group the subviews into sections: a new `Section`, or a `Divider`, starts one.
        var groups: [Group] = []
        var section: ListSectionID?
        var startsGroup = true
        for index in subviews.indices {
            let subview = subviews[index]
            if subview.node.layout is DividerLayout { startsGroup = true; continue }
            let role = subview[ListRowRoleKey.self]
            if role.section !== section { startsGroup = true; section = role.section }
            if startsGroup { groups.append(Group()); startsGroup = false }
            if role.kind == .row { groups[groups.count - 1].rows.append(index) } else { groups[groups.count - 1].titles.append(index) }
        }
        if reversed { groups = groups.reversed().map { Group(titles: $0.titles, rows: $0.rows.reversed()) } }

        // 2. Stack them: titles padded in small type, rows full width with hairlines between,
        //    a band between non-empty sections.
        var y: CGFloat = 0
        for group in groups {
            var placedAny = false
            let bandY = y, follows = !frames.isEmpty
            if follows { y += MenuMetrics.sectionGapHeight }
            for index in group.titles {
                let size = subviews[index].sizeThatFits(ProposedViewSize(width: max(0, width - 32), height: nil))
                guard size.height > 0 else { continue }
                frames[index] = CGRect(x: 16, y: y + 8, width: max(0, width - 32), height: size.height)
                y += size.height + 14
                placedAny = true
            }
            var previousWasRow = false
            for index in group.rows {
                let size = subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil))
                guard size.height > 0 else { continue }
                if previousWasRow { hairlines.append(y) }
                frames[index] = CGRect(x: 0, y: y, width: width, height: size.height)
                y += size.height
                previousWasRow = true
                placedAny = true
            }
            if !placedAny {
                y = bandY
            } else if follows {
                bands.append(bandY)
            }
        }
        height = y
    }
}

/// Lays out a menu's items (see `MenuRows`); dividers are not shown, a band stands for them.
struct MenuRowsLayout: SelectiveLayout, Equatable {
    let reversed: Bool
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? MenuMetrics.width
        return CGSize(width: width, height: MenuArrangement(subviews, width: width, reversed: reversed).height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = MenuArrangement(subviews, width: bounds.width, reversed: reversed)
        for index in subviews.indices {
            let frame = arrangement.frames[index] ?? CGRect(x: 0, y: 0, width: bounds.width, height: 0)
            subviews[index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }
    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        let width = proposal.width ?? MenuMetrics.width
        let shown = MenuArrangement(subviews, width: width, reversed: reversed).frames.keys
        return IndexSet(shown.map { $0 - subviews.startIndex })
    }
}

/// The hairlines between a menu's rows and the bands between its sections.
struct MenuRowSeparators: NodeDrawing {
    let reversed: Bool
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        let arrangement = MenuArrangement(LayoutEngine.subviews(of: node), width: size.width, reversed: reversed)
        var items: [DisplayItem] = []
        if !arrangement.hairlines.isEmpty {
            let paint = Paint.solid(SystemColors.thinDivider.rgba(in: environment))
            items += arrangement.hairlines.prefix(1_000).map { .hairline(CGRect(x: 0, y: $0 - 0.25, width: size.width, height: 0.5), paint) }
        }
        if !arrangement.bands.isEmpty {
            var bands = Path()
            for y in arrangement.bands.prefix(1_000) { bands.addRect(CGRect(x: 0, y: y, width: size.width, height: MenuMetrics.sectionGapHeight)) }
            items.append(.fill(bands, .solid(MenuMetrics.sectionGap.rgba(in: environment)), FillStyle()))
        }
        return items
    }
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool { false }
}

/// A button in a menu, as iOS draws it: its title at the leading edge in the body font (red
/// for `.destructive`), its icon at the trailing edge, in a row at least 44 pt tall; a tap
/// anywhere in the row runs it (and closes the menu).
nonisolated struct MenuItemButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuItemRow(configuration: configuration)
    }
}

nonisolated struct MenuItemRow: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    @MainActor var body: some View {
        let color: Color = !isEnabled ? SystemColors.tertiaryLabel
            : configuration.role == .destructive ? .red : .primary
        nonisolated(unsafe) let configuration = self.configuration
        return configuration.label
            .font(.body)
            .foregroundStyle(color)
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}

/// A label in a menu: title at the leading edge, icon at the trailing edge, as iOS lays out
/// menu items.
struct MenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.title.lineLimit(2)
            Spacer(minLength: 8)
            configuration.icon.frame(width: 24)
        }
    }
}

import Foundation

/// Mirrors SwiftUI's `TabView` as iOS shows it: the selected page above a 49 pt tab bar with
/// one item per page (its `tabItem`), the selected item in the tint colour. A tap on an item
/// selects its page; the other pages stay in the tree with their state. With a `selection`
/// binding, pages are identified by their `tag(_:)` (else by their position).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var selectedIndex = 0

    /// Mirrors `init(selection:content:)`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor public var body: some View {
        let selection = self.selection.map(TagSelection.init)
        let selectedIndex = self.$selectedIndex
        return TabPages(selection: selection, selectedIndex: selectedIndex.wrappedValue,
                        select: { index, tag in
                            if let selection, let tag { selection.choose(tag) }
                            selectedIndex.wrappedValue = index
                        }) { content }
    }
}

extension TabView where SelectionValue == Int {
    /// Mirrors `init(content:)`: the first page is selected at first.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The pages and the tab bar built from their `tabItem`s.
nonisolated struct TabPages<Content: View>: View {
    typealias Body = Never
    let selection: TagSelection?
    let selectedIndex: Int
    let select: @MainActor (Int, TagValue?) -> Void
    let content: Content
    init(selection: TagSelection?, selectedIndex: Int, select: @escaping @MainActor (Int, TagValue?) -> Void,
         @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.selectedIndex = selectedIndex
        self.select = select
        self.content = content()
    }
}

extension TabPages: ResolvableView {
    func resolve(in node: ViewNode) {
        let pages = TaggedOptions(content, key: 0, in: node)
        let children = pages.children
        let tags = pages.tags
        let items = children.map { $0.traits.values[ObjectIdentifier(TabItemKey.self)] as? AnyView }
        // A binding chooses by tag; without one (or a tag no page has) the stored position counts.
        let shown = selection.flatMap { $0.index(in: tags) } ?? min(max(selectedIndex, 0), max(children.count - 1, 0))
        node.layout = TabPagesLayout(selected: shown)
        let select = self.select
        nonisolated(unsafe) let pageTags = tags
        let bar = TabBar(items: items, selected: shown) { index in select(index, pageTags[index]) }
        let barNode = Resolver.resolve(bar, key: 1, existing: node.children.count > 1 ? node.children[1] : nil,
                                       parent: node, environment: node.environment)
        node.setChildren([pages.node, barNode])
    }
}

/// The selected page, centred in the canvas above the 49 pt bar; the other pages are omitted.
struct TabPagesLayout: NodeLayout {
    let selected: Int
    static let barHeight: CGFloat = 49

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions() }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let pageFrame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
        let pages = node.children.first.map { LayoutEngine.layoutChildren(of: $0) } ?? []
        for (index, page) in pages.enumerated() {
            // A page smaller than its area is centred in it.
            LayoutSubview(child: page).place(at: CGPoint(x: pageFrame.midX, y: pageFrame.midY), anchor: .center,
                                             proposal: ProposedViewSize(pageFrame.size))
        }
    }
    /// Only the selected page is shown.
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet? { IndexSet(integer: selected) }
    /// The tab bar across the bottom.
    func placeExtras(_ bars: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for bar in bars {
            bar.place(at: CGPoint(x: bounds.minX, y: max(bounds.minY, bounds.maxY - Self.barHeight)),
                      proposal: ProposedViewSize(width: bounds.width, height: Self.barHeight))
        }
    }
}

/// iOS's tab bar: a light grey bar with a hairline on top and the items spread evenly, each
/// its icon over its title; the selected one in the tint colour, the others grey.
nonisolated struct TabBar: View {
    let items: [AnyView?]
    let selected: Int
    let select: @MainActor (Int) -> Void

    @MainActor var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                // A `Label` draws its icon over its title; an image and a text given side by
                // side are stacked the same way.
                VStack(spacing: 2) { items[index] ?? AnyView(EmptyView()) }
                    .font(.system(size: 10, weight: .medium))
                    .imageScale(.large)
                    .labelStyle(TabItemLabelStyle())
                    .foregroundStyle(index == selected ? Color.accentColor : SystemColors.inactiveGray)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: TabPagesLayout.barHeight)
        .background(SystemColors.barBackground)
        .overlay(alignment: .top) { Hairline(color: SystemColors.barHairline).frame(height: 0.33) }
    }
}

/// A tab item's label: the icon over a 10 pt title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(.system(size: 10, weight: .medium))
        }
    }
}

/// The label a page shows in the tab bar.
struct TabItemKey: LayoutValueKey {
    static var defaultValue: AnyView? { nil }
}

extension View {
    /// Mirrors SwiftUI's `tabItem(_:)`: the label (usually a `Label`) of this page in the tab bar.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: AnyView(label()))
    }
}

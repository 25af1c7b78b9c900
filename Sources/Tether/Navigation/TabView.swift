import Foundation

/// Mirrors SwiftUI's `TabView` as iOS shows it: the selected page above a 49 pt tab bar with
/// one item per page (its `tabItem`, or its `Tab`'s label), the selected item in the tint
/// colour. A tap on an item selects its page; the other pages stay in the tree with their
/// state. With a `selection` binding, pages are identified by their `tag(_:)` or `Tab` value
/// (else by their position). The pages' `toolbar(_:for: .tabBar)`, `toolbarBackground` and
/// `toolbarColorScheme` for `.tabBar` hide the bar (the page then fills the view) or restyle
/// it. With `tabViewStyle(.page)`, the pages are swiped instead, under a row of page dots.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var selectedIndex = 0
    @State private var tabBar = BarAppearance()
    @State private var pager = TabPager()
    @State private var more = TabMoreState()
    @State private var pageShowsMoreReturn = false
    @Environment(\.tabViewStyleKind) private var style
    @Environment(\.pageIndexHasBackground) private var pageIndexHasBackground
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.uikitAppearances) private var uikitAppearances

    /// Mirrors `init(selection:content:)`.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor @ViewBuilder public var body: some View {
        let selection = self.selection.map(TagSelection.init)
        let selectedIndex = self.$selectedIndex
        let more = self.$more
        let pages = TabPages(selection: selection, selectedIndex: selectedIndex.wrappedValue, style: style,
                             tabBar: tabBar.filling(from: uikitAppearances.tabBar.barAppearance(alwaysShows: true)),
                             pageIndexHasBackground: pageIndexHasBackground, pager: pager,
                             more: more.wrappedValue, pageShowsMoreReturn: pageShowsMoreReturn,
                             setMoreList: { more.wrappedValue.listOpenedOverPage = $0 },
                             select: { index, tag in
                                 if let selection, let tag { selection.choose(tag) }
                                 selectedIndex.wrappedValue = index
                             }) { content }
            .onPreferenceChange(BarAppearanceKey.self) { tabBar = $0[.tabBar] ?? BarAppearance() }
            .onPreferenceChange(MoreReturnShownKey.self) { pageShowsMoreReturn = $0 }
        if case .page = style {
            let pager = self.pager, rightToLeft = layoutDirection == .rightToLeft
            GeometryReader { proxy in
                // The whole page area takes swipes, as a paging scroll view does.
                pages.contentShape(Rectangle()).simultaneousGesture(DragGesture(minimumDistance: 10, coordinateSpace: .global).onEnded {
                    pager.swipe($0, width: proxy.size.width, rightToLeft: rightToLeft)
                })
            }
        } else {
            pages
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Mirrors `init(content:)`: the first page is selected at first.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// What a page-style tab view's swipe needs: the pages' tags, the page shown (both as last
/// resolved) and how to select a page.
final class TabPager: @unchecked Sendable {
    var tags: [TagValue?] = []
    var shown = 0
    var select: (@MainActor (Int, TagValue?) -> Void)?

    /// Goes to the next page (a swipe to the left) or the previous one (to the right) when
    /// the drag, carried on by its speed, passes half the page's width — where a paging scroll
    /// view settles on the nearer page. Right to left, the pages run the other way.
    @MainActor func swipe(_ drag: DragGesture.Value, width: CGFloat, rightToLeft: Bool) {
        let reach = drag.predictedEndTranslation.width * (rightToLeft ? -1 : 1)
        guard width > 0, reach.isFinite, abs(reach) > width / 2 else { return }
        let target = shown + (reach < 0 ? 1 : -1)
        guard tags.indices.contains(target) else { return }
        select?(target, tags[target])
    }
}

/// The pages and the tab bar built from their `tabItem`s (or the page dots).
nonisolated struct TabPages<Content: View>: View {
    typealias Body = Never
    let selection: TagSelection?
    let selectedIndex: Int
    let style: TabViewStyleKind
    let tabBar: BarAppearance
    let pageIndexHasBackground: Bool
    let pager: TabPager
    /// The More tab's state, and whether the page shown draws the More list's back button itself.
    var more = TabMoreState()
    var pageShowsMoreReturn = false
    /// Opens the More list over a page (nil closes it).
    var setMoreList: @MainActor (Int?) -> Void = { _ in }
    let select: @MainActor (Int, TagValue?) -> Void
    let content: Content
    init(selection: TagSelection?, selectedIndex: Int, style: TabViewStyleKind, tabBar: BarAppearance, pageIndexHasBackground: Bool,
         pager: TabPager, more: TabMoreState = TabMoreState(), pageShowsMoreReturn: Bool = false,
         setMoreList: @escaping @MainActor (Int?) -> Void = { _ in },
         select: @escaping @MainActor (Int, TagValue?) -> Void, @ViewBuilder content: () -> Content) {
        self.more = more
        self.pageShowsMoreReturn = pageShowsMoreReturn
        self.setMoreList = setMoreList
        self.selection = selection
        self.selectedIndex = selectedIndex
        self.style = style
        self.tabBar = tabBar
        self.pageIndexHasBackground = pageIndexHasBackground
        self.pager = pager
        self.select = select
        self.content = content()
    }
}

extension TabPages: ResolvableView {
    func resolve(in node: ViewNode) {
        let pages = resolvePages(in: node)
        let children = pages.children
        let tags = pages.tags
        let shown = shownPage(tags: tags)
        pager.tags = tags
        pager.shown = shown
        pager.select = select
        let select = self.select
        nonisolated(unsafe) let pageTags = tags
        // The bar (key 1) or the page dots (key 2), drawn over the bottom of the view; the More
        // tab's list or bar (key 3) over the page area.
        let extra: (key: Int, view: AnyView)?
        var moreExtra: AnyView?
        switch style {
        case .tabBar:
            let items = children.map { $0.traits.values[ObjectIdentifier(TabItemKey.self)] as? AnyView }
            let badges = children.map { $0.traits.values[ObjectIdentifier(TabBadgeKey.self)] as? Text }
            let bar = moreBar(items: items, badges: badges, tags: tags, shown: shown, in: node)
            node.layout = TabPagesLayout(selected: shown, reservedHeight: tabBar.isHidden ? 0 : TabPagesLayout.tabBarHeight,
                                         extraHeight: TabPagesLayout.tabBarHeight, more: bar.chrome)
            moreExtra = bar.chromeView
            extra = tabBar.isHidden ? nil : (1, AnyView(TabBar(items: bar.items, badges: bar.badges, selected: bar.selected, appearance: tabBar,
                                                                select: bar.select)))
        case .page(let mode):
            node.layout = TabPagesLayout(selected: shown, reservedHeight: 0, extraHeight: PageIndexView.height)
            let showsDots = mode == .always || (mode == .automatic && children.count > 1)
            extra = showsDots ? (2, AnyView(PageIndexView(count: children.count, selected: shown, hasBackground: pageIndexHasBackground))) : nil
        }
        var extras = [(key: Int, view: AnyView)]()
        if let extra { extras.append(extra) }
        if let moreExtra { extras.append((3, moreExtra)) }
        let extraNodes = extras.map { extra in
            Resolver.resolve(extra.view, key: extra.key, existing: node.children.first { $0.key == AnyHashable(extra.key) },
                             parent: node, environment: node.environment)
        }
        node.setChildren([pages.node] + extraNodes)
    }

    /// The page shown: a binding chooses by tag; without one (or a tag no page has) the stored position counts.
    func shownPage(tags: [TagValue?]) -> Int {
        selection.flatMap { $0.index(in: tags) } ?? min(max(selectedIndex, 0), max(tags.count - 1, 0))
    }
}

/// The selected page, centred in the canvas above the room the bar takes (none for page
/// dots, drawn over the page, or a hidden bar); the other pages are omitted.
struct TabPagesLayout: NodeLayout {
    let selected: Int
    /// The height kept below the pages: the tab bar's, or 0.
    let reservedHeight: CGFloat
    /// The height of the band the bar or the dots are drawn in, at the bottom.
    let extraHeight: CGFloat
    /// What the More tab draws over the page area, if anything.
    var more: MoreChrome? = nil
    static let tabBarHeight: CGFloat = 49

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize { p.replacingUnspecifiedDimensions() }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - reservedHeight))
        // Under the More tab's own bar, the page starts below it.
        let barHeight = more == .bar ? min(NavigationBar.topRowHeight, area.height) : 0
        let pageFrame = CGRect(x: area.minX, y: area.minY + barHeight, width: area.width, height: area.height - barHeight)
        let pages = node.children.first.map { LayoutEngine.layoutChildren(of: $0) } ?? []
        for page in pages {
            // A page smaller than its area is centred in it.
            LayoutSubview(child: page).place(at: CGPoint(x: pageFrame.midX, y: pageFrame.midY), anchor: .center,
                                             proposal: ProposedViewSize(pageFrame.size))
        }
    }
    /// Only the selected page is shown (none while the More list covers it).
    func shownSubviews(of node: ViewNode, proposal: ProposedViewSize) -> IndexSet? { more == .list ? IndexSet() : IndexSet(integer: selected) }
    /// The tab bar (or the page dots) across the bottom; the More tab's list or bar over the page area.
    func placeExtras(_ bars: LayoutSubviews, of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        for (index, bar) in bars.enumerated() {
            // The More tab's chrome comes last.
            if more != nil && index == bars.count - 1 {
                let area = CGSize(width: bounds.width, height: max(0, bounds.height - reservedHeight))
                bar.place(at: bounds.origin, proposal: ProposedViewSize(area))
                continue
            }
            bar.place(at: CGPoint(x: bounds.minX, y: max(bounds.minY, bounds.maxY - extraHeight)),
                      proposal: ProposedViewSize(width: bounds.width, height: extraHeight))
        }
    }
}

/// iOS's tab bar: a light grey bar with a hairline on top and the items spread evenly, each
/// its icon over its title; the selected one in the tint colour, the others grey. The pages'
/// `toolbarBackground` and `toolbarColorScheme` for `.tabBar` restyle it.
nonisolated struct TabBar: View {
    let items: [AnyView?]
    /// Each item's `badge(_:)`, drawn in red at its icon's top trailing corner.
    var badges: [Text?] = []
    let selected: Int
    var appearance = BarAppearance()
    let select: @MainActor (Int) -> Void
    @Environment(\.uikitAppearances) private var uikitAppearances

    @MainActor var body: some View {
        let selectedColor = uikitAppearances.tabBar.tint ?? Color.accentColor
        let unselectedColor = uikitAppearances.tabBar.unselectedTint ?? SystemColors.inactiveGray
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                // A `Label` draws its icon over its title; an image and a text given side by
                // side are stacked the same way.
                VStack(spacing: 2) { items[index] ?? AnyView(EmptyView()) }
                    .font(.system(size: 10, weight: .medium))
                    .imageScale(.large)
                    .labelStyle(TabItemLabelStyle())
                    .foregroundStyle(index == selected ? selectedColor : unselectedColor)
                    .overlay(alignment: .top) {
                        if let badge = badges.indices.contains(index) ? badges[index] : nil {
                            // The badge's leading edge 6 pt right of the icon's centre, its top
                            // 2 pt above the icon's, as UITabBar places it.
                            TabBarBadge(text: badge)
                                .alignmentGuide(HorizontalAlignment.center) { _ in -6 }
                                .alignmentGuide(.top) { _ in 2 }
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: TabPagesLayout.tabBarHeight)
        .modifier(BarChrome(appearance: appearance, atScrollEdge: false, edgeBackground: nil, hairlineEdge: .top))
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

import Foundation

// iOS's More tab: a tab view with more than five pages in compact width (an iPhone) shows the
// first four in its tab bar and a fifth item, More (`ellipsis`), whose page lists the others
// under the navigation title "More", each row its tab's label with a chevron. A tap on a row
// shows that page, pushed on the list: a back button returns to the list. Selecting one of
// those pages (a tap, or the selection binding) selects More and shows it pushed.

/// What a tab view with a More tab shows: which bar item is selected and whether the list is up.
struct TabMoreState: Equatable {
    /// The number of pages the bar shows before the More item.
    static let directPages = 4
    /// The most pages a compact tab bar shows without a More item.
    static let maximumBarItems = 5

    /// True when the page count and width call for a More tab.
    static func isNeeded(pages: Int, sizeClass: UserInterfaceSizeClass?) -> Bool {
        sizeClass != .regular && pages > maximumBarItems
    }

    /// The page shown when the list was last opened, if it is still the page shown: the list
    /// covers it until a page is chosen (a new selection closes the list).
    var listOpenedOverPage: Int?

    func showsList(shownPage: Int) -> Bool { listOpenedOverPage == shownPage }
}

/// Tells a page pushed on the More list how to return to it: the root of a navigation stack
/// in it shows a back button that does (the stack says so through `MoreReturnShownKey`).
struct MoreListReturn: @unchecked Sendable {
    let title: String
    let action: @MainActor () -> Void
}

private struct MoreListReturnKey: PresentationContextKey {
    static var defaultValue: MoreListReturn? { nil }
}

extension EnvironmentValues {
    /// Set for the pages of a tab view while one of them is shown pushed on the More list.
    var moreListReturn: MoreListReturn? {
        get { self[MoreListReturnKey.self] }
        set { self[MoreListReturnKey.self] = newValue }
    }
}

/// True when the page shown has a navigation stack that shows the More list's back button (the
/// tab view then adds no bar of its own).
struct MoreReturnShownKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// The More item of the tab bar: "More" with the `ellipsis` symbol.
nonisolated struct MoreTabItem: View {
    var body: some View {
        Label("More", systemImage: "ellipsis")
    }
}

/// The More tab's page: a navigation stack whose plain list (titled "More") holds a row per
/// page beyond the fourth — its tab label, the icon in the tint colour as UIKit's More list
/// draws it, and a chevron; a tap chooses that page.
nonisolated struct MoreTabList: View {
    /// The labels of the pages the list holds, with each page's position.
    let rows: [(index: Int, label: AnyView?)]
    let choose: @MainActor (Int) -> Void

    @MainActor var body: some View {
        NavigationStack {
            List {
                ForEach(rows.indices, id: \.self) { row in
                    let index = rows[row].index
                    HStack {
                        (rows[row].label ?? AnyView(EmptyView())).labelStyle(MoreRowLabelStyle())
                        Spacer(minLength: 8)
                        Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                            .flipsForRightToLeftLayoutDirection(true)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { choose(index) }
                }
            }
            .listStyle(.plain)
            .navigationTitle("More")
        }
    }
}

/// A row of the More list: the tab's icon in the tint colour, then its title.
struct MoreRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 16) {
            configuration.icon.foregroundStyle(Color.accentColor).frame(width: 29)
            configuration.title.foregroundStyle(.primary)
        }
    }
}

/// The bar over a page pushed on the More list when the page has no navigation stack of its
/// own: iOS's back button to the list and, inline, the tab's title.
nonisolated struct MorePushedBar: View {
    let label: AnyView?
    let back: @MainActor () -> Void

    @MainActor var body: some View {
        ZStack {
            (label ?? AnyView(EmptyView())).labelStyle(.titleOnly).font(.headline).lineLimit(1)
                .padding(.horizontal, 80)
            HStack {
                Button { back() } label: {
                    Image(systemName: "chevron.left").font(.body.weight(.semibold))
                        .flipsForRightToLeftLayoutDirection(true)
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
                .accessibilityLabel(Text(verbatim: "More"))
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 16)
        }
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBar.topRowHeight)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// What the More tab draws over the page area: its list, or the bar over a pushed page.
enum MoreChrome: Equatable { case list, bar }

/// The tab bar's items with the More tab folded in, and what the More tab draws.
struct TabBarWithMore {
    var items: [AnyView?]
    var badges: [Text?]
    var selected: Int
    var select: @MainActor (Int) -> Void
    var chrome: MoreChrome?
    var chromeView: AnyView?
}

extension TabPages {
    /// The pages, resolved in the environment that tells a page pushed on the More list how to
    /// return to it (guessed from the pages as last resolved, resolved again if that was wrong).
    func resolvePages(in node: ViewNode) -> TaggedOptions {
        let previous = node.children.first { $0.key == AnyHashable(0) }.map { LayoutEngine.layoutChildren(of: $0) }
        let guess = previous.map { moreReturn(tags: $0.map(TagKey.tag(of:)), in: node) } ?? nil
        let pages = TaggedOptions(content, key: 0, in: node, environment: environment(returning: guess, in: node))
        let actual = moreReturn(tags: pages.tags, in: node)
        guard (actual == nil) != (guess == nil) else { return pages }
        // The pages just resolved are resolved again in place, so no page is built twice.
        return TaggedOptions(content, key: 0, in: node, environment: environment(returning: actual, in: node), existing: pages.node)
    }

    private func environment(returning moreReturn: MoreListReturn?, in node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.moreListReturn = moreReturn
        return environment
    }

    /// How a page pushed on the More list returns to it, when one is shown.
    private func moreReturn(tags: [TagValue?], in node: ViewNode) -> MoreListReturn? {
        guard case .tabBar = style, TabMoreState.isNeeded(pages: tags.count, sizeClass: node.environment.horizontalSizeClass) else { return nil }
        let shown = shownPage(tags: tags)
        guard shown >= TabMoreState.directPages, !more.showsList(shownPage: shown) else { return nil }
        let setMoreList = self.setMoreList
        return MoreListReturn(title: "More", action: { setMoreList(shown) })
    }

    /// The bar's items: all the pages', or with more than five pages in compact width the first
    /// four and More; a tap on More opens its list, on a page selects it (closing the list).
    func moreBar(items: [AnyView?], badges: [Text?], tags: [TagValue?], shown: Int, in node: ViewNode) -> TabBarWithMore {
        let select = self.select, setMoreList = self.setMoreList
        nonisolated(unsafe) let pageTags = tags
        let choose: @MainActor (Int) -> Void = { index in
            setMoreList(nil)
            select(index, pageTags[index])
        }
        guard TabMoreState.isNeeded(pages: items.count, sizeClass: node.environment.horizontalSizeClass) else {
            return TabBarWithMore(items: items, badges: badges, selected: shown, select: { index in select(index, pageTags[index]) })
        }
        let direct = TabMoreState.directPages
        let showsList = more.showsList(shownPage: shown)
        let pushed = !showsList && shown >= direct
        var result = TabBarWithMore(items: Array(items.prefix(direct)) + [AnyView(MoreTabItem())],
                                    badges: Array(badges.prefix(direct)) + [nil],
                                    selected: showsList || pushed ? direct : shown,
                                    select: { index in
                                        if index == direct { setMoreList(shown) } else { choose(index) }
                                    })
        if showsList {
            let rows = (direct..<items.count).map { (index: $0, label: items[$0]) }
            result.chrome = .list
            result.chromeView = AnyView(MoreTabList(rows: rows, choose: choose))
        } else if pushed && !pageShowsMoreReturn {
            result.chrome = .bar
            result.chromeView = AnyView(MorePushedBar(label: items[shown]) { setMoreList(shown) })
        }
        return result
    }
}

import Foundation
import Observation

/// Mirrors SwiftUI's `NavigationStack`: a root view under iOS's navigation bar, and the views
/// pushed on top of it — by a `NavigationLink` with a destination, or by a value appended to the
/// path (a `NavigationLink(value:)`, or the `path` binding) and shown by the matching
/// `navigationDestination(for:)`. Only the top view is shown; the ones below keep their state.
/// The bar shows the title the top view sets with `navigationTitle` (large by default, or
/// inline) and, above a pushed view, a back button that pops it. It takes the background of a
/// list below it, as iOS's bar does at the top of a scroll view.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The caller's path, as values (nil: the stack keeps its own).
    let externalPath: Binding<[AnyHashable]>?
    @State private var localPath: [AnyHashable] = []
    /// Views pushed by destination links and bound destinations, above the path's values.
    @State private var pushedViews: [PushedLevel] = []
    @State private var titles: [Int: String] = [:]
    @State private var destinations = NavigationDestinations()
    /// Set when this stack is a tab's page pushed on the More list: its root returns to the list.
    @Environment(\.moreListReturn) private var moreListReturn

    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        externalPath = nil
    }

    /// Mirrors `init(path:root:)` with a `NavigationPath`.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        externalPath = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// Mirrors `init(path:root:)` with a collection of values.
    nonisolated public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        externalPath = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                               set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    @MainActor public var body: some View {
        let path = externalPath?.wrappedValue ?? localPath
        let pushed = pushedViews.map(\.view)
        let levels = 1 + path.count + pushed.count
        let destinations = self.destinations
        _ = destinations.registeredTypes   // a newly registered type builds the levels again
        let moreListReturn = self.moreListReturn
        return NavigationLevels {
            ForEach(0..<levels, id: \.self) { level in
                NavigationScreen(content: view(at: level, path: path, pushed: pushed),
                                 backTitle: level == 0 ? moreListReturn?.title : (titles[level - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back"),
                                 onTitle: { titles[level] = $0 }, pop: { if level == 0 { moreListReturn?.action() } else { pop() } })
            }
        }
        // Stacks inside (in a sheet, say) are not the More list's page.
        .environment(\.moreListReturn, nil)
        .preference(key: MoreReturnShownKey.self, value: moreListReturn != nil)
        .environment(\.navigationPush, NavigationPush(
            view: { pushedViews.append(PushedLevel(view: $0)) },
            value: { push($0) },
            bound: { id, view, onPop in
                if let i = pushedViews.firstIndex(where: { $0.id == id }) { pushedViews[i].view = view } else {
                    pushedViews.append(PushedLevel(view: view, id: id, onPop: onPop))
                }
            },
            unbind: { id in
                // A level bound to a binding that turned false goes, with the levels above it.
                if let i = pushedViews.firstIndex(where: { $0.id == id }) { pushedViews.removeSubrange(i...) }
            }))
        .environment(\.navigationDestinations, destinations)
    }

    @MainActor private func view(at level: Int, path: [AnyHashable], pushed: [AnyView]) -> AnyView {
        if level == 0 { return AnyView(root) }
        if level <= path.count {
            return AnyView(NavigationDestinationLevel(value: path[level - 1]))
        }
        return pushed[level - 1 - path.count]
    }

    @MainActor private func push(_ value: AnyHashable) {
        if let externalPath { externalPath.wrappedValue.append(value) } else { localPath.append(value) }
    }

    @MainActor private func pop() {
        if !pushedViews.isEmpty {
            pushedViews.removeLast().onPop?()
        } else if let externalPath, !externalPath.wrappedValue.isEmpty {
            externalPath.wrappedValue.removeLast()
        } else if !localPath.isEmpty {
            localPath.removeLast()
        }
    }
}

/// The levels of a navigation stack, one over the other: only the top one is shown (drawn,
/// hit and heard for preferences); the ones below stay in the tree with their state.
struct NavigationLevels: SelectiveLayout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.last?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
    /// Only the top level is shown.
    func shownSubviews(_ subviews: Subviews, proposal: ProposedViewSize) -> IndexSet {
        subviews.isEmpty ? [] : IndexSet(integer: subviews.count - 1)
    }
}

/// Mirrors SwiftUI's `NavigationPath`: a list of values of any `Hashable` types.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]
    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes the last `k` values (as many as there are, at most).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// The destinations `navigationDestination(for:destination:)` registered in a stack, by type.
/// Only the set of types is observed: registering a new type builds the stack's levels again.
@Observable
final class NavigationDestinations: @unchecked Sendable {
    private(set) var registeredTypes: Set<ObjectIdentifier> = []
    @ObservationIgnored private var builders: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    func register<D: Hashable>(_ type: D.Type, _ build: @escaping (D) -> AnyView) {
        let id = ObjectIdentifier(type)
        builders[id] = { value in (value.base as? D).map(build) }
        if !registeredTypes.contains(id) { registeredTypes.insert(id) }
    }

    func view(for value: AnyHashable) -> AnyView? {
        builders[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

/// A level of the path: the destination registered for its value, looked up when the level is
/// built — after the levels below it, so a stack opened already pushed finds the destinations
/// its root registers (no false "no matching navigationDestination" on the first pass).
struct NavigationDestinationLevel: View {
    let value: AnyHashable
    @Environment(\.navigationDestinations) private var destinations

    var body: some View {
        _ = destinations?.registeredTypes   // a newly registered type builds the level again
        return destinations?.view(for: value) ?? AnyView(MissingNavigationDestination(typeName: "\(type(of: value.base))"))
    }
}

/// What a stack shows for a value no `navigationDestination` handles: SwiftUI's warning
/// triangle, and a diagnostic.
struct MissingNavigationDestination: View {
    let typeName: String
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.yellow).font(.largeTitle)
            .modifier(_DiagnosticModifier(message: "A NavigationLink is presenting a value of type \(typeName) but there is no matching navigationDestination declaration visible from the location of the link."))
    }
}

/// Reports `message` as a diagnostic at its node whenever it is resolved.
nonisolated struct _DiagnosticModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let message: String
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        node.graph.report(.other, message, at: node)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// The modifier behind `navigationDestination(for:destination:)`: registers its builder with
/// the enclosing stack whenever it is resolved.
nonisolated struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let build: (D) -> Destination
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        let build = self.build
        node.environment.navigationDestinations?.register(D.self) { AnyView(build($0)) }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Mirrors SwiftUI's `NavigationView` (deprecated; a `NavigationStack` on iOS).
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// One view is a stack's root; several are columns, as a `NavigationSplitView`'s: in an
    /// iPhone's compact width only the first shows (the others are what it navigates to),
    /// in regular width they stand side by side.
    @MainActor @ViewBuilder public var body: some View {
        if let columns = (content as? any TupleViewElements)?.viewElements, columns.count >= 2 {
            if columns.count >= 3 {
                NavigationSplitView { AnyView(columns[0]) } content: { AnyView(columns[1]) } detail: { AnyView(columns[2]) }
            } else {
                NavigationSplitView { AnyView(columns[0]) } detail: { AnyView(columns[1]) }
            }
        } else {
            NavigationStack { content }
        }
    }
}

/// One level of a navigation stack: the bar, then the view filling what is left, then the
/// bottom toolbar when the view has one. The view's bar settings (`toolbar(_:for:)`,
/// `toolbarBackground`, `toolbarColorScheme`) govern the navigation bar and the bottom
/// toolbar, and flow on up to an enclosing tab view.
nonisolated struct NavigationScreen: View {
    let content: AnyView
    let backTitle: String?
    let onTitle: (String) -> Void
    let pop: @MainActor () -> Void
    @State private var title = ""
    @State private var subtitle: String?
    @State private var mode = ToolbarTitleDisplayMode.automatic
    @State private var scrollEdge = NavigationBarScrollEdge()
    @State private var barBackground: Color?
    @State private var bars: [ToolbarPlacement.Bar: BarAppearance] = [:]
    @State private var toolbarPositions: Set<ToolbarItemPlacement.Position> = []
    @State private var search: SearchFieldRequest?
    @State private var isSearching = false
    @State private var hidesBackButton = false
    @State private var titleBinding: NavigationTitleBinding?
    @State private var isRenamingTitle = false
    @Environment(\.uikitAppearances) private var uikitAppearances
    @Environment(\.coversSplitViewBackground) private var coversSplitViewBackground

    @MainActor var body: some View {
        // While the user searches, the search field takes the bar's place, as on iOS.
        let searching = isSearching && search != nil
        let navigationBar = bars.appearance(of: .navigationBar).filling(from: uikitAppearances.navigationBar.barAppearance(alwaysShows: false))
        let bottomBar = bars.appearance(of: .bottomBar)
        let barHidden = navigationBar.isHidden
        let hasBottomBar = !bottomBar.isHidden && !toolbarPositions.isDisjoint(with: [.bottom, .status, .uikitToolbar])
        let hasTitleMenu = toolbarPositions.contains(.titleMenu)
        let largeTitle = mode.showsLargeTitleRow
        var scrollEdge = self.scrollEdge
        scrollEdge.searchScrollsAway = search.map { !$0.staysWhenScrolled } == true && !searching
        let atScrollEdge = scrollEdge.atScrollEdge(showsLargeTitle: largeTitle)
        let chrome = { (edge: VerticalEdge?) in
            BarChrome(appearance: navigationBar, atScrollEdge: atScrollEdge, edgeBackground: barBackground.map { AnyShapeStyle($0) }, hairlineEdge: edge)
        }
        let edgeState = $scrollEdge
        return VStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlayPreferenceValue(SearchSuggestionsKey.self) { suggestionsList($0, searching) }
                // `dismiss` on a pushed level pops it.
                .environment(\.dismiss, DismissAction(action: backTitle == nil ? nil : pop))
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, dismissSearch(searching))
                .modifier(_PrimaryScrollObservationModifier { edgeState.wrappedValue.scrolled = $0 })
                // The bars are the content's top safe area: a scroll view filling the screen
                // reaches under them, its content starting below them.
                .safeAreaInset(edge: .top, spacing: 0) {
                    if !barHidden {
                        VStack(spacing: 0) {
                            if !searching {
                                NavigationBar(title: title, subtitle: subtitle, mode: mode, showsInlineTitle: !hasTitleMenu,
                                              collapse: largeTitle ? scrollEdge.collapse : 0,
                                              isCollapsed: scrollEdge.scrolled > 0 && scrollEdge.isCollapsed,
                                              hasBackButton: backTitle != nil && !hidesBackButton,
                                              onLargeBlockHeight: { edgeState.wrappedValue.largeBlockHeight = $0 })
                                    .modifier(chrome(search == nil ? .bottom : nil))
                            }
                            if let search {
                                NavigationSearchField(request: search, isActive: searching, setActive: { isSearching = $0 })
                                    .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { edgeState.wrappedValue.searchBlockHeight = $0 }
                                    .cutFromBottom(scrollEdge.searchCollapse)
                                    .modifier(chrome(.bottom))
                            }
                        }
                        // The room the search field and the large title scrolled out of stays
                        // in the safe area, so the content moves only by its scroll.
                        .padding(.bottom, searching ? 0 : scrollEdge.searchCollapse + (largeTitle ? scrollEdge.collapse : 0))
                    }
                }
            // The bottom toolbar's room; the bar itself is drawn over it with its items.
            if hasBottomBar { Color.clear.frame(height: BottomToolbar.height) }
        }
        // The page's `navigation` container background, under the bars; in a split view with a
        // background of its own, an opaque page unless it sets one.
        .modifier(ContainerBackgroundHost(placement: .navigation,
                                          fallback: coversSplitViewBackground ? AnyView(Rectangle().fill(.background)) : nil))
        .overlayPreferenceValue(ToolbarItemsKey.self, alignment: .top) { items in
            if !barHidden && !searching {
                NavigationBarItems(backTitle: hidesBackButton ? nil : backTitle, pop: pop, items: items,
                                   titleMenu: hasTitleMenu && (mode == .inline || (largeTitle && scrollEdge.isCollapsed)) ? NavigationBarTitle(title: title, subtitle: subtitle) : nil,
                                   movesLeadingItemsToOverflow: mode == .inlineLarge,
                                   renamableTitle: titleBinding?.binding, isRenamingTitle: $isRenamingTitle)
                    .modifier(chrome(nil).schemeOnly)
                    .modifier(UIKitBarTint(color: uikitAppearances.navigationBar.tint))
            }
        }
        .overlayPreferenceValue(ToolbarItemsKey.self, alignment: .bottom) { items in
            if hasBottomBar {
                BottomToolbar(items: items)
                    .modifier(BarChrome(appearance: bottomBar, atScrollEdge: true, edgeBackground: barBackground.map { AnyShapeStyle($0) },
                                        hairlineEdge: .top))
            }
        }
        .onPreferenceChange(BarAppearanceKey.self) { bars = $0 }
        .onPreferenceChange(ToolbarPositionsKey.self) { toolbarPositions = $0 }
        .onPreferenceChange(NavigationTitleKey.self) { value in
            title = value ?? ""
            onTitle(title)
        }
        .onPreferenceChange(NavigationTitleBindingKey.self) { titleBinding = $0 }
        .onPreferenceChange(NavigationSubtitleKey.self) { subtitle = $0 }
        .onPreferenceChange(NavigationTitleDisplayModeKey.self) { mode = $0 ?? .automatic }
        .onPreferenceChange(ContainerBackgroundKey.self) { barBackground = $0 }
        .onPreferenceChange(SearchFieldKey.self) { search = $0 }
        .onPreferenceChange(NavigationBackButtonHiddenKey.self) { hidesBackButton = $0 ?? false }
        .modifier(EditModeScope())
    }
}

extension NavigationScreen {
    /// While searching, the searchable content's suggestions in its place.
    @MainActor @ViewBuilder private func suggestionsList(_ suggestions: AnyView?, _ searching: Bool) -> some View {
        let suggestedTokens = search?.tokens?.suggested.flatMap { $0.ids.isEmpty ? nil : $0.rows }
        if searching, suggestions != nil || suggestedTokens != nil, let target = search?.target {
            let tokens = search?.tokens
            SearchSuggestionsList(suggestedTokens: suggestedTokens, suggestions: suggestions, completion: SearchCompletion(
                complete: { target.binding?.wrappedValue = $0 },
                addToken: { token in
                    tokens?.add(token)
                    if let text = target.binding, !text.wrappedValue.isEmpty { text.wrappedValue = "" }
                }))
        }
    }

    /// What `dismissSearch` does on this level: ends the search under way, if any.
    @MainActor private func dismissSearch(_ searching: Bool) -> DismissSearchAction {
        guard searching, let target = search?.target else { return DismissSearchAction(action: nil) }
        let isSearching = $isSearching
        return DismissSearchAction(action: { SearchInteraction.dismiss(target) { isSearching.wrappedValue = $0 } })
    }
}

/// iOS's navigation bar: a 44 pt row (with, inline, the title centred in 17 pt semibold),
/// then for a large title a 52 pt row with the title in 34 pt bold, 16 pt in. A subtitle
/// (iOS 26) is a line in the secondary colour under the title: 15 pt under a large title,
/// 12 pt under the inline one in the top row. As the content scrolls, the large title's
/// block slides up under the top row by `collapse`; once it has gone, the top row shows the
/// inline title. Inline large, the title stands in the large type at the top row's leading end.
nonisolated struct NavigationBar: View {
    static let topRowHeight: CGFloat = 44
    static let largeTitleRowHeight: CGFloat = 52
    let title: String
    var subtitle: String? = nil
    var mode = ToolbarTitleDisplayMode.automatic
    /// False when the inline title is drawn elsewhere (as a title menu's button).
    var showsInlineTitle = true
    /// How much of the large title's block has scrolled away.
    var collapse: CGFloat = 0
    /// True once the large title has scrolled away: the top row shows the inline title.
    var isCollapsed = false
    /// True when a back button stands at the top row's leading end (an inline large title follows it).
    var hasBackButton = false
    /// Told the large title block's height when it changes.
    var onLargeBlockHeight: ((CGFloat) -> Void)? = nil
    @Environment(\.uikitAppearances.navigationBar) private var uikitBar

    var body: some View {
        let large = mode.showsLargeTitleRow
        let collapsed = large && isCollapsed
        VStack(alignment: .leading, spacing: 0) {
            Group {
                if mode == .inlineLarge {
                    InlineLargeNavigationTitle(title: title)
                        .padding(.leading, hasBackButton ? 16 + 44 : 16)
                        .padding(.trailing, 16)
                        .frame(maxWidth: .infinity, alignment: .leading)
                } else if (!large || collapsed) && showsInlineTitle {
                    InlineNavigationTitle(title: NavigationBarTitle(title: title, subtitle: subtitle))
                        .padding(.horizontal, 80)
                } else {
                    Text(verbatim: "").font(.headline).padding(.horizontal, 80)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: Self.topRowHeight)
            if large && !collapsed {
                largeBlock
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { onLargeBlockHeight?($0) }
                    .cutFromBottom(collapse)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The large title and the subtitle under it.
    private var largeBlock: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: title).font(uikitBar.largeTitleFont ?? .largeTitle.bold()).lineLimit(1)
                .modifier(UIKitBarTitleColor(color: uikitBar.largeTitleColor))
                .padding(.horizontal, 16)
                .frame(height: Self.largeTitleRowHeight, alignment: .leading)
            if let subtitle {
                Text(verbatim: subtitle).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                    .padding(.horizontal, 16)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

extension View {
    /// This view cut `cut` points shorter at the bottom, sliding up under what is above it.
    nonisolated func cutFromBottom(_ cut: CGFloat) -> some View {
        BottomCutLayout(cut: cut.isFinite ? max(0, cut) : 0) { self }.clipped()
    }
}

/// A navigation title and its subtitle, as the bar shows them.
struct NavigationBarTitle: Equatable {
    let title: String
    let subtitle: String?
}

/// The inline title: 17 pt semibold, over the subtitle in 12 pt secondary when there is one.
nonisolated struct InlineNavigationTitle: View {
    let title: NavigationBarTitle
    @Environment(\.uikitAppearances.navigationBar) private var uikitBar
    var body: some View {
        VStack(spacing: 0) {
            Text(verbatim: title.title).font(uikitBar.titleFont ?? .headline).lineLimit(1)
                .modifier(UIKitBarTitleColor(color: uikitBar.titleColor))
            if let subtitle = title.subtitle {
                Text(verbatim: subtitle).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}

/// The controls in the bar's 44 pt top row: the back button and the leading toolbar items at
/// the leading end, the trailing items at the trailing end, a principal item in the middle —
/// or, with a `ToolbarTitleMenu` and an inline title, the title with a chevron, a menu button.
nonisolated struct NavigationBarItems: View {
    let backTitle: String?
    let pop: @MainActor () -> Void
    let items: [ToolbarEntry]
    /// The inline title, when a title menu makes it a button.
    var titleMenu: NavigationBarTitle? = nil
    /// True under an inline large title: the leading and principal items go into an overflow
    /// menu at the trailing end, as iOS moves them.
    var movesLeadingItemsToOverflow = false
    /// The title's binding when `navigationTitle(_: Binding<String>)` set it: the title menu's
    /// `RenameButton` renames it.
    var renamableTitle: Binding<String>? = nil
    /// True while the bound title is being renamed in the bar.
    var isRenamingTitle: Binding<Bool> = .constant(false)

    @MainActor var body: some View {
        let overflow = movesLeadingItemsToOverflow ? items.filter { [.leading, .principal].contains($0.placement.position) } : []
        let principal = movesLeadingItemsToOverflow ? [] : items.filter { $0.placement.position == .principal }
        let menus = items.filter { $0.placement.position == .titleMenu }
        ZStack {
            ForEach(principal.indices, id: \.self) { principal[$0].view }
            if principal.isEmpty, titleMenu != nil, !menus.isEmpty, let renamableTitle, isRenamingTitle.wrappedValue {
                NavigationTitleRenameField(title: renamableTitle, end: { isRenamingTitle.wrappedValue = false })
                    .padding(.horizontal, 80)
            } else if principal.isEmpty, let titleMenu, !menus.isEmpty {
                let renaming = isRenamingTitle
                Menu {
                    ForEach(menus.indices, id: \.self) { menus[$0].view }
                        .environment(\.rename, renamableTitle.map { _ in RenameAction { renaming.wrappedValue = true } })
                } label: {
                    HStack(spacing: 4) {
                        InlineNavigationTitle(title: titleMenu).foregroundStyle(.primary)
                        Image(systemName: "chevron.down.circle.fill").font(.footnote).foregroundStyle(.secondary)
                    }
                }
                .padding(.horizontal, 80)
            }
            HStack(spacing: 16) {
                if let backTitle {
                    // iOS 26's back button: 44 × 44 pt, 16 pt in from the leading edge, the
                    // previous title only its accessibility label (measured on an iOS 26.2
                    // UINavigationBar, see `IOSReferenceNavigationTests`), the chevron on a
                    // glass circle filling that square: iOS 26 sets a bar's buttons on glass
                    // 44 pt tall, 16 pt in from the bar's ends (measured on a toolbar button
                    // of an iOS 26 navigation bar, same tests).
                    Button { pop() } label: {
                        Image(systemName: "chevron.left").font(.body.weight(.semibold))
                            .flipsForRightToLeftLayoutDirection(true)
                            .frame(width: 44, height: 44)
                            .contentShape(Rectangle())
                    }
                    .glassEffect(.regular.interactive(), in: Circle())
                    .accessibilityLabel(Text(verbatim: backTitle))
                }
                if !movesLeadingItemsToOverflow { entries(at: .leading) }
                Spacer(minLength: 0)
                entries(at: .trailing)
                if !overflow.isEmpty { ToolbarOverflowMenu(items: overflow) }
            }
            .padding(.horizontal, 16)
        }
        .frame(height: 44)
        .environment(\.isInNavigationBar, true)
    }

    @MainActor private func entries(at position: ToolbarItemPlacement.Position) -> some View {
        let chosen = items.filter { $0.placement.position == position }
        return ForEach(chosen.indices, id: \.self) { chosen[$0].view }
    }
}

/// iOS's bottom toolbar: a 44 pt bar (UIToolbar's height on an iPhone) across the bottom of
/// the screen, its items 16 pt in from the edges — one `bottomBar` item at the leading end,
/// several spread across with flexible space between them, or, with flexible `ToolbarSpacer`s
/// (iOS 26), in the groups the spacers separate, 16 pt apart — and `status` items in the middle.
nonisolated struct BottomToolbar: View {
    static let height: CGFloat = 44
    let items: [ToolbarEntry]

    @MainActor var body: some View {
        let bottom = items.filter { $0.placement.position == .bottom }
        let status = items.filter { $0.placement.position == .status || $0.placement.position == .uikitToolbar }
        ZStack {
            ForEach(status.indices, id: \.self) { status[$0].view }
            if bottom.contains(where: { $0.spacer == .flexible }) {
                // With flexible `ToolbarSpacer`s the items stand in groups where the spacers put them.
                HStack(spacing: 16) { ForEach(bottom.indices, id: \.self) { bottom[$0].view } }
                    .padding(.horizontal, 16)
            } else {
                HStack(spacing: 0) {
                    ForEach(bottom.indices, id: \.self) { index in
                        if index > 0 { Spacer(minLength: 16) }
                        bottom[index].view
                    }
                    if bottom.count == 1 { Spacer(minLength: 0) }
                }
                .padding(.horizontal, 16)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .environment(\.isInNavigationBar, true)
    }
}

/// Mirrors SwiftUI's `NavigationLink`: a row (in a list, with a chevron) or a button that
/// pushes its destination, or its value, on the enclosing `NavigationStack`. A link with a nil
/// value does nothing.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    /// What a tap pushes.
    enum Target {
        case destination(Destination)
        case value(AnyHashable?)
        /// Active while the binding is true (the deprecated `isActive:` and `tag:selection:` forms).
        case binding(Binding<Bool>, Destination)
    }
    let target: Target
    let label: Label
    @Environment(\.navigationPush) private var push
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.listRowBadge) private var badge

    /// Mirrors `init(destination:label:)`.
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .destination(destination)
        self.label = label()
    }
    /// Mirrors `init(destination:label:)` with a destination builder.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    @MainActor public var body: some View {
        let push = self.push
        let action: @MainActor () -> Void
        switch target {
        case .destination(let destination):
            let view = AnyView(destination)
            action = { push?.view(view) }
        case .value(let value):
            action = { if let value { push?.value(value) } }
        case .binding(let isActive, _):
            action = { isActive.wrappedValue = true }
        }
        let link = Group {
            if isInListRow {
                NavigationLinkRow {
                    label.environment(\.listRowBadge, nil)
                } detail: {
                    if let badge { ListRowBadge(text: badge) }
                }
                .onTapGesture(perform: action)
            } else {
                Button(action: action) { label }
            }
        }
        if case .binding(let isActive, let destination) = target {
            return AnyView(link.navigationDestination(isPresented: isActive) { destination })
        }
        return AnyView(link)
    }
}

extension NavigationLink where Destination == Never {
    /// Mirrors `init(value:label:)`: pushes `value` for the stack's `navigationDestination`.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Mirrors `init(_:value:)`.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    /// Mirrors `init(_:value:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Mirrors `init(_:destination:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// Mirrors `init(_:destination:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// Mirrors `init(_:destination:)` with a destination builder.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    /// Mirrors `init(_:destination:)` with a title string and a destination builder.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// Mirrors SwiftUI's `NavigationBarItem`, for its title display modes.
public struct NavigationBarItem: Sendable {
    /// Mirrors `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable, Equatable {
        case automatic, inline, large
    }
}

/// Pushes a view, or a value for a `navigationDestination`, on the nearest navigation stack;
/// or keeps a view pushed while a binding says so (`bound`, identified, with what to do when
/// the user pops it), until `unbind`.
struct NavigationPush: @unchecked Sendable {
    let view: @MainActor (AnyView) -> Void
    let value: @MainActor (AnyHashable) -> Void
    let bound: @MainActor (UUID, AnyView, @escaping @MainActor () -> Void) -> Void
    let unbind: @MainActor (UUID) -> Void
}

/// A view pushed above the path's values: by a destination link (no id), or by a binding.
struct PushedLevel {
    var view: AnyView
    var id: UUID?
    var onPop: (@MainActor () -> Void)?
}

/// The title the visible view sets; the first one in the tree wins.
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { if value == nil { value = nextValue() } }
}

/// The title display mode the visible view sets; the first one in the tree wins.
struct NavigationTitleDisplayModeKey: PreferenceKey {
    static let defaultValue: ToolbarTitleDisplayMode? = nil
    static func reduce(value: inout ToolbarTitleDisplayMode?, nextValue: () -> ToolbarTitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

/// The background a scrolling container (a list) shows, for a bar above it to continue.
struct ContainerBackgroundKey: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) { if value == nil { value = nextValue() } }
}

private struct NavigationPushKey: PresentationContextKey {
    static var defaultValue: NavigationPush? { nil }
}
private struct NavigationDestinationsKey: PresentationContextKey {
    static var defaultValue: NavigationDestinations? { nil }
}
private struct IsInListRowKey: PresentationContextKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var navigationPush: NavigationPush? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
    /// True inside a list's rows (a `NavigationLink` there is a row with a chevron).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationTitle(_:)`: the title the navigation bar shows for this view.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTextModifier<NavigationTitleKey>(title: Text(titleKey)))
    }
    /// Mirrors SwiftUI's `navigationTitle(_:)` with a title string.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }
    /// Mirrors SwiftUI's `navigationTitle(_:)` with a string binding (iOS 16): the bar shows the
    /// binding's current value, and a `RenameButton` in the title menu (`toolbarTitleMenu`)
    /// renames it in the bar (see `NavigationTitleRenameField`).
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        preference(key: NavigationTitleKey.self, value: title.wrappedValue)
            .preference(key: NavigationTitleBindingKey.self, value: NavigationTitleBinding(binding: title))
    }
    /// Mirrors SwiftUI's `navigationDestination(for:destination:)`: the view the enclosing stack
    /// shows for a value of type `D` pushed on its path.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                      @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(build: destination))
    }
    /// Mirrors SwiftUI's `navigationBarTitleDisplayMode(_:)`.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: displayMode.toolbarMode)
    }
}

/// A link row draws its badge before its chevron.
extension NavigationLink: DrawsListRowBadge {}

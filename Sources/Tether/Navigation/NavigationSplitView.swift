import Foundation

/// Mirrors SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// Mirrors `automatic`.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Mirrors `all`.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// Mirrors `doubleColumn`.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Mirrors `detailOnly`.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Mirrors SwiftUI's `NavigationSplitView`. In the compact width of an iPhone, iOS collapses it
/// into one navigation stack showing the sidebar (its links push the content and detail), and
/// so does Tether. In regular width the columns stand side by side: a 320 pt sidebar (and a
/// 320 pt content column, or what `navigationSplitViewColumnWidth` asks), a hairline, and the
/// detail filling the rest, each under its own navigation bar.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var sidebarWidth: CGFloat?
    @State private var contentWidth: CGFloat?
    @State private var hasBackground = false

    /// Mirrors `init(sidebar:content:detail:)`.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    /// Mirrors `init(columnVisibility:sidebar:content:detail:)`.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                            @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    @MainActor public var body: some View {
        Group {
            if horizontalSizeClass == .regular {
                HStack(spacing: 0) {
                    NavigationStack { sidebar }.frame(width: sidebarWidth ?? 320)
                        .onPreferenceChange(SplitColumnWidthKey.self) { sidebarWidth = $0 }
                    columnDivider
                    if let content {
                        NavigationStack { content }.frame(width: contentWidth ?? 320)
                            .onPreferenceChange(SplitColumnWidthKey.self) { contentWidth = $0 }
                        columnDivider
                    }
                    NavigationStack { detail }
                }
            } else {
                NavigationStack { sidebar }
            }
        }
        .environment(\.coversSplitViewBackground, hasBackground)
        .modifier(ContainerBackgroundHost(placement: .navigationSplitView))
        .onPreferenceChange(SplitViewHasBackgroundKey.self) { hasBackground = $0 }
        .transformPreference(SplitViewHasBackgroundKey.self) { $0 = false }
    }

    /// The line between columns; with a `navigationSplitView` container background, a gap
    /// of the same width that shows it, as iOS draws the background as the divider colour.
    @MainActor @ViewBuilder private var columnDivider: some View {
        if hasBackground {
            Divider().hidden()
        } else {
            Divider()
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Mirrors `init(sidebar:detail:)`.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }
    /// Mirrors `init(columnVisibility:sidebar:detail:)`.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                            @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Mirrors SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {}
/// Mirrors SwiftUI's `BalancedNavigationSplitViewStyle` (`.balanced`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Mirrors SwiftUI's `ProminentDetailNavigationSplitViewStyle` (`.prominentDetail`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Mirrors SwiftUI's `AutomaticNavigationSplitViewStyle` (`.automatic`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension View {
    /// Mirrors SwiftUI's `navigationSplitViewStyle(_:)`. In compact width every style is the
    /// collapsed stack; in regular width Tether lays the columns out side by side for each.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Mirrors SwiftUI's `navigationSplitViewColumnWidth(_:)`: the width of the column this
    /// view is in (regular width).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: width.isFinite && width >= 0 ? width : nil)
    }
    /// Mirrors SwiftUI's `navigationSplitViewColumnWidth(min:ideal:max:)`: the ideal width.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// The width a split view's column content asks for.
struct SplitColumnWidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { if value == nil { value = nextValue() } }
}

import Foundation

/// Mirrors SwiftUI's `TabViewStyle`: how a `TabView` shows its pages. Tether draws the
/// built-in styles: a tab bar (`automatic`, `tabBarOnly`, `sidebarAdaptable`, which on an
/// iPhone is a tab bar) or swiped pages with page dots (`page`).
public protocol TabViewStyle {}

/// What a tab view draws for a style.
enum TabViewStyleKind: Equatable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// A style Tether knows how to draw.
protocol BuiltInTabViewStyle: TabViewStyle {
    var kind: TabViewStyleKind { get }
}

/// Mirrors SwiftUI's `DefaultTabViewStyle` (`.automatic`): iOS's tab bar.
public struct DefaultTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Mirrors `init()`.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// Mirrors SwiftUI's `TabBarOnlyTabViewStyle` (`.tabBarOnly`, iOS 18): the tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Mirrors `init()`.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// Mirrors SwiftUI's `SidebarAdaptableTabViewStyle` (`.sidebarAdaptable`, iOS 18): on an
/// iPhone, the tab bar (the sidebar it can turn into is an iPad's).
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Mirrors `init()`.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// Mirrors SwiftUI's `PageTabViewStyle`: the pages side by side, one filling the tab view,
/// changed by a horizontal swipe (a drag past half the width, or a flick that would carry it
/// there, goes to the next or previous page), with no tab bar; the page index is a row of
/// dots over the bottom of the page.
public struct PageTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Mirrors `PageTabViewStyle.IndexDisplayMode`: when the page dots show.
    public struct IndexDisplayMode: Equatable, Sendable {
        enum Mode: Equatable, Sendable { case automatic, always, never }
        let mode: Mode
        /// Mirrors `.automatic`: dots when there is more than one page.
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Mirrors `.always`: dots whatever the page count.
        public static let always = IndexDisplayMode(mode: .always)
        /// Mirrors `.never`: no dots.
        public static let never = IndexDisplayMode(mode: .never)
    }
    let indexDisplayMode: IndexDisplayMode
    /// Mirrors `init(indexDisplayMode:)`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    var kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// Mirrors `.tabBarOnly`.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// Mirrors `.sidebarAdaptable`.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Mirrors `.page`: pages with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Mirrors `.page(indexDisplayMode:)`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// Mirrors SwiftUI's `IndexViewStyle`: how a page index (a page-style tab view's dots) draws.
public protocol IndexViewStyle {}

/// Mirrors SwiftUI's `PageIndexViewStyle`: the dots, on a background or not.
public struct PageIndexViewStyle: IndexViewStyle {
    /// Mirrors `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Equatable, Sendable {
        enum Mode: Equatable, Sendable { case automatic, always, interactive, never }
        let mode: Mode
        /// Mirrors `.automatic`: on iOS, no background at rest.
        public static let automatic = BackgroundDisplayMode(mode: .automatic)
        /// Mirrors `.always`: a translucent dark capsule behind the dots.
        public static let always = BackgroundDisplayMode(mode: .always)
        /// Mirrors `.interactive`: the background only while the user touches the dots (never
        /// in a still picture).
        public static let interactive = BackgroundDisplayMode(mode: .interactive)
        /// Mirrors `.never`.
        public static let never = BackgroundDisplayMode(mode: .never)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// Mirrors `init(backgroundDisplayMode:)`.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Mirrors `.page`.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Mirrors `.page(backgroundDisplayMode:)`.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKindKey: PresentationContextKey {
    static let defaultValue = TabViewStyleKind.tabBar
}
private struct PageIndexHasBackgroundKey: PresentationContextKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The tab view style set by `tabViewStyle(_:)`.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
    /// Whether page dots draw on their background (`indexViewStyle(.page(backgroundDisplayMode: .always))`).
    var pageIndexHasBackground: Bool {
        get { self[PageIndexHasBackgroundKey.self] }
        set { self[PageIndexHasBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `tabViewStyle(_:)`: the style of the tab views in this view.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, (style as? BuiltInTabViewStyle)?.kind ?? .tabBar)
    }
    /// Mirrors SwiftUI's `indexViewStyle(_:)`: the style of the page indexes (page-style tab
    /// views' dots) in this view.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexHasBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always)
    }
}

/// A page-style tab view's index: a dot per page, 8 pt across and 8 pt apart, in a 26 pt
/// band (UIPageControl's) at the bottom; the current page's dot white, the others white at
/// 30 % (so, as on iOS, they hardly show on a white page without a background), on a
/// translucent dark capsule with `.always` background.
nonisolated struct PageIndexView: View {
    static let height: CGFloat = 26
    static let dotSize: CGFloat = 8
    static let spacing: CGFloat = 8
    let count: Int
    let selected: Int
    let hasBackground: Bool
    /// The other dots' colour (a `UIPageControl`'s `pageIndicatorTintColor`; nil: white at 30 %).
    var tint: Color?
    /// The current dot's colour (`currentPageIndicatorTintColor`; nil: white).
    var currentTint: Color?

    /// The width the dots of `count` pages take, padding included.
    static func width(count: Int) -> CGFloat {
        count > 0 ? CGFloat(count) * dotSize + CGFloat(count - 1) * spacing + 16 : 0
    }

    var body: some View {
        HStack(spacing: Self.spacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(index == selected ? (currentTint ?? Color.white) : (tint ?? Color.white.opacity(0.3)))
                    .frame(width: Self.dotSize, height: Self.dotSize)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: Self.height)
        .background { if hasBackground { Capsule().fill(Color.black.opacity(0.25)) } }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .allowsHitTesting(false)
    }
}

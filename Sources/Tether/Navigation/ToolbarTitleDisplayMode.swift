import Foundation

/// Mirrors SwiftUI's `ToolbarTitleDisplayMode` (iOS 17): how the navigation bar shows the
/// title — large under the bar's top row (collapsing into the inline title as the content
/// scrolls), inline in the middle of the top row, or inline large: in the large title's type,
/// at the leading end of the top row, with the leading and principal items moved into an
/// overflow menu at the trailing end.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    enum Style: Hashable, Sendable { case automatic, inline, large, inlineLarge }
    let style: Style

    /// Mirrors `ToolbarTitleDisplayMode.automatic`: large on iOS's navigation stack (Tether
    /// does not inherit the previous level's mode).
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(style: .automatic) }
    /// Mirrors `ToolbarTitleDisplayMode.inline`: the title in 17 pt semibold, centred in the top row.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(style: .inline) }
    /// Mirrors `ToolbarTitleDisplayMode.large`: the title in 34 pt bold under the top row,
    /// scrolling away into the inline title as the content scrolls.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(style: .large) }
    /// Mirrors `ToolbarTitleDisplayMode.inlineLarge`: the title in 34 pt bold at the leading
    /// end of the top row; leading and principal items go into the overflow menu.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(style: .inlineLarge) }

    /// True when the title is drawn in a row of its own under the top row.
    var showsLargeTitleRow: Bool { style == .automatic || style == .large }
}

extension NavigationBarItem.TitleDisplayMode {
    /// The toolbar title display mode with the same meaning.
    var toolbarMode: ToolbarTitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .inline: .inline
        case .large: .large
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `toolbarTitleDisplayMode(_:)` (iOS 17): how the navigation bar shows
    /// this view's title; it shares `navigationBarTitleDisplayMode`'s setting (the outer one of the two wins).
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: mode)
    }
}

/// The inline large title: the title in the large title's type at the leading end of the top row.
nonisolated struct InlineLargeNavigationTitle: View {
    let title: String
    @Environment(\.uikitAppearances.navigationBar) private var uikitBar
    var body: some View {
        Text(verbatim: title).font(uikitBar.largeTitleFont ?? .largeTitle.bold()).lineLimit(1)
            .modifier(UIKitBarTitleColor(color: uikitBar.largeTitleColor))
    }
}

/// The overflow menu an inline large title leaves at the top row's trailing end: iOS's
/// ellipsis button opening the leading and principal items.
nonisolated struct ToolbarOverflowMenu: View {
    let items: [ToolbarEntry]
    @MainActor var body: some View {
        Menu {
            ForEach(items.indices, id: \.self) { items[$0].view }
        } label: {
            Image(systemName: "ellipsis.circle")
        }
        .accessibilityLabel(Text(verbatim: "More"))
    }
}

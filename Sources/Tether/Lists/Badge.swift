import Foundation

/// Mirrors SwiftUI's `BadgeProminence`: how much attention a list row's badge draws. On iOS
/// `.standard` and `.decreased` look alike (the badge's text in secondary grey, no platter);
/// `.increased` puts it on a red platter in white.
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// Mirrors `BadgeProminence.decreased`: passive information; on iOS drawn as `.standard`.
    public static let decreased = BadgeProminence(level: -1)
    /// Mirrors `BadgeProminence.standard`, the default: on iOS the text alone, in secondary grey.
    public static let standard = BadgeProminence(level: 0)
    /// Mirrors `BadgeProminence.increased`: in lists on iOS, white text on a red platter.
    public static let increased = BadgeProminence(level: 1)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

/// The badge a `NavigationLink` row draws before its chevron (set by `badge(_:)` on the link).
private struct ListRowBadgeKey: PresentationContextKey {
    static var defaultValue: Text? { nil }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `EnvironmentValues.badgeProminence` (default `.standard`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
    var listRowBadge: Text? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }
}

/// The badge a tab's page gives its item in the tab bar.
struct TabBadgeKey: LayoutValueKey {
    static var defaultValue: Text? { nil }
}

/// A view that draws a row's badge itself, between its label and its own accessory (a
/// `NavigationLink` row: the badge goes before the chevron).
protocol DrawsListRowBadge {}

/// A view with a badge: in a list row, the row's content with the badge at its trailing end;
/// anywhere else the content alone (a tab view reads the badge from the page's trait).
nonisolated struct BadgedView<Content: View>: View {
    let content: Content
    let badge: Text?
    @Environment(\.isInListRow) private var isInListRow

    @MainActor var body: some View {
        if isInListRow, let badge {
            if content is DrawsListRowBadge {
                content.environment(\.listRowBadge, badge)
            } else {
                HStack {
                    content
                    Spacer(minLength: 8)
                    ListRowBadge(text: badge)
                }
            }
        } else {
            content
        }
    }
}

/// A list row's badge as iOS draws it: the text in secondary grey at body size, or, with
/// `.increased` prominence, white text on a red capsule.
nonisolated struct ListRowBadge: View {
    let text: Text
    @Environment(\.badgeProminence) private var prominence

    @MainActor var body: some View {
        if prominence == .increased {
            // The platter reaches 2 pt above and below the text's line without making the
            // row taller.
            text.font(.body).foregroundStyle(Color.white).lineLimit(1).fixedSize()
                .padding(.horizontal, 7)
                .frame(minWidth: ListRowBadge.platterHeight)
                .background(Capsule().fill(Color.red).padding(.vertical, -2))
        } else {
            text.font(.body).foregroundStyle(.secondary)
        }
    }
    /// The red platter's height (and least width): a body line (22 pt) plus 2 pt above and below.
    static let platterHeight: CGFloat = 26
}

/// The red badge a tab bar draws at the top trailing corner of an item's icon: white 13 pt
/// text on a capsule at least 18 pt across (UITabBarItem's `badgeValue`).
nonisolated struct TabBarBadge: View {
    let text: Text
    @MainActor var body: some View {
        // Its own size, however narrow the item: the badge may reach past the item's column.
        text.font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1).fixedSize()
            .padding(.horizontal, 5)
            .frame(minWidth: TabBarBadge.height, minHeight: TabBarBadge.height)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
    static let height: CGFloat = 18
}

extension View {
    /// Mirrors SwiftUI's `badge(_:)` with a count: in a list row, the count at the row's
    /// trailing end; on a tab's page, a red badge on its tab bar item. A count of 0 shows no
    /// badge, as in SwiftUI.
    nonisolated public func badge(_ count: Int) -> some View {
        badged(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Mirrors SwiftUI's `badge(_:)` with a text (nil: no badge).
    nonisolated public func badge(_ label: Text?) -> some View {
        badged(label)
    }

    /// Mirrors SwiftUI's `badge(_:)` with a localized string key (nil: no badge).
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        badged(key.map { Text($0) })
    }

    /// Mirrors SwiftUI's `badge(_:)` with a string (nil: no badge).
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badged(label.map { Text($0) })
    }

    /// Mirrors SwiftUI's `badgeProminence(_:)`: the prominence of the badges of the rows
    /// within (iOS draws only `.increased` differently: a red platter).
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }

    nonisolated func badged(_ badge: Text?) -> some View {
        BadgedView(content: self, badge: badge).layoutValue(key: TabBadgeKey.self, value: badge)
    }
}

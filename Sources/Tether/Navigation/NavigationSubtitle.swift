import Foundation

/// The subtitle the visible view sets (`navigationSubtitle`); the first one in the tree wins.
struct NavigationSubtitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { if value == nil { value = nextValue() } }
}

extension View {
    /// Mirrors SwiftUI's `navigationSubtitle(_:)` (iOS 26): a line under the navigation title
    /// in the secondary colour — under the large title, or with an inline title in the bar's
    /// top row beneath it.
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(NavigationTextModifier<NavigationSubtitleKey>(title: subtitle))
    }
    /// Mirrors SwiftUI's `navigationSubtitle(_:)` with a localized string key.
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTextModifier<NavigationSubtitleKey>(title: Text(subtitleKey)))
    }
    /// Mirrors SwiftUI's `navigationSubtitle(_:)` with a string.
    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        preference(key: NavigationSubtitleKey.self, value: String(subtitle))
    }
}

import Foundation

/// Sets the navigation title (or subtitle, by `Key`) from a `Text`, its localized parts
/// looked up for the environment's locale, as SwiftUI translates `navigationTitle("key")`.
nonisolated struct NavigationTextModifier<Key: PreferenceKey>: ViewModifier where Key.Value == String? {
    let title: Text
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
        let shown = title.pieces.map { $0.content.resolved(locale: locale, report: ResourceDiagnostics.report) }.joined()
        return content.preference(key: Key.self, value: shown)
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationTitle(_:)` with a `Text`.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTextModifier<NavigationTitleKey>(title: title))
    }
}

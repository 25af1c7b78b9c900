import Foundation

/// Sets the navigation title from a `Text`, its localized parts looked up for the environment's
/// locale, as SwiftUI translates `navigationTitle("key")`.
nonisolated struct NavigationTitleModifier: ViewModifier {
    let title: Text
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
        let shown = title.pieces.map { $0.content.resolved(locale: locale, report: ResourceDiagnostics.report) }.joined()
        return content.preference(key: NavigationTitleKey.self, value: shown)
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationTitle(_:)` with a `Text`.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }
}

import Foundation

/// Whether a view in a navigation level asked to hide the back button: the innermost
/// `navigationBarBackButtonHidden(_:)` of the level, as SwiftUI reads it.
struct NavigationBackButtonHiddenKey: PreferenceKey {
    static let defaultValue: Bool? = nil
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
}

extension View {
    /// Mirrors SwiftUI's `navigationBarBackButtonHidden(_:)`: a pushed view shows no back
    /// button (its title and toolbar items stay; `dismiss` still pops it).
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        transformPreference(NavigationBackButtonHiddenKey.self) { $0 = $0 ?? hidesBackButton }
    }
}

import Foundation

/// Mirrors SwiftUI's `ColorScheme`: light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Mirrors SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue: ColorSchemeContrast = .standard }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `colorScheme` environment value: the window's appearance (light
    /// unless the host or `preferredColorScheme` says dark). Views read it to choose their
    /// own colours; Tether draws system colours and chrome in their light appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `colorSchemeContrast` environment value: whether the user turned on
    /// Increase Contrast (the host's `colorSchemeContrast` setting, Tether's own; `.standard`
    /// by default). Read-only to views, as in SwiftUI: an app cannot override the user's choice.
    /// Under `.increased` the system colours draw their increased-contrast values.
    public internal(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

/// The scheme a view prefers for its window; the first one in tree order wins.
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Mirrors SwiftUI's `preferredColorScheme(_:)`: the whole window (every view's
    /// `colorScheme`) takes this scheme; nil leaves it to the host.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

extension View {
    /// Mirrors SwiftUI's deprecated `colorScheme(_:)`: this view and its subviews are drawn in
    /// `colorScheme` (the environment's `colorScheme`), unlike `preferredColorScheme(_:)`,
    /// which sets the whole window's.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

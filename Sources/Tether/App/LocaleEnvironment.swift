import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en") }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `locale` environment value: the locale `Text` looks its key up for.
    /// Tether's default is English (`en`), whatever the machine's locale, so renders repeat.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

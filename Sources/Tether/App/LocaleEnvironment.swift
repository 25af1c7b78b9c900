import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? .current }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `locale` environment value: the locale `Text` looks its key up for.
    /// Tether's default is English (`en`), whatever the machine's locale, so renders repeat.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `calendar` environment value. Tether's default is the Gregorian
    /// calendar, whatever the machine's, so renders repeat.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `timeZone` environment value. Tether's default is UTC, whatever the
    /// machine's, so renders repeat.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

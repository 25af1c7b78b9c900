import Foundation

/// The content of a part of a `Text`: a string shown as given, a localized key looked up at
/// resolve, or a date shown in a style, formatted for the environment at resolve.
enum TextSegment: Equatable, Sendable {
    case verbatim(String)
    case localized(LocalizedStringKey, table: String?, bundle: Bundle?)
    case date(Date, Text.DateStyle)
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    /// A range of dates (`Text(_:)` with a `ClosedRange<Date>` or a `DateInterval`).
    case dateInterval(ClosedRange<Date>)
    /// An image inside the text (`Text(Image(…))`, an interpolated image).
    case image(Image)

    var isImage: Bool {
        if case .image = self { return true }
        return false
    }

    var isVerbatim: Bool {
        if case .verbatim = self { return true }
        return false
    }

    /// The text when nothing is translated: the key with its arguments; a date in the
    /// default environment.
    var fallback: String {
        switch self {
        case .verbatim(let s): return s
        case .localized(let key, _, _): return key.key
        case .date, .timer, .dateInterval: return formatted(in: EnvironmentValues())
        case .image: return String(TextInlineImage.character)
        }
    }

    /// The text as read aloud and searched: an image by its name (as an image is labelled,
    /// nothing for a bitmap without one), other content as `fallback`.
    var readable: String {
        guard case .image(let image) = self else { return fallback }
        switch image.source {
        case .symbol(let name), .catalog(let name, _): return name
        case .bitmap: return ""
        }
    }

    /// The translation for `locale` with the arguments filled in, else the fallback.
    func resolved(locale: Locale, report: (String) -> Void) -> String {
        guard case .localized(let key, let table, let bundle) = self else { return fallback }
        var problems: [String] = []
        let translation = StringTables.lookup(key.formatKey, table: table, bundle: bundle, locale: locale,
                                              pluralCount: key.arguments.lazy.compactMap(\.number).first, problems: &problems)
        problems.forEach(report)
        guard let translation else { return key.key }
        return LocalizedFormat.fill(translation, with: key.arguments)
    }

    /// A date or timer as shown now in `env` (its locale, calendar and time zone); other
    /// content as it is.
    func formatted(in env: EnvironmentValues, now: Date? = nil) -> String {
        let now = now ?? env.now
        switch self {
        case .verbatim(let s): return s
        case .localized(let key, _, _): return key.key
        case .image: return String(TextInlineImage.character)
        case .date(let date, let style): return style.format(date, now: now, in: env)
        case .dateInterval(let dates): return Text.formatInterval(dates, in: env)
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            let clock = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(clock) : clock.timeIntervalSince(interval.lowerBound)
            return Text.DateStyle.clockString(seconds, showsHours: showsHours)
        }
    }
}

import Foundation

/// Mirrors Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks: writes how
/// far a date is from a reference date ("2 hours ago", "in 3 days", "yesterday") for `locale`.
/// As on Apple's platforms the distance is the calendar's components between the two dates,
/// and the largest non-zero one is written, truncated (13 days is "1 week ago", 90 seconds
/// "1 minute ago"); ICU spells it, through Foundation's relative date format style.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Mirrors `RelativeDateTimeFormatter.DateTimeStyle`.
    public enum DateTimeStyle: Int, Sendable {
        /// Mirrors `numeric`: "1 day ago".
        case numeric = 0
        /// Mirrors `named`: "yesterday" where the language has a word for it.
        case named = 1
    }

    /// Mirrors `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        /// Mirrors `full`: "2 hours ago".
        case full = 0
        /// Mirrors `spellOut`: "two hours ago".
        case spellOut = 1
        /// Mirrors `short`: "2 hr. ago".
        case short = 2
        /// Mirrors `abbreviated`: "2h ago".
        case abbreviated = 3
    }

    /// Mirrors `dateTimeStyle` (`.numeric`).
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// Mirrors `unitsStyle` (`.full`).
    open var unitsStyle: UnitsStyle = .full
    /// Mirrors `formattingContext` (`.unknown`): the capitalisation, e.g. "Yesterday" at
    /// `.beginningOfSentence`.
    open var formattingContext: Formatter.Context = .unknown
    /// Mirrors `calendar` (the current calendar); it measures the distance.
    open var calendar: Calendar! = .current
    /// Mirrors `locale` (the current locale).
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Mirrors `localizedString(for:relativeTo:)`: how far `date` is from `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let calendar = self.calendar ?? .current
        let components = calendar.dateComponents(Set(Self.units.map(\.component)), from: referenceDate, to: date)
        return string(largestOf: components, from: referenceDate, calendar: calendar)
    }

    /// Mirrors `localizedString(fromTimeInterval:)`: how far the date `timeInterval` seconds
    /// from now is from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        guard timeInterval.isFinite else {
            UpdatingHost.reportMisuse("RelativeDateTimeFormatter: a time interval of \(timeInterval) is not a distance; written as none")
            return localizedString(fromTimeInterval: 0)
        }
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Mirrors `localizedString(from:)`: the largest non-zero of the components' years, months,
    /// weeks (`weekOfMonth`), days, hours, minutes and seconds.
    open func localizedString(from dateComponents: DateComponents) -> String {
        string(largestOf: dateComponents, from: Date(), calendar: calendar ?? .current)
    }

    /// Mirrors `string(for:)`: a `Date` is written relative to now; anything else is nil.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// The units written, largest first, with the format style's field for each.
    private static let units: [(component: Calendar.Component, field: Date.RelativeFormatStyle.Field)] = [
        (.year, .year), (.month, .month), (.weekOfMonth, .week), (.day, .day),
        (.hour, .hour), (.minute, .minute), (.second, .second),
    ]

    /// `components`' largest non-zero unit (seconds when all are zero) written as a distance
    /// from `reference`: the date exactly that far away, formatted in that unit alone.
    private func string(largestOf components: DateComponents, from reference: Date, calendar: Calendar) -> String {
        let unit = Self.units.first { (components.value(for: $0.component) ?? 0) != 0 } ?? Self.units.last!
        let amount = components.value(for: unit.component) ?? 0
        guard let anchor = calendar.date(byAdding: unit.component, value: amount, to: reference) else {
            UpdatingHost.reportMisuse("RelativeDateTimeFormatter: \(amount) \(unit.component) from \(reference) is not a date in \(calendar.identifier); written as none")
            return string(largestOf: DateComponents(), from: reference, calendar: calendar)
        }
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: dateTimeStyle == .named ? .named : .numeric,
            unitsStyle: formatStyleUnits, locale: locale ?? .current, calendar: calendar,
            capitalizationContext: capitalization)
        style.allowedFields = [unit.field]
        return style.format(reference)
    }

    private var formatStyleUnits: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short: return .abbreviated
        case .abbreviated: return .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .standalone: return .standalone
        case .listItem: return .listItem
        case .beginningOfSentence: return .beginningOfSentence
        case .middleOfSentence: return .middleOfSentence
        default: return .unknown
        }
    }
}

import Foundation

extension Text {
    /// Mirrors SwiftUI's `Text(_:format:)`: `input` shown as `format` formats it.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Mirrors SwiftUI's `Text(_:formatter:)` for values that bridge to Foundation objects.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Mirrors SwiftUI's `Text(_:formatter:)` for objects and for the Foundation values that
    /// are not `ReferenceConvertible` on Linux (`Date`, where Apple's Foundation bridges it).
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Mirrors SwiftUI's `Text(_:style:)`: a date shown as a date, a time, or relative to now,
    /// formatted for the environment's locale, calendar and time zone. Tether draws still
    /// frames: relative styles show the time at the update that draws them.
    public init(_ date: Date, style: DateStyle) {
        self.init(segment: .date(date, style))
    }

    /// Mirrors SwiftUI's `Text(_:)` with a `ClosedRange<Date>` (iOS 14): the range as a localized
    /// interval of times — "9:30 AM – 2:45 PM" within a day (Apple's example shows
    /// "9:30AM-2:45PM"), with the dates once the ends fall on different days — in the
    /// environment's locale, calendar and time zone, as ICU writes the interval of a
    /// shortened time.
    public init(_ dates: ClosedRange<Date>) {
        self.init(segment: .dateInterval(dates))
    }

    /// Mirrors SwiftUI's `Text(_:)` with a `DateInterval` (iOS 14): from its start to its end,
    /// as a `ClosedRange<Date>` is shown.
    public init(_ dateInterval: DateInterval) {
        self.init(segment: .dateInterval(dateInterval.start...dateInterval.end))
    }

    /// A range of dates as `Text(_:)` shows it in `env`.
    static func formatInterval(_ dates: ClosedRange<Date>, in env: EnvironmentValues) -> String {
        let style = Date.IntervalFormatStyle(date: .omitted, time: .shortened, locale: env.locale,
                                             calendar: env.calendar, timeZone: env.timeZone)
        return style.format(dates.lowerBound..<dates.upperBound)
    }

    /// Mirrors SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a timer over
    /// the interval, counting down to its end (or up from its start), stopped at `pauseTime`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(segment: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// Mirrors SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// Mirrors `date`: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// Mirrors `time`: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// Mirrors `relative`: "2 hours, 23 minutes" from now.
        public static let relative = DateStyle(kind: .relative)
        /// Mirrors `offset`: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// Mirrors `timer`: "2:32", "36:59:01" counting from now.
        public static let timer = DateStyle(kind: .timer)

        func format(_ date: Date, now: Date, in env: EnvironmentValues) -> String {
            switch kind {
            case .date, .time:
                let formatter = DateFormatter()
                formatter.locale = env.locale
                formatter.calendar = env.calendar
                formatter.timeZone = env.timeZone
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return Self.units(from: now, to: date, calendar: env.calendar, count: 2).joined(separator: ", ")
            case .offset:
                let sign = date < now ? "-" : "+"
                return sign + (Self.units(from: now, to: date, calendar: env.calendar, count: 1).first ?? "0 seconds")
            case .timer:
                return Self.clockString(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        /// The `count` largest calendar units between the dates, in words ("1 year", "2 months").
        static func units(from start: Date, to end: Date, calendar: Calendar, count: Int) -> [String] {
            let (from, to) = start <= end ? (start, end) : (end, start)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
            let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
                                           (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second")]
            guard let first = named.firstIndex(where: { ($0.0 ?? 0) != 0 }) else { return ["0 seconds"] }
            return named[first...].prefix(count).compactMap { value, unit in
                guard let value, value != 0 else { return nil }
                return "\(value) \(unit)\(value == 1 ? "" : "s")"
            }
        }

        /// Seconds as a clock reads them: "2:32", or "36:59:01" with hours.
        static func clockString(_ seconds: TimeInterval, showsHours: Bool) -> String {
            let total = seconds.isFinite ? Int(min(max(0, seconds.rounded(.down)), 1e12)) : 0
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            if showsHours && h > 0 { return String(format: "%d:%02d:%02d", h, m, s) }
            return String(format: "%d:%02d", showsHours ? m : total / 60, s)
        }
    }
}

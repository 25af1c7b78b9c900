import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNCalendarNotificationTrigger`, which fires at the next moment matching `dateComponents`
/// (and at every later match when it repeats), computed with `Calendar` like iOS: the
/// components' own calendar and time zone if they have them, else the current ones.
///
/// ```swift
/// var nineAM = DateComponents()
/// nineAM.hour = 9
/// nineAM.minute = 0
/// let trigger = UNCalendarNotificationTrigger(dateMatching: nineAM, repeats: true)
/// ```
///
/// Components out of their calendar's range (hour 25, month 13), a day no month has, or no
/// components at all are reported as a `Diagnostic` (Tether's own; iOS accepts them and never
/// fires); `nextTriggerDate()` is then nil and a request with the trigger is refused with
/// `UNError.Code.notificationInvalidNoDate`.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Mirrors `dateComponents`.
    public let dateComponents: DateComponents

    /// Mirrors `init(dateMatching:repeats:)`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats, problem: Self.problem(dateComponents))
    }

    /// Mirrors `nextTriggerDate()`: the next date after now (the center's clock) matching the
    /// components; nil when none does.
    public func nextTriggerDate() -> Date? {
        nextMatch(after: UNUserNotificationCenter.current().currentDate)
    }

    override func firstFireDate(addedAt date: Date) -> Date? { nextMatch(after: date) }

    override func fireDate(afterFiringAt date: Date) -> Date? { repeats ? nextMatch(after: date) : nil }

    /// The calendar the components are matched in.
    private var calendar: Calendar {
        var calendar = dateComponents.calendar ?? Calendar.current
        if let zone = dateComponents.timeZone { calendar.timeZone = zone }
        return calendar
    }

    /// The components to match: the date fields only.
    private var matchedComponents: DateComponents {
        var components = dateComponents
        components.calendar = nil
        components.timeZone = nil
        return components
    }

    private func nextMatch(after date: Date) -> Date? {
        guard problem == nil else { return nil }
        return calendar.nextDate(after: date, matching: matchedComponents, matchingPolicy: .strict,
                                 repeatedTimePolicy: .first, direction: .forward)
    }

    /// Why the components can never match, nil when they can.
    private static func problem(_ components: DateComponents) -> String? {
        var calendar = components.calendar ?? Calendar.current
        if let zone = components.timeZone { calendar.timeZone = zone }
        let checked: [(Calendar.Component, Int?, String, ClosedRange<Int>)] = [
            (.era, components.era, "era", 0...Int(Int32.max)),
            (.year, components.year, "year", 1...Int(Int32.max)),
            (.yearForWeekOfYear, components.yearForWeekOfYear, "yearForWeekOfYear", 1...Int(Int32.max)),
            (.quarter, components.quarter, "quarter", 1...4),
            (.month, components.month, "month", 1...12),
            (.weekOfYear, components.weekOfYear, "weekOfYear", 1...53),
            (.weekOfMonth, components.weekOfMonth, "weekOfMonth", 0...6),
            (.day, components.day, "day", 1...31),
            (.weekday, components.weekday, "weekday", 1...7),
            (.weekdayOrdinal, components.weekdayOrdinal, "weekdayOrdinal", -6...6),
            (.hour, components.hour, "hour", 0...23),
            (.minute, components.minute, "minute", 0...59),
            (.second, components.second, "second", 0...60),
            (.nanosecond, components.nanosecond, "nanosecond", 0...999_999_999),
        ]
        var anySet = false
        for (component, value, name, fallback) in checked {
            guard let value, value != NSDateComponentUndefined else { continue }
            anySet = true
            var valid = fallback
            if let range = calendar.maximumRange(of: component), !range.isEmpty,
               [.month, .day, .weekday, .hour, .minute, .second].contains(component) {
                valid = range.lowerBound...(range.upperBound - 1)
            }
            if !valid.contains(value) { return "date component \(name) \(value) is out of \(valid.lowerBound)...\(valid.upperBound)" }
        }
        guard anySet else { return "date components \(components) name no date field, so no date matches them" }
        if let day = components.day, let month = components.month, calendar.identifier == .gregorian {
            // The longest the month ever is (February: 29 days, in a leap year).
            let longest = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            if day > longest { return "day \(day) of month \(month) is never a date" }
        }
        return nil
    }
}

import Foundation

/// The `.wheel` date picker: iOS's spinning wheels, 216 pt tall, one wheel per component in
/// the locale's order — for a date and a time, the day ("Tue, Nov 24"), the hour, the minutes
/// and AM/PM (no AM/PM where the locale's clock is 24-hour); for a date alone, the month, the
/// day and the year; for a time alone, the hour, the minutes and AM/PM. The selected values
/// sit in a grey rounded band across the middle; the neighbours above and below turn away on
/// the wheel (spaced and squashed as on a cylinder of radius 94 pt, 21° apart) in grey. A tap
/// on a neighbour turns its wheel to it, as on iOS, and a vertical drag turns it by the rows it
/// moved; either selects the date (clamped to the range). The wheels are `PickerWheel`s.
nonisolated struct WheelDatePicker: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone

    /// The width of the card a compact picker's time opens.
    static let timeCardWidth: CGFloat = 240

    @MainActor var body: some View {
        var calendar = environmentCalendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        let selected = bounds.shown(selection.wrappedValue)
        let wheels = WheelColumns(components: components, calendar: calendar, locale: locale).columns
        nonisolated(unsafe) let selection = self.selection
        let bounds = self.bounds
        return PickerWheelFrame {
            HStack(spacing: 16) {
                ForEach(wheels.indices, id: \.self) { index in
                    let wheel = wheels[index]
                    PickerWheel(alignment: wheel.alignment, row: { offset in
                        wheel.turn(selected, offset).map { Text(verbatim: wheel.title($0)) }
                    }, turn: { rows, stopsAtEnd in
                        // A drag past the wheel's end (AM/PM has two rows) stops at it.
                        var rows = rows
                        while stopsAtEnd, rows != 0, wheel.turn(selected, rows) == nil { rows -= rows.signum() }
                        if rows != 0, let date = wheel.turn(selected, rows) { selection.wrappedValue = bounds.clamp(date) }
                    })
                    .frame(maxWidth: wheel.isWide ? .infinity : nil)
                    .fixedSize(horizontal: !wheel.isWide, vertical: false)
                }
            }
            .padding(.horizontal, 24)
        }
    }
}

/// The wheels of a `.wheel` date picker for its components, in the locale's order.
struct WheelColumns {
    struct Column {
        /// The date `offset` rows from `date` on this wheel (nil where the calendar has none).
        let turn: (Date, Int) -> Date?
        /// What the wheel writes for a date.
        let title: (Date) -> String
        let alignment: Alignment
        /// Whether the wheel takes the width left over (the day wheel beside a time).
        var isWide = false
    }
    let columns: [Column]

    init(components: DatePickerComponents, calendar: Calendar, locale: Locale) {
        func formatter(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        func adding(_ unit: Calendar.Component) -> (Date, Int) -> Date? {
            { date, offset in calendar.date(byAdding: unit, value: offset, to: date) }
        }
        /// Turns the `unit` wheel without carrying into the larger unit (as iOS's wheels loop).
        func looping(_ unit: Calendar.Component, within larger: Calendar.Component) -> (Date, Int) -> Date? {
            { date, offset in
                guard let range = calendar.range(of: unit, in: larger, for: date) else { return nil }
                let count = range.count, value = calendar.component(unit, from: date)
                let turned = ((value - range.lowerBound + offset) % count + count) % count + range.lowerBound
                return calendar.date(byAdding: unit, value: turned - value, to: date)
            }
        }
        let hourFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        let twelveHour = hourFormat.contains("a")
        let hour = DateFormatter()
        hour.locale = locale
        hour.calendar = calendar
        hour.timeZone = calendar.timeZone
        hour.dateFormat = twelveHour ? "h" : "HH"
        var time: [Column] = [
            Column(turn: looping(.hour, within: .day), title: { hour.string(from: $0) }, alignment: .trailing),
            Column(turn: looping(.minute, within: .hour), title: { String(format: "%02d", calendar.component(.minute, from: $0)) },
                   alignment: .leading),
        ]
        if twelveHour {
            let ampm = DateFormatter()
            ampm.locale = locale
            ampm.calendar = calendar
            ampm.timeZone = calendar.timeZone
            ampm.dateFormat = "a"
            time.append(Column(turn: { date, offset in
                // Two rows: AM above PM.
                let isPM = calendar.component(.hour, from: date) >= 12
                let row = (isPM ? 1 : 0) + offset
                guard row == 0 || row == 1 else { return nil }
                return calendar.date(byAdding: .hour, value: (row - (isPM ? 1 : 0)) * 12, to: date)
            }, title: { ampm.string(from: $0) }, alignment: .leading))
        }
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, true):
            let day = formatter("EEEMMMd")
            columns = [Column(turn: adding(.day), title: { day.string(from: $0) }, alignment: .trailing, isWide: true)] + time
        case (true, false):
            // Month, day and year in the order the locale writes them.
            let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
            let month = formatter("LLLL"), day = formatter("d"), year = formatter("y")
            var parts: [(Int, Column)] = [
                (pattern.firstIndex(of: "M").map { pattern.distance(from: pattern.startIndex, to: $0) } ?? 0,
                 Column(turn: looping(.month, within: .year), title: { month.string(from: $0) }, alignment: .leading, isWide: true)),
                (pattern.firstIndex(of: "d").map { pattern.distance(from: pattern.startIndex, to: $0) } ?? 1,
                 Column(turn: looping(.day, within: .month), title: { day.string(from: $0) }, alignment: .center)),
                (pattern.firstIndex(of: "y").map { pattern.distance(from: pattern.startIndex, to: $0) } ?? 2,
                 Column(turn: adding(.year), title: { year.string(from: $0) }, alignment: .center)),
            ]
            parts.sort { $0.0 < $1.0 }
            columns = parts.map(\.1)
        default:
            columns = time
        }
    }
}

import Foundation

/// The `.graphical` date picker: iOS 17's month calendar. From the top: a 44 pt header with
/// the month and year (semibold, a tinted chevron after it) and the tinted previous/next
/// month chevrons at the trailing edge; the weekday initials (13 pt semibold, tertiary grey) in
/// a 20 pt row; six 44 pt rows of seven day columns across the width less 8 pt each side, the
/// selected day's number tinted and semibold in a 40 pt circle of the tint at 12 %; days
/// outside the range in tertiary grey. With `.hourAndMinute`, a 44 pt "Time" row follows with
/// the time's capsule. A tap on a day selects it (keeping the time of day, clamped to the range).
nonisolated struct GraphicalDatePicker: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    /// Months shown after (or, negative, before) the selection's month.
    @State private var monthOffset = 0
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.tintColor) private var tintColor

    /// The width the calendar asks for when none is proposed (a compact picker's card).
    static let idealWidth: CGFloat = 340
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayHeight: CGFloat = 44
    static let inset: CGFloat = 8

    @MainActor var body: some View {
        var calendar = environmentCalendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        let dates = DateFormatting(locale: locale, calendar: calendar, timeZone: timeZone)
        let tint = tintColor ?? .accentColor
        let selected = bounds.shown(selection.wrappedValue)
        let month = CalendarMonth(containing: selected, offset: monthOffset, calendar: calendar)
        let offset = $monthOffset
        return VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: month.map { dates.monthAndYear($0.start) } ?? "").font(.body.weight(.semibold))
                Image(systemName: "chevron.right").font(.footnote.weight(.bold)).foregroundStyle(tint)
                Spacer(minLength: 8)
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left").onTapGesture { offset.wrappedValue -= 1 }
                    Image(systemName: "chevron.right").onTapGesture { offset.wrappedValue += 1 }
                }
                .font(.title3.weight(.medium))
                .foregroundStyle(tint)
            }
            .padding(.horizontal, 16)
            .frame(height: Self.headerHeight)
            HStack(spacing: 0) {
                ForEach(Array(month?.weekdaySymbols ?? []).indices, id: \.self) { index in
                    Text(verbatim: month?.weekdaySymbols[index] ?? "")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: Self.weekdayHeight)
            .padding(.horizontal, Self.inset)
            VStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { week in
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \.self) { column in
                            dayCell(month?.day(week: week, column: column), selected: selected, calendar: calendar, tint: tint)
                        }
                    }
                    .frame(height: Self.dayHeight)
                }
            }
            .padding(.horizontal, Self.inset)
            if components.contains(.hourAndMinute) {
                Divider().padding(.horizontal, 16)
                HStack {
                    Text("Time")
                    Spacer(minLength: 8)
                    DateCapsule(text: dates.time(selected))
                }
                .padding(.horizontal, 16)
                .frame(height: Self.dayHeight)
            }
        }
        .frame(idealWidth: Self.idealWidth)
    }

    /// One day of the grid (or an empty cell before the first or after the last day).
    @MainActor @ViewBuilder
    private func dayCell(_ day: CalendarMonth.Day?, selected: Date, calendar: Calendar, tint: Color) -> some View {
        if let day {
            let isSelected = calendar.isDate(day.start, inSameDayAs: selected)
            let isEnabled = bounds.contains(dayFrom: day.start, to: day.end)
            let choose = choice(of: day, calendar: calendar)
            Text(verbatim: "\(day.number)")
                .font(isSelected ? .title3.weight(.semibold) : .title3)
                .foregroundStyle(isSelected ? AnyShapeStyle(tint) : isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if isSelected { Circle().fill(tint.opacity(0.12)).frame(width: 40, height: 40) }
                }
                .contentShape(Rectangle())
                .onTapGesture { if isEnabled { choose() } }
        } else {
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// Selects `day`, keeping the selection's time of day, clamped into the range.
    @MainActor private func choice(of day: CalendarMonth.Day, calendar: Calendar) -> @MainActor () -> Void {
        nonisolated(unsafe) let selection = self.selection
        let bounds = self.bounds
        return {
            let current = bounds.shown(selection.wrappedValue)
            let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: current)
            var parts = calendar.dateComponents([.era, .year, .month, .day], from: day.start)
            parts.hour = time.hour; parts.minute = time.minute; parts.second = time.second; parts.nanosecond = time.nanosecond
            let chosen = calendar.date(from: parts) ?? day.start
            selection.wrappedValue = bounds.clamp(chosen)
        }
    }
}

/// The days of one month laid out in weeks, for a calendar (its first weekday and locale).
struct CalendarMonth {
    struct Day { let number: Int; let start: Date; let end: Date }
    let start: Date
    /// The column of the month's first day.
    let leadingBlanks: Int
    let days: [Day]
    /// The weekday initials ("SUN" … "SAT" for English), from the calendar's first weekday.
    let weekdaySymbols: [String]

    /// The month `offset` months from the one containing `date`; nil when the calendar cannot
    /// compute it (a date beyond its range).
    init?(containing date: Date, offset: Int, calendar: Calendar) {
        guard let first = calendar.dateInterval(of: .month, for: date)?.start,
              let start = calendar.date(byAdding: .month, value: offset, to: first),
              let range = calendar.range(of: .day, in: .month, for: start) else { return nil }
        self.start = start
        let weekday = calendar.component(.weekday, from: start)
        leadingBlanks = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
        var days: [Day] = []
        var dayStart = start
        for number in range {
            let next = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart.addingTimeInterval(86_400)
            days.append(Day(number: number, start: dayStart, end: next))
            dayStart = next
        }
        self.days = days
        let symbols = calendar.shortWeekdaySymbols
        weekdaySymbols = symbols.isEmpty ? [] : (0..<symbols.count).map {
            symbols[($0 + calendar.firstWeekday - 1) % symbols.count].uppercased(with: calendar.locale)
        }
    }

    /// The day in `week` (0-based row) and `column`, if the month has one there.
    func day(week: Int, column: Int) -> Day? {
        let index = week * 7 + column - leadingBlanks
        return days.indices.contains(index) ? days[index] : nil
    }
}

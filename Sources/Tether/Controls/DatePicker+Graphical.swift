import Foundation

/// The `.graphical` date picker: iOS 17's month calendar. From the top: a 44 pt header with
/// the month and year (semibold, a tinted chevron after it) and the tinted previous/next
/// month chevrons at the trailing edge; the weekday initials (13 pt semibold, tertiary grey) in
/// a 20 pt row; six 44 pt rows of seven day columns across the width less 8 pt each side, the
/// selected day's number tinted and semibold in a 40 pt circle of the tint at 12 %; days
/// outside the range in tertiary grey. With `.hourAndMinute`, a 44 pt "Time" row follows with
/// the time's capsule. A tap on a day selects it (keeping the time of day, clamped to the range).
/// For a `MultiDatePicker` each chosen day is a filled tint circle with a white number, and a
/// tap on a day adds or removes it.
nonisolated struct GraphicalDatePicker: View {
    let selection: CalendarSelection
    let bounds: DateBounds
    let components: DatePickerComponents
    /// Months shown after (or, negative, before) the selection's month.
    @State private var monthOffset = 0
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.tintColor) private var tintColor
    @Environment(\.clockDate) private var clockDate

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
        let selected = selection.shownDate(bounds: bounds, calendar: calendar, today: clockDate ?? Date())
        let chosenDays = selection.isMultiple ? selection.days : [DayKey(selected, calendar: calendar)]
        let month = CalendarMonth(containing: selected, offset: monthOffset, calendar: calendar)
        let offset = $monthOffset
        return VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: month.map { dates.monthAndYear($0.start) } ?? "").font(.body.weight(.semibold))
                Image(systemName: "chevron.right").font(.footnote.weight(.bold)).foregroundStyle(tint)
                    .flipsForRightToLeftLayoutDirection(true)
                Spacer(minLength: 8)
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left").flipsForRightToLeftLayoutDirection(true).onTapGesture { offset.wrappedValue -= 1 }
                    Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true).onTapGesture { offset.wrappedValue += 1 }
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
                            dayCell(month?.day(week: week, column: column), chosenDays: chosenDays, calendar: calendar, tint: tint)
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
    private func dayCell(_ day: CalendarMonth.Day?, chosenDays: Set<DayKey>, calendar: Calendar, tint: Color) -> some View {
        if let day {
            let isSelected = chosenDays.contains(DayKey(day.start, calendar: calendar))
            let isEnabled = bounds.contains(dayFrom: day.start, to: day.end)
            let isMultiple = selection.isMultiple
            let choose = choice(of: day, calendar: calendar)
            Text(verbatim: "\(day.number)")
                .font(isSelected ? .title3.weight(.semibold) : .title3)
                .foregroundStyle(isSelected ? AnyShapeStyle(isMultiple ? Color.white : tint)
                                 : isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if isSelected { Circle().fill(isMultiple ? tint : tint.opacity(0.12)).frame(width: 40, height: 40) }
                }
                .contentShape(Rectangle())
                .onTapGesture { if isEnabled { choose() } }
        } else {
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// Selects `day` (keeping the selection's time of day, clamped into the range), or for a
    /// multiple selection adds or removes it.
    @MainActor private func choice(of day: CalendarMonth.Day, calendar: Calendar) -> @MainActor () -> Void {
        let bounds = self.bounds
        switch selection {
        case .multiple(let days):
            nonisolated(unsafe) let days = days
            return {
                let key = DayKey(day.start, calendar: calendar)
                var chosen = days.wrappedValue
                if let existing = chosen.first(where: { DayKey($0) == key }) {
                    chosen.remove(existing)
                } else {
                    chosen.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day.start))
                }
                days.wrappedValue = chosen
            }
        case .single(let selection):
            nonisolated(unsafe) let selection = selection
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
}

/// What a calendar selects: one date (`DatePicker`) or a set of days (`MultiDatePicker`).
enum CalendarSelection {
    case single(Binding<Date>)
    case multiple(Binding<Set<DateComponents>>)

    var isMultiple: Bool { if case .multiple = self { true } else { false } }

    /// The date whose month the calendar opens on: the selection (clamped); for a set, its
    /// earliest day, else the range's start, else `today` (as iOS).
    @MainActor func shownDate(bounds: DateBounds, calendar: Calendar, today: Date) -> Date {
        switch self {
        case .single(let date): return bounds.shown(date.wrappedValue)
        case .multiple(let days):
            let dates = days.wrappedValue.compactMap { DayKey($0).flatMap { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day)) } }
            return dates.min() ?? bounds.lower ?? bounds.upper ?? today
        }
    }

    /// The days a multiple selection holds (none for a single one).
    @MainActor var days: Set<DayKey> {
        if case .multiple(let days) = self { return Set(days.wrappedValue.compactMap { DayKey($0) }) }
        return []
    }
}

/// A calendar day by its year, month and day numbers.
struct DayKey: Hashable {
    let year: Int, month: Int, day: Int
    init(_ date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 0; month = parts.month ?? 0; day = parts.day ?? 0
    }
    /// The day `components` name, if they name one.
    init?(_ components: DateComponents) {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        self.year = year; self.month = month; self.day = day
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

import Foundation
import Testing
@testable import Tether

/// `DatePicker` in its compact and graphical styles.
@MainActor
@Suite struct DatePickerTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    /// A date in UTC.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
    static let morning = date(2026, 11, 24, 9, 41)

    /// A picker whose binding the test reads back.
    struct Holder<Content: View>: View {
        @State var date: Date
        let seen: Recorder<Date>
        let content: (Binding<Date>) -> Content
        var body: some View {
            seen.record(date)
            return content($date)
        }
    }

    @Test func aCompactPickerShowsTheDateAndTimeAsIOSWritesThem() {
        let h = host(DatePicker("Starts", selection: .constant(Self.morning)), width: 390, height: 100)
        let texts = dumpedTexts(h)
        #expect(texts.contains("Starts") && texts.contains("Nov 24, 2026"))
        // The short time style: 9:41 AM (ICU may join the hour and AM with a narrow space).
        #expect(texts.contains { $0.hasPrefix("9:41") && $0.hasSuffix("AM") })
    }

    @Test func theEnvironmentsTimeZoneAndLocaleWriteTheDate() {
        let h = host(DatePicker("Starts", selection: .constant(Self.morning))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            .environment(\.locale, Locale(identifier: "de_DE")), width: 390, height: 100)
        let texts = dumpedTexts(h)
        // 09:41 UTC is 18:41 in Tokyo, written the German way.
        #expect(texts.contains("18:41") && texts.contains("24.11.2026"))
    }

    @Test func displayedComponentsChooseTheCapsules() {
        let h = host(DatePicker("Day", selection: .constant(Self.morning), displayedComponents: .date), width: 390, height: 100)
        #expect(dumpedTexts(h) == ["Day", "Nov 24, 2026"])
        let t = host(DatePicker("Alarm", selection: .constant(Self.morning), displayedComponents: [.hourAndMinute]), width: 390, height: 100)
        #expect(dumpedTexts(t).count == 2 && !dumpedTexts(t).contains("Nov 24, 2026"))
    }

    @Test func aSelectionOutsideTheRangeIsShownClamped() {
        let h = host(DatePicker("Day", selection: .constant(Self.morning), in: ...Self.date(2026, 11, 2), displayedComponents: .date),
                     width: 390, height: 100)
        #expect(dumpedTexts(h).contains("Nov 2, 2026"))
    }

    /// Where the graphical calendar draws day `day` of a month whose first day falls in column
    /// `firstColumn`: 8 pt insets, seven equal columns, below the 44 pt header and the 20 pt
    /// weekday row, in 44 pt weeks.
    static func centre(ofDay day: Int, firstColumn: Int, in frame: CGRect) -> CGPoint {
        let index = day - 1 + firstColumn
        let column = CGFloat(index % 7), week = CGFloat(index / 7)
        let width = (frame.width - 16) / 7
        return CGPoint(x: frame.minX + 8 + (column + 0.5) * width, y: frame.minY + 44 + 20 + (week + 0.5) * 44)
    }

    @Test func aTapOnADayOfTheGraphicalCalendarSelectsItKeepingTheTime() throws {
        let seen = Recorder<Date>()
        let h = host(Holder(date: Self.morning, seen: seen) { date in
            DatePicker("Day", selection: date).datePickerStyle(.graphical).testID("picker")
        }, width: 390, height: 600)
        let frame = try #require(h.frame(of: "picker"))
        // 1 November 2026 is a Sunday: the first column with English's Sunday-first weeks.
        try h.tap(at: Self.centre(ofDay: 10, firstColumn: 0, in: frame))
        #expect(seen.value == Self.date(2026, 11, 10, 9, 41))
    }

    @Test func theGraphicalCalendarShowsTheMonthAndWeekdays() {
        let h = host(DatePicker("Day", selection: .constant(Self.morning), displayedComponents: .date).datePickerStyle(.graphical),
                     width: 390, height: 600)
        let texts = dumpedTexts(h)
        #expect(texts.first == "November 2026")
        #expect(Array(texts[1...7]) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(texts.contains("30") && !texts.contains("31"))
    }

    @Test func daysOutsideTheRangeCannotBeChosenAndChoicesAreClamped() throws {
        let seen = Recorder<Date>()
        let lower = Self.date(2026, 11, 5, 12, 0), upper = Self.date(2026, 11, 20, 8, 0)
        let h = host(Holder(date: Self.date(2026, 11, 10, 9, 41), seen: seen) { date in
            DatePicker("Day", selection: date, in: lower...upper).datePickerStyle(.graphical).testID("picker")
        }, width: 390, height: 600)
        let frame = try #require(h.frame(of: "picker"))
        // The 25th is after the range: nothing changes.
        try? h.tap(at: Self.centre(ofDay: 25, firstColumn: 0, in: frame))
        #expect(seen.value == Self.date(2026, 11, 10, 9, 41))
        // The 5th at 9:41 is before the range's start at 12:00: clamped to it.
        try h.tap(at: Self.centre(ofDay: 5, firstColumn: 0, in: frame))
        #expect(seen.value == lower)
        // The 20th at 12:00 is after the end at 8:00: clamped to it.
        try h.tap(at: Self.centre(ofDay: 20, firstColumn: 0, in: frame))
        #expect(seen.value == upper)
    }

    @Test func theChevronsTurnTheMonth() throws {
        let seen = Recorder<Date>()
        let h = host(Holder(date: Self.morning, seen: seen) { date in
            DatePicker("Day", selection: date, displayedComponents: .date).datePickerStyle(.graphical).testID("picker")
        }, width: 390, height: 600)
        let frame = try #require(h.frame(of: "picker"))
        // The next-month chevron is the header's trailing symbol, 16 pt in from the edge.
        try h.tap(at: CGPoint(x: frame.maxX - 16 - 8, y: frame.minY + 22))
        #expect(dumpedTexts(h).first == "December 2026")
        // 1 December 2026 is a Tuesday.
        try h.tap(at: Self.centre(ofDay: 1, firstColumn: 2, in: frame))
        #expect(seen.value == Self.date(2026, 12, 1, 9, 41))
    }

    @Test func aTapOnTheCompactDateOpensTheCalendarCard() throws {
        let seen = Recorder<Date>()
        let h = host(Holder(date: Self.morning, seen: seen) { date in
            VStack {
                DatePicker("Day", selection: date, displayedComponents: .date).testID("picker")
                Spacer()
            }
            .padding(20)
        }, width: 390, height: 844)
        let row = try #require(h.frame(of: "picker"))
        #expect(!dumpedTexts(h).contains("November 2026"))
        try h.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        #expect(dumpedTexts(h).contains("November 2026"))
        // The 340 pt card sits 8 pt under the capsule, its trailing edge with the capsule's;
        // its calendar starts 8 pt into it.
        let card = CGRect(x: row.maxX - 340, y: row.maxY + 8 + 8, width: 340, height: 0)
        try h.tap(at: Self.centre(ofDay: 3, firstColumn: 0, in: card))
        #expect(seen.value == Self.date(2026, 11, 3, 9, 41))
        // A tap outside closes the card.
        try h.tap(at: CGPoint(x: 200, y: 800))
        #expect(!dumpedTexts(h).contains("November 2026"))
        #expect(dumpedTexts(h).contains("Nov 3, 2026"))
    }

    @Test func aNonFiniteSelectionIsADiagnosticNotACrash() {
        let h = host(DatePicker("Day", selection: .constant(Date(timeIntervalSinceReferenceDate: .nan)))
            .datePickerStyle(.graphical), width: 390, height: 600)
        #expect(h.diagnostics.contains { $0.message.contains("non-finite") })
        // The reference date is shown: January 2001.
        #expect(dumpedTexts(h).first == "January 2001")
    }
}

/// `DatePicker` in the `.wheel` style, and the compact picker's time card.
@MainActor
@Suite struct WheelDatePickerTests {
    typealias Holder = DatePickerTests.Holder
    static let morning = DatePickerTests.morning
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        DatePickerTests.date(year, month, day, hour, minute)
    }

    /// The global frame of the (last) text showing `string`.
    func frame<V: View>(ofText string: String, in h: ViewHost<V>) -> CGRect? {
        var found: CGRect?
        var stack = [h.root]
        while let node = stack.popLast() {
            if let laidOut = node.layout as? TextLayoutNode, laidOut.text.string == string { found = node.globalBounds }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    @Test func aDateWheelShowsMonthDayAndYearWithTheirNeighbours() throws {
        let h = host(DatePicker("", selection: .constant(Self.morning), displayedComponents: .date).datePickerStyle(.wheel).testID("wheel"),
                     width: 390, height: 300)
        let texts = dumpedTexts(h)
        for shown in ["November", "October", "December", "24", "23", "25", "2026", "2025", "2027"] { #expect(texts.contains(shown)) }
        // 216 pt tall; the selected row is in the middle, its neighbours 94 · sin 21° ≈ 33.7 pt away.
        let wheel = try #require(h.frame(of: "wheel"))
        #expect(close(wheel.height, 216))
        let selected = try #require(frame(ofText: "2026", in: h)), next = try #require(frame(ofText: "2027", in: h))
        #expect(close(selected.midY, wheel.midY, tolerance: 0.5))
        #expect(close(next.midY - selected.midY, 94 * sin(21 * .pi / 180), tolerance: 0.5))
    }

    @Test func aTapOnANeighbourTurnsItsWheelToIt() throws {
        let seen = Recorder<Date>()
        let h = host(Holder(date: Self.morning, seen: seen) { date in
            DatePicker("", selection: date, displayedComponents: .date).datePickerStyle(.wheel)
        }, width: 390, height: 300)
        let year = try #require(frame(ofText: "2027", in: h))
        try h.tap(at: CGPoint(x: year.midX, y: year.midY))
        #expect(seen.value == Self.date(2027, 11, 24, 9, 41))
        // The day wheel loops inside the month: two rows up from the 24th is the 22nd.
        let day = try #require(frame(ofText: "22", in: h))
        try h.tap(at: CGPoint(x: day.midX, y: day.midY))
        #expect(seen.value == Self.date(2027, 11, 22, 9, 41))
    }

    @Test func theTimeWheelsTurnHoursMinutesAndTheHalfOfTheDay() throws {
        let seen = Recorder<Date>()
        let h = host(Holder(date: Self.morning, seen: seen) { date in
            DatePicker("", selection: date, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
        }, width: 390, height: 300)
        let pm = try #require(frame(ofText: "PM", in: h))
        try h.tap(at: CGPoint(x: pm.midX, y: pm.midY))
        #expect(seen.value == Self.date(2026, 11, 24, 21, 41))
        let minutes = try #require(frame(ofText: "43", in: h))
        try h.tap(at: CGPoint(x: minutes.midX, y: minutes.midY))
        #expect(seen.value == Self.date(2026, 11, 24, 21, 43))
    }

    @Test func aTwentyFourHourLocaleHasNoAMPMWheel() {
        let h = host(DatePicker("", selection: .constant(Self.morning), displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
            .environment(\.locale, Locale(identifier: "de_DE")), width: 390, height: 300)
        let texts = dumpedTexts(h)
        #expect(texts.contains("09") && texts.contains("41"))
        #expect(!texts.contains("AM") && !texts.contains("PM"))
    }

    @Test func aTapOnTheCompactTimeOpensItsWheelsInACard() throws {
        let seen = Recorder<Date>()
        let h = host(Holder(date: Self.morning, seen: seen) { date in
            VStack {
                DatePicker("Alarm", selection: date, displayedComponents: .hourAndMinute).testID("picker")
                Spacer()
            }
            .padding(20)
        }, width: 390, height: 844)
        #expect(frame(ofText: "10", in: h) == nil)
        let row = try #require(h.frame(of: "picker"))
        try h.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        let ten = try #require(frame(ofText: "10", in: h))
        #expect(ten.minY > row.maxY)
        try h.tap(at: CGPoint(x: ten.midX, y: ten.midY))
        #expect(seen.value == Self.date(2026, 11, 24, 10, 41))
    }
}

/// `MultiDatePicker`: the month calendar choosing a set of days.
@MainActor
@Suite struct MultiDatePickerTests {
    struct Days: View {
        @State var days: Set<DateComponents>
        let seen: Recorder<Set<DateComponents>>
        var bounds: Range<Date>?
        var body: some View {
            seen.record(days)
            return Group {
                if let bounds { MultiDatePicker("Days", selection: $days, in: bounds) } else { MultiDatePicker("Days", selection: $days) }
            }
            .testID("picker")
        }
    }

    @Test func aTapAddsADayAndASecondTapRemovesIt() throws {
        let seen = Recorder<Set<DateComponents>>()
        let h = host(Days(days: [DateComponents(year: 2026, month: 11, day: 24)], seen: seen), width: 390, height: 600)
        // The calendar opens on the chosen day's month: November 2026, starting on a Sunday.
        #expect(dumpedTexts(h).first == "November 2026")
        let frame = try #require(h.frame(of: "picker"))
        try h.tap(at: DatePickerTests.centre(ofDay: 3, firstColumn: 0, in: frame))
        let days = try #require(seen.value)
        #expect(Set(days.map { [$0.year, $0.month, $0.day] }) == [[2026, 11, 24], [2026, 11, 3]])
        #expect(days.contains { $0.day == 3 && $0.calendar != nil && $0.era != nil })
        try h.tap(at: DatePickerTests.centre(ofDay: 24, firstColumn: 0, in: frame))
        #expect(seen.value.map { Set($0.map { [$0.year, $0.month, $0.day] }) } == [[2026, 11, 3]])
    }

    @Test func chosenDaysAreFilledTintCirclesWithWhiteNumbers() throws {
        let h = host(Days(days: [DateComponents(year: 2026, month: 11, day: 10)], seen: Recorder()), width: 390, height: 600)
        let frame = try #require(h.frame(of: "picker"))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        // 14 pt left of the 10th's centre is inside its 40 pt circle and clear of its number.
        let centre = DatePickerTests.centre(ofDay: 10, firstColumn: 0, in: frame)
        let fill = pixels.pixel(x: Int(centre.x - 14), y: Int(centre.y))
        #expect(fill.b > 220 && fill.r < 40 && fill.a > 240)
        let other = DatePickerTests.centre(ofDay: 12, firstColumn: 0, in: frame)
        #expect(pixels.pixel(x: Int(other.x - 14), y: Int(other.y)).a == 0)
    }

    @Test func daysOutsideTheHalfOpenRangeCannotBeChosen() throws {
        let seen = Recorder<Set<DateComponents>>()
        let bounds = DatePickerTests.date(2026, 11, 5)..<DatePickerTests.date(2026, 11, 10)
        let h = host(Days(days: [], seen: seen, bounds: bounds), width: 390, height: 600)
        #expect(dumpedTexts(h).first == "November 2026")
        let frame = try #require(h.frame(of: "picker"))
        // The 10th is the range's end, excluded; the 9th is in.
        try? h.tap(at: DatePickerTests.centre(ofDay: 10, firstColumn: 0, in: frame))
        #expect(seen.value?.isEmpty == true)
        try h.tap(at: DatePickerTests.centre(ofDay: 9, firstColumn: 0, in: frame))
        #expect(seen.value?.map(\.day) == [9])
    }
}

import Foundation
import Testing
@testable import Tether

/// `TimelineView`: its content is built for the schedule's entry in effect when the view is
/// built — the last entry at or before now, or now before the first.
@MainActor
@Suite struct TimelineViewTests {
    func shownDate<S: TimelineSchedule>(_ schedule: S) -> (Date?, TimelineViewDefaultContext.Cadence?) {
        let date = Recorder<Date>(), cadence = Recorder<TimelineViewDefaultContext.Cadence>()
        _ = host(TimelineView(schedule) { context in
            Recording(recorder: date, value: context.date)
            Recording(recorder: cadence, value: context.cadence)
        })
        return (date.value, cadence.value)
    }

    @Test func anExplicitScheduleShowsItsLastEntryBeforeNow() {
        let past = Date(timeIntervalSince1970: 1_000)
        let (date, cadence) = shownDate(.explicit([Date.distantPast, past, Date.distantFuture]))
        #expect(date == past)
        #expect(cadence == .live)
    }

    @Test func aPeriodicScheduleShowsTheLastPeriodStartedBeforeNow() {
        let start = Date(timeIntervalSince1970: 0)
        // Periods of ~1,000 years: the one shown started at the start.
        #expect(shownDate(.periodic(from: start, by: 3.2e10)).0 == start)
        // Periods of a day: the one shown started within the last day, a whole number of days after the start.
        let (date, _) = shownDate(.periodic(from: start, by: 86_400))
        let shown = try! #require(date)
        #expect(shown <= Date() && Date().timeIntervalSince(shown) < 86_400)
        #expect(shown.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0)
    }

    @Test func everyMinuteShowsTheStartOfTheCurrentMinute() throws {
        let shown = try #require(shownDate(.everyMinute).0)
        #expect(shown.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60) == 0)
        #expect(shown <= Date() && Date().timeIntervalSince(shown) < 60)
    }

    @Test func animationSchedulesShowNow() throws {
        for schedule in [AnimationTimelineSchedule.animation, .animation(minimumInterval: 0.5, paused: true)] {
            let before = Date()
            let shown = try #require(shownDate(schedule).0)
            #expect(shown >= before && shown <= Date())
        }
    }

    /// A custom schedule of endless equal dates.
    struct Stuck: TimelineSchedule {
        let date: Date
        func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> { AnyIterator { date } }
    }

    @Test func hostileSchedulesEndAndShowTheirStart() {
        let start = Date(timeIntervalSince1970: 5)
        #expect(shownDate(Stuck(date: start)).0 == start)
        for interval in [0, -1, .nan, .infinity] as [TimeInterval] {
            #expect(shownDate(.periodic(from: start, by: interval)).0 == start)
        }
        // A schedule starting in the future shows now.
        let before = Date()
        let future = shownDate(.periodic(from: .distantFuture, by: 1)).0
        #expect(future.map { $0 >= before && $0 <= Date() } == true)
    }
}

import Foundation
import Testing
@testable import Tether

/// Tether's own `ViewHost.now`: the moment the views see as now, fixed so that what depends on
/// the clock renders the same every time, and moved by the test.
@MainActor
@Suite struct HostClockTests {
    let start = Date(timeIntervalSince1970: 1_000_000)

    @Test func relativeAndTimerTextsCountFromTheHostsNow() {
        let h = host(VStack {
            Text(start, style: .relative)
            Text(timerInterval: start...start.addingTimeInterval(600), countsDown: true)
            Text(start, style: .offset)
        })
        h.now = start.addingTimeInterval(2 * 3600 + 5 * 60)
        h.update()
        // Two hours and five minutes since the date; the ten-minute countdown has run out
        // (it stops at 0:00); the date lies in the past by the largest unit.
        #expect(dumpedTexts(h) == ["2 hours, 5 minutes", "0:00", "-2 hours"])
        h.now = start.addingTimeInterval(90)
        h.update()
        #expect(dumpedTexts(h) == ["1 minute, 30 seconds", "8:30", "-1 minute"])
    }

    @Test func aTimelineViewShowsTheScheduleEntryInEffectAtTheHostsNow() {
        let start = self.start
        let h = host(TimelineView(.periodic(from: start, by: 60)) { context in
            Text("\(Int(context.date.timeIntervalSince(start)))")
        })
        // 150 s after the start, the entry in effect is the one at 120 s.
        h.now = start.addingTimeInterval(150)
        h.update()
        #expect(dumpedTexts(h) == ["120"])
        h.now = start.addingTimeInterval(61)
        h.update()
        #expect(dumpedTexts(h) == ["60"])
    }

    @Test func withoutAFixedMomentTheSystemClockIsRead() {
        let h = host(Text(Date().addingTimeInterval(-3 * 86_400 - 60), style: .relative))
        #expect(h.now == nil)
        #expect(dumpedTexts(h).first?.hasPrefix("3 days") == true)
    }
}

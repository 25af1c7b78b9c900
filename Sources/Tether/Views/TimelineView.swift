import Foundation

/// Mirrors SwiftUI's `TimelineScheduleMode`: how often a schedule's client wants entries.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// Mirrors SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// Mirrors SwiftUI's `entries(from:mode:)`: the dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Mirrors SwiftUI's `PeriodicTimelineSchedule`: entries `interval` seconds apart from a start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Mirrors SwiftUI's `init(from:by:)`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }

    /// Mirrors SwiftUI's `PeriodicTimelineSchedule.Entries`.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// Mirrors `next()`: the next date; a non-positive or non-finite interval gives one date.
        public mutating func next() -> Date? {
            let current = upcoming
            guard interval.isFinite, interval > 0 else {
                if upcoming == .distantFuture { return nil }
                upcoming = .distantFuture
                return current
            }
            upcoming = current.addingTimeInterval(interval)
            return current
        }
    }

    /// Mirrors `entries(from:mode:)`: the schedule's dates, starting with the last one at or
    /// before `startDate` (the start itself when that is later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0, startDate > start else { return Entries(upcoming: start, interval: interval) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// Mirrors SwiftUI's `EveryMinuteTimelineSchedule`: entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Mirrors SwiftUI's `init()`.
    public init() {}

    /// Mirrors SwiftUI's `EveryMinuteTimelineSchedule.Entries`.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        /// Mirrors `next()`.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    /// Mirrors `entries(from:mode:)`: the start date, then the start of each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let t = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: t.isFinite ? (t / 60).rounded(.down) * 60 : 0))
    }
}

/// Mirrors SwiftUI's `AnimationTimelineSchedule`: entries as often as frames are drawn, at
/// most every `minimumInterval` seconds (1/60 s by default), none while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Mirrors SwiftUI's `init(minimumInterval:paused:)`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Mirrors `entries(from:mode:)`: `startDate`, then one entry per frame (60 a second) or
    /// per `minimumInterval`; only `startDate` while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let frame = 1.0 / 60
        let interval = paused ? 0 : max(frame, minimumInterval.map { $0.isFinite ? $0 : frame } ?? frame)
        return PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: interval)
    }
}

/// Mirrors SwiftUI's `ExplicitTimelineSchedule`: the dates it is given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// Mirrors SwiftUI's `init(_:)`.
    public init(_ dates: Entries) { self.dates = dates }
    /// Mirrors `entries(from:mode:)`: the dates, whatever `startDate` is.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Mirrors SwiftUI's `.periodic(from:by:)`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Mirrors SwiftUI's `.everyMinute`.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Mirrors SwiftUI's `.animation`.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Mirrors SwiftUI's `.animation(minimumInterval:paused:)`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Mirrors SwiftUI's `.explicit(_:)`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

/// Mirrors SwiftUI's `TimelineViewDefaultContext`: what a `TimelineView`'s content is built for.
public struct TimelineViewDefaultContext {
    /// Mirrors `date`: the date of the schedule's entry being shown.
    public let date: Date
    /// Mirrors `cadence`: how often the view is updated.
    public let cadence: Cadence

    /// Mirrors SwiftUI's `TimelineViewDefaultContext.Cadence`.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }
}

/// Mirrors SwiftUI's `TimelineView`: builds its content for the schedule's entry in effect
/// now — the last entry at or before the current date, or the current date before the first.
/// Headless, Tether draws what the view shows at the moment the view is built (each update
/// that re-evaluates it); nothing advances it at later entries by itself, and the cadence is
/// `.live`, as on an active iOS screen.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView: View where Content: View {
    /// Mirrors SwiftUI's `TimelineView.Context`.
    public typealias Context = TimelineViewDefaultContext

    /// Mirrors SwiftUI's `init(_:content:)`.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        TimelineContent(schedule: schedule, content: content)
    }

    /// The schedule's entry in effect at `now`: the last one at or before it, looking at
    /// most 10,000 entries ahead (a schedule of endless equal dates ends there), else `now`.
    static func entry(of schedule: Schedule, at now: Date) -> Date {
        var shown: Date?
        var looked = 0
        for date in schedule.entries(from: now, mode: .normal) {
            looked += 1
            if date > now || looked > 10_000 { break }
            shown = date
        }
        return shown ?? now
    }
}

/// A `TimelineView`'s content built for the schedule's entry in effect now (the host's
/// `ViewHost.now` when it fixes one).
nonisolated private struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\.clockDate) private var clockDate

    var body: some View {
        content(TimelineViewDefaultContext(date: TimelineView<Schedule, Content>.entry(of: schedule, at: clockDate ?? Date()), cadence: .live))
    }
}

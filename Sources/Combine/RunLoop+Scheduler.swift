import Foundation
import OpenCombine

/// Mirrors Combine's `RunLoop: Scheduler`: work scheduled on a run loop (`receive(on: RunLoop.main)`,
/// `debounce(for: 0.3, scheduler: RunLoop.main)`) runs when that run loop runs — on a headless
/// host, while `ViewHost.runRunLoop(for:)` (Tether's own) runs the main one (see
/// `withSchedulingTarget(_:)` for which run loop that is on Linux).
extension RunLoop: @retroactive Scheduler {
    /// Mirrors `RunLoop.SchedulerTimeType`: a moment as a `Date`.
    public typealias SchedulerTimeType = DateSchedulerTime<RunLoop>

    /// Mirrors `RunLoop.SchedulerOptions` (it has no options).
    public struct SchedulerOptions: Sendable {}

    /// Mirrors `minimumTolerance`: none.
    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }
    /// Mirrors `now`.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Mirrors `schedule(options:_:)`: the action runs on this run loop's next turn.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        withSchedulingTarget { $0.perform { action() } }
    }

    /// Mirrors `schedule(after:tolerance:options:_:)`: a one-shot timer on this run loop.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        if tolerance.magnitude.isFinite, tolerance.magnitude > 0 { timer.tolerance = tolerance.magnitude }
        nonisolated(unsafe) let scheduled = timer
        withSchedulingTarget { $0.add(scheduled, forMode: .default) }
    }

    /// Mirrors `schedule(after:interval:tolerance:options:_:)`: a repeating timer on this run
    /// loop (at least a millisecond apart), invalidated when the returned value is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        nonisolated(unsafe) let action = action
        // At least a millisecond apart: a timer of no interval would never let the loop rest.
        let every = interval.magnitude.isFinite && interval.magnitude > 0.001 ? interval.magnitude : 0.001
        let timer = Timer(fire: date.date, interval: every, repeats: true) { _ in action() }
        if tolerance.magnitude.isFinite, tolerance.magnitude > 0 { timer.tolerance = tolerance.magnitude }
        nonisolated(unsafe) let scheduled = timer
        withSchedulingTarget { $0.add(scheduled, forMode: .default) }
        return AnyCancellable { scheduled.invalidate() }
    }
}

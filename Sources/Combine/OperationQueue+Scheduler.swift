import Dispatch
import Foundation
import OpenCombine

/// Mirrors Combine's `OperationQueue: Scheduler`: scheduled work is added to the queue as an
/// operation — at once, or when a timer fires. The timers run on a serial queue of their own, so
/// a busy global pool (every worker thread taken by other work) cannot hold a delay back.
extension OperationQueue: @retroactive Scheduler {
    /// Mirrors `OperationQueue.SchedulerTimeType`: a moment as a `Date`.
    public typealias SchedulerTimeType = DateSchedulerTime<OperationQueue>

    /// Mirrors `OperationQueue.SchedulerOptions` (it has no options).
    public struct SchedulerOptions: Sendable {}

    /// Mirrors `minimumTolerance`: none.
    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }
    /// Mirrors `now`.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Mirrors `schedule(options:_:)`: adds the action as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        addOperation { action() }
    }

    /// Mirrors `schedule(after:tolerance:options:_:)`: adds the action once `date` has come.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        let queue = self
        operationQueueTimers.asyncAfter(wallDeadline: DispatchWallTime.now() + max(0, date.date.timeIntervalSinceNow)) {
            queue.addOperation { action() }
        }
    }

    /// Mirrors `schedule(after:interval:tolerance:options:_:)`: adds the action at `date` and
    /// every `interval` after (at least a millisecond apart), until the returned value is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        nonisolated(unsafe) let action = action
        let queue = self
        let every = interval.magnitude.isFinite && interval.magnitude > 0.001 ? interval.magnitude : 0.001
        let timer = DispatchSource.makeTimerSource(queue: operationQueueTimers)
        timer.schedule(wallDeadline: DispatchWallTime.now() + max(0, date.date.timeIntervalSinceNow), repeating: every,
                       leeway: .nanoseconds(Int(max(0, min(1, tolerance.magnitude.isFinite ? tolerance.magnitude : 0)) * 1_000_000_000)))
        timer.setEventHandler { queue.addOperation { action() } }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// The queue the `OperationQueue` scheduler's timers fire on. A serial queue gets a thread of its
/// own when it has work, where the global concurrent queue waits for a free worker.
private let operationQueueTimers = DispatchQueue(label: "Tether.OperationQueue.SchedulerTimers")

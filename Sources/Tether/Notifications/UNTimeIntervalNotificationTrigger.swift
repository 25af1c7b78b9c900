import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNTimeIntervalNotificationTrigger`, which fires `timeInterval` seconds after the request is
/// added (and every `timeInterval` seconds after that when it repeats).
///
/// ```swift
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
/// ```
///
/// iOS raises an exception for an interval that is not positive, and for a repeating interval
/// under 60 seconds. Tether reports a `Diagnostic` instead (in the center's `diagnostics`,
/// Tether's own), and a request with such a trigger is refused with
/// `UNError.Code.notificationInvalidNoDate`.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Mirrors `timeInterval`.
    public let timeInterval: TimeInterval
    /// When the request holding this trigger was added, set on the center's copy.
    let scheduledAt: Date?

    /// Mirrors `init(timeInterval:repeats:)`.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        scheduledAt = nil
        super.init(repeats: repeats, problem: Self.problem(timeInterval, repeats))
    }

    private init(copying trigger: UNTimeIntervalNotificationTrigger, scheduledAt: Date) {
        timeInterval = trigger.timeInterval
        self.scheduledAt = scheduledAt
        super.init(repeats: trigger.repeats, problem: nil)
    }

    private static func problem(_ interval: TimeInterval, _ repeats: Bool) -> String? {
        if !interval.isFinite { return "time interval \(interval) is not finite" }
        if interval <= 0 { return "time interval \(interval) must be greater than 0" }
        if repeats && interval < 60 { return "time interval \(interval) must be at least 60 if repeating" }
        return nil
    }

    /// The trigger as a request added at `date` holds it.
    override func scheduled(at date: Date) -> UNNotificationTrigger {
        problem == nil ? UNTimeIntervalNotificationTrigger(copying: self, scheduledAt: date) : self
    }

    /// Mirrors `nextTriggerDate()`: for a scheduled request's trigger (from
    /// `pendingNotificationRequests()`), when it fires next; for a trigger not yet scheduled,
    /// `timeInterval` from now (the center's clock). Nil for an invalid interval.
    public func nextTriggerDate() -> Date? {
        guard problem == nil else { return nil }
        let now = UNUserNotificationCenter.current().currentDate
        guard let scheduledAt else { return now.addingTimeInterval(timeInterval) }
        let first = scheduledAt.addingTimeInterval(timeInterval)
        if !repeats || first > now { return first }
        let periods = (now.timeIntervalSince(first) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(periods * timeInterval)
    }

    override func firstFireDate(addedAt date: Date) -> Date? {
        problem == nil ? date.addingTimeInterval(timeInterval) : nil
    }

    override func fireDate(afterFiringAt date: Date) -> Date? {
        problem == nil && repeats ? date.addingTimeInterval(timeInterval) : nil
    }
}

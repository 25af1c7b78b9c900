import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationTrigger`, the condition that delivers a request: a time interval
/// (`UNTimeIntervalNotificationTrigger`) or a calendar date (`UNCalendarNotificationTrigger`).
/// A request with no trigger is delivered at once.
public class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `repeats`: whether the request stays scheduled after it fires, to fire again.
    public let repeats: Bool
    /// Why the trigger cannot fire (iOS raises an exception when it is made), nil when it can:
    /// a request with it is refused (`UNError.Code.notificationInvalidNoDate`).
    let problem: String?

    init(repeats: Bool, problem: String?) {
        self.repeats = repeats
        self.problem = problem
        super.init()
        if let problem { UNUserNotificationCenter.reportProblem(problem, by: String(describing: type(of: self))) }
    }

    /// When a request added at `date` first fires, nil for never.
    func firstFireDate(addedAt date: Date) -> Date? { nil }
    /// When a repeating request that fired at `date` fires next, nil for never.
    func fireDate(afterFiringAt date: Date) -> Date? { nil }
    /// The trigger as a request added at `date` keeps it.
    func scheduled(at date: Date) -> UNNotificationTrigger { self }

    /// Triggers are immutable: a copy is the trigger itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

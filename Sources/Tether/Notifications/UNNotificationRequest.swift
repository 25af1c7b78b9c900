import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationRequest`, a notification to schedule: its identifier, content and trigger.
/// Adding a request whose identifier is already scheduled replaces the scheduled one, as on iOS.
///
/// ```swift
/// let request = UNNotificationRequest(identifier: "water", content: content,
///                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false))
/// UNUserNotificationCenter.current().add(request)
/// ```
public final class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `identifier`.
    public let identifier: String
    /// Mirrors `content`: an immutable copy of the content the request was made with.
    public let content: UNNotificationContent
    /// Mirrors `trigger`: nil delivers the notification at once.
    public let trigger: UNNotificationTrigger?

    /// Mirrors `init(identifier:content:trigger:)`. An empty identifier is reported as a
    /// `Diagnostic` (Tether's own): every request made with one replaces the others.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.frozen
        self.trigger = trigger
        super.init()
        if identifier.isEmpty {
            UNUserNotificationCenter.reportProblem("empty request identifier: each request made with it replaces the last", by: "UNNotificationRequest")
        }
    }

    /// The request as the center keeps it once added at `date`.
    func scheduled(at date: Date) -> UNNotificationRequest {
        guard let trigger else { return self }
        return UNNotificationRequest(identifier: identifier, content: content, scheduledTrigger: trigger.scheduled(at: date))
    }

    private init(identifier: String, content: UNNotificationContent, scheduledTrigger: UNNotificationTrigger) {
        self.identifier = identifier
        self.content = content
        trigger = scheduledTrigger
        super.init()
    }

    /// Requests are immutable: a copy is the request itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String {
        "<UNNotificationRequest: identifier: \(identifier), content: \(content), trigger: \(trigger.map { "\($0)" } ?? "nil")>"
    }
}

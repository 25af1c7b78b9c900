import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotification`, a delivered notification: the request and when it was delivered.
public final class UNNotification: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `date`: when the notification was delivered (the center's clock).
    public let date: Date
    /// Mirrors `request`.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }

    /// Notifications are immutable: a copy is the notification itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String { "<UNNotification: date: \(date), request: \(request)>" }
}

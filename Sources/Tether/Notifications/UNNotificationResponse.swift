import Foundation

/// Mirrors UserNotifications' `UNNotificationDefaultActionIdentifier`: the user opened the app
/// from the notification (tapped it).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// Mirrors UserNotifications' `UNNotificationDismissActionIdentifier`: the user dismissed the
/// notification (sent only for categories with `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationResponse`, what the user did with a delivered notification, handed to the
/// delegate's `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
public final class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `notification`.
    public let notification: UNNotification
    /// Mirrors `actionIdentifier`: `UNNotificationDefaultActionIdentifier`,
    /// `UNNotificationDismissActionIdentifier`, or one of the category's action identifiers.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }

    /// Responses are immutable: a copy is the response itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

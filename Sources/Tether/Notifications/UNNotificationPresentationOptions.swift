import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationPresentationOptions`, how a notification that arrives while the app is in
/// the foreground is shown (the delegate's `willPresent` answer). Raw values are Apple's.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Mirrors `badge`: apply the notification's badge to the app icon.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Mirrors `sound`: play the notification's sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Mirrors the deprecated `alert`: a banner and an entry in Notification Center.
    @available(*, deprecated, message: "Use .list and .banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Mirrors `list`: an entry in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Mirrors `banner`: a banner over the app.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)

    /// `.alert` without the deprecation warning, for Tether's own reading.
    static let legacyAlert = UNNotificationPresentationOptions(rawValue: 1 << 2)
}

import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNAuthorizationOptions`, what an app asks the user to allow in
/// `requestAuthorization(options:)`. Raw values are Apple's.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Mirrors `badge`: updating the app icon's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Mirrors `sound`: playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Mirrors `alert`: showing alerts (banners, the list).
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Mirrors `carPlay`: showing notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Mirrors `criticalAlert`: critical alerts, which iOS grants only with an entitlement.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Mirrors `providesAppNotificationSettings`: the app has its own notification settings screen.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Mirrors `provisional`: quiet delivery to Notification Center, granted without a prompt.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

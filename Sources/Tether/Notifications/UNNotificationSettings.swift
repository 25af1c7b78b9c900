import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationSetting`, the state of one notification feature. Raw values are Apple's.
public enum UNNotificationSetting: Int, Hashable, Sendable {
    /// Mirrors `notSupported`: the app did not ask for the feature (or has not asked at all).
    case notSupported = 0
    /// Mirrors `disabled`.
    case disabled = 1
    /// Mirrors `enabled`.
    case enabled = 2
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNAlertStyle`, how alerts look on the device. Raw values are Apple's.
public enum UNAlertStyle: Int, Hashable, Sendable {
    /// Mirrors `none`.
    case none = 0
    /// Mirrors `banner`.
    case banner = 1
    /// Mirrors `alert`.
    case alert = 2
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationSettings`, what `getNotificationSettings(completionHandler:)` reports.
///
/// Tether's model of the simulated device: before the app asks, every feature is
/// `.notSupported`; once the user allowed, the features the app asked for (`.alert`, `.sound`,
/// `.badge`) are `.enabled` and the others `.notSupported`; once the user refused, the ones
/// asked for are `.disabled`. Provisional authorization delivers quietly: only
/// `notificationCenterSetting` is enabled. Alerts of an authorized app are banners.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Mirrors `authorizationStatus`.
    public let authorizationStatus: UNAuthorizationStatus
    /// Mirrors `alertSetting`.
    public let alertSetting: UNNotificationSetting
    /// Mirrors `soundSetting`.
    public let soundSetting: UNNotificationSetting
    /// Mirrors `badgeSetting`.
    public let badgeSetting: UNNotificationSetting
    /// Mirrors `notificationCenterSetting`: whether notifications are listed in Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// Mirrors `lockScreenSetting`.
    public let lockScreenSetting: UNNotificationSetting
    /// Mirrors `alertStyle`.
    public let alertStyle: UNAlertStyle
    /// Mirrors `providesAppNotificationSettings`.
    public let providesAppNotificationSettings: Bool

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            guard options.contains(option) else { return .notSupported }
            switch status {
            case .authorized, .ephemeral: return .enabled
            case .denied, .provisional: return .disabled
            case .notDetermined: return .notSupported
            }
        }
        alertSetting = setting(.alert)
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        lockScreenSetting = setting(.alert)
        switch status {
        case .notDetermined: notificationCenterSetting = .notSupported
        case .denied: notificationCenterSetting = .disabled
        case .authorized, .provisional, .ephemeral: notificationCenterSetting = .enabled
        }
        alertStyle = alertSetting == .enabled ? .banner : .none
        providesAppNotificationSettings = status != .notDetermined && options.contains(.providesAppNotificationSettings)
        super.init()
    }

    /// The presentation the settings allow: what a notification may do at most.
    var allowedPresentation: UNNotificationPresentationOptions {
        var allowed: UNNotificationPresentationOptions = []
        if alertSetting == .enabled { allowed.formUnion([.banner, .list, .legacyAlert]) }
        if notificationCenterSetting == .enabled { allowed.insert(.list) }
        if soundSetting == .enabled { allowed.insert(.sound) }
        if badgeSetting == .enabled { allowed.insert(.badge) }
        return allowed
    }
}

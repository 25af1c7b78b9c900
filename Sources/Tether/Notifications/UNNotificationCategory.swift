import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationActionOptions`. Raw values are Apple's.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `authenticationRequired`: the device must be unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Mirrors `destructive`: shown in red.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Mirrors `foreground`: the action opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationAction`, a button a notification of a category offers. Choosing it hands the
/// delegate a response with its identifier.
public class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `identifier`.
    public let identifier: String
    /// Mirrors `title`.
    public let title: String
    /// Mirrors `options`.
    public let options: UNNotificationActionOptions

    /// Mirrors `init(identifier:title:options:)`.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        return identifier == other.identifier && title == other.title && options == other.options
    }
    public override var hash: Int { identifier.hashValue }
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationCategoryOptions`. Raw values are Apple's.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `customDismissAction`: dismissing the notification reaches the delegate
    /// (`UNNotificationDismissActionIdentifier`).
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Mirrors `allowInCarPlay`.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Mirrors `hiddenPreviewsShowTitle`.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Mirrors `hiddenPreviewsShowSubtitle`.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationCategory`, a kind of notification and the actions it offers, registered with
/// `setNotificationCategories(_:)` and named by `UNNotificationContent.categoryIdentifier`.
public final class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
    /// Mirrors `identifier`.
    public let identifier: String
    /// Mirrors `actions`.
    public let actions: [UNNotificationAction]
    /// Mirrors `intentIdentifiers`.
    public let intentIdentifiers: [String]
    /// Mirrors `options`.
    public let options: UNNotificationCategoryOptions
    /// Mirrors `hiddenPreviewsBodyPlaceholder`.
    public let hiddenPreviewsBodyPlaceholder: String?

    /// Mirrors `init(identifier:actions:intentIdentifiers:options:)`.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = nil
        super.init()
    }

    /// Mirrors `init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:)`.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return identifier == other.identifier && actions == other.actions
            && intentIdentifiers == other.intentIdentifiers && options == other.options
            && hiddenPreviewsBodyPlaceholder == other.hiddenPreviewsBodyPlaceholder
    }
    public override var hash: Int { identifier.hashValue }
}

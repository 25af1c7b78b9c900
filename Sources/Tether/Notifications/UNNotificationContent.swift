import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationContent`, what a notification shows — its text, badge, sound and payload.
/// Immutable; build one with `UNMutableNotificationContent`. The center copies content when
/// a request is made, as iOS does, so changing the mutable content later changes nothing
/// scheduled.
public class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Stored here, set only through `UNMutableNotificationContent`.
    fileprivate var storedTitle = ""
    fileprivate var storedSubtitle = ""
    fileprivate var storedBody = ""
    fileprivate var storedBadge: NSNumber?
    fileprivate var storedSound: UNNotificationSound?
    fileprivate var storedUserInfo: [AnyHashable: Any] = [:]
    fileprivate var storedCategoryIdentifier = ""
    fileprivate var storedThreadIdentifier = ""
    fileprivate var storedTargetContentIdentifier: String?
    fileprivate var storedRelevanceScore: Double = 0

    public override init() { super.init() }

    /// Mirrors `title`.
    public var title: String { storedTitle }
    /// Mirrors `subtitle`.
    public var subtitle: String { storedSubtitle }
    /// Mirrors `body`.
    public var body: String { storedBody }
    /// Mirrors `badge`: the number to show on the app icon; nil leaves the badge as it is, 0 removes it.
    public var badge: NSNumber? { storedBadge }
    /// Mirrors `sound`: nil plays none.
    public var sound: UNNotificationSound? { storedSound }
    /// Mirrors `userInfo`: the app's own payload.
    public var userInfo: [AnyHashable: Any] { storedUserInfo }
    /// Mirrors `categoryIdentifier`: the `UNNotificationCategory` whose actions the notification offers.
    public var categoryIdentifier: String { storedCategoryIdentifier }
    /// Mirrors `threadIdentifier`: notifications with the same one are grouped.
    public var threadIdentifier: String { storedThreadIdentifier }
    /// Mirrors `targetContentIdentifier`: the window or content the notification is about.
    public var targetContentIdentifier: String? { storedTargetContentIdentifier }
    /// Mirrors `relevanceScore`: the order in a notification summary (0...1).
    public var relevanceScore: Double { storedRelevanceScore }

    fileprivate func copyValues(into content: UNNotificationContent) {
        content.storedTitle = storedTitle
        content.storedSubtitle = storedSubtitle
        content.storedBody = storedBody
        content.storedBadge = storedBadge
        content.storedSound = storedSound
        content.storedUserInfo = storedUserInfo
        content.storedCategoryIdentifier = storedCategoryIdentifier
        content.storedThreadIdentifier = storedThreadIdentifier
        content.storedTargetContentIdentifier = storedTargetContentIdentifier
        content.storedRelevanceScore = storedRelevanceScore
    }

    /// Mirrors `copy(with:)`: an immutable copy.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UNNotificationContent()
        copyValues(into: copy)
        return copy
    }
    /// Mirrors `mutableCopy(with:)`: a `UNMutableNotificationContent` with the same values.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copyValues(into: copy)
        return copy
    }

    /// The immutable copy a request keeps.
    var frozen: UNNotificationContent {
        if type(of: self) == UNNotificationContent.self { return self }
        return copy() as! UNNotificationContent
    }

    public override var description: String {
        "<UNNotificationContent: title: \"\(title)\", subtitle: \"\(subtitle)\", body: \"\(body)\", badge: \(badge.map { "\($0)" } ?? "nil"), categoryIdentifier: \"\(categoryIdentifier)\", threadIdentifier: \"\(threadIdentifier)\">"
    }
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNMutableNotificationContent`, the content an app fills in before making a request.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Water the plants"
/// content.sound = .default
/// ```
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// Mirrors `title`.
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// Mirrors `subtitle`.
    public override var subtitle: String {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// Mirrors `body`.
    public override var body: String {
        get { storedBody }
        set { storedBody = newValue }
    }
    /// Mirrors `badge`.
    public override var badge: NSNumber? {
        get { storedBadge }
        set { storedBadge = newValue }
    }
    /// Mirrors `sound`.
    public override var sound: UNNotificationSound? {
        get { storedSound }
        set { storedSound = newValue }
    }
    /// Mirrors `userInfo`.
    public override var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// Mirrors `categoryIdentifier`.
    public override var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    /// Mirrors `threadIdentifier`.
    public override var threadIdentifier: String {
        get { storedThreadIdentifier }
        set { storedThreadIdentifier = newValue }
    }
    /// Mirrors `targetContentIdentifier`.
    public override var targetContentIdentifier: String? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
    /// Mirrors `relevanceScore`.
    public override var relevanceScore: Double {
        get { storedRelevanceScore }
        set { storedRelevanceScore = newValue }
    }
}

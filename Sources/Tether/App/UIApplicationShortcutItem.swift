import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIApplicationShortcutItem`,
/// a Home Screen quick action of the app. Headless there is no Home Screen: the items an app
/// sets on `UIApplication.shared.shortcutItems` are kept, and a launch is never for one
/// (`UIScene.ConnectionOptions.shortcutItem` is nil).
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// Mirrors `type`: the app's own name for the action.
    public let type: String
    /// Mirrors `localizedTitle`.
    public let localizedTitle: String
    /// Mirrors `localizedSubtitle`.
    public let localizedSubtitle: String?
    /// Mirrors `icon`.
    public let icon: UIApplicationShortcutIcon?
    /// Mirrors `userInfo`.
    public let userInfo: [String: any NSSecureCoding]?
    /// Mirrors `targetContentIdentifier`.
    open var targetContentIdentifier: Any?

    /// Mirrors `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
    /// Mirrors `init(type:localizedTitle:)`.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return type == other.type && localizedTitle == other.localizedTitle && localizedSubtitle == other.localizedSubtitle
    }
    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIApplicationShortcutIcon`:
/// a system icon, an SF Symbol or a template image from the app's catalog.
public final class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// What the icon is made from.
    enum Source: Equatable { case type(IconType), systemImage(String), templateImage(String) }
    let source: Source

    /// Mirrors `UIApplicationShortcutIcon.IconType` (UIKit's raw values).
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
             cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
             alarm, bookmark, shuffle, audio, update
    }

    /// Mirrors `init(type:)`.
    public init(type: IconType) { source = .type(type) }
    /// Mirrors `init(systemImageName:)`.
    public init(systemImageName: String) { source = .systemImage(systemImageName) }
    /// Mirrors `init(templateImageName:)`.
    public init(templateImageName: String) { source = .templateImage(templateImageName) }
}

import Foundation

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationSoundName`, the file name of a custom notification sound.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mirrors `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A compatibility name, Tether's own (not Apple's framework): mirrors UserNotifications'
/// `UNNotificationSound`, the sound a notification plays. A headless device plays nothing:
/// the sound is part of the notification Tether records as presented
/// (`UNUserNotificationCenter.presentedNotifications`, Tether's own).
public final class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    /// The custom sound's file name; nil for the system's default sound.
    let name: UNNotificationSoundName?
    /// Whether the sound is a critical alert's.
    let isCritical: Bool
    /// A critical sound's volume (0...1), nil for the system's.
    let criticalVolume: Float?

    private init(name: UNNotificationSoundName?, isCritical: Bool, criticalVolume: Float?) {
        self.name = name
        self.isCritical = isCritical
        self.criticalVolume = criticalVolume
        super.init()
    }

    /// Mirrors `init(named:)`: the sound file of that name in the app bundle.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name, isCritical: false, criticalVolume: nil)
    }

    /// Mirrors `default`: the system's notification sound.
    public class var `default`: UNNotificationSound { UNNotificationSound(name: nil, isCritical: false, criticalVolume: nil) }
    /// Mirrors `defaultCritical`: the system's critical alert sound.
    public class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, isCritical: true, criticalVolume: nil) }
    /// Mirrors `defaultCriticalSound(withAudioVolume:)`: the critical sound at `volume` (0...1;
    /// other values are clamped).
    public class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, isCritical: true, criticalVolume: volume.isFinite ? min(max(volume, 0), 1) : 1)
    }
    /// Mirrors `criticalSoundNamed(_:)`.
    public class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true, criticalVolume: nil)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return name == other.name && isCritical == other.isCritical && criticalVolume == other.criticalVolume
    }
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(isCritical)
        hasher.combine(criticalVolume)
        return hasher.finalize()
    }
    public override var description: String {
        let kind = isCritical ? "critical " : ""
        return "<UNNotificationSound: \(kind)\(name?.rawValue ?? "default")>"
    }
}

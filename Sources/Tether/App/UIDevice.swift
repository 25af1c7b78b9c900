import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDevice` for the device
/// Tether draws, an iPhone running the iOS whose look Tether draws (26), held as its screen
/// (`UIScreen.main`, the canvas) is: in portrait, or turned to landscape when the canvas is
/// wider than tall. Its battery is not monitored (level −1, state unknown, as UIKit reports
/// without monitoring).
@MainActor @preconcurrency open class UIDevice: NSObject {
    /// Mirrors `current`.
    public static let current = UIDevice()

    /// Mirrors `name`: since iOS 16 the model's generic name.
    open var name: String { "iPhone" }
    /// Mirrors `model`.
    open var model: String { "iPhone" }
    /// Mirrors `localizedModel`.
    open var localizedModel: String { "iPhone" }
    /// Mirrors `systemName`.
    open var systemName: String { "iOS" }
    /// Mirrors `systemVersion`.
    open var systemVersion: String { "26.0" }
    /// Mirrors `userInterfaceIdiom`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Mirrors `orientation`: `.landscapeLeft` (turned with its top to the left) when the
    /// screen is wider than tall, else `.portrait`.
    open var orientation: UIDeviceOrientation {
        let screen = UIScreen.main.bounds
        return screen.width > screen.height ? .landscapeLeft : .portrait
    }
    /// Mirrors `identifierForVendor`: one identifier for the run.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Mirrors `isMultitaskingSupported`.
    open var isMultitaskingSupported: Bool { true }
    /// Mirrors `isGeneratingDeviceOrientationNotifications`.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Mirrors `beginGeneratingDeviceOrientationNotifications()`.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Mirrors `endGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Mirrors `isBatteryMonitoringEnabled`.
    open var isBatteryMonitoringEnabled = false
    /// Mirrors `batteryLevel`: −1, unknown.
    open var batteryLevel: Float { -1 }
    /// Mirrors `batteryState`.
    open var batteryState: BatteryState { .unknown }
    /// Mirrors `isProximityMonitoringEnabled`.
    open var isProximityMonitoringEnabled = false
    /// Mirrors `proximityState`.
    open var proximityState: Bool { false }
    /// Mirrors `playInputClick()`: a headless device makes no sound.
    open func playInputClick() {}

    /// Mirrors `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    /// Mirrors `orientationDidChangeNotification`.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Mirrors `batteryLevelDidChangeNotification`.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Mirrors `batteryStateDidChangeNotification`.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Mirrors `proximityStateDidChangeNotification`.
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Mirrors `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Mirrors `isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Mirrors `isFlat`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Mirrors `isValidInterfaceOrientation`.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

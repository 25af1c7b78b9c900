import Foundation

/// Tether's own: the device's accessibility settings (Settings > Accessibility on iOS), what
/// the accessibility environment values report to views. Set `ViewHost.accessibilitySettings`;
/// every setting is off by default, as on a new iPhone. They are read, not drawn: a view that
/// asks (`@Environment(\.accessibilityReduceMotion)`) sees the setting, while Tether's own
/// drawing does not change with them.
public struct AccessibilitySettings: Hashable, Sendable {
    /// VoiceOver is running (`accessibilityVoiceOverEnabled`).
    public var voiceOver = false
    /// Switch Control is running (`accessibilitySwitchControlEnabled`).
    public var switchControl = false
    /// Reduce Motion (`accessibilityReduceMotion`).
    public var reduceMotion = false
    /// Reduce Transparency (`accessibilityReduceTransparency`).
    public var reduceTransparency = false
    /// Differentiate Without Colour (`accessibilityDifferentiateWithoutColor`).
    public var differentiateWithoutColor = false
    /// Smart or Classic Invert (`accessibilityInvertColors`).
    public var invertColors = false
    /// Button Shapes (`accessibilityShowButtonShapes`).
    public var showButtonShapes = false
    /// Dim Flashing Lights (`accessibilityDimFlashingLights`).
    public var dimFlashingLights = false
    /// Auto-Play Animated Images (`accessibilityPlayAnimatedImages`), on by default.
    public var playAnimatedImages = true
    /// Bold Text (`legibilityWeight` is `.bold`).
    public var boldText = false

    public init() {}
}

/// Mirrors SwiftUI's `LegibilityWeight`: the font weight the user asked for with Bold Text.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

private struct AccessibilitySettingsKey: EnvironmentKey { static let defaultValue = AccessibilitySettings() }

extension EnvironmentValues {
    /// The device's accessibility settings (the host's `accessibilitySettings`).
    var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// Mirrors SwiftUI's `accessibilityEnabled`: whether an assistive technology that reads the
    /// accessibility tree (VoiceOver or Switch Control) is running.
    public var accessibilityEnabled: Bool { accessibilitySettings.voiceOver || accessibilitySettings.switchControl }
    /// Mirrors SwiftUI's `accessibilityVoiceOverEnabled`.
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOver }
    /// Mirrors SwiftUI's `accessibilitySwitchControlEnabled`.
    public var accessibilitySwitchControlEnabled: Bool { accessibilitySettings.switchControl }
    /// Mirrors SwiftUI's `accessibilityReduceMotion`.
    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
    /// Mirrors SwiftUI's `accessibilityReduceTransparency`.
    public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }
    /// Mirrors SwiftUI's `accessibilityDifferentiateWithoutColor`.
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }
    /// Mirrors SwiftUI's `accessibilityInvertColors`.
    public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }
    /// Mirrors SwiftUI's `accessibilityShowButtonShapes`.
    public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }
    /// Mirrors SwiftUI's `accessibilityDimFlashingLights`.
    public var accessibilityDimFlashingLights: Bool { accessibilitySettings.dimFlashingLights }
    /// Mirrors SwiftUI's `accessibilityPlayAnimatedImages`.
    public var accessibilityPlayAnimatedImages: Bool { accessibilitySettings.playAnimatedImages }
    /// Mirrors SwiftUI's `legibilityWeight`: `.bold` when Bold Text is on, else `.regular`.
    public var legibilityWeight: LegibilityWeight? { accessibilitySettings.boldText ? .bold : .regular }
}

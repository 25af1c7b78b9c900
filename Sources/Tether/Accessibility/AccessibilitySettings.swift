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
    /// Prefer Cross-Fade Transitions (`UIAccessibility.prefersCrossFadeTransitions`); iOS
    /// turns it on with Reduce Motion, so nil follows `reduceMotion`.
    public var prefersCrossFadeTransitions: Bool? = nil
    /// Auto-Play Video Previews (`UIAccessibility.isVideoAutoplayEnabled`), on by default.
    public var videoAutoplay = true
    /// Grayscale colour filter (`UIAccessibility.isGrayscaleEnabled`).
    public var grayscale = false
    /// Closed captions and SDH (`UIAccessibility.isClosedCaptioningEnabled`).
    public var closedCaptioning = false
    /// Guided Access is on (`UIAccessibility.isGuidedAccessEnabled`).
    public var guidedAccess = false
    /// Speak Screen (`UIAccessibility.isSpeakScreenEnabled`).
    public var speakScreen = false
    /// Speak Selection (`UIAccessibility.isSpeakSelectionEnabled`).
    public var speakSelection = false
    /// Mono Audio (`UIAccessibility.isMonoAudioEnabled`).
    public var monoAudio = false
    /// Shake to Undo (`UIAccessibility.isShakeToUndoEnabled`), on by default.
    public var shakeToUndo = true
    /// AssistiveTouch is running (`UIAccessibility.isAssistiveTouchRunning`).
    public var assistiveTouch = false
    /// On/Off Labels on switches (`UIAccessibility.isOnOffSwitchLabelsEnabled`).
    public var onOffSwitchLabels = false

    public init() {}
}

/// Mirrors SwiftUI's `LegibilityWeight`: the font weight the user asked for with Bold Text.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

private struct AccessibilitySettingsKey: EnvironmentKey { static let defaultValue = AccessibilitySettings() }
/// What a view set `accessibilityEnabled` to for its subtree (nil: the device's).
private struct AccessibilityEnabledOverrideKey: EnvironmentKey { static let defaultValue: Bool? = nil }
/// What a view set `legibilityWeight` to for its subtree (nil: nothing set, the device's; a
/// view may set it to nil itself).
private struct LegibilityWeightOverrideKey: EnvironmentKey { static let defaultValue: LegibilityWeight?? = nil }

extension EnvironmentValues {
    /// The device's accessibility settings (the host's `accessibilitySettings`).
    var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// Mirrors SwiftUI's `accessibilityEnabled`: whether an assistive technology that reads the
    /// accessibility tree (VoiceOver or Switch Control) is running — or what a view set for
    /// its subtree (`.environment(\.accessibilityEnabled, true)`, as previews do).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledOverrideKey.self] ?? (accessibilitySettings.voiceOver || accessibilitySettings.switchControl) }
        set { self[AccessibilityEnabledOverrideKey.self] = newValue }
    }
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
    /// Mirrors SwiftUI's `legibilityWeight`: `.bold` when Bold Text is on, else `.regular` — or
    /// what a view set for its subtree.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightOverrideKey.self] ?? (accessibilitySettings.boldText ? .bold : .regular) }
        set { self[LegibilityWeightOverrideKey.self] = .some(newValue) }
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIAccessibility`, the
/// device's accessibility settings and the notifications an app posts to VoiceOver. The
/// settings are those of the host updated last (`ViewHost.accessibilitySettings` and
/// `colorSchemeContrast`; iOS's defaults, as on a new iPhone, before any host). A posted notification goes to that host's `postedAccessibilityNotifications`.
///
/// ```swift
/// if UIAccessibility.isVoiceOverRunning {
///     UIAccessibility.post(notification: .announcement, argument: "Upload finished")
/// }
/// ```
@MainActor @preconcurrency public enum UIAccessibility {
    private static var settings: AccessibilitySettings {
        UpdatingHost.lastGraph?.root?.environment.accessibilitySettings ?? AccessibilitySettings()
    }

    /// Mirrors `isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { settings.voiceOver }
    /// Mirrors `isSwitchControlRunning`.
    public static var isSwitchControlRunning: Bool { settings.switchControl }
    /// Mirrors `isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
    /// Mirrors `isReduceTransparencyEnabled`.
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }
    /// Mirrors `shouldDifferentiateWithoutColor`.
    public static var shouldDifferentiateWithoutColor: Bool { settings.differentiateWithoutColor }
    /// Mirrors `isInvertColorsEnabled`.
    public static var isInvertColorsEnabled: Bool { settings.invertColors }
    /// Mirrors `buttonShapesEnabled`.
    public static var buttonShapesEnabled: Bool { settings.showButtonShapes }
    /// Mirrors `isBoldTextEnabled`.
    public static var isBoldTextEnabled: Bool { settings.boldText }
    /// Mirrors `isDarkerSystemColorsEnabled`: Increase Contrast (`colorSchemeContrast` `.increased`).
    public static var isDarkerSystemColorsEnabled: Bool {
        UpdatingHost.lastGraph?.root?.environment.colorSchemeContrast == .increased
    }
    /// Mirrors `prefersCrossFadeTransitions`: the setting, else (as iOS sets it) Reduce Motion's.
    public static var prefersCrossFadeTransitions: Bool { settings.prefersCrossFadeTransitions ?? settings.reduceMotion }
    /// Mirrors `isVideoAutoplayEnabled` (on by default).
    public static var isVideoAutoplayEnabled: Bool { settings.videoAutoplay }
    /// Mirrors `isGrayscaleEnabled`.
    public static var isGrayscaleEnabled: Bool { settings.grayscale }
    /// Mirrors `isClosedCaptioningEnabled`.
    public static var isClosedCaptioningEnabled: Bool { settings.closedCaptioning }
    /// Mirrors `isGuidedAccessEnabled`.
    public static var isGuidedAccessEnabled: Bool { settings.guidedAccess }
    /// Mirrors `isSpeakScreenEnabled`.
    public static var isSpeakScreenEnabled: Bool { settings.speakScreen }
    /// Mirrors `isSpeakSelectionEnabled`.
    public static var isSpeakSelectionEnabled: Bool { settings.speakSelection }
    /// Mirrors `isMonoAudioEnabled`.
    public static var isMonoAudioEnabled: Bool { settings.monoAudio }
    /// Mirrors `isShakeToUndoEnabled` (on by default).
    public static var isShakeToUndoEnabled: Bool { settings.shakeToUndo }
    /// Mirrors `isAssistiveTouchRunning`.
    public static var isAssistiveTouchRunning: Bool { settings.assistiveTouch }
    /// Mirrors `isOnOffSwitchLabelsEnabled`.
    public static var isOnOffSwitchLabelsEnabled: Bool { settings.onOffSwitchLabels }

    /// Mirrors `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        let kind: PostedAccessibilityNotification.Kind
        /// Mirrors `.announcement`: the argument (a string) is spoken.
        public static let announcement = Notification(kind: .announcement)
        /// Mirrors `.layoutChanged`.
        public static let layoutChanged = Notification(kind: .layoutChanged)
        /// Mirrors `.screenChanged`.
        public static let screenChanged = Notification(kind: .screenChanged)
        /// Mirrors `.pageScrolled`: the argument (a string) is spoken.
        public static let pageScrolled = Notification(kind: .pageScrolled)
    }

    /// Mirrors `post(notification:argument:)`. A string or attributed string argument is the
    /// text spoken; another argument (an element to move to) is not kept.
    public static func post(notification: Notification, argument: Any?) {
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? (argument as? AttributedString).map { String($0.characters) }
        PostedAccessibilityNotification(kind: notification.kind, text: text).post()
    }

    /// Mirrors `voiceOverStatusDidChangeNotification` (never posted: settings change only
    /// between a host's updates).
    public nonisolated static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Mirrors `reduceMotionStatusDidChangeNotification` (never posted).
    public nonisolated static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Mirrors `reduceTransparencyStatusDidChangeNotification` (never posted).
    public nonisolated static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Mirrors `boldTextStatusDidChangeNotification` (never posted).
    public nonisolated static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Mirrors `switchControlStatusDidChangeNotification` (never posted).
    public nonisolated static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Mirrors `differentiateWithoutColorDidChangeNotification` (never posted).
    public nonisolated static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Mirrors `invertColorsStatusDidChangeNotification` (never posted).
    public nonisolated static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
}

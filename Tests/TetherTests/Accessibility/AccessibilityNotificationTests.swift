import Foundation
import Testing
@testable import Tether

/// Reads the accessibility environment values it is given.
private struct SettingsProbe: View {
    @Environment(\.accessibilityEnabled) private var enabled
    @Environment(\.legibilityWeight) private var weight
    var body: some View { Text("\(enabled) \(weight.map { $0 == .bold ? "bold" : "regular" } ?? "none")") }
}

/// Accessibility notifications an app posts (SwiftUI's `AccessibilityNotification`, UIKit's
/// `UIAccessibility.post`) reach the host updated last, which records what VoiceOver would
/// speak; `UIAccessibility`'s settings are that host's; `accessibilityEnabled` and
/// `legibilityWeight` can be set for a subtree, as previews do.
@MainActor
@Suite struct AccessibilityNotificationTests {
    @Test func postedNotificationsAreRecordedInOrder() {
        let h = host(Button("Save") {
            AccessibilityNotification.Announcement("Saved").post()
            AccessibilityNotification.LayoutChanged().post()
            UIAccessibility.post(notification: .announcement, argument: "Upload finished")
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            AccessibilityNotification.PageScrolled("Page 2 of 5").post()
        }.accessibilityIdentifier("save"))
        #expect(h.postedAccessibilityNotifications.isEmpty)
        try? h.tap("save")
        #expect(h.postedAccessibilityNotifications.map(\.description)
                == ["announcement: Saved", "layoutChanged", "announcement: Upload finished", "screenChanged", "pageScrolled: Page 2 of 5"])
    }

    @Test func uiAccessibilityReadsTheHostsSettings() {
        let h = host(Text("x"))
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.isVideoAutoplayEnabled && UIAccessibility.isShakeToUndoEnabled)
        var settings = AccessibilitySettings()
        settings.voiceOver = true
        settings.reduceMotion = true
        settings.grayscale = true
        h.accessibilitySettings = settings
        h.colorSchemeContrast = .increased
        h.update()
        #expect(UIAccessibility.isVoiceOverRunning && UIAccessibility.isReduceMotionEnabled && UIAccessibility.isGrayscaleEnabled)
        // iOS turns on Prefer Cross-Fade Transitions with Reduce Motion.
        #expect(UIAccessibility.prefersCrossFadeTransitions)
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(!UIAccessibility.isSwitchControlRunning && !UIAccessibility.isBoldTextEnabled)
    }

    @Test func accessibilityEnabledAndLegibilityWeightCanBeSetForASubtree() {
        let h = host(VStack {
            SettingsProbe()
            SettingsProbe().environment(\.accessibilityEnabled, true).environment(\.legibilityWeight, .bold)
        })
        #expect(dumpedTexts(h) == ["false regular", "true bold"])
        var settings = AccessibilitySettings()
        settings.switchControl = true
        h.accessibilitySettings = settings
        h.update()
        #expect(dumpedTexts(h) == ["true regular", "true bold"])
    }

    /// A view may also set no legibility weight at all; nil then wins over the device's Bold Text.
    @Test func legibilityWeightSetToNilStaysNil() {
        let h = host(VStack {
            SettingsProbe()
            SettingsProbe().environment(\.legibilityWeight, nil)
        })
        var settings = AccessibilitySettings()
        settings.boldText = true
        h.accessibilitySettings = settings
        h.update()
        #expect(dumpedTexts(h) == ["false bold", "false none"])
    }
}

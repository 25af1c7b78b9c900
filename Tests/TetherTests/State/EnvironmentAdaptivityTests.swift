import Foundation
import Testing
@testable import Tether

private struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
        Text("\(horizontal == .regular ? "regular" : "compact") × \(vertical == .regular ? "regular" : "compact")")
    }
}

/// Environment values that follow the window, and Tether's fixed defaults for rendering that
/// repeats.
@MainActor
@Suite struct EnvironmentAdaptivityTests {
    @Test func sizeClassesFollowTheCanvasAsAnIPhoneOrIPadWindow() {
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 390, height: 844)) == (.compact, .regular))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 844, height: 390)) == (.compact, .compact))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 932, height: 430)) == (.regular, .compact))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: 744, height: 1133)) == (.regular, .regular))
        #expect(UserInterfaceSizeClass.classes(for: CGSize(width: CGFloat.nan, height: 10)) == (.compact, .regular))
    }

    @Test func aViewSeesTheSizeClassChangeWhenTheCanvasTurns() {
        let h = host(SizeClassProbe(), width: 390, height: 844)
        #expect(dumpedTexts(h).contains("compact × regular"))
        h.size = CGSize(width: 932, height: 430)
        h.update()
        #expect(dumpedTexts(h).contains("regular × compact"))
    }

    @Test func backgroundProminenceIsStandardUntilAViewSetsIt() {
        struct Reader: View {
            @Environment(\.backgroundProminence) private var prominence
            var body: some View { Text(prominence == .increased ? "increased" : "standard") }
        }
        #expect(dumpedTexts(host(Reader())) == ["standard"])
        #expect(dumpedTexts(host(Reader().environment(\.backgroundProminence, .increased))) == ["increased"])
    }

    /// `pixelLength` is one pixel in points, `1 / displayScale`; the deprecated
    /// `disableAutocorrection` reads and writes `autocorrectionDisabled` (nil: the default).
    @Test func pixelLengthAndTheDeprecatedAutocorrectionValueFollowTheirSources() {
        var env = EnvironmentValues()
        #expect(env.pixelLength == 0.5)
        env.displayScale = 3
        #expect(abs(env.pixelLength - 1.0 / 3) < 1e-9)
        env.displayScale = .nan
        #expect(env.pixelLength == 1)
        #expect(env.disableAutocorrection == nil)
        env.disableAutocorrection = true
        #expect(env.autocorrectionDisabled && env.disableAutocorrection == true)
        env.disableAutocorrection = nil
        #expect(!env.autocorrectionDisabled)
        // Interface orientations are iterable and identified by name.
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    }

    @Test func calendarAndTimeZoneDefaultToGregorianUTC() {
        let env = EnvironmentValues()
        #expect(env.calendar.identifier == .gregorian && env.timeZone.secondsFromGMT() == 0)
    }
}

/// The device's accessibility settings (Tether's `ViewHost.accessibilitySettings`) as the
/// accessibility environment values report them.
@MainActor
@Suite struct AccessibilitySettingsTests {
    private struct Settings: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilityEnabled) var enabled
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
        @Environment(\.accessibilityInvertColors) var invert
        @Environment(\.accessibilityShowButtonShapes) var buttonShapes
        @Environment(\.accessibilityPlayAnimatedImages) var animatedImages
        @Environment(\.legibilityWeight) var weight
        var body: some View {
            Text([reduceMotion, voiceOver, enabled, reduceTransparency, withoutColor, invert, buttonShapes, animatedImages]
                .map { $0 ? "1" : "0" }.joined() + (weight == .bold ? " bold" : " regular"))
        }
    }

    @Test func everySettingIsOffByDefaultButAnimatedImages() {
        #expect(dumpedTexts(host(Settings())) == ["00000001 regular"])
    }

    @Test func theHostsSettingsReachTheEnvironment() {
        let h = host(Settings())
        var settings = AccessibilitySettings()
        settings.reduceMotion = true
        settings.voiceOver = true
        settings.boldText = true
        settings.playAnimatedImages = false
        h.accessibilitySettings = settings
        h.update()
        // VoiceOver running makes `accessibilityEnabled` true.
        #expect(dumpedTexts(h) == ["11100000 bold"])
        settings = AccessibilitySettings()
        settings.switchControl = true
        settings.reduceTransparency = true
        settings.differentiateWithoutColor = true
        settings.invertColors = true
        settings.showButtonShapes = true
        h.accessibilitySettings = settings
        h.update()
        #expect(dumpedTexts(h) == ["00111111 regular"])
    }
}

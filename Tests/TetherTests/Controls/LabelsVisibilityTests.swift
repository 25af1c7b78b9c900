import Foundation
import Testing
@testable import Tether

/// `labelsHidden()` and `labelsVisibility(_:)`: the controls below draw only their own part.
@MainActor
@Suite struct LabelsVisibilityTests {
    @Test func hiddenLabelLeavesAToggleJustItsSwitchCentredInAStack() {
        let h = host(VStack {
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().testID("toggle")
        })
        // The switch is 63 × 28; the stack centres it in the 400 × 400 canvas.
        expectFrame(h, "toggle", CGRect(x: (400 - 63) / 2.0, y: (400 - 28) / 2.0, width: 63, height: 28))
        #expect(!dumpedTexts(h).contains("Wi-Fi"))
    }

    @Test func aVisibleLabelKeepsTheToggleAsWideAsOffered() {
        let h = host(VStack { Toggle("Wi-Fi", isOn: .constant(true)).testID("toggle") })
        #expect(close(h.frame(of: "toggle")?.width ?? 0, 400))
        #expect(dumpedTexts(h).contains("Wi-Fi"))
    }

    @Test func labelsVisibilityHiddenActsAsLabelsHiddenAndVisibleShowsThem() {
        let hidden = host(VStack { Toggle("Wi-Fi", isOn: .constant(false)).labelsVisibility(.hidden).testID("toggle") })
        #expect(close(hidden.frame(of: "toggle")?.width ?? 0, 63))
        let visible = host(VStack { Toggle("Wi-Fi", isOn: .constant(false)).labelsVisibility(.visible).testID("toggle") })
        #expect(close(visible.frame(of: "toggle")?.width ?? 0, 400))
    }

    @Test func theEnvironmentValueIsReadableBelowTheModifier() {
        struct Reader: View {
            @Environment(\.labelsVisibility) var visibility
            var body: some View { Text(visibility == .hidden ? "hidden" : "shown") }
        }
        #expect(dumpedTexts(host(Reader().labelsHidden())) == ["hidden"])
        #expect(dumpedTexts(host(Reader())) == ["shown"])
    }

    @Test func aHiddenToggleLabelStillNamesTheSwitchForVoiceOver() throws {
        struct Switch: View {
            @State var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on).labelsHidden() }
        }
        let h = host(Switch())
        #expect(h.find(role: .toggle, label: "Wi-Fi") != nil)
        try h.tap(label: "Wi-Fi")
        #expect(h.find(role: .toggle, label: "Wi-Fi")?.value == "1")
    }

    @Test func aHiddenLabelLeavesAStepperItsMinusPlusControl() {
        let h = host(VStack { Stepper("Count", value: .constant(3)).labelsHidden().testID("stepper") })
        // UIStepper's control is 94 × 32.
        expectFrame(h, "stepper", CGRect(x: (400 - 94) / 2, y: (400 - 32) / 2, width: 94, height: 32))
    }

    @Test func aHiddenLabelLeavesAColorPickerItsWell() {
        let h = host(VStack { ColorPicker("Tint", selection: .constant(.red)).labelsHidden().testID("picker") })
        // iOS's colour well is a 28 pt circle.
        #expect(close(h.frame(of: "picker")?.size.width ?? 0, 28))
        #expect(!dumpedTexts(h).contains("Tint"))
    }

    @Test func aHiddenLabelLeavesLabeledContentItsValue() {
        let h = host(VStack {
            LabeledContent("Name") { Text("Ada").testID("value") }.labelsHidden().testID("content")
        })
        #expect(close(h.frame(of: "content"), h.frame(of: "value") ?? .zero))
        #expect(!dumpedTexts(h).contains("Name"))
    }

    @Test func aMenuPickerInAFormRowDropsItsLabelButKeepsTheChoice() {
        let h = host(Form {
            Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(1); Text("Mint").tag(2) }.labelsHidden()
        })
        let texts = dumpedTexts(h)
        #expect(!texts.contains("Flavor"))
        #expect(texts.contains("Vanilla"))
    }

    @Test func aCompactDatePickerDropsItsLabel() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let visible = host(VStack { DatePicker("When", selection: .constant(date)).testID("picker") })
        let hidden = host(VStack { DatePicker("When", selection: .constant(date)).labelsHidden().testID("picker") })
        #expect(dumpedTexts(visible).contains("When"))
        #expect(!dumpedTexts(hidden).contains("When"))
        // Without the label and its flexible gap, only the capsules remain: narrower than offered.
        #expect((hidden.frame(of: "picker")?.width ?? 400) < 400)
    }

    @Test func aGaugeDropsItsLabelButKeepsItsBar() {
        let visible = host(Gauge(value: 0.5) { Text("Battery") }.testID("gauge"))
        let hidden = host(Gauge(value: 0.5) { Text("Battery") }.labelsHidden().testID("gauge"))
        #expect(dumpedTexts(visible).contains("Battery"))
        #expect(!dumpedTexts(hidden).contains("Battery"))
        // The label line is gone, so the gauge is shorter.
        #expect((hidden.frame(of: "gauge")?.height ?? 99) < (visible.frame(of: "gauge")?.height ?? 0))
    }

    @Test func aCustomToggleStyleGetsAnEmptyLabelWhenLabelsAreHidden() {
        struct Plain: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Text(configuration.isOn ? "on" : "off") }
            }
        }
        let h = host(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Plain()).labelsHidden())
        #expect(dumpedTexts(h) == ["on"])
    }
}

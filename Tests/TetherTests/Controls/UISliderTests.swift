import Foundation
import Testing
@testable import Tether

/// UISlider as a SwiftUI app wraps it: drawn as SwiftUI's `Slider`, dragged by its knob with
/// UIControl's events, its value kept within its bounds. The slider is 200 × 34 at (0, 0) in a
/// 200 × 34 canvas unless said; the knob (37 pt wide) travels 163 pt.
@MainActor
@Suite struct UISliderTests {
    struct Wrapped: UIViewRepresentable {
        let slider: UISlider
        func makeUIView(context: Context) -> UISlider { slider }
        func updateUIView(_ uiView: UISlider, context: Context) {}
    }

    func hosted(_ slider: UISlider) -> ViewHost<some View> {
        slider.accessibilityIdentifier = "slider"
        let h = ViewHost(Wrapped(slider: slider).frame(width: 200), size: CGSize(width: 200, height: 34))
        h.update()
        return h
    }

    @Test func itIsDrawnAsSwiftUIsSlider() throws {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 17.5
        let uikit = hosted(slider)
        // SwiftUI's slider takes the same 34 pt height; the same fraction (0.75) draws the same.
        #expect(uikit.frame(of: "slider")?.size == CGSize(width: 200, height: 34))
        let swiftUI = ViewHost(Slider(value: .constant(0.75)).frame(width: 200), size: CGSize(width: 200, height: 34))
        swiftUI.update()
        #expect(try uikit.pngData(scale: 1) == swiftUI.pngData(scale: 1))
    }

    @Test func itsColoursAreTheTracksAndTheKnobs() throws {
        let slider = UISlider()
        slider.value = 0.5
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .green
        let p = try PNGDecoder.decode(hosted(slider).pngData(scale: 1))
        // The knob's centre is at 18.5 + 81.5 = 100; the track runs through y 17.
        let before = p.pixel(x: 30, y: 17), after = p.pixel(x: 170, y: 17), knob = p.pixel(x: 100, y: 17)
        #expect(before.r > 240 && before.g < 10 && before.b < 10)
        #expect(after.b > 240 && after.r < 10 && after.g < 10)
        #expect(knob.g > 240 && knob.r < 10 && knob.b < 10)
    }

    @Test func aDragOnTheKnobMovesTheValueAndSendsEvents() throws {
        let slider = UISlider()
        slider.value = 0.5
        var events: [String] = []
        slider.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        slider.addAction(UIAction { _ in events.append("changed") }, for: .valueChanged)
        slider.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let h = hosted(slider)
        // From the knob (the slider's centre) 41 pt right: 41 / 163 of the range more.
        try h.drag("slider", by: CGSize(width: 41, height: 0))
        #expect(abs(slider.value - (0.5 + 41 / 163)) < 0.001)
        #expect(events.first == "down" && events.last == "up")
        #expect(events.filter { $0 == "changed" }.count > 1)
        // Past the end: the maximum.
        try h.drag(from: CGPoint(x: 18.5 + 163 * 0.75, y: 17), to: CGPoint(x: 400, y: 17))
        #expect(slider.value == 1)
        // A touch away from the knob does not move it.
        try h.drag(from: CGPoint(x: 20, y: 17), to: CGPoint(x: 60, y: 17))
        #expect(slider.value == 1)
    }

    @Test func aDiscontinuousSliderSendsOneChangeWhenTheFingerLifts() throws {
        let slider = UISlider()
        slider.isContinuous = false
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let h = hosted(slider)
        try h.drag(from: CGPoint(x: 18.5, y: 17), to: CGPoint(x: 18.5 + 163 / 2, y: 17))
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(changes == 1)
    }

    @Test func aDisabledSliderIsNotDragged() throws {
        let slider = UISlider()
        slider.isEnabled = false
        let h = hosted(slider)
        try? h.drag(from: CGPoint(x: 18.5, y: 17), to: CGPoint(x: 150, y: 17))
        #expect(slider.value == 0)
    }

    @Test func valuesStayWithinTheBoundsAndBadInputIsReported() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        // Shown by a host, its problems are the host's diagnostics.
        let h = hosted(slider)
        slider.value = 5
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = 0.4
        slider.value = .nan
        #expect(slider.value == 0.4)
        slider.maximumValue = .nan
        #expect(slider.maximumValue == 1)
        // Crossing bounds move the other one; the value follows.
        slider.minimumValue = 3
        #expect(slider.maximumValue == 3 && slider.value == 3)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        h.update()
        #expect(h.diagnostics.filter { $0.message.contains("UISlider") || $0.message.contains("Value") }.count >= 2)
    }
}

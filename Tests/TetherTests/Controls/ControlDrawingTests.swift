import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Tether

/// How progress views and sliders draw: tracks, fills, spinners and labels.
@MainActor
@Suite struct ControlDrawingTests {
    @Test func aProgressBarFillsItsWidthAndTintsTheCompletedFraction() throws {
        // 3 of 12 done: a quarter of a 200 × 4 bar (x 0...50) in the accent blue, the rest the
        // light grey track; the bar is centred vertically in a 200 × 20 canvas (y 8...12).
        let h = host(ProgressView(value: 3, total: 12).testID("bar"), width: 200, height: 20)
        expectFrame(h, "bar", CGRect(x: 0, y: 8, width: 200, height: 4))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let done = p.pixel(x: 25, y: 10), left = p.pixel(x: 150, y: 10)
        #expect(done.b == 255 && done.r == 0)
        #expect(left.a > 0 && left.a < 128 && left.b < 200)
        #expect(p.pixel(x: 100, y: 2).a == 0)
    }

    @Test func theDeprecatedTintedStylesTintTheBarAndTheSpinner() throws {
        // The bar's completed quarter is the style's red (UIColor's pure red for `.red` is
        // SwiftUI's (255, 56, 60) on iOS 26), not the accent blue.
        let h = host(ProgressView(value: 3, total: 12).progressViewStyle(LinearProgressViewStyle(tint: .red)), width: 200, height: 20)
        let done = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 25, y: 10)
        #expect(done.r == 255 && done.g == 56 && done.b == 60)
        // An outer tint still reaches a bar whose style has none.
        let outer = host(ProgressView(value: 3, total: 12).progressViewStyle(LinearProgressViewStyle()).tint(.red), width: 200, height: 20)
        #expect(try PNGDecoder.decode(outer.pngData(scale: 1)).pixel(x: 25, y: 10).r == 255)
        // The spinner's spokes take the tint: green, not grey.
        let spinner = try PNGDecoder.decode(host(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green)), width: 20, height: 20).pngData(scale: 2))
        var greenest = 0
        for y in 0..<40 { for x in 0..<40 { let p = spinner.pixel(x: x, y: y); if p.a > 100 { greenest = max(greenest, p.g - p.r) } } }
        #expect(greenest > 60)
    }

    @Test func indeterminateProgressIsASpinnerWithItsLabelBelow() {
        // The spinner is 20 × 20; the label goes 8 pt below it and sets the width.
        let spinner = host(ProgressView().testID("spinner"))
        #expect(spinner.frame(of: "spinner")?.size == CGSize(width: 20, height: 20))
        let labelled = host(ProgressView { Text("Loading").testID("label") }.testID("progress"))
        let label = labelled.frame(of: "label")!, whole = labelled.frame(of: "progress")!
        #expect(close(whole.height, 20 + 8 + label.height) && close(whole.width, max(20, label.width)))
        #expect(close(label.minY - whole.minY, 28))
    }

    @Test func aStyleChoosesBetweenBarAndSpinner() {
        let spinner = host(ProgressView(value: 0.5).progressViewStyle(.circular).testID("p"), width: 200, height: 100)
        #expect(spinner.frame(of: "p")?.size == CGSize(width: 20, height: 20))
        let bar = host(ProgressView().progressViewStyle(.linear).testID("p"), width: 200, height: 100)
        #expect(bar.frame(of: "p")?.size == CGSize(width: 200, height: 4))
        // A total that is not positive and finite makes the progress indeterminate.
        let broken = host(ProgressView(value: 1.0, total: .nan).testID("p"), width: 200, height: 100)
        #expect(broken.frame(of: "p")?.size == CGSize(width: 20, height: 20))
    }

    @Test func aStyleThatOnlyAddsToTheProgressViewDrawsItAsTheStyleAroundIt() {
        /// Apple's example: the progress view of the configuration, with a shadow.
        struct Shadowed: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                ProgressView(configuration).shadow(radius: 4).testID("styled")
            }
        }
        // Alone, the configuration's progress view is the default style's bar (a value) or
        // spinner (none): 200 × 4 and 20 × 20, and the style's body does not recurse.
        let bar = host(ProgressView(value: 0.25).progressViewStyle(Shadowed()), width: 200, height: 100)
        #expect(bar.frame(of: "styled")?.size == CGSize(width: 200, height: 4))
        let spinner = host(ProgressView().progressViewStyle(Shadowed()), width: 200, height: 100)
        #expect(spinner.frame(of: "styled")?.size == CGSize(width: 20, height: 20))
        // Inside a circular style set around it, the value's progress view is that spinner.
        let nested = host(ProgressView(value: 0.25).progressViewStyle(Shadowed()).progressViewStyle(.circular), width: 200, height: 100)
        #expect(nested.frame(of: "styled")?.size == CGSize(width: 20, height: 20))
    }

    @Test func aSwitchStylesTintFillsTheTrackWhileOn() throws {
        // The 63 × 28 switch alone, on: its track left of the trailing knob (x 2...4 of the
        // track's 2 pt inset) is the style's tint, over the view's tint; off it is grey.
        func track(_ isOn: Bool) throws -> (r: Int, g: Int, b: Int, a: Int) {
            let toggle = Toggle("", isOn: .constant(isOn)).labelsHidden().toggleStyle(SwitchToggleStyle(tint: .red)).tint(.blue)
            return try PNGDecoder.decode(host(toggle, width: 63, height: 28).pngData(scale: 1)).pixel(x: 8, y: 14)
        }
        // iOS's red, (255, 56, 60).
        #expect(near(try track(true), 255, 56, 60))
        #expect(!near(try track(false), 255, 56, 60))
    }

    @Test func aSliderDrawsItsTrackTintedUpToTheKnob() throws {
        // 390 wide, 34 tall (iOS 26's), centred in a 390 × 100 canvas (y 33...67); the 37 × 24 pt
        // knob is centred (y 38...62), the 6 pt track too (y 47...53). The knob's centre
        // travels from x 18.5 to 371.5: at a quarter it is at 18.5 + 353 / 4 = 106.75.
        let h = host(Slider(value: .constant(2.5), in: 0...10).testID("slider"), width: 390, height: 100)
        expectFrame(h, "slider", CGRect(x: 0, y: 33, width: 390, height: 34))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let knob = p.pixel(x: 104, y: 45), tinted = p.pixel(x: 50, y: 50), track = p.pixel(x: 300, y: 50)
        #expect(knob.r == 255 && knob.g == 255 && knob.b == 255 && knob.a == 255)
        #expect(tinted.b == 255 && tinted.r == 0)
        #expect(track.a > 0 && track.a < 128)
        #expect(p.pixel(x: 300, y: 40).a == 0)
    }

    @Test func sliderValueLabelsSitAtTheEnds() {
        let slider = Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Image(systemName: "speaker").testID("min")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3").testID("max")
        }
        let h = host(slider.testID("slider"), width: 390, height: 100)
        let frame = h.frame(of: "slider")!
        #expect(close(h.frame(of: "min")!.minX, frame.minX) && close(h.frame(of: "max")!.maxX, frame.maxX))
    }
}

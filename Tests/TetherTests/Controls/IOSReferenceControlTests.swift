import Foundation
import Testing
@testable import Tether

/// Controls as iOS 26 draws them. The geometry comes from iOS 26.2 simulator references
/// (cashapp/AccessibilitySnapshot, `Example/SnapshotTests/ReferenceImages/_64/…_26_2_402x874@3x.png`,
/// commit 1df45de4): default `UISwitch`, `UISegmentedControl`, `UIStepper` and `UISlider`,
/// which SwiftUI's `Toggle`, segmented `Picker`, `Stepper` and `Slider` draw with on iOS, and a
/// SwiftUI `.bordered` button (`Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/
/// AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testBasicAccessibilityDemo_26_2_402x874@3x.png`,
/// commit d8f470d, drawn from `Example/AccessibilitySnapshotPreviewsDemo/BasicAccessibilityDemo.swift`). Those
/// images are monochrome under accessibility overlays, so they give shapes, not colours; the
/// colours are the system colours Apple's Human Interface Guidelines list for iOS 26 ("Color",
/// updated June 9, 2025). The switch's knob, hidden under the overlays there, is measured on
/// home-assistant/iOS (`Tests/App/Settings/__Snapshots__/ServerSwitchingSettingsView.test/
/// serverSwitchingScreen.light.png` and `.dark.png`, commit fa06b41e, Xcode 26.4 on an iPhone 17
/// simulator, the key window drawn so glass shows): two SwiftUI `Toggle`s in a `List`
/// (`Sources/App/Settings/Settings/ServerSwitchingSettingsView.swift`), the first off, the
/// second on, on an iPhone 13 layout at 3x. Pictures render at 3x, as the references;
/// positions and sizes must agree within 1 pt.
@MainActor
@Suite struct IOSReferenceControlTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    func render<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> DecodedPixels {
        try PNGDecoder.decode(host(view, width: width, height: height).pngData(scale: 3))
    }

    /// The span (in points) of the 3x pixels along a row or column that pass `test`.
    func span(_ p: DecodedPixels, row: CGFloat, _ test: (Pixel) -> Bool) -> (CGFloat, CGFloat)? {
        let y = Int(row * 3)
        let xs = (0..<p.width).filter { test(p.pixel(x: $0, y: y)) }
        guard let first = xs.first, let last = xs.last else { return nil }
        return (CGFloat(first) / 3, CGFloat(last + 1) / 3)
    }

    func span(_ p: DecodedPixels, column: CGFloat, _ test: (Pixel) -> Bool) -> (CGFloat, CGFloat)? {
        let x = Int(column * 3)
        let ys = (0..<p.height).filter { test(p.pixel(x: x, y: $0)) }
        guard let first = ys.first, let last = ys.last else { return nil }
        return (CGFloat(first) / 3, CGFloat(last + 1) / 3)
    }

    func rgba255(_ c: UIColor) -> [Int] {
        [c.rgba.red, c.rgba.green, c.rgba.blue].map { Int(($0 * 255).rounded()) } + [Int((c.rgba.alpha * 100).rounded())]
    }

    func within(_ value: CGFloat?, _ reference: CGFloat, _ tolerance: CGFloat = 1) -> Bool {
        value.map { abs($0 - reference) <= tolerance } ?? false
    }

    func isGreen(_ p: Pixel) -> Bool { p.g > 150 && p.r < 120 && p.b < 150 && p.a > 127 }
    /// Half covered or more by a light grey fill (the track colours are greys at 12 to 16 %).
    func isFill(_ p: Pixel) -> Bool { p.a >= 15 }

    @Test func aSwitchIsASixtyThreeByTwentyEightPointCapsule() throws {
        // testSwitchControls: the first switch (on) spans x 509…697 and y 233…316 px at 3x,
        // 63 × 28 pt (the column 30 pt in runs the full 84 px); 17 px below its top (5.83 pt) the capsule starts 2.5 pt in (x 516.9 px),
        // as a 14 pt radius predicts (2.63).
        let p = try render(Toggle("", isOn: .constant(true)), width: 100, height: 28)
        let across = try #require(span(p, row: 14, isGreen))
        #expect(within(across.1 - across.0, 63) && within(across.1, 100), "\(across)")
        let down = try #require(span(p, column: across.0 + 25, isGreen))
        #expect(within(down.1 - down.0, 28), "\(down)")
        let nearTop = try #require(span(p, row: 5.83, isGreen))
        #expect(within(nearTop.0 - across.0, 2.5), "\(nearTop) from \(across)")
    }

    /// Opaque white: the switch's knob (the off track is translucent, the on track green).
    func isKnob(_ p: Pixel) -> Bool { p.a > 250 && p.r > 250 && p.g > 250 && p.b > 250 }

    @Test func aSwitchsKnobIsAThirtySevenByTwentyFourPointCapsuleTwoPointsIn() throws {
        // serverSwitchingScreen.light.png: each track x 891…1080 px (63 pt), the off one
        // y 539…623 px, the on one 692…776 px (28 pt). The white knob is 24 pt tall (2 pt in
        // from the top and bottom) and, along the middle row, 37 pt wide, 2 pt in from the
        // leading end when off (x 897…1008 px) and from the trailing end when on (963…1074 px).
        // It is a capsule: 1 pt below its top it spans only 9.33…31.67 pt from the off track's
        // leading end (a 12 pt radius predicts 9.2…31.8). The off track is (197, 197, 199)
        // over the white card; no rim or shadow surrounds the knob.
        for isOn in [false, true] {
            let p = try render(Toggle("", isOn: .constant(isOn)), width: 100, height: 28)
            let track = try #require(span(p, row: 14) { $0.a >= 15 })
            #expect(within(track.1 - track.0, 63) && within(track.1, 100), "\(track)")
            let knob = try #require(span(p, row: 14, isKnob))
            #expect(within(knob.1 - knob.0, 37), "knob \(knob) in \(track)")
            if isOn {
                #expect(within(track.1 - knob.1, 2), "on: knob \(knob) in \(track)")
            } else {
                #expect(within(knob.0 - track.0, 2), "off: knob \(knob) in \(track)")
            }
            let down = try #require(span(p, column: (knob.0 + knob.1) / 2, isKnob))
            #expect(within(down.0, 2) && within(down.1, 26), "knob rows \(down)")
            let nearTop = try #require(span(p, row: down.0 + 1, isKnob))
            let from = isOn ? track.1 - 63 : track.0
            #expect(within(nearTop.0 - from, isOn ? 31.67 : 9.33) && within(nearTop.1 - from, isOn ? 53.33 : 31.67),
                    "1 pt below the knob's top: \(nearTop) from \(from)")
        }
        // The off track over white.
        let off = try render(Toggle("", isOn: .constant(false)).background(Color.white), width: 100, height: 28).pixel(x: 290, y: 42)
        #expect(abs(off.r - 197) <= 2 && abs(off.g - 197) <= 2 && abs(off.b - 199) <= 2, "\(off)")
    }

    @Test func aBorderedButtonIsACapsule() throws {
        // testBasicAccessibilityDemo: `Button("Delete") {}.buttonStyle(.bordered).tint(.red)`,
        // its outline (the button's own shape) centred on x 47.5…268.5 and y 631.5…734.5 px:
        // 73.3 × 34.33 pt. It is a capsule: 4.83 pt below its top the edge is 5.2 pt in from
        // the rightmost (an 8 pt rounded rectangle would be 0.7 pt in).
        let h = host(Button("Delete") {}.buttonStyle(.bordered).tint(.red).testID("delete"), width: 120, height: 40)
        let frame = try #require(h.frame(of: "delete"))
        #expect(within(frame.height, 34.33) && within(frame.width, 73.3), "\(frame)")
        let p = try PNGDecoder.decode(h.pngData(scale: 3))
        let middle = try #require(span(p, row: frame.midY, isFill))
        let nearTop = try #require(span(p, row: frame.minY + 4.83, isFill))
        #expect(within(middle.1 - nearTop.1, 5.2) && within(nearTop.0 - middle.0, 5.2), "\(nearTop) in \(middle)")
    }

    @Test func aSegmentedPickerIsAThirtyTwoPointCapsule() throws {
        // testSegmentedControl: "Segment A" | "Segment B" | "Segment C", the second selected,
        // 261 × 32 pt (x 212…994, y 30…125 px). The track is a capsule: 30 px below the top
        // it starts 1 pt in (x 215 px); 18 px in from the left (6.17 pt) it runs from y 3.33
        // to 28.67 pt (40…115 px).
        let picker = Picker("", selection: .constant(1)) {
            Text("Segment A").tag(0); Text("Segment B").tag(1); Text("Segment C").tag(2)
        }.pickerStyle(.segmented).frame(width: 261).testID("picker")
        let h = host(picker, width: 261, height: 32)
        #expect(h.frame(of: "picker")?.height == 32)
        let p = try PNGDecoder.decode(h.pngData(scale: 3))
        let middleRow = try #require(span(p, row: 10.17, isFill))
        #expect(within(middleRow.0, 1.0), "\(middleRow)")
        let column = try #require(span(p, column: 6.17, isFill))
        #expect(within(column.0, 3.33) && within(column.1, 28.67), "\(column)")
    }

    @Test func aStepperIsANinetyFourByThirtyTwoPointCapsuleSplitByATwentyFourPointLine() throws {
        // testStepper: 94 × 32 pt (x 462…743, y 30…125 px); 8 px in from the left (2.83 pt)
        // the capsule runs from y 7.67 to 24.33 pt (53…102 px); the line between the halves is
        // at the middle (x 603 px, 47 pt in) from y 4.33 to 27.67 pt (43…112 px).
        let p = try render(Stepper("", value: .constant(0), in: -1...1), width: 200, height: 32)
        let across = try #require(span(p, row: 16, isFill))
        #expect(within(across.1 - across.0, 94) && within(across.1, 200), "\(across)")
        let left = across.0
        let nearEnd = try #require(span(p, column: left + 2.83, isFill))
        #expect(within(nearEnd.0, 7.67) && within(nearEnd.1, 24.33), "\(nearEnd)")
        // The line is darker than the fill around it: find it along the row 6 pt from the top.
        let row = Int(6 * 3.0)
        let darkest = (Int(left * 3)..<Int(across.1 * 3)).max { p.pixel(x: $0, y: row).a < p.pixel(x: $1, y: row).a }
        let lineX = CGFloat(try #require(darkest)) / 3
        #expect(within(lineX - left, 47), "line at \(lineX - left)")
        let line = try #require(span(p, column: lineX + 0.1) { $0.a > 40 })
        #expect(within(line.0, 4.33) && within(line.1, 27.67), "\(line)")
    }

    @Test func aStepperDrawsThirteenPointMinusAndPlusGlyphsInItsHalves() throws {
        // testStepper: the minus ink x 513…552 px (13.3 pt wide), centred 23.5 pt in; the plus
        // ink 653…691 × 59…97 px (13 × 13 pt), centred 70 pt in (the middle of each half).
        let p = try render(Stepper("", value: .constant(0), in: -1...1), width: 200, height: 32)
        let left = try #require(span(p, row: 16, isFill)).0
        func ink(_ x0: CGFloat, _ x1: CGFloat) -> CGRect? {
            var found: CGRect?
            for y in 0..<p.height {
                for x in Int(x0 * 3)..<Int(x1 * 3) where p.pixel(x: x, y: y).a > 127 && p.pixel(x: x, y: y).r < 100 {
                    let pixel = CGRect(x: CGFloat(x) / 3, y: CGFloat(y) / 3, width: 1.0 / 3, height: 1.0 / 3)
                    found = found.map { $0.union(pixel) } ?? pixel
                }
            }
            return found
        }
        let minus = try #require(ink(left, left + 46))
        #expect(within(minus.width, 13.3) && within(minus.midX - left, 23.5), "\(minus) from \(left)")
        let plus = try #require(ink(left + 48, left + 94))
        #expect(within(plus.width, 13) && within(plus.height, 13) && within(plus.midX - left, 70), "\(plus) from \(left)")
    }

    @Test func aSliderIsThirtyFourPointsTallWithASixPointTrack() throws {
        // testSlider: 382 wide, 34 pt tall (y 30…131 px); the track from y 72 to 89 px: 6 pt,
        // 14 pt below the slider's top, filled with the tint up to the value.
        let h = host(Slider(value: .constant(75), in: 0...100).testID("slider"), width: 382, height: 34)
        #expect(h.frame(of: "slider")?.height == 34)
        let p = try PNGDecoder.decode(h.pngData(scale: 3))
        let tinted = try #require(span(p, column: 60) { $0.a > 127 && $0.b > 200 && $0.r < 60 })
        #expect(within(tinted.0, 14) && within(tinted.1, 20), "\(tinted)")
        let track = try #require(span(p, column: 360) { $0.a >= 15 && $0.a < 200 })
        #expect(within(track.0, 14) && within(track.1, 20), "\(track)")
    }

    /// Reference for the slider's knob and the selected segment: serverpod/cupertino_native,
    /// `misc/screenshots/slider.png` and `segmented-control.png` (commit ba77f9c, September 6,
    /// 2025), a `UISlider` (value 50 in 0…100) and a `UISegmentedControl` (One, Two, Three, the
    /// first selected) on iOS 26, 1206 px wide: an iPhone 16/17 Pro at 3x, 402 pt.
    @Test func aSlidersKnobIsAWhiteThirtySevenByTwentyFourPointCapsuleOnASoftShadow() throws {
        // slider.png: the track runs x 72…1133.5 px (354 pt), y 64…81 (6 pt). The white knob
        // spans x 548.9…659.9 px (37 pt), 158.97…195.97 pt from the track's start, its centre
        // at the track's middle for the middle value (a centre travelling from half the knob's
        // width in from each end puts it at 177.5), and y 36.3…109 px (24 pt), centred on the
        // track. Above the knob the white page is shaded: 241 of 255 one pixel above, 243 one
        // point above, 249 four points above — a shadow of about 5 %, fading over 4 pt.
        let p = try render(Slider(value: .constant(50), in: 0...100), width: 354, height: 34)
        let white: (Pixel) -> Bool = { $0.a == 255 && $0.r == 255 && $0.g == 255 && $0.b == 255 }
        let across = try #require(span(p, row: 17, white))
        #expect(within(across.0, 158.97) && within(across.1, 195.97), "\(across)")
        let down = try #require(span(p, column: (across.0 + across.1) / 2, white))
        #expect(within(down.1 - down.0, 24) && within((down.0 + down.1) / 2, 17), "\(down)")
        let nearTop = try #require(span(p, row: down.0 + 1, white))
        #expect(nearTop.1 - nearTop.0 < across.1 - across.0 - 4, "a capsule: \(nearTop) under \(across)")
        let shade = p.pixel(x: Int(((across.0 + across.1) / 2) * 3), y: Int((down.0 - 1) * 3))
        #expect(shade.a >= 6 && shade.a <= 50 && shade.r < 40, "1 pt above the knob: \(shade)")
        let faint = p.pixel(x: Int(((across.0 + across.1) / 2) * 3), y: Int((down.0 - 4) * 3))
        #expect(faint.a <= 20, "4 pt above the knob: \(faint)")
    }

    @Test func theSelectedSegmentIsAWhiteCapsuleTwoPointsInWithoutAShadow() throws {
        // segmented-control.png: the track x 72…1134 px (354 pt), y 42…141 (33 pt; the host
        // gave it 32). The selected segment is white (255) from x 78 to 419.5 px: 2 pt in from
        // the track's start and 113.8 pt wide, the first third of the track (118 pt) less 2 pt
        // at each side; y 48…134.5 px, 2 pt in from the top and bottom. Along the pixel row
        // 4 pt below the track's top (y 54 px) its pure white starts 9.33 pt from the track's
        // start: it is a capsule (a concentric 14.5 pt radius predicts 8.9). Right of it the
        // track's grey (238) starts at once: no shadow.
        let picker = Picker("", selection: .constant(0)) {
            Text("One").tag(0); Text("Two").tag(1); Text("Three").tag(2)
        }.pickerStyle(.segmented)
        let p = try render(picker, width: 354, height: 32)
        let white: (Pixel) -> Bool = { $0.a == 255 && $0.r >= 252 && $0.g >= 252 && $0.b >= 252 }
        let across = try #require(span(p, row: 16, white))
        #expect(within(across.0, 2) && within(across.1, 115.83), "\(across)")
        let down = try #require(span(p, column: 20, white))
        #expect(within(down.0, 2) && within(down.1, 30), "\(down)")
        let nearTop = try #require(span(p, row: 4, white))
        #expect(within(nearTop.0, 9.33), "a capsule: \(nearTop)")
        let beside = p.pixel(x: Int(117 * 3), y: 16 * 3), away = p.pixel(x: Int(130 * 3), y: 16 * 3)
        #expect(abs(beside.a - away.a) <= 3 && abs(beside.r - away.r) <= 3, "beside \(beside), away \(away)")
    }

    @Test func theStandardColoursAreIOS26s() throws {
        // HIG "Color", System colors, Default (light) and Default (dark).
        let light: [(Color, (Int, Int, Int))] = [
            (.red, (255, 56, 60)), (.orange, (255, 141, 40)), (.yellow, (255, 204, 0)), (.green, (52, 199, 89)),
            (.mint, (0, 200, 179)), (.teal, (0, 195, 208)), (.cyan, (0, 192, 232)), (.blue, (0, 136, 255)),
            (.indigo, (97, 85, 245)), (.purple, (203, 48, 224)), (.pink, (255, 45, 85)), (.brown, (172, 127, 94)),
        ]
        let dark: [(Color, (Int, Int, Int))] = [
            (.red, (255, 66, 69)), (.blue, (0, 145, 255)), (.teal, (0, 210, 224)), (.brown, (183, 138, 102)),
        ]
        for (scheme, table) in [(ColorScheme.light, light), (.dark, dark)] {
            for (color, expected) in table {
                let p = try render(color.environment(\.colorScheme, scheme), width: 2, height: 2).pixel(x: 3, y: 3)
                #expect(p.r == expected.0 && p.g == expected.1 && p.b == expected.2 && p.a == 255,
                        "\(color) in \(scheme): \(p), expected \(expected)")
            }
        }
        #expect(rgba255(.systemBlue) == [0, 136, 255, 100])
        #expect(rgba255(.systemRed) == [255, 56, 60, 100])
    }

    @Test func theAccentColourIsIOS26sBlue() throws {
        // The shared reference measured an iOS 26 bordered-prominent button's fill: (0, 136, 255).
        let p = try render(Color.accentColor, width: 2, height: 2).pixel(x: 3, y: 3)
        #expect(p.r == 0 && p.g == 136 && p.b == 255)
    }
}

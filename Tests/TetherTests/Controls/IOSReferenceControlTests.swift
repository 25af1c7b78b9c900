import Foundation
import Testing
@testable import Tether

/// Controls as iOS 26 draws them. The geometry comes from iOS 26.2 simulator references
/// (cashapp/AccessibilitySnapshot, `Example/SnapshotTests/ReferenceImages/_64/…_26_2_402x874@3x.png`,
/// commit 1df45de4): default `UISwitch`, `UISegmentedControl`, `UIStepper` and `UISlider`,
/// which SwiftUI's `Toggle`, segmented `Picker`, `Stepper` and `Slider` draw with on iOS. Those
/// images are monochrome under accessibility overlays, so they give shapes, not colours; the
/// colours are the system colours Apple's Human Interface Guidelines list for iOS 26 ("Color",
/// updated June 9, 2025). Pictures render at 3x, as the references; positions and sizes must
/// agree within 1 pt.
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

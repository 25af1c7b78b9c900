import Foundation
import Testing
@testable import Tether

/// `tint(_:)` with a shape style other than a colour (iOS 16): what controls fill with the
/// tint, they fill with the style.
@MainActor
@Suite struct TintStyleTests {
    private let redToBlue = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                           startPoint: .leading, endPoint: .trailing)

    @Test func aGradientTintFillsTheProgressBar() throws {
        // A full 200 × 4 bar, centred in a 200 × 20 canvas: red at its leading end, blue at
        // its trailing end.
        let p = try pixels(ProgressView(value: 1).tint(redToBlue), width: 200, height: 20, scale: 1)
        let leading = p.pixel(x: 3, y: 10), trailing = p.pixel(x: 196, y: 10)
        #expect(leading.r > 240 && leading.b < 15)
        #expect(trailing.b > 240 && trailing.r < 15)
    }

    @Test func aGradientTintFillsAProminentButton() throws {
        let h = host(Button("Go") {}.buttonStyle(.borderedProminent).testID("button").tint(redToBlue), width: 120, height: 60)
        let frame = try #require(h.frame(of: "button"))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let y = Int(frame.midY)
        let leading = p.pixel(x: Int(frame.minX) + 4, y: y), trailing = p.pixel(x: Int(frame.maxX) - 5, y: y)
        #expect(leading.r > 200 && leading.b < 60, "\(leading)")
        #expect(trailing.b > 200 && trailing.r < 60, "\(trailing)")
    }

    @Test func theTintShapeStyleIsTheGradient() throws {
        let p = try pixels(Rectangle().fill(.tint).tint(redToBlue), width: 100, height: 10, scale: 1)
        #expect(p.pixel(x: 1, y: 5).r > 240 && p.pixel(x: 98, y: 5).b > 240)
    }

    @Test func aColourTintInsideReplacesTheStyle() throws {
        let p = try pixels(Rectangle().fill(.tint).tint(Color.green).tint(redToBlue), width: 100, height: 10, scale: 1)
        let left = p.pixel(x: 1, y: 5), right = p.pixel(x: 98, y: 5)
        #expect(left.g == 199 && right.g == 199 && left.r == right.r)
    }

    @Test func singleColourPartsUseTheStylesFirstColour() throws {
        // A bordered button's title is drawn in one colour: the gradient's first (red).
        let svg = host(Button("Go") {}.buttonStyle(.bordered).tint(redToBlue), width: 120, height: 60).svg()
        #expect(svg.contains("rgb(255,0,0)"))
    }

    @Test func aNilTintRestoresTheDefault() throws {
        let none: LinearGradient? = nil
        let p = try pixels(Rectangle().fill(.tint).tint(none).tint(redToBlue), width: 100, height: 10, scale: 1)
        // The accent colour, system blue, on both sides.
        #expect(p.pixel(x: 1, y: 5).b == 255 && p.pixel(x: 1, y: 5).g == 136 && p.pixel(x: 98, y: 5).g == 136)
    }

    @Test func aTintOfTheTintStyleKeepsTheInheritedOne() throws {
        let p = try pixels(Rectangle().fill(.tint).tint(TintShapeStyle()).tint(redToBlue), width: 100, height: 10, scale: 1)
        #expect(p.pixel(x: 1, y: 5).r > 240 && p.pixel(x: 98, y: 5).b > 240)
    }
}

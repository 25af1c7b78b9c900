import Foundation
import Testing
@testable import Tether

/// `ColorPicker` drawn as iOS draws it.
@MainActor
@Suite struct ColorPickerTests {
    @Test func theWellSitsAtTheTrailingEdgeAndShowsTheColour() throws {
        let h = host(ColorPicker("Tint", selection: .constant(Color(red: 1, green: 0.5, blue: 0))).testID("picker"), width: 300, height: 60)
        let row = try #require(h.frame(of: "picker"))
        #expect(close(row.width, 300) && close(row.height, 28))
        #expect(dumpedTexts(h) == ["Tint"])
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        // The well's centre (14 pt in from the trailing edge) is the selected orange.
        let centre = pixels.pixel(x: 300 - 14, y: Int(row.midY))
        #expect(centre.r == 255 && abs(centre.g - 128) <= 2 && centre.b == 0)
        // Its ring starts red at 3 o'clock (1.5 pt in from the edge).
        let ring = pixels.pixel(x: 298, y: Int(row.midY))
        #expect(ring.r > 200 && ring.b < 90)
    }

    @Test func aTapOpensNothingOnLinux() throws {
        let h = host(ColorPicker("Tint", selection: .constant(.blue)).testID("picker"), width: 300, height: 60)
        #expect(throws: InteractionError.self) { try h.tap("picker") }
    }
}

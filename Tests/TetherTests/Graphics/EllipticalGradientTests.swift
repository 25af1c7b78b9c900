import Foundation
import Testing
@testable import Tether

/// `EllipticalGradient`: a radial gradient stretched with the unit square over its bounds.
@MainActor
@Suite struct EllipticalGradientTests {
    @Test func itsContoursAreEllipsesFittedToTheBounds() throws {
        // White to black from the centre to 0.5 of the bounds, 200×100 at scale 1: 50 pt right
        // of the centre (a quarter of the width) and 25 pt below it (a quarter of the height)
        // are both half way; a corner is beyond the end.
        let p = try pixels(EllipticalGradient(colors: [.white, .black]), width: 200, height: 100, scale: 1)
        #expect(abs(p.pixel(x: 150, y: 50).r - 128) <= 4)
        #expect(abs(p.pixel(x: 100, y: 75).r - 128) <= 4)
        #expect(p.pixel(x: 100, y: 50).r > 248)
        #expect(p.pixel(x: 1, y: 1).r < 3 && p.pixel(x: 1, y: 1).a == 255)
    }

    @Test func itFillsShapesAndIsWrittenToSVGWithATransform() throws {
        let view = Ellipse().fill(.ellipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.5))
        let svg = host(view, width: 200, height: 100).svg()
        #expect(svg.contains("gradientTransform=\"matrix(200 0 0 100 100 50)\""))
        #expect(svg.contains("<stop offset=\"0.2\" stop-color=\"rgb(255,56,60)\"/>"))
    }

    @Test func hostileFractionsGiveTheLastColour() throws {
        let p = try pixels(EllipticalGradient(colors: [.red, .blue], startRadiusFraction: .nan, endRadiusFraction: -1), width: 20, height: 20, scale: 1)
        #expect(p.pixel(x: 10, y: 10).b == 255)
    }
}

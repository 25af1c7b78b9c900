import Foundation
import Testing
@testable import Tether

/// `AngularGradient`: colours by angle around a centre, clockwise on screen from +x.
@MainActor
@Suite struct AngularGradientTests {
    private func near(_ value: Int, _ expected: Double, _ tolerance: Double = 4) -> Bool { abs(Double(value) - expected) <= tolerance }

    @Test func aFullTurnRunsClockwiseFromThreeOClock() throws {
        // Red (255, 56, 60) to blue (0, 136, 255) over a full turn from 0°: 6 o'clock is a
        // quarter of the way, 9 o'clock half, 12 o'clock three quarters.
        let p = try pixels(AngularGradient(colors: [.red, .blue], center: .center), width: 100, height: 100, scale: 1)
        let six = p.pixel(x: 50, y: 90), nine = p.pixel(x: 10, y: 50), twelve = p.pixel(x: 50, y: 10)
        #expect(near(six.r, 255 * 0.75) && near(six.b, 60 + 195 * 0.25))
        #expect(near(nine.r, 255 * 0.5) && near(nine.b, 60 + 195 * 0.5))
        #expect(near(twelve.r, 255 * 0.25) && near(twelve.b, 60 + 195 * 0.75))
        // The default init with equal angles is a full turn too.
        let q = try pixels(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .zero),
                           width: 100, height: 100, scale: 1)
        #expect(near(q.pixel(x: 10, y: 50).r, 127.5))
    }

    @Test func lessThanATurnFillsTheRestWithTheEndColoursMeetingHalfWay() throws {
        // 0° to 180°: the lower half blends; from 180° to 270° blue holds, from 270° red.
        let p = try pixels(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)),
                           width: 100, height: 100, scale: 1)
        #expect(near(p.pixel(x: 50, y: 90).r, 127.5))
        #expect(p.pixel(x: 20, y: 20).b == 255 && p.pixel(x: 20, y: 20).r == 0)
        #expect(p.pixel(x: 80, y: 20).r == 255 && p.pixel(x: 80, y: 20).b == 60)
    }

    @Test func svgDrawsClippedWedges() {
        let svg = host(Circle().fill(.conicGradient(colors: [.red, .blue], center: .center)), width: 40, height: 40).svg()
        #expect(svg.contains("<clipPath id=\"clip1\">"))
        #expect(svg.components(separatedBy: "<path d=\"M20 20L").count - 1 == AngularSweep.wedges)
    }

    @Test func hostileAnglesDrawTheLastColour() throws {
        let p = try pixels(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .radians(.nan), endAngle: .radians(-1)),
                           width: 20, height: 20, scale: 1)
        #expect(p.pixel(x: 10, y: 10).b == 255)
    }
}

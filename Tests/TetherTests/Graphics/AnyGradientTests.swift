import Foundation
import Testing
@testable import Tether

/// `AnyGradient`, `Color.gradient` and the `…Gradient(_: AnyGradient, …)` styles.
@MainActor
@Suite struct AnyGradientTests {
    private func same(_ a: (r: Int, g: Int, b: Int, a: Int), _ b: (r: Int, g: Int, b: Int, a: Int)) -> Bool { a == b }
    private func sum(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Int { p.r + p.g + p.b }

    @Test func anAnyGradientDrawsTopToBottom() throws {
        // SwiftUI: as a shape style, a linear gradient from (0.5, 0) to (0.5, 1).
        let style = AnyGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        let p = try pixels(Rectangle().fill(style), width: 20, height: 100, scale: 1)
        let top = p.pixel(x: 10, y: 0), bottom = p.pixel(x: 10, y: 99), middle = p.pixel(x: 10, y: 49)
        #expect(top.r >= 250 && top.b <= 5)
        #expect(bottom.b >= 250 && bottom.r <= 5)
        // Halfway down: half of each (sRGB components, as SwiftUI's `.device` default).
        #expect(abs(middle.r - 128) <= 4 && abs(middle.b - 128) <= 4)
        // Every row is one colour across.
        #expect(same(p.pixel(x: 0, y: 30), p.pixel(x: 19, y: 30)))
    }

    @Test func aGradientIsAShapeStyleDrawnTopToBottom() throws {
        // iOS 16: a `Gradient` itself is a shape style, drawn as `AnyGradient` draws it.
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let p = try pixels(Rectangle().fill(gradient), width: 20, height: 100, scale: 1)
        let top = p.pixel(x: 10, y: 0), bottom = p.pixel(x: 10, y: 99), middle = p.pixel(x: 10, y: 49)
        #expect(top.r >= 250 && top.b <= 5)
        #expect(bottom.b >= 250 && bottom.r <= 5)
        #expect(abs(middle.r - 128) <= 4 && abs(middle.b - 128) <= 4)
        // As an overlay and wrapped in `AnyShapeStyle`, as apps write it.
        let wrapped = try pixels(Color.white.overlay(AnyShapeStyle(gradient)), width: 20, height: 100, scale: 1)
        #expect(same(wrapped.pixel(x: 10, y: 0), top) && same(wrapped.pixel(x: 10, y: 99), bottom))
    }

    @Test func aColorsGradientIsLighterAtTheTopAndTheColorAtTheBottom() throws {
        let p = try pixels(Rectangle().fill(Color.blue.gradient), width: 10, height: 200, scale: 1)
        let top = p.pixel(x: 5, y: 0), bottom = p.pixel(x: 5, y: 199)
        #expect(sum(top) > sum(bottom) + 60, "top \(top) bottom \(bottom)")
        // The bottom is system blue (#0088FF).
        #expect(bottom.r <= 3 && abs(bottom.g - 136) <= 3 && bottom.b == 255)
        // Still the same blue: the hue does not move (blue strongest, then green, then red).
        #expect(top.b == 255 && top.g > top.r)
    }

    @Test func theStandardGradientKeepsHueAndRaisesLightness() {
        let stops = Color.red.gradient.gradient.stops
        #expect(stops.count == 2 && stops[0].location == 0 && stops[1].location == 1)
        #expect(stops[1].color == Color.red)
        let base = HSL(Color.red.rgba), top = HSL(stops[0].color.rgba)
        #expect(abs(top.hue - base.hue) < 0.01 && abs(top.saturation - base.saturation) < 0.01)
        #expect(abs(top.lightness - (base.lightness + 0.15)) < 0.01)
        // White cannot get lighter; a translucent colour keeps its opacity.
        #expect(Color.white.gradient.gradient.stops[0].color.rgba == Color.white.rgba)
        #expect(Color.red.opacity(0.5).gradient.gradient.stops[0].color.rgba.alpha == 0.5)
    }

    @Test func linearGradientStyleTakesAnAnyGradient() throws {
        // `.linearGradient(.red.gradient, startPoint: .leading, endPoint: .trailing)`: lighter at
        // the leading edge now, the colour at the trailing edge.
        let p = try pixels(Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing)),
                           width: 100, height: 10, scale: 1)
        #expect(sum(p.pixel(x: 0, y: 5)) > sum(p.pixel(x: 99, y: 5)) + 60)
        #expect(same(p.pixel(x: 50, y: 0), p.pixel(x: 50, y: 9)))
    }

    @Test func radialEllipticalAngularAndConicStylesTakeAnAnyGradient() throws {
        let gradient = AnyGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        let radial = try pixels(Rectangle().fill(.radialGradient(gradient, center: .center, startRadius: 0, endRadius: 20)), width: 40, height: 40, scale: 1)
        #expect(radial.pixel(x: 20, y: 20).r > 240 && radial.pixel(x: 0, y: 0).b > 240)
        let elliptical = try pixels(Rectangle().fill(.ellipticalGradient(gradient)), width: 40, height: 40, scale: 1)
        #expect(elliptical.pixel(x: 20, y: 20).r > 240 && elliptical.pixel(x: 0, y: 0).b > 240)
        // Angular from 0° (3 o'clock) clockwise: red at the start, blue just before a full turn.
        let conic = try pixels(Rectangle().fill(.conicGradient(gradient, center: .center)), width: 40, height: 40, scale: 1)
        #expect(conic.pixel(x: 38, y: 21).r > 200 && conic.pixel(x: 38, y: 18).b > 200)
        let angular = try pixels(Rectangle().fill(.angularGradient(gradient, center: .center, startAngle: .zero, endAngle: .degrees(180))),
                                 width: 40, height: 40, scale: 1)
        // 90° is half-way: straight below the centre.
        let below = angular.pixel(x: 20, y: 38)
        #expect(abs(below.r - below.b) < 40)
    }

    @Test func perceptualColorSpaceBlendsInOklab() throws {
        let gradient = AnyGradient(Gradient(colors: [.red, .blue])).colorSpace(.perceptual)
        let p = try pixels(Rectangle().fill(gradient), width: 10, height: 101, scale: 1)
        // SwiftUI: `.perceptual` blends as `mix(with:by:in: .perceptual)` does.
        let expected = Color.red.mix(with: .blue, by: 0.5, in: .perceptual).rgba
        let middle = p.pixel(x: 5, y: 50)
        #expect(abs(middle.r - Int(expected.red * 255)) <= 4)
        #expect(abs(middle.g - Int(expected.green * 255)) <= 4)
        #expect(abs(middle.b - Int(expected.blue * 255)) <= 4)
    }

    @Test func anAnyGradientIsAForegroundAndBackgroundStyle() throws {
        let p = try pixels(Color.clear.frame(width: 20, height: 100).background(Color.green.gradient), width: 20, height: 100, scale: 1)
        #expect(sum(p.pixel(x: 10, y: 1)) > sum(p.pixel(x: 10, y: 98)))
        let svg = host(Rectangle().fill(Color.green.gradient).frame(width: 20, height: 100), width: 20, height: 100).svg()
        #expect(svg.contains("<linearGradient") && svg.contains("x1=\"10\" y1=\"0\" x2=\"10\" y2=\"100\""))
    }

    @Test func hostileGradientsDrawWithoutNaN() throws {
        let view = VStack {
            Rectangle().fill(Color(red: .nan, green: .infinity, blue: -1).gradient)
            Rectangle().fill(AnyGradient(Gradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 1e308)])))
            Rectangle().fill(AnyGradient(Gradient(stops: [])))
            Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: UnitPoint(x: .nan, y: 0), endPoint: .bottom))
        }
        let h = host(view, width: 20, height: 80)
        _ = try h.pngData(scale: 1)
        #expect(!h.svg().lowercased().contains("nan"))
    }
}

import Foundation
import Testing
@testable import Tether

/// Shape styles with an opacity, blend mode or shadow; hierarchical foreground levels; mixing.
@MainActor
@Suite struct ShapeStyleTests {
    private func centre<V: View>(_ view: V, size: CGFloat = 20) throws -> (r: Int, g: Int, b: Int, a: Int) {
        try pixels(view, width: size, height: size, scale: 1).pixel(x: Int(size / 2), y: Int(size / 2))
    }

    @Test func opacityOnAnyShapeStyleMultipliesItsAlpha() throws {
        let gradient = try centre(Rectangle().fill(LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)))
        #expect(gradient.b == 255 && abs(gradient.a - 128) <= 1)
        let tint = try centre(Rectangle().fill(.tint.opacity(0.25)))
        #expect(tint.b == 255 && abs(tint.a - 64) <= 1)
        let secondary = try centre(Rectangle().fill(.secondary.opacity(0.5)))
        #expect(abs(secondary.a - 77) <= 1)   // 60 % × 50 % = 30 %
    }

    @Test func theFillStyleIsIOSsSystemFillAtEachLevel() throws {
        // `.fill` and its levels are systemFill #787880 at 20 %, secondarySystemFill #787880
        // at 16 %, tertiarySystemFill #767680 at 12 %, quaternarySystemFill #747480 at 8 %.
        let expected: [(style: AnyShapeStyle, rgb: (Int, Int, Int), alpha: Double)] = [
            (AnyShapeStyle(.fill), (120, 120, 128), 0.20),
            (AnyShapeStyle(.fill.secondary), (120, 120, 128), 0.16),
            (AnyShapeStyle(.fill.tertiary), (118, 118, 128), 0.12),
            (AnyShapeStyle(.fill.quaternary), (116, 116, 128), 0.08),
        ]
        for (style, rgb, alpha) in expected {
            // Over white, each channel is 255 + (c - 255) × alpha.
            let p = try centre(ZStack { Color.white; Rectangle().fill(style) })
            let over = { (c: Int) in 255 + (Double(c) - 255) * alpha }
            #expect(abs(Double(p.r) - over(rgb.0)) <= 1 && abs(Double(p.g) - over(rgb.1)) <= 1 && abs(Double(p.b) - over(rgb.2)) <= 1,
                    "\(p) for \(alpha)")
        }
        // As a background and a foreground style too.
        let background = try centre(Color.clear.background(.fill))
        #expect(abs(Double(background.a) - 0.2 * 255) <= 1)
    }

    @Test func theSeparatorStyleIsIOSsSeparatorColour() throws {
        // iOS 17's `.separator`: the separator colour, #3C3C43 at 29 % (light mode), here a
        // border stroked as apps stroke one.
        let p = try centre(ZStack { Color.white; Rectangle().fill(.separator) })
        let over = { (c: Double) in 255 + (c - 255) * 0.29 }
        #expect(abs(Double(p.r) - over(60)) <= 1 && abs(Double(p.g) - over(60)) <= 1 && abs(Double(p.b) - over(67)) <= 1, "\(p)")
        let border = try pixels(ZStack { Color.white; RoundedRectangle(cornerRadius: 4).strokeBorder(.separator, lineWidth: 2) },
                                width: 20, height: 20, scale: 1).pixel(x: 10, y: 0)
        #expect(border.r == p.r && border.g == p.g && border.b == p.b)
    }

    @Test func blendModeOnAShapeStyleBlendsWhatItFills() throws {
        let p = try centre(ZStack { Color.yellow; Rectangle().fill(Color.blue.blendMode(.multiply)) })
        #expect(p.r == 0 && abs(p.g - 109) <= 1 && p.b == 0)   // 204 × 136 / 255
    }

    @Test func aDropShadowStyleFallsBehindTheShape() throws {
        // A black 20 pt square centred in 60×60 (20...40) with a shadow moved 10 down: at
        // y = 45 (5 pt inside the shadow's bottom edge) there is shadow, none to its left.
        let view = Rectangle().fill(Color.black.shadow(.drop(color: .black, radius: 2, y: 10))).frame(width: 20, height: 20)
        let p = try pixels(view, width: 60, height: 60, scale: 1)
        #expect(p.pixel(x: 30, y: 45).a > 200)
        #expect(p.pixel(x: 10, y: 45).a == 0)
        #expect(p.pixel(x: 30, y: 30).a == 255)
    }

    @Test func anInnerShadowDarkensTheInsideAlongTheEdges() throws {
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 6))).frame(width: 40, height: 40)
        let p = try pixels(view, width: 60, height: 60, scale: 1)
        let edge = p.pixel(x: 11, y: 30), middle = p.pixel(x: 30, y: 30)
        #expect(edge.r < middle.r - 40 && edge.a == 255)
        #expect(middle.r > 245)
        #expect(p.pixel(x: 5, y: 30).a == 0)   // nothing outside the shape
        // SVG draws the same with a clip and a shadow filter.
        let svg = host(view, width: 60, height: 60).svg()
        #expect(svg.contains("feDropShadow") && svg.contains("fill-rule=\"evenodd\""))
    }

    @Test func twoAndThreeLevelForegroundStylesFeedTheHierarchy() throws {
        func fill(_ style: HierarchicalShapeStyle) -> some View {
            Rectangle().fill(style).foregroundStyle(.red, .blue)
        }
        #expect(try centre(fill(.primary)).r == 255)
        let secondary = try centre(fill(.secondary))
        #expect(secondary.b == 255 && secondary.r == 0 && secondary.a == 255)
        // Beyond the levels given: the last one, lighter as the default hierarchy lightens
        // (tertiary is half of secondary: 30 % / 60 %).
        let tertiary = try centre(fill(.tertiary))
        #expect(tertiary.b == 255 && abs(tertiary.a - 128) <= 1)
        let three = try centre(Rectangle().fill(.tertiary).foregroundStyle(.red, .blue, .green))
        #expect(three.g == 199 && three.a == 255)
        // A hierarchical style set further in picks its level of those given.
        #expect(host(Text("A").foregroundStyle(.secondary).foregroundStyle(.red, .blue), width: 40, height: 40).svg().contains("rgb(0,136,255)"))
        // Text uses the primary level.
        #expect(host(Text("A").foregroundStyle(.orange, .blue), width: 40, height: 40).svg().contains("rgb(255,141,40)"))
    }

    @Test func colorsMixInDeviceOrPerceptualSpace() {
        #expect(Color.red.mix(with: .blue, by: 0, in: .device).rgba == Color.red.rgba)
        let half = Color.black.mix(with: .white, by: 0.5, in: .device).rgba
        #expect(abs(half.red - 0.5) < 1e-9)
        // Oklab: lightness 0.5 between black and white is linear 0.125, sRGB ≈ 0.3885.
        let perceptual = Color.black.mix(with: .white, by: 0.5).rgba
        #expect(abs(perceptual.red - 0.3885) < 0.002 && abs(perceptual.blue - 0.3885) < 0.002)
        #expect(Color.red.mix(with: .blue, by: .nan).rgba.red > 0.99)
        #expect(Color.red.mix(with: .blue, by: 7, in: .device).rgba == Color.blue.rgba)
    }

    @Test func quinaryIsTheFifthLevelOfTheForegroundStyle() throws {
        // With no foreground style, the levels are iOS's label greys (#3C3C43): quaternary at
        // 18 %, quinary fainter still, at 5 %.
        let quinary = try centre(Rectangle().fill(.quinary))
        #expect(abs(quinary.a - 13) <= 1)
        let quaternary = try centre(Rectangle().fill(HierarchicalShapeStyle.quaternary))
        #expect(abs(quaternary.a - 46) <= 1 && quinary.a < quaternary.a)
        // Of a colour foreground style, the fifth level is that colour made as faint.
        let blue = try centre(Rectangle().fill(HierarchicalShapeStyle.quinary).foregroundStyle(Color.blue))
        #expect(blue.b == 255 && abs(blue.a - 13) <= 1)
        // Of two given levels, the fifth is the second made fainter as the defaults are
        // (5 % / 60 % of the secondary style).
        let second = try centre(Rectangle().fill(.quinary).foregroundStyle(Color.red, Color.green))
        #expect(abs(second.a - Int((255.0 * 0.05 / 0.6).rounded())) <= 1)
    }

    @Test func aStylesLevelsAreItMadeFainterAsTheHierarchyIs() throws {
        // iOS 17's `Color.red.secondary`...: the colour at 60, 30, 18 and 5 % of its opacity.
        #expect(try centre(Rectangle().fill(Color.red.primary)).a == 255)
        let secondary = try centre(Rectangle().fill(Color.red.secondary))
        #expect(secondary.r == 255 && abs(secondary.a - 153) <= 1)
        #expect(abs(try centre(Rectangle().fill(Color.red.tertiary)).a - 77) <= 1)
        #expect(abs(try centre(Rectangle().fill(Color.red.quaternary)).a - 46) <= 1)
        #expect(abs(try centre(Rectangle().fill(Color.red.quinary)).a - 13) <= 1)
        // The foreground style's levels are its hierarchical levels.
        let foreground = try centre(Rectangle().fill(ForegroundStyle().secondary).foregroundStyle(Color.blue))
        #expect(foreground.b == 255 && abs(foreground.a - 153) <= 1)
    }
}

import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Tether

/// Colours, gradients, shadows, opacity, clips and borders as drawn in PNG and SVG.
@MainActor
@Suite struct GraphicsTests {

    @Test func borderIsDrawnInsideTheFrame() throws {
        // A 4 pt red border on a clear 40×20 view: pixels 0...3 from each edge are red, the
        // middle stays transparent (scale 1).
        let p = try pixels(Color.clear.frame(width: 40, height: 20).border(Color.red, width: 4), width: 40, height: 20, scale: 1)
        #expect(p.pixel(x: 1, y: 10).r == 255 && p.pixel(x: 1, y: 10).a == 255)
        #expect(p.pixel(x: 38, y: 10).r == 255)
        #expect(p.pixel(x: 20, y: 2).r == 255)
        #expect(p.pixel(x: 20, y: 10).a == 0)
        #expect(p.pixel(x: 5, y: 10).a == 0)
    }

    @Test func linearGradientBlendsAlongItsLineAndPadsBeyond() throws {
        // Red (255, 56, 60) to blue (0, 136, 255) from the leading to the trailing edge of a
        // 100×10 canvas, scale 1: the pixel centred at x = 50.5 is 50.5 % of the way along.
        let p = try pixels(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 100, height: 10, scale: 1)
        func near(_ value: Int, _ expected: Double) -> Bool { abs(Double(value) - expected) <= 3 }
        let middle = p.pixel(x: 50, y: 5)
        #expect(near(middle.r, 255 * 0.495) && near(middle.g, 56 + 80 * 0.505) && near(middle.b, 60 + 195 * 0.505))
        #expect(near(p.pixel(x: 0, y: 5).r, 255 * 0.995) && near(p.pixel(x: 99, y: 5).b, 60 + 195 * 0.995))
        // From the middle to the end only: the first half is padded with red.
        let half = try pixels(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .trailing)),
                              width: 100, height: 10, scale: 1)
        #expect(half.pixel(x: 20, y: 5).r == 255 && half.pixel(x: 20, y: 5).b == 60)
    }

    @Test func radialGradientGrowsFromItsCentreToItsEndRadius() throws {
        // White at the centre to black at 40 pt, in a 100×100 canvas: a corner (70 pt away)
        // is padded with black; 20 pt from the centre is half way (about 127).
        let p = try pixels(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40),
                           width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 50, y: 50).r > 245)
        #expect(p.pixel(x: 2, y: 2).r < 3 && p.pixel(x: 2, y: 2).a == 255)
        #expect(abs(p.pixel(x: 70, y: 50).r - 127) <= 4)
    }

    @Test func gradientsAreWrittenToSVGAsGradientDefinitions() {
        let view = VStack(spacing: 0) {
            Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 10, endRadius: 20))
                .frame(width: 40, height: 40)
            Text("Fade").foregroundStyle(.linearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
        }
        let svg = host(view, width: 100, height: 100).svg()
        // The circle's frame is (30, 0) in the canvas but the gradient is in its own space:
        // centre (20, 20), radius 20; the start radius 10 moves the first stop to 10 / 20.
        #expect(svg.contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"20\" cy=\"20\" r=\"20\">"))
        #expect(svg.contains("<stop offset=\"0.5\" stop-color=\"rgb(255,255,255)\"/>"))
        #expect(svg.contains("<linearGradient id=\"gradient2\""))
        #expect(svg.contains("stop-opacity=\"0\""))
        #expect(svg.contains("fill=\"url(#gradient1)\"") && svg.contains("fill=\"url(#gradient2)\""))
    }

    @Test func hostileGradientStopsAreSortedAndClamped() throws {
        // Stops out of order, out of range and NaN: drawn in order of location, clamped to
        // 0...1, NaN as 0; one stop is a plain colour; a line of no length shows the last one.
        let stops = [Gradient.Stop(color: .blue, location: 2), Gradient.Stop(color: .red, location: .nan)]
        let svg = host(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing), width: 20, height: 20).svg()
        #expect(!svg.contains("nan") && svg.contains("<stop offset=\"0\" stop-color=\"rgb(255,56,60)\"/>"))
        #expect(svg.contains("<stop offset=\"1\" stop-color=\"rgb(0,136,255)\"/>"))
        let single = try pixels(LinearGradient(colors: [.green], startPoint: .top, endPoint: .bottom), width: 10, height: 10, scale: 1)
        #expect(single.pixel(x: 5, y: 5).g == 199)   // iOS green #34C759
        let flat = try pixels(LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center), width: 10, height: 10, scale: 1)
        #expect(flat.pixel(x: 1, y: 1).b == 255)
    }

    @Test func aShadowIsABlurredOffsetCopyBehindTheView() throws {
        // A black 40 pt square centred in 100 × 100 (30...70), shadow radius 8 (σ = 4) moved
        // down 10: the shadow's rectangle is y 40...80. At y = 75, 5 pt inside its bottom edge,
        // the blur keeps Φ(5 / 4) ≈ 0.89 of the default 33 % black: alpha ≈ 75. At y = 95,
        // 15 pt (almost four σ) beyond it, next to nothing; 10 pt left of the square too.
        let view = Color.black.frame(width: 40, height: 40).shadow(radius: 8, y: 10)
        let h = host(view, width: 100, height: 100)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 50, y: 50).a == 255)
        let under = p.pixel(x: 50, y: 75)
        #expect(under.a > 55 && under.a < 95 && under.r == 0)
        #expect(p.pixel(x: 50, y: 95).a < 6)
        #expect(p.pixel(x: 20, y: 50).a < 6)
        let svg = h.svg()
        #expect(svg.contains("<feDropShadow dx=\"0\" dy=\"10\" stdDeviation=\"4\" flood-color=\"rgb(0,0,0)\" flood-opacity=\"0.33\"/>"))
        #expect(svg.contains("filter=\"url(#shadow1)\""))
    }

    @Test func aShadowScalesWithTheRendering() throws {
        // At 2x the blur and the offset double in pixels: the same point (50, 75) is pixel (100, 150).
        let view = Color.black.frame(width: 40, height: 40).shadow(radius: 8, y: 10)
        let p = try PNGDecoder.decode(host(view, width: 100, height: 100).pngData(scale: 2))
        let under = p.pixel(x: 100, y: 150)
        #expect(under.a > 55 && under.a < 95)
        // Hostile values draw the view without a broken shadow.
        let hostile = host(Color.black.frame(width: 40, height: 40).shadow(color: .red, radius: .nan, x: .infinity, y: -5),
                           width: 100, height: 100)
        #expect(!hostile.svg().contains("nan") && !hostile.svg().contains("inf"))
        #expect(try PNGDecoder.decode(hostile.pngData(scale: 1)).pixel(x: 50, y: 50).a == 255)
    }

    @Test func opacityHalvesAlpha() throws {
        let p = try pixels(Color.black.opacity(0.5), width: 10, height: 10)
        #expect(abs(p.pixel(x: 10, y: 10).a - 128) <= 1)
    }

    @Test func clipShapeCutsTheCorners() throws {
        let p = try pixels(Color.green.frame(width: 40, height: 40).clipShape(Circle()), width: 40, height: 40)
        #expect(p.pixel(x: 2, y: 2).a == 0)
        #expect(p.pixel(x: 40, y: 40).a == 255)
    }
}

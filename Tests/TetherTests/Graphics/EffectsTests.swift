import Foundation
import Testing
@testable import Tether

/// Pixel effects on any view: colour matrices, blur, blend modes, masks, compositing groups
/// and clips, as drawn in PNG and written to SVG.
@MainActor
@Suite struct EffectsTests {
    /// A 20×20 square of `color` on a 20×20 canvas at scale 1, with `effect`, its centre pixel.
    private func centre<V: View>(_ view: V) throws -> (r: Int, g: Int, b: Int, a: Int) {
        try pixels(view.frame(width: 20, height: 20), width: 20, height: 20, scale: 1).pixel(x: 10, y: 10)
    }
    private func near(_ value: Int, _ expected: Double, _ tolerance: Double = 2) -> Bool { abs(Double(value) - expected) <= tolerance }

    @Test func grayscaleOneLeavesEqualChannelsAtTheColoursLuma() throws {
        // iOS red (255, 56, 60): Rec. 709 luma 0.2125·255 + 0.7154·56 + 0.0721·60 ≈ 98.6.
        let p = try centre(Color.red.grayscale(1))
        #expect(p.r == p.g && p.g == p.b && p.a == 255)
        #expect(near(p.r, 98.6))
        // Half grey: half way between the colour and its luma.
        let half = try centre(Color.red.grayscale(0.5))
        #expect(near(half.r, (255 + 98.6) / 2) && near(half.b, (60 + 98.6) / 2))
    }

    @Test func saturationZeroIsGreyAndOneIsUnchanged() throws {
        let grey = try centre(Color.blue.saturation(0))
        #expect(grey.r == grey.g && grey.g == grey.b)
        let same = try centre(Color.blue.saturation(1))
        #expect(same.r == 0 && same.g == 136 && same.b == 255)
    }

    @Test func colorInvertTurnsWhiteBlackAndKeepsAlpha() throws {
        let p = try centre(Color.white.colorInvert())
        #expect(p.r == 0 && p.g == 0 && p.b == 0 && p.a == 255)
        let translucent = try centre(Color.black.opacity(0.5).colorInvert())
        #expect(translucent.r == 255 && near(translucent.a, 127.5, 1))
    }

    @Test func brightnessAddsToEachComponent() throws {
        // 1 is full white brightening; 0.5 on black is middle grey.
        let white = try centre(Color.red.brightness(1))
        #expect(white.r == 255 && white.g == 255 && white.b == 255)
        let grey = try centre(Color.black.brightness(0.5))
        #expect(near(grey.r, 127.5, 1) && near(grey.b, 127.5, 1))
    }

    @Test func contrastScalesTheDistanceFromMiddleGrey() throws {
        let flat = try centre(Color.red.contrast(0))
        #expect(near(flat.r, 127.5, 1) && near(flat.g, 127.5, 1))
        // Twice the contrast: 59 → 2·59 − 127.5 < 0 clamps to 0; 255 stays 255.
        let strong = try centre(Color.red.contrast(2))
        #expect(strong.r == 255 && strong.g == 0)
    }

    @Test func hueRotationByAFullTurnChangesNothing() throws {
        let p = try centre(Color.green.hueRotation(.degrees(360)))
        #expect(near(p.r, 52) && near(p.g, 199) && near(p.b, 89))
        // Half a turn moves green towards magenta: red and blue now exceed green.
        let q = try centre(Color.green.hueRotation(.degrees(180)))
        #expect(q.r > q.g && q.b > q.g)
    }

    @Test func colorMultiplyMultipliesEachComponent() throws {
        let p = try centre(Color.white.colorMultiply(.blue))
        #expect(p.r == 0 && p.g == 136 && p.b == 255)
        let q = try centre(Color.yellow.colorMultiply(Color(white: 0.5)))
        #expect(near(q.r, 127.5, 1) && near(q.g, 102, 1) && q.b == 0)
    }

    @Test func luminanceToAlphaMakesDarkTransparentAndLightOpaqueBlack() throws {
        let white = try centre(Color.white.luminanceToAlpha())
        #expect(white.a == 255 && white.r == 0 && white.g == 0)
        let black = try centre(Color.black.luminanceToAlpha())
        #expect(black.a == 0)
        // Red's luma is about 99.9 of 255.
        let red = try centre(Color.red.luminanceToAlpha())
        #expect(near(red.a, 99.9) && red.r == 0)
    }

    @Test func blurSpreadsTheViewBeyondItsFrameAndFadesItsEdges() throws {
        // A black 20 pt square in the middle of 100×100 (40...60), radius 10 (σ = 5), scale 1.
        // Its centre is 2σ from each edge: (Φ(2) − Φ(−2))² ≈ 0.91 of full alpha. On an edge,
        // half of that from the other axis: about 0.48. Six points outside it, the Gaussian
        // tail Φ(−1.2) ≈ 0.115 times 0.954. Three box blurs of whole pixels stand for the
        // Gaussian (here σ ≈ 5.5 in effect): allow about 10 %.
        let p = try pixels(Color.black.frame(width: 20, height: 20).blur(radius: 10), width: 100, height: 100, scale: 1)
        #expect(near(p.pixel(x: 50, y: 50).a, 0.91 * 255, 20))
        #expect(near(p.pixel(x: 40, y: 50).a, 0.48 * 255, 12))
        #expect(near(p.pixel(x: 33, y: 50).a, 0.11 * 255, 10))
        #expect(p.pixel(x: 10, y: 50).a == 0)
    }

    @Test func anOpaqueBlurStaysInsideTheFrameWithSolidEdges() throws {
        let p = try pixels(Color.black.frame(width: 20, height: 20).blur(radius: 10, opaque: true), width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 40, y: 50).a == 255 && p.pixel(x: 59, y: 59).a == 255)
        #expect(p.pixel(x: 38, y: 50).a == 0)
    }

    @Test func blurIsScaledWithTheRenderScale() throws {
        // At scale 3 the same point lies three pixels per point further: the alpha at the same
        // point stays about the same.
        let one = try pixels(Color.black.frame(width: 20, height: 20).blur(radius: 10), width: 100, height: 100, scale: 1)
        let three = try pixels(Color.black.frame(width: 20, height: 20).blur(radius: 10), width: 100, height: 100, scale: 3)
        #expect(near(three.pixel(x: 3 * 40 + 1, y: 150).a, Double(one.pixel(x: 40, y: 50).a), 16))
    }

    @Test func blendModesCombineWithWhatIsBehind() throws {
        func blended(_ mode: BlendMode) throws -> (r: Int, g: Int, b: Int, a: Int) {
            try centre(ZStack { Color.yellow; Color.blue.blendMode(mode) })
        }
        // Yellow (255, 204, 0) behind blue (0, 136, 255).
        let multiply = try blended(.multiply)
        #expect(multiply.r == 0 && near(multiply.g, 204 * 136 / 255.0) && multiply.b == 0)
        let screen = try blended(.screen)
        #expect(screen.r == 255 && near(screen.g, 255 - 51 * 119 / 255.0) && screen.b == 255)
        let lighter = try blended(.plusLighter)
        #expect(lighter.r == 255 && lighter.g == 255 && lighter.b == 255)
        // R = max(0, 1 − ((1 − D) + (1 − S))) = max(0, S + D − 1).
        let darker = try blended(.plusDarker)
        #expect(darker.r == 0 && near(darker.g, 204 + 136 - 255) && darker.b == 0 && darker.a == 255)
        let difference = try blended(.difference)
        #expect(difference.r == 255 && near(difference.g, 204 - 136) && difference.b == 255)
        let normal = try blended(.normal)
        #expect(normal.r == 0 && normal.g == 136 && normal.b == 255)
    }

    @Test func destinationOutCutsAHoleInACompositingGroup() throws {
        let view = ZStack { Color.blue; Circle().frame(width: 10, height: 10).blendMode(.destinationOut) }.compositingGroup()
        let p = try pixels(view.frame(width: 20, height: 20), width: 20, height: 20, scale: 1)
        #expect(p.pixel(x: 10, y: 10).a == 0)
        #expect(p.pixel(x: 1, y: 1).b == 255 && p.pixel(x: 1, y: 1).a == 255)
    }

    @Test func aCompositingGroupKeepsBlendModesInside() throws {
        // Difference against white is the inverse; inside a compositing group with nothing
        // behind it the red square is drawn as it is, then composited over the white.
        let open = try centre(ZStack { Color.white; Color.red.blendMode(.difference) })
        #expect(open.r == 0 && open.g == 255 - 56 && open.b == 255 - 60)
        let grouped = try centre(ZStack { Color.white; ZStack { Color.red.blendMode(.difference) }.compositingGroup() })
        #expect(grouped.r == 255 && grouped.g == 56 && grouped.b == 60)
        let drawn = try centre(ZStack { Color.white; ZStack { Color.red.blendMode(.difference) }.drawingGroup() })
        #expect(drawn.r == 255 && drawn.g == 56)
    }

    @Test func aMaskKeepsTheViewWhereTheMaskIsOpaque() throws {
        // A red square masked by a circle: corners transparent, middle red; a half-transparent
        // mask halves the alpha; the mask's colour does not matter.
        let p = try pixels(Color.red.frame(width: 20, height: 20).mask { Circle() }, width: 20, height: 20, scale: 1)
        #expect(p.pixel(x: 0, y: 0).a == 0)
        #expect(p.pixel(x: 10, y: 10).r == 255 && p.pixel(x: 10, y: 10).a == 255)
        let half = try centre(Color.red.mask { Color.blue.opacity(0.5) })
        #expect(half.r == 255 && near(half.a, 127.5, 1))
        // Aligned like an overlay: a 10 pt mask at the top leading corner.
        let aligned = try pixels(Color.red.frame(width: 20, height: 20).mask(alignment: .topLeading) { Color.black.frame(width: 10, height: 10) },
                                 width: 20, height: 20, scale: 1)
        #expect(aligned.pixel(x: 5, y: 5).a == 255 && aligned.pixel(x: 15, y: 15).a == 0)
    }

    @Test func aMaskReceivesNoTaps() throws {
        let tapped = Recorder<Bool>()
        let view = Color.red.frame(width: 40, height: 40).onTapGesture { tapped.record(true) }
            .mask { Color.black.onTapGesture { Issue.record("the mask was tapped") } }
        let h = host(view, width: 40, height: 40)
        try h.tap(at: CGPoint(x: 20, y: 20))
        #expect(tapped.value == true)
    }

    @Test func anEvenOddClipLeavesAHole() throws {
        // Two nested squares: non-zero fills both, even-odd leaves the inner one empty.
        let rings = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        let eo = try pixels(Color.red.frame(width: 20, height: 20).clipShape(rings, style: FillStyle(eoFill: true)), width: 20, height: 20, scale: 1)
        #expect(eo.pixel(x: 10, y: 10).a == 0 && eo.pixel(x: 2, y: 2).a == 255)
        let winding = try pixels(Color.red.frame(width: 20, height: 20).clipShape(rings), width: 20, height: 20, scale: 1)
        #expect(winding.pixel(x: 10, y: 10).a == 255)
        // Taps follow the rule too.
        let h = host(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("r").onTapGesture {}
                        .clipShape(rings, style: FillStyle(eoFill: true)), width: 20, height: 20)
        #expect(throws: (any Error).self) { try h.tap(at: CGPoint(x: 10, y: 10)) }
    }

    @Test func clippedIsAliasedUnlessAskedOtherwise() throws {
        // A 10.5 pt clip at scale 1: pixel column 10 is half inside. Aliased: all or nothing;
        // antialiased: about half alpha.
        func column10(antialiased: Bool) throws -> Int {
            let view = Color.red.frame(width: 20, height: 10).frame(width: 10.5, height: 10).clipped(antialiased: antialiased)
                .frame(width: 20, height: 10, alignment: .leading)
            return try pixels(view, width: 20, height: 10, scale: 1).pixel(x: 10, y: 5).a
        }
        #expect([0, 255].contains(try column10(antialiased: false)))
        #expect(near(try column10(antialiased: true), 127.5, 20))
    }

    @Test func cornerRadiusClipsRoundCorners() throws {
        let p = try pixels(Color.red.frame(width: 20, height: 20).cornerRadius(8), width: 20, height: 20, scale: 1)
        #expect(p.pixel(x: 0, y: 0).a == 0 && p.pixel(x: 10, y: 10).a == 255 && p.pixel(x: 10, y: 0).a == 255)
    }

    @Test func hostileEffectArgumentsAreClampedWithADiagnostic() throws {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).blur(radius: -3)
            Color.red.frame(width: 10, height: 10).blur(radius: .nan)
            Color.red.frame(width: 10, height: 10).blur(radius: 1e308)
            Color.red.frame(width: 10, height: 10).opacity(.nan)
            Color.red.frame(width: 10, height: 10).opacity(-1)
            Color.red.frame(width: 10, height: 10).cornerRadius(-4)
            Color.red.frame(width: 10, height: 10).brightness(.infinity)
            Color.red.frame(width: 10, height: 10).grayscale(7)
            Color.red.frame(width: 10, height: 10).saturation(-1)
            Color.red.frame(width: 10, height: 10).hueRotation(.degrees(.nan))
        }
        let h = host(view, width: 50, height: 200)
        let messages = h.diagnostics.filter { $0.kind == .invalidGeometry }.map(\.message)
        for name in ["blur radius -3", "blur radius nan", "blur radius 1e+308", "opacity nan", "opacity -1", "cornerRadius -4",
                     "brightness inf", "grayscale 7", "saturation -1", "hueRotation nan"] {
            #expect(messages.contains { $0.hasPrefix(name) }, "no diagnostic for \(name): \(messages)")
        }
        _ = try h.pngData(scale: 1)
        #expect(!h.svg().contains("nan"))
    }

    @Test func effectsAreWrittenToSVG() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).blur(radius: 4)
            Color.red.frame(width: 10, height: 10).blur(radius: 4, opaque: true)
            Color.red.frame(width: 10, height: 10).grayscale(1)
            Color.red.frame(width: 10, height: 10).blendMode(.multiply)
            Color.red.frame(width: 10, height: 10).mask { Circle() }
            Color.red.frame(width: 10, height: 10).compositingGroup()
            Color.red.frame(width: 10, height: 10).clipShape(Circle(), style: FillStyle(eoFill: true))
            Color.red.frame(width: 10, height: 10).luminanceToAlpha()
        }
        let svg = host(view, width: 50, height: 200).svg()
        // σ = radius / 2; the filter region is the frame widened by 3σ + 1.
        #expect(svg.contains("<filter id=\"filter1\" filterUnits=\"userSpaceOnUse\" x=\"-7\" y=\"-7\" width=\"24\" height=\"24\"><feGaussianBlur stdDeviation=\"2\"/></filter>"))
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"2\" edgeMode=\"duplicate\"/>"))
        #expect(svg.contains("color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"0.213 0.715 0.072 0 0"))
        #expect(svg.contains("style=\"mix-blend-mode:multiply\""))
        #expect(svg.contains("<mask id=\"mask1\" style=\"mask-type:alpha\">") && svg.contains("mask=\"url(#mask1)\""))
        #expect(svg.contains("style=\"isolation:isolate\""))
        #expect(svg.contains("clip-rule=\"evenodd\""))
        #expect(svg.contains("values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.213 0.715 0.072 0 0\""))
    }
}

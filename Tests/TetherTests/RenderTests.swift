import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Tether

/// PNG and SVG output: pixels checked at positions reasoned from the layout.
@MainActor
@Suite struct RenderTests {
    func pixels<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 2) throws -> DecodedPixels {
        try PNGDecoder.decode(host(view, width: width, height: height).pngData(scale: scale))
    }

    @Test func filledRectIsPaintedAtTheScaleAndTransparentOutside() throws {
        // A 20×10 red frame centred in 40×40: points (10, 15)–(30, 25), pixels ×2.
        let p = try pixels(Color.red.frame(width: 20, height: 10), width: 40, height: 40)
        #expect(p.width == 80 && p.height == 80)
        let inside = p.pixel(x: 40, y: 40)
        #expect(inside.r == 255 && inside.g == 59 && inside.b == 48 && inside.a == 255)   // iOS red #FF3B30
        #expect(p.pixel(x: 10, y: 10).a == 0)
        #expect(p.pixel(x: 40, y: 26).a == 0)   // just above y = 15 pt
    }

    @Test func strokedRingPaintsItsOutlineNotItsInside() throws {
        // Circle 40 pt in a 40 pt canvas, 4 pt blue stroke centred on the outline (radius 20):
        // at 2x the stroke covers radii 36...44 px from the centre (40, 40).
        let p = try pixels(Circle().stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(p.pixel(x: 40, y: 40).a == 0)
        let onRing = p.pixel(x: 40, y: 40 - 40 + 1)   // radius 39 px, straight up
        #expect(onRing.a > 200 && onRing.b > 200 && onRing.r < 30)
    }

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

    @Test func hiddenKeepsItsPlaceButIsNeitherDrawnNorHit() throws {
        // Two 20 pt squares side by side: the hidden red one still takes x 0...20.
        let tapped = Recorder<String>()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).onTapGesture { tapped.record("red") }.hidden()
            Color.blue.frame(width: 20, height: 20)
        }
        let h = host(view, width: 40, height: 20)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 10, y: 10).a == 0)
        #expect(p.pixel(x: 30, y: 10).b == 255 && p.pixel(x: 30, y: 10).a == 255)
        #expect(throws: TapError.self) { try h.tap(at: CGPoint(x: 10, y: 10)) }
        #expect(tapped.count == 0)
    }

    @Test func zIndexDrawsAViewInFrontOfLaterSiblings() throws {
        // Both squares cover the same 20×20 canvas; the later one (blue) would be in front,
        // but the red one's zIndex 1 puts it there instead.
        let raised = try pixels(ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }, width: 20, height: 20, scale: 1)
        #expect(raised.pixel(x: 10, y: 10).r == 255 && raised.pixel(x: 10, y: 10).b == 48)
        let plain = try pixels(ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }, width: 20, height: 20, scale: 1)
        #expect(plain.pixel(x: 10, y: 10).b == 255)
    }

    @Test func linearGradientBlendsAlongItsLineAndPadsBeyond() throws {
        // Red (255, 59, 48) to blue (0, 122, 255) from the leading to the trailing edge of a
        // 100×10 canvas, scale 1: the pixel centred at x = 50.5 is 50.5 % of the way along.
        let p = try pixels(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 100, height: 10, scale: 1)
        func near(_ value: Int, _ expected: Double) -> Bool { abs(Double(value) - expected) <= 3 }
        let middle = p.pixel(x: 50, y: 5)
        #expect(near(middle.r, 255 * 0.495) && near(middle.g, 59 + 63 * 0.505) && near(middle.b, 48 + 207 * 0.505))
        #expect(near(p.pixel(x: 0, y: 5).r, 255 * 0.995) && near(p.pixel(x: 99, y: 5).b, 48 + 207 * 0.995))
        // From the middle to the end only: the first half is padded with red.
        let half = try pixels(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .trailing)),
                              width: 100, height: 10, scale: 1)
        #expect(half.pixel(x: 20, y: 5).r == 255 && half.pixel(x: 20, y: 5).b == 48)
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
        #expect(!svg.contains("nan") && svg.contains("<stop offset=\"0\" stop-color=\"rgb(255,59,48)\"/>"))
        #expect(svg.contains("<stop offset=\"1\" stop-color=\"rgb(0,122,255)\"/>"))
        let single = try pixels(LinearGradient(colors: [.green], startPoint: .top, endPoint: .bottom), width: 10, height: 10, scale: 1)
        #expect(single.pixel(x: 5, y: 5).g == 199)   // iOS green #34C759
        let flat = try pixels(LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center), width: 10, height: 10, scale: 1)
        #expect(flat.pixel(x: 1, y: 1).b == 255)
    }

    @Test func aProgressBarFillsItsWidthAndTintsTheCompletedFraction() throws {
        // 3 of 12 done: a quarter of a 200 × 4 bar (x 0...50) in the accent blue, the rest the
        // light grey track; the bar is centred vertically in a 200 × 20 canvas (y 8...12).
        let h = host(ProgressView(value: 3, total: 12).tag(id: "bar"), width: 200, height: 20)
        #expect(close(h.frame(of: "bar"), CGRect(x: 0, y: 8, width: 200, height: 4)))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let done = p.pixel(x: 25, y: 10), left = p.pixel(x: 150, y: 10)
        #expect(done.b == 255 && done.r == 0)
        #expect(left.a > 0 && left.a < 128 && left.b < 200)
        #expect(p.pixel(x: 100, y: 2).a == 0)
    }

    @Test func indeterminateProgressIsASpinnerWithItsLabelBelow() {
        // The spinner is 20 × 20; the label goes 8 pt below it and sets the width.
        let spinner = host(ProgressView().tag(id: "spinner"))
        #expect(spinner.frame(of: "spinner")?.size == CGSize(width: 20, height: 20))
        let labelled = host(ProgressView { Text("Loading").tag(id: "label") }.tag(id: "progress"))
        let label = labelled.frame(of: "label")!, whole = labelled.frame(of: "progress")!
        #expect(close(whole.height, 20 + 8 + label.height) && close(whole.width, max(20, label.width)))
        #expect(close(label.minY - whole.minY, 28))
    }

    @Test func aStyleChoosesBetweenBarAndSpinner() {
        let spinner = host(ProgressView(value: 0.5).progressViewStyle(.circular).tag(id: "p"), width: 200, height: 100)
        #expect(spinner.frame(of: "p")?.size == CGSize(width: 20, height: 20))
        let bar = host(ProgressView().progressViewStyle(.linear).tag(id: "p"), width: 200, height: 100)
        #expect(bar.frame(of: "p")?.size == CGSize(width: 200, height: 4))
        // A total that is not positive and finite makes the progress indeterminate.
        let broken = host(ProgressView(value: 1.0, total: .nan).tag(id: "p"), width: 200, height: 100)
        #expect(broken.frame(of: "p")?.size == CGSize(width: 20, height: 20))
    }

    @Test func aSliderDrawsItsTrackTintedUpToTheKnob() throws {
        // 390 wide, 28 tall, centred in a 390 × 100 canvas (y 36...64). The knob's centre
        // travels from x 14 to 376: at a quarter it is at 14 + 362 / 4 = 104.5.
        let h = host(Slider(value: .constant(2.5), in: 0...10).tag(id: "slider"), width: 390, height: 100)
        #expect(close(h.frame(of: "slider"), CGRect(x: 0, y: 36, width: 390, height: 28)))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let knob = p.pixel(x: 104, y: 45), tinted = p.pixel(x: 50, y: 50), track = p.pixel(x: 300, y: 50)
        #expect(knob.r == 255 && knob.g == 255 && knob.b == 255 && knob.a == 255)
        #expect(tinted.b == 255 && tinted.r == 0)
        #expect(track.a > 0 && track.a < 128)
        #expect(p.pixel(x: 300, y: 40).a == 0)
    }

    @Test func sliderValueLabelsSitAtTheEnds() {
        let slider = Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Image(systemName: "speaker").tag(id: "min")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3").tag(id: "max")
        }
        let h = host(slider.tag(id: "slider"), width: 390, height: 100)
        let frame = h.frame(of: "slider")!
        #expect(close(h.frame(of: "min")!.minX, frame.minX) && close(h.frame(of: "max")!.maxX, frame.maxX))
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

    @Test func offsetMovesDrawingButNotLayout() throws {
        let p = try pixels(Color.red.frame(width: 10, height: 10).offset(x: 10), width: 30, height: 10, scale: 1)
        // Layout frame x 10...20, drawn at 20...30.
        #expect(p.pixel(x: 15, y: 5).a == 0)
        #expect(p.pixel(x: 25, y: 5).a == 255)
    }

    @Test func textIsDrawnWhereItIsLaidOut() throws {
        let h = host(Text("Hello").accessibilityIdentifier("t"), width: 200, height: 60)
        let frame = h.frame(of: "t")!
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        var inked = 0, stray = 0
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a > 0 {
            if frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) { inked += 1 } else { stray += 1 }
        } }
        #expect(inked > 50)
        #expect(stray == 0)
    }

    @Test func hugePNGIsRefusedBeforeAllocating() {
        let h = host(Color.red, width: 20_000, height: 20_000)
        #expect(throws: RenderError.imageTooLarge(width: 20_000, height: 20_000, limit: PNGWriter.maxPixels)) {
            try h.pngData(scale: 1)
        }
        #expect(throws: RenderError.invalidScale(0)) { try h.pngData(scale: 0) }
    }

    @Test func svgIsDeterministicAndWellFormed() throws {
        let view = VStack { Text("Tether"); Circle().fill(Color.orange).frame(width: 30, height: 30); Color.blue.opacity(0.5).clipShape(Capsule()) }
        let a = host(view, width: 120, height: 120).svg()
        let b = host(view, width: 120, height: 120).svg()
        #expect(a == b)
        #expect(a.contains("<svg"))
        #expect(!a.contains("nan") && !a.contains("inf"))
        let parser = XMLParser(data: Data(a.utf8))
        #expect(parser.parse())
    }

    @Test func svgNumbersHaveAtMostThreeDecimals() {
        let svg = host(Color.red.frame(width: 10.123456, height: 3.333333), width: 20, height: 20).svg()
        let long = svg.split(whereSeparator: { " \"MLCQZ,()".contains($0) }).filter { part in
            guard let dot = part.firstIndex(of: ".") else { return false }
            return part[part.index(after: dot)...].count > 3 && Double(part) != nil
        }
        #expect(long.isEmpty, "numbers with more than 3 decimals: \(long.prefix(3))")
    }

    @Test func bitmapImageRoundTripsThroughPNG() throws {
        let png = try host(Color.red.frame(width: 4, height: 2), width: 4, height: 2).pngData(scale: 1)
        let image = try RasterImage(pngData: png)
        #expect(image.pixelWidth == 4 && image.pixelHeight == 2)
        #expect(throws: RenderError.self) { try RasterImage(pngData: Data([1, 2, 3])) }
    }

    @Test func strokeOutlineCoversTheStrokedArea() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = Stroker.outline(of: line, style: StrokeStyle(lineWidth: 10))
        #expect(close(butt.boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10)))
        let square = Stroker.outline(of: line, style: StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(close(square.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10)))
        #expect(butt.contains(CGPoint(x: 50, y: 4)))
        #expect(!butt.contains(CGPoint(x: 50, y: 6)))
        let dashed = Stroker.outline(of: line, style: StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
    }
}

/// ImageRenderer sizes its image from the content, like SwiftUI's.
@MainActor
@Suite struct ImageRendererTests {
    @Test func rendersAtTheContentsIdealSizeAndScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20).padding(5))
        renderer.scale = 3
        #expect(renderer.size == CGSize(width: 40, height: 30))
        let pixels = try PNGDecoder.decode(try #require(renderer.pngData()))
        #expect(pixels.width == 120 && pixels.height == 90)
        #expect(pixels.pixel(x: 60, y: 45).a == 255)
        #expect(pixels.pixel(x: 5, y: 5).a == 0)
    }

    @Test func proposedSizeIsOfferedToFlexibleContent() {
        let renderer = ImageRenderer(content: Color.blue)
        #expect(renderer.size == CGSize(width: 10, height: 10))   // a colour's ideal size
        renderer.proposedSize = ProposedViewSize(width: 200, height: 50)
        #expect(renderer.size == CGSize(width: 200, height: 50))
        #expect(renderer.svg().contains("width=\"200\""))
    }
}

/// Image from a PNG file (Tether's own addition) draws the file's pixels, resizable or not.
@MainActor
@Suite struct BitmapImageTests {
    @Test func pngFileImageHasItsPixelSizeAndDrawsItsPixels() throws {
        let png = try host(Color.green.frame(width: 4, height: 3), width: 4, height: 3).pngData(scale: 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-\(UUID().uuidString).png")
        try png.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try Image(pngFileAt: url)
        let natural = host(image.accessibilityIdentifier("i"), width: 20, height: 20)
        #expect(close(natural.frame(of: "i")!.size.width, 4))
        let stretched = host(image.resizable().frame(width: 20, height: 15), width: 20, height: 15)
        let pixels = try DecodedPixels(pngData: stretched.pngData(scale: 1))
        #expect(pixels.pixel(x: 10, y: 7).g > 150 && pixels.pixel(x: 10, y: 7).a == 255)
        #expect(throws: (any Error).self) { try Image(pngFileAt: URL(fileURLWithPath: "/nonexistent.png")) }
    }
}

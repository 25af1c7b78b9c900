import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Tether

/// PNG and SVG output: pixels checked at positions reasoned from the layout.
@MainActor
@Suite struct RenderTests {

    @Test func filledRectIsPaintedAtTheScaleAndTransparentOutside() throws {
        // A 20×10 red frame centred in 40×40: points (10, 15)–(30, 25), pixels ×2.
        let p = try pixels(Color.red.frame(width: 20, height: 10), width: 40, height: 40)
        #expect(p.width == 80 && p.height == 80)
        let inside = p.pixel(x: 40, y: 40)
        #expect(inside.r == 255 && inside.g == 56 && inside.b == 60 && inside.a == 255)   // iOS 26's red #FF383C
        #expect(p.pixel(x: 10, y: 10).a == 0)
        #expect(p.pixel(x: 40, y: 26).a == 0)   // just above y = 15 pt
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
        #expect(throws: InteractionError.self) { try h.tap(at: CGPoint(x: 10, y: 10)) }
        #expect(tapped.count == 0)
    }

    /// Fuzz seed 4601: an SVG wrote every glyph of long texts far outside a 1×1 canvas. What
    /// lies wholly outside the view box is left out: a red square moved 500 pt right of a
    /// 100 pt canvas is not in the SVG, the green one in view is; a blurred blue square just
    /// past the edge stays, as its blur reaches into view.
    @Test func svgLeavesOutWhatLiesOutsideTheViewBox() {
        let view = ZStack {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).offset(x: 500)
            Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).offset(x: 58).blur(radius: 10)
        }
        let svg = host(view, width: 100, height: 100).svg()
        #expect(!svg.contains("rgb(255,0,0)"))
        #expect(svg.contains("rgb(0,255,0)"))
        #expect(svg.contains("rgb(0,0,255)"))
    }

    @Test func zIndexDrawsAViewInFrontOfLaterSiblings() throws {
        // Both squares cover the same 20×20 canvas; the later one (blue) would be in front,
        // but the red one's zIndex 1 puts it there instead.
        let raised = try pixels(ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }, width: 20, height: 20, scale: 1)
        #expect(raised.pixel(x: 10, y: 10).r == 255 && raised.pixel(x: 10, y: 10).b == 60)
        let plain = try pixels(ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }, width: 20, height: 20, scale: 1)
        #expect(plain.pixel(x: 10, y: 10).b == 255)
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

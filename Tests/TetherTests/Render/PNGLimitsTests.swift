import Foundation
import Testing
@testable import Tether

/// PNGs at the edges: canvases too large for the pixel limit, longer than a Cairo surface,
/// and hostile effects at small scales.
@MainActor
@Suite struct PNGLimitsTests {
    /// A 1e308-point-wide canvas at scale 3 is refused, saying how large it would be.
    @Test func aHugeCanvasIsRefusedWithTheTooLargeError() {
        let h = host(Color.red, width: 1e308, height: 844)
        #expect {
            try h.pngData(scale: 3)
        } throws: { error in
            guard case RenderError.imageTooLarge(let w, let height, _) = error else { return false }
            return w > 1_000_000_000 && height == 2_532 && "\(error)".contains("over the limit")
        }
    }

    /// A 0×1,000,000 canvas renders a 1-pixel-wide image at scales 0.25 to 1 (longer than a
    /// Cairo surface may be, so it is drawn in tiles).
    @Test func aMillionPointTallCanvasRendersOnePixelWide() throws {
        let h = host(Color.red, width: 0, height: 1_000_000)
        for scale in [0.25, 0.5, 1] as [CGFloat] {
            let png = try readEncodedPNG(h.pngData(scale: scale))
            #expect(png.width == 1 && png.height == Int(1_000_000 * scale))
        }
    }

    /// Tiles meet exactly: a 2×40,000 canvas, red over blue, shows red above row 20,000 and
    /// blue from it on, across the tile edges (tiles of 2 × 32,767 pixels here).
    @Test func tallCanvasTilesMeetExactly() throws {
        let view = VStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
        let h = host(view, width: 2, height: 40_000)
        let png = try readEncodedPNG(h.pngData(scale: 1))
        #expect(png.width == 2 && png.height == 40_000)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(png.rgba[((y * 2 + x) * 4)..<((y * 2 + x) * 4 + 4)]) }
        for y in [0, 4_095, 19_999] { #expect(pixel(1, y) == [255, 0, 0, 255], "row \(y)") }
        for y in [20_000, 32_766, 32_767, 39_999] { #expect(pixel(0, y) == [0, 0, 255, 255], "row \(y)") }
    }

    /// Fuzz seed 33829: a tall tiled picture redrew a 3D-rotated view's picture on every tile
    /// and blurred a wide shadow over a thousand-pixel-wide band per tile (80 s). A projected
    /// view is drawn only on the tiles it reaches, and still drawn whole there: a rotated red
    /// square at the top of a 4 × 40,000 canvas shows at the top, in the second tile's rows
    /// nothing does, and a blue square at the bottom shows there.
    @Test func aProjectedViewInATallPictureIsDrawnOnTheTilesItReaches() throws {
        let view = VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 40).rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
            Spacer()
            Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 40).rotation3DEffect(.degrees(-20), axis: (x: 1, y: 0, z: 0))
        }
        let png = try readEncodedPNG(host(view, width: 4, height: 40_000).pngData(scale: 1))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(png.rgba[((y * 4 + x) * 4)..<((y * 4 + x) * 4 + 4)]) }
        #expect(pixel(2, 20)[0] > 200 && pixel(2, 20)[3] > 200)
        #expect(pixel(2, 35_000) == [0, 0, 0, 0])
        #expect(pixel(2, 39_980)[2] > 200 && pixel(2, 39_980)[3] > 200)
    }

    /// An image squashed to 3e-7 points (a hostile frame) is skipped, not handed to Cairo,
    /// which cannot sample it and used to fail the whole PNG as out of memory.
    @Test func anImageSquashedBelowAPixelDoesNotFailThePNG() throws {
        let image = try Image(pngFileAt: {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-squash-\(getpid()).png")
            try host(Color.red, width: 3, height: 2).pngData(scale: 1).write(to: url)
            return url
        }())
        let view = ZStack { Color.white; image.resizable().frame(width: 3, height: 3e-7) }
        let png = try PNGDecoder.decode(host(view, width: 40, height: 40).pngData(scale: 2))
        #expect(png.width == 80 && png.pixel(x: 40, y: 40) == (255, 255, 255, 255))
    }

    /// A gradient whose centre lies 180,000 points away (an offset brought its view back on
    /// screen) is drawn in the colour it has there instead of failing the PNG: Cairo cannot
    /// set up a gradient that far out. Its radius reaches past the canvas, so the canvas
    /// shows its last stop.
    @Test func aGradientFarAwayDrawsItsColourThere() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let view = RadialGradient(colors: [red, blue], center: UnitPoint(x: -4_500, y: 0.5), startRadius: 0, endRadius: 10)
            .frame(width: 40, height: 40)
        let png = try PNGDecoder.decode(host(view, width: 40, height: 40).pngData(scale: 0.5))
        #expect(png.pixel(x: 10, y: 10) == (0, 0, 255, 255))
    }

    /// Fuzz seed 67329: a masked sunburst of 0.5-point slivers reaching five million points
    /// out crashed Cairo's rasterizer at scale 3, where its points lie beyond 24.8 fixed
    /// point. Paths are clipped to the surface first: the slivers all pass through the centre,
    /// so the centre pixel is red, and a corner, between the rays, is not.
    @Test func farReachingSliversUnderAMaskRenderAtEveryScale() throws {
        struct Sunburst: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                for ray in 0..<160 {
                    let angle = Double(ray) * .pi / 160
                    let sliver = Path(CGRect(x: -5e6, y: -0.25, width: 1e7, height: 0.5))
                    path.addPath(sliver, transform: CGAffineTransform(rotationAngle: angle)
                        .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY)))
                }
                return path
            }
        }
        let view = Sunburst().fill(Color(red: 1, green: 0, blue: 0)).mask { Rectangle() }.frame(width: 100, height: 60)
        for scale in [1, 2, 3] as [CGFloat] {
            let png = try PNGDecoder.decode(host(view, width: 100, height: 60).pngData(scale: scale))
            let centre = png.pixel(x: Int(50 * scale), y: Int(30 * scale))
            #expect(centre.0 > 200 && centre.3 > 200, "scale \(scale)")
            #expect(png.pixel(x: 0, y: 0).3 < 255, "scale \(scale)")
        }
    }

    /// A path whose points lie a billion points away still fills exactly what it covers: an
    /// even-odd ring whose hole (±10⁸) holds the canvas leaves it clear; the same two squares
    /// with the non-zero rule (both wound the same way) cover it.
    @Test func farAwayPathsKeepTheirWindingInsideTheCanvas() throws {
        struct Ring: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
                path.addRect(CGRect(x: -1e8, y: -1e8, width: 2e8, height: 2e8))
                return path
            }
        }
        let red = Color(red: 1, green: 0, blue: 0)
        let evenOdd = try PNGDecoder.decode(host(Ring().fill(red, style: FillStyle(eoFill: true)), width: 40, height: 40).pngData(scale: 3))
        let nonZero = try PNGDecoder.decode(host(Ring().fill(red), width: 40, height: 40).pngData(scale: 3))
        for (x, y) in [(0, 0), (60, 60), (119, 119)] {
            #expect(evenOdd.pixel(x: x, y: y).3 == 0)
            #expect(nonZero.pixel(x: x, y: y) == (255, 0, 0, 255))
        }
    }

    /// A stroke reaching far out is clipped too, and still drawn where it crosses the canvas:
    /// a 4-point line from (−10⁹, 20) to (10⁹, 20) paints row 20 across a 40-point canvas.
    @Test func aFarReachingStrokeCrossesTheCanvas() throws {
        let line = Path { $0.move(to: CGPoint(x: -1e9, y: 20)); $0.addLine(to: CGPoint(x: 1e9, y: 20)) }
        let view = line.stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
        let png = try PNGDecoder.decode(host(view, width: 40, height: 40).pngData(scale: 2))
        for x in [0, 40, 79] { #expect(png.pixel(x: x, y: 40) == (0, 0, 255, 255)) }
        #expect(png.pixel(x: 40, y: 10).3 == 0)
    }

    /// Fuzz seed 7441: a path reaching the largest doubles (a hull 3.4 × 10³⁰⁸ wide has no
    /// finite size) trapped while it was clipped. Every coordinate stays finite: at scale 1 a
    /// curve over the whole plane renders, and a stroke from x = −1.7 × 10³⁰⁸ to 1.7 × 10³⁰⁸
    /// along y = 20 still paints row 20 across the canvas. (At scale 2 such points are beyond
    /// the largest double in device space, and such a path is not drawn.)
    @Test func pathsReachingTheLargestDoublesRender() throws {
        let huge = 1.7e308
        let curve = Path {
            $0.move(to: CGPoint(x: -huge, y: -huge))
            $0.addCurve(to: CGPoint(x: huge, y: huge), control1: CGPoint(x: huge, y: -huge), control2: CGPoint(x: -huge, y: huge))
            $0.closeSubpath()
        }
        let line = Path { $0.move(to: CGPoint(x: -huge, y: 20)); $0.addLine(to: CGPoint(x: huge, y: 20)) }
        let view = ZStack {
            curve.fill(Color(red: 1, green: 0, blue: 0).opacity(0.5))
            line.stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
        }
        let png = try PNGDecoder.decode(host(view, width: 40, height: 40).pngData(scale: 1))
        #expect(png.width == 40 && png.height == 40)
        for x in [0, 20, 39] { #expect(png.pixel(x: x, y: 20) == (0, 0, 255, 255)) }
    }

    @Test func aSubpathThroughPointsThatAreNotNumbersIsLeftOut() throws {
        // A square, a triangle reaching ten million points away (so the path is clipped to
        // the surface), and a closed curve from a point that is not a number: the curve has
        // no place and is left out (halving it never came to a flat piece: 16 million points
        // on every tile); the square and the triangle are drawn.
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        path.move(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 1e7, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 20))
        path.closeSubpath()
        path.move(to: CGPoint(x: CGFloat.nan, y: .nan))
        path.addCurve(to: CGPoint(x: 35, y: 35), control1: CGPoint(x: CGFloat.nan, y: .nan), control2: CGPoint(x: 5, y: 35))
        path.closeSubpath()
        let png = try PNGDecoder.decode(host(path.fill(Color(red: 1, green: 0, blue: 0)), width: 40, height: 40).pngData(scale: 1))
        #expect(png.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(png.pixel(x: 36, y: 10) == (255, 0, 0, 255))
        #expect(png.pixel(x: 10, y: 32).a == 0 && png.pixel(x: 30, y: 34).a == 0)
    }

    /// Blurs, shadows and clips under hostile geometry at scale 0.5 of ordinary canvases:
    /// intermediate surfaces stay within what is visible, so nothing runs out of memory.
    @Test func smallScalesOfHostileEffectsRender() throws {
        let view = VStack {
            Text("Shadow").shadow(color: .black, radius: 1e150, x: 1e308, y: -1e308)
            RoundedRectangle(cornerRadius: 1e308).fill(Color.blue).frame(width: 1e7, height: 1e7).clipShape(Circle()).scaleEffect(1e15)
            Color.green.frame(width: 100, height: 100).shadow(radius: 40).opacity(0.5).scaleEffect(x: 1e-300, y: 1e300)
            Circle().stroke(style: StrokeStyle(lineWidth: 1e308, dash: [1e-300])).frame(width: 100, height: 100)
        }
        for size in [CGSize(width: 390, height: 844), CGSize(width: 240, height: 2_000)] {
            let h = ViewHost(view, size: size)
            h.update()
            let png = try PNGDecoder.decode(h.pngData(scale: 0.5))
            #expect(png.width == Int(size.width / 2) && png.height == Int(size.height / 2))
        }
    }
}

/// `Image(pngFileAt:)` and the PNG decoder on files that are not what they claim.
@MainActor
@Suite struct CorruptPNGTests {
    func png() throws -> Data {
        try host(Color.red, width: 3, height: 2).pngData(scale: 1)
    }

    func read(_ data: Data) throws -> Image {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-corrupt-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        return try Image(pngFileAt: url)
    }

    /// Every truncation of a PNG is refused (the last chunk, IEND, is not needed to read the
    /// pixels, so only cuts before it must fail) and never crashes.
    @Test func truncatedFilesAreRefused() throws {
        let original = try png()
        for length in 0..<(original.count - 12) {
            #expect(throws: (any Error).self, "cut at \(length)") { try read(original.prefix(length)) }
        }
        #expect(throws: RenderError.invalidPNG("the data does not start with the PNG signature")) { try read(Data("GIF89a".utf8)) }
    }

    /// A header claiming a huge image is refused before anything is allocated for it.
    @Test func hugeHeadersAreRefusedBeforeDecoding() throws {
        var bytes = [UInt8](try png())
        for i in 16..<24 { bytes[i] = i % 4 == 0 ? 0x00 : 0xFF }   // 16,777,215 × 16,777,215
        #expect {
            try read(Data(bytes))
        } throws: { "\($0)".contains("16777215×16777215") }
    }

    /// Flipping any single byte either still reads (an ancillary chunk) or throws; a view
    /// showing what was read renders.
    @Test func corruptedBytesNeverCrash() throws {
        let original = [UInt8](try png())
        for i in 0..<original.count {
            var bytes = original
            bytes[i] ^= 0x5A
            guard let image = try? read(Data(bytes)) else { continue }
            let h = host(image.resizable().frame(width: 10, height: 10), width: 10, height: 10)
            _ = try h.pngData(scale: 1)
        }
    }

    /// Fuzz seed 50013: an image pushed billions of points off the canvas by a 320× stretch
    /// made Cairo fail the whole picture ("out of memory"). An image off the surface is skipped.
    @Test func anImageFarOffTheCanvasUnderAHugeStretchIsSkipped() throws {
        let source = host(Color.blue, width: 4, height: 4)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-far-image-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try source.pngData(scale: 1).write(to: url)
        let image = try Image(pngFileAt: url)
        let view = ZStack {
            Color.red.frame(width: 20, height: 20)
            image.resizable().frame(width: 320, height: 320).offset(x: 1e7)
        }
        .transformEffect(CGAffineTransform(a: 320, b: 0, c: 0.2, d: 1, tx: 0, ty: 0))
        let h = host(view, width: 240, height: 2000)
        for scale in [0.25, 1, 1.5] as [CGFloat] {
            let png = try PNGDecoder.decode(h.pngData(scale: scale))
            #expect(png.width == Int((240 * scale).rounded(.up)))
        }
    }
}

import Foundation
import Testing
@testable import Tether

/// `Canvas` and `GraphicsContext`: immediate-mode drawing recorded into the display list.
@MainActor
@Suite struct CanvasTests {
    private func canvas(width: CGFloat = 40, height: CGFloat = 40, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> DecodedPixels {
        try pixels(Canvas(renderer: renderer), width: width, height: height, scale: 1)
    }

    @Test func aCanvasFillsItsProposalAndGetsItsSize() throws {
        let size = Recorder<CGSize>()
        let h = host(Canvas { _, s in size.record(s) }.frame(width: 70, height: 30), width: 100, height: 100)
        _ = h.svg()
        #expect(size.value == CGSize(width: 70, height: 30))
    }

    @Test func fillAndStrokeDrawPathsInUserSpace() throws {
        let p = try canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 30)); $0.addLine(to: CGPoint(x: 40, y: 30)) }, with: .color(.blue), lineWidth: 4)
        }
        #expect(p.pixel(x: 10, y: 10).r == 255 && p.pixel(x: 30, y: 10).a == 0)
        #expect(p.pixel(x: 20, y: 29).b == 255 && p.pixel(x: 20, y: 33).a == 0)
    }

    @Test func transformsMoveLaterDrawingAndCopiesKeepTheirOwnState() throws {
        let p = try canvas { context, _ in
            var moved = context
            moved.translateBy(x: 20, y: 20)
            moved.scaleBy(x: 2, y: 1)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            // The original is unmoved.
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
        }
        #expect(p.pixel(x: 38, y: 25).g == 199 && p.pixel(x: 18, y: 25).a == 0)
        #expect(p.pixel(x: 2, y: 2).a == 255 && p.pixel(x: 2, y: 2).g == 0)
    }

    @Test func rotationTurnsClockwiseOnScreen() throws {
        // A bar along +x turned 90° points down (y grows downwards).
        let p = try canvas { context, _ in
            context.translateBy(x: 20, y: 20)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: -2, width: 18, height: 4)), with: .color(.black))
        }
        #expect(p.pixel(x: 20, y: 35).a == 255 && p.pixel(x: 35, y: 20).a == 0)
    }

    @Test func aProjectionFilterMapsLaterDrawingInTheUserSpaceItWasAddedIn() throws {
        // Added after moving the origin to (20, 20): a 90° turn about z turns a bar along +x
        // about that point, so it points down from it; drawing before the filter is unmoved.
        let p = try canvas(width: 60, height: 60) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
            context.translateBy(x: 20, y: 20)
            context.addFilter(.projectionTransform(ProjectionTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))))
            context.fill(Path(CGRect(x: 0, y: -2, width: 18, height: 4)), with: .color(.black))
        }
        #expect(p.pixel(x: 1, y: 1).a == 255)
        #expect(p.pixel(x: 20, y: 35).a == 255 && p.pixel(x: 35, y: 20).a == 0)
        // A scale by 2 about the context's origin: a 10-point square from (−5, −5) covers 20.
        let q = try canvas(width: 60, height: 60) { context, _ in
            context.translateBy(x: 30, y: 30)
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))))
            context.fill(Path(CGRect(x: -5, y: -5, width: 10, height: 10)), with: .color(.black))
        }
        #expect(q.pixel(x: 21, y: 30).a == 255 && q.pixel(x: 38, y: 30).a == 255 && q.pixel(x: 18, y: 30).a == 0)
    }

    @Test func aSingularProjectionFilterIsLeftOutWithADiagnostic() throws {
        let h = host(Canvas { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
        }.frame(width: 40, height: 40), width: 40, height: 40)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(png.pixel(x: 5, y: 5).a == 255)
        #expect(h.diagnostics.contains { $0.message.contains("projectionTransform") })
    }

    @Test func clipsLimitLaterDrawingAndInverseClipsCutHoles() throws {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let inside = try canvas { context, size in
            context.clip(to: circle)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(inside.pixel(x: 1, y: 1).a == 0 && inside.pixel(x: 20, y: 20).a == 255)
        let outside = try canvas { context, size in
            context.clip(to: circle, options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(outside.pixel(x: 1, y: 1).a == 255 && outside.pixel(x: 20, y: 20).a == 0)
    }

    @Test func clipToLayerShowsLaterDrawingWhereTheLayerIsOpaque() throws {
        // The layer is a 20-point square at the top left drawn at 50 % with the clip at 50 %
        // opacity: a red fill over the canvas shows there at 25 % alpha (64 of 255), nowhere else.
        let clipped = try canvas { context, size in
            context.clipToLayer(opacity: 0.5) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black.opacity(0.5)))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(abs(Int(clipped.pixel(x: 10, y: 10).a) - 64) <= 2)
        #expect(clipped.pixel(x: 30, y: 30).a == 0)
        // Inverse: the fill shows wherever the layer is transparent, and not under its square.
        let inverse = try canvas { context, size in
            context.clipToLayer(options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(inverse.pixel(x: 10, y: 10).a == 0)
        #expect(inverse.pixel(x: 30, y: 30).a == 255 && inverse.pixel(x: 30, y: 30).r == 255)
        // The layer is drawn with the context's transform.
        let moved = try canvas { context, size in
            context.translateBy(x: 20, y: 20)
            context.clipToLayer { $0.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black)) }
            context.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.red))
        }
        #expect(moved.pixel(x: 25, y: 25).a == 255 && moved.pixel(x: 10, y: 10).a == 0)
    }

    @Test func clipToLayerWithAHostileOpacityIsClampedWithADiagnostic() throws {
        let h = host(Canvas { context, size in
            context.clipToLayer(opacity: .nan) { $0.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black)) }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }.frame(width: 10, height: 10), width: 10, height: 10)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 5, y: 5).a == 255)
        #expect(h.diagnostics.contains { $0.message.contains("clipToLayer opacity nan") })
    }

    @Test func opacityAppliesToEachOperationAndLayersCompositeOnce() throws {
        // Two overlapping squares at 50 %: drawn one by one the overlap is 75 % opaque; drawn
        // in a layer, the layer is composited once at 50 %.
        let square = Path(CGRect(x: 0, y: 0, width: 30, height: 30)), shifted = Path(CGRect(x: 10, y: 10, width: 30, height: 30))
        let separate = try canvas { context, _ in
            context.opacity = 0.5
            context.fill(square, with: .color(.black))
            context.fill(shifted, with: .color(.black))
        }
        #expect(abs(separate.pixel(x: 20, y: 20).a - 191) <= 2)
        let layered = try canvas { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(square, with: .color(.black))
                layer.fill(shifted, with: .color(.black))
            }
        }
        #expect(abs(layered.pixel(x: 20, y: 20).a - 128) <= 2)
    }

    @Test func blendModesAndFiltersApplyToLaterDrawing() throws {
        let p = try canvas { context, size in
            let all = Path(CGRect(origin: .zero, size: size))
            context.fill(all, with: .color(.yellow))
            context.blendMode = .multiply
            context.fill(all, with: .color(.blue))
        }
        // Yellow (255, 204, 0) multiplied by blue (0, 136, 255): 204 × 136 / 255 ≈ 108.8.
        #expect(p.pixel(x: 20, y: 20).r == 0 && abs(p.pixel(x: 20, y: 20).g - 109) <= 1)
        let grey = try canvas { context, size in
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        let g = grey.pixel(x: 20, y: 20)
        #expect(g.r == g.g && g.g == g.b)
        let blurred = try canvas(width: 100, height: 100) { context, _ in
            context.addFilter(.blur(radius: 10))
            context.fill(Path(CGRect(x: 40, y: 40, width: 20, height: 20)), with: .color(.black))
        }
        #expect(blurred.pixel(x: 35, y: 50).a > 10 && blurred.pixel(x: 50, y: 50).a < 250)
    }

    @Test func anAlphaThresholdAddedBeforeABlurMeltsBlurredShapesTogether() throws {
        // Two circles of radius 18 at x 30 and 72 leave a 6 pt gap at x 48...54. A filter
        // applies to what is drawn after it, so the blur added last acts first: blurred by a
        // deviation of 5 pt, each circle covers the gap's middle (3 pt out) by about a quarter
        // (a straight edge's 0.5 · erfc(3 / (5√2)) ≈ 0.27, a little less for a curved one),
        // together well above the 0.2 threshold: it becomes solid red. Every pixel ends fully
        // red or clear.
        func circles(_ context: inout GraphicsContext) {
            context.fill(Path(ellipseIn: CGRect(x: 12, y: 32, width: 36, height: 36)), with: .color(.black))
            context.fill(Path(ellipseIn: CGRect(x: 54, y: 32, width: 36, height: 36)), with: .color(.black))
        }
        let melted = try canvas(width: 100, height: 100) { context, _ in
            context.addFilter(.alphaThreshold(min: 0.2, color: .red))
            context.addFilter(.blur(radius: 10))
            circles(&context)
        }
        let red = Color.red.rgba(in: EnvironmentValues())
        let gap = melted.pixel(x: 51, y: 50)
        #expect(gap.a == 255 && abs(Double(gap.r) - red.red * 255) <= 1 && abs(Double(gap.g) - red.green * 255) <= 1)
        #expect(melted.pixel(x: 3, y: 3).a == 0)
        #expect((0..<100).allSatisfy { [0, 255].contains(melted.pixel(x: $0, y: 50).a) })
        // Added the other way round, the threshold acts first (hard circles, the gap clear)
        // and the blur softens the result: the gap is only partly covered.
        let softened = try canvas(width: 100, height: 100) { context, _ in
            context.addFilter(.blur(radius: 10))
            context.addFilter(.alphaThreshold(min: 0.2, color: .red))
            circles(&context)
        }
        #expect(softened.pixel(x: 51, y: 50).a < 200 && softened.pixel(x: 51, y: 50).a > 20)
        // Bounds out of order keep nothing.
        let none = try canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.9, max: 0.1))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        #expect(none.pixel(x: 20, y: 20).a == 0)
    }

    @Test func gradientShadingsUseUserSpacePoints() throws {
        let p = try canvas(width: 100, height: 10) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
        }
        #expect(abs(p.pixel(x: 50, y: 5).r - 128) <= 3 && p.pixel(x: 0, y: 5).r < 5)
    }

    @Test func textIsDrawnWithItsAnchorAtThePoint() throws {
        let measured = Recorder<CGSize>()
        let p = try canvas(width: 120, height: 40) { context, size in
            let text = context.resolve(Text("Hello").font(.system(size: 20)))
            measured.record(text.measure(in: size))
            context.draw(text, at: CGPoint(x: 60, y: 20), anchor: .center)
        }
        let s = try #require(measured.value)
        #expect(s.width > 30 && s.width < 80 && s.height > 15)
        // Something dark near the centre, nothing at the edges beyond the text's half width.
        var inked = 0
        for x in 40..<80 { for y in 10..<30 where p.pixel(x: x, y: y).a > 128 { inked += 1 } }
        #expect(inked > 20)
        #expect(p.pixel(x: Int(60 - s.width / 2) - 3, y: 20).a == 0)
    }

    @Test func hostileTransformsAreIgnoredWithADiagnostic() throws {
        let h = host(Canvas { context, size in
            context.translateBy(x: .nan, y: 0)
            context.scaleBy(x: .infinity, y: 1)
            context.opacity = .nan
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }, width: 20, height: 20)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(png.pixel(x: 5, y: 5).r == 255)
        #expect(h.diagnostics.contains { $0.message.contains("GraphicsContext transform") })
        #expect(!h.svg().contains("nan"))
    }

    // MARK: Gradient options and the shadow filter

    /// A red-to-blue gradient from x = 0 to x = 10 over a 40 × 10 canvas, with `options`.
    private func stripe(_ options: GraphicsContext.GradientOptions) throws -> DecodedPixels {
        try canvas(width: 40, height: 10) { context, size in
            let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0), options: options))
        }
    }

    @Test func gradientsExtendTheirEndColoursByDefault() throws {
        let p = try stripe([])
        #expect(p.pixel(x: 30, y: 5).b == 255 && p.pixel(x: 30, y: 5).r == 0)
    }

    @Test func repeatStartsTheGradientAgainBeyondItsEnd() throws {
        // x = 12.5 is a quarter into the second period: three quarters red.
        let p = try stripe(.repeat)
        let q = p.pixel(x: 12, y: 5)
        #expect(abs(q.r - 191) <= 6 && abs(q.b - 64) <= 6)
        #expect(p.pixel(x: 20, y: 5).r > 240)
    }

    @Test func mirrorRunsTheGradientBackBeyondItsEnd() throws {
        // x = 12.5 mirrors to 7.5: three quarters blue.
        let p = try stripe(.mirror)
        let q = p.pixel(x: 12, y: 5)
        #expect(abs(q.r - 64) <= 6 && abs(q.b - 191) <= 6)
        // Mirror wins over repeat when both are given.
        let both = try stripe([.repeat, .mirror]).pixel(x: 12, y: 5)
        #expect(abs(both.b - 191) <= 6)
    }

    @Test func linearColorBlendsInLinearLight() throws {
        // Half-way from black to white is 50 % linear light: sRGB 188, not 128.
        func middle(_ options: GraphicsContext.GradientOptions) throws -> Int {
            try canvas(width: 101, height: 4) { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 101, y: 0), options: options))
            }.pixel(x: 50, y: 2).r
        }
        #expect(abs(try middle(.linearColor) - 188) <= 3)
        #expect(abs(try middle([]) - 128) <= 3)
    }

    @Test func radialGradientsRepeatToo() throws {
        let p = try canvas(width: 40, height: 40) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .radialGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                                               center: CGPoint(x: 20, y: 20), startRadius: 0, endRadius: 5, options: .repeat))
        }
        // 10.5 pt from the centre is just past two periods: red again.
        #expect(p.pixel(x: 30, y: 20).r > 200)
    }

    @Test func gradientOptionsAreWrittenToSVG() {
        let svg = host(Canvas { context, size in
            let gradient = Gradient(colors: [.red, .blue])
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 5, y: 0), options: .repeat))
            context.fill(Path(CGRect(x: 0, y: 10, width: 10, height: 10)), with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 5, y: 0), options: .mirror))
        }, width: 20, height: 20).svg()
        #expect(svg.contains("spreadMethod=\"repeat\"") && svg.contains("spreadMethod=\"reflect\""))
    }

    @Test func aShadowFilterDrawsAnOffsetCopyUnderLaterDrawing() throws {
        // A red 10 pt square at (10, 10) with a sharp black shadow 5 pt down and right: the
        // shadow shows at (22, 22), outside the square; the square is drawn over it.
        let p = try canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 5, y: 5))
            context.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.red))
        }
        #expect(p.pixel(x: 22, y: 22).a == 255 && p.pixel(x: 22, y: 22).r == 0)
        #expect(p.pixel(x: 12, y: 12).r == 255)
        #expect(p.pixel(x: 8, y: 8).a == 0)
        // A blurred shadow fades towards its edge.
        let soft = try canvas { context, _ in
            context.addFilter(.shadow(radius: 6))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        }
        #expect(soft.pixel(x: 32, y: 20).a > 0 && soft.pixel(x: 32, y: 20).a < 84)
    }

    @Test func hostileShadowFilterArgumentsGiveADiagnostic() throws {
        let h = host(Canvas { context, _ in
            context.addFilter(.shadow(radius: .nan, x: .infinity, y: -1e308))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }.frame(width: 20, height: 20), width: 20, height: 20)
        // The renderer runs when the canvas is drawn.
        _ = try h.pngData(scale: 1)
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("shadow radius nan") })
        #expect(messages.contains { $0.contains("shadow x inf") })
        #expect(!h.svg().contains("nan"))
    }

    // MARK: Conic shadings and symbols

    @Test func aConicShadingTurnsClockwiseFromItsAngle() throws {
        // Red at 0° (to the right of the centre), half-way (purple-ish) at 180°, with the
        // start angle turned 90°: red straight below the centre.
        let p = try canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .conicGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                                              center: CGPoint(x: 20, y: 20), angle: .degrees(90)))
        }
        let below = p.pixel(x: 20, y: 38), above = p.pixel(x: 20, y: 2)
        #expect(below.r > 240 && below.b < 20)
        #expect(abs(above.r - 128) <= 8 && abs(above.b - 128) <= 8)
    }

    @Test func symbolsAreDrawnWhereTheRendererPutsThem() throws {
        // A 10 × 10 red symbol drawn twice, centred at (10, 10) and with its top leading corner
        // at (25, 25); the symbol view itself is not shown at the canvas's origin.
        let view = Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: "dot") else { return }
            context.draw(symbol, at: CGPoint(x: 10, y: 10))
            context.draw(symbol, at: CGPoint(x: 25, y: 25), anchor: .topLeading)
        } symbols: {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).tag("dot")
        }
        let p = try pixels(view, width: 40, height: 40, scale: 1)
        #expect(p.pixel(x: 6, y: 6).r == 255 && p.pixel(x: 14, y: 14).r == 255)
        #expect(p.pixel(x: 3, y: 3).a == 0 && p.pixel(x: 16, y: 16).a == 0)
        #expect(p.pixel(x: 30, y: 30).r == 255 && p.pixel(x: 24, y: 24).a == 0)
    }

    @Test func aSymbolDrawnInARectangleIsScaledToIt() throws {
        // The 10 × 10 symbol, left half red and right half blue, drawn into (0, 0, 40, 20):
        // red up to x = 20, blue beyond, 20 tall; nothing below. A non-finite rectangle draws
        // nothing, with a diagnostic.
        let view = Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: "half") else { return }
            context.draw(symbol, in: CGRect(x: 0, y: 0, width: 40, height: 20))
            context.draw(symbol, in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        } symbols: {
            HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }.frame(width: 10, height: 10).tag("half")
        }
        let h = host(view, width: 40, height: 40)
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 18, y: 10).r == 255 && p.pixel(x: 18, y: 10).b == 0)
        #expect(p.pixel(x: 22, y: 10).b == 255 && p.pixel(x: 22, y: 10).r == 0)
        #expect(p.pixel(x: 10, y: 24).a == 0)
        #expect(h.diagnostics.contains { $0.message.contains("non-finite rectangle") })
    }

    @Test func aSymbolHasItsIdealSizeAndAnUnknownIdIsNil() throws {
        let size = Recorder<CGSize>(), missing = Recorder<Bool>()
        let view = Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: 1) { size.record(symbol.size) }
            missing.record(context.resolveSymbol(id: 2) == nil)
        } symbols: {
            Circle().frame(width: 12, height: 8).tag(1)
        }
        _ = host(view.frame(width: 40, height: 40), width: 40, height: 40).svg()
        #expect(size.value == CGSize(width: 12, height: 8))
        #expect(missing.value == true)
    }

    @Test func symbolsAreNotTappedAndTheCanvasKeepsItsSize() throws {
        let tapped = Recorder<String>()
        let h = host(Canvas { _, _ in } symbols: {
            Color.red.frame(width: 40, height: 40).onTapGesture { tapped.record("symbol") }.tag(0)
        }.frame(width: 100, height: 60).testID("canvas"), width: 100, height: 60)
        expectFrame(h, "canvas", CGRect(x: 0, y: 0, width: 100, height: 60))
        try? h.tap(at: CGPoint(x: 10, y: 10))
        #expect(tapped.value == nil)
    }

    @Test func aSymbolAtANonFinitePointIsADiagnostic() throws {
        let h = host(Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: 0) { context.draw(symbol, at: CGPoint(x: CGFloat.nan, y: .infinity)) }
        } symbols: {
            Color.red.frame(width: 4, height: 4).tag(0)
        }.frame(width: 20, height: 20), width: 20, height: 20)
        #expect(!h.svg().contains("nan"))
        #expect(h.diagnostics.contains { $0.message.contains("symbol drawn at a non-finite point") })
    }
}

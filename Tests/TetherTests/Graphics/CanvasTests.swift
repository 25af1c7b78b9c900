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
        // Yellow (255, 204, 0) multiplied by blue (0, 122, 255).
        #expect(p.pixel(x: 20, y: 20).r == 0 && abs(p.pixel(x: 20, y: 20).g - 98) <= 1)
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
}

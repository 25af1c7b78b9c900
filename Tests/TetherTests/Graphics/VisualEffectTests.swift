import Foundation
import Testing
@testable import Tether

/// `visualEffect(_:)` with `VisualEffect` and `EmptyVisualEffect`: effects made from the view's
/// geometry that change how it draws, never its layout.
@MainActor
@Suite struct VisualEffectTests {
    /// A 10 pt red square at the top leading corner of a 40 × 40 canvas, with `effect`.
    private func square<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).visualEffect(effect).testID("square")
            .frame(width: 40, height: 40, alignment: .topLeading)
    }

    @Test func offsetBySizeMovesTheDrawingButNotTheLayout() throws {
        // SwiftUI's own example: offset by its own size, the top left corner appears where the
        // bottom right corner was.
        let view = square { content, proxy in content.offset(proxy.size) }
        let p = try pixels(view, width: 40, height: 40, scale: 1)
        #expect(p.pixel(x: 15, y: 15).r == 255 && p.pixel(x: 5, y: 5).a == 0)
        expectFrame(host(view, width: 40, height: 40), "square", CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func theProxyGivesTheViewsGlobalFrame() throws {
        // 20 pt below the top, the effect moves the square right by its global minY.
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 20)
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
        }.frame(width: 40, height: 40, alignment: .topLeading)
        let p = try pixels(view, width: 40, height: 40, scale: 1)
        #expect(p.pixel(x: 25, y: 25).r == 255 && p.pixel(x: 5, y: 25).a == 0)
    }

    @Test func scrollingEvaluatesTheEffectAgainAtTheNewPosition() throws {
        // A row fades by its distance from the top of the scroll view: 40 pt down at first
        // (opacity 0.6), at the top once scrolled by 40 (opacity 1).
        let opacity = Recorder<Double>()
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 40)
                Color.red.frame(height: 20)
                    .visualEffect { content, proxy in
                        let value = 1 - proxy.frame(in: .named("scroll")).minY / 100
                        opacity.record(value)
                        return content.opacity(value)
                    }
                Color.clear.frame(height: 400)
            }
        }
        .coordinateSpace(.named("scroll"))
        .testID("scroll")
        let h = host(view, width: 100, height: 100)
        _ = h.svg()
        #expect(close(opacity.value ?? 0, 0.6))
        try h.scroll("scroll", by: CGSize(width: 0, height: 40))
        _ = h.svg()
        #expect(close(opacity.value ?? 0, 1))
    }

    @Test func transformsApplyInTheOrderGiven() throws {
        // Scaled twice from the top leading corner (0...20), then moved 10 right: 10...30.
        let scaledThenMoved = try pixels(square { c, _ in c.scaleEffect(2, anchor: .topLeading).offset(x: 10) }, width: 40, height: 40, scale: 1)
        #expect(scaledThenMoved.pixel(x: 12, y: 15).a == 255 && scaledThenMoved.pixel(x: 32, y: 5).a == 0)
        // Moved first, then scaled from the same corner: 20...40.
        let movedThenScaled = try pixels(square { c, _ in c.offset(x: 10).scaleEffect(2, anchor: .topLeading) }, width: 40, height: 40, scale: 1)
        #expect(movedThenScaled.pixel(x: 12, y: 5).a == 0 && movedThenScaled.pixel(x: 32, y: 5).a == 255)
    }

    @Test func rotationTurnsAboutTheAnchor() throws {
        // A 20 × 4 bar turned 90° about its leading edge's middle (0, 2) points down.
        let view = Color.black.frame(width: 20, height: 4)
            .visualEffect { c, _ in c.rotationEffect(.degrees(90), anchor: .leading) }
            .frame(width: 40, height: 40, alignment: .topLeading)
        let p = try pixels(view, width: 40, height: 40, scale: 1)
        #expect(p.pixel(x: 1, y: 15).a == 255 && p.pixel(x: 15, y: 2).a == 0)
    }

    @Test func opacityBlurAndColourEffectsDraw() throws {
        let faded = try pixels(square { c, _ in c.opacity(0.5) }, width: 40, height: 40, scale: 1)
        #expect(abs(faded.pixel(x: 5, y: 5).a - 128) <= 1)
        let twice = try pixels(square { c, _ in c.opacity(0.5).opacity(0.5) }, width: 40, height: 40, scale: 1)
        #expect(abs(twice.pixel(x: 5, y: 5).a - 64) <= 1)
        let grey = try pixels(square { c, _ in c.grayscale(1) }, width: 40, height: 40, scale: 1).pixel(x: 5, y: 5)
        #expect(grey.r == grey.g && grey.g == grey.b)
        let blurred = try pixels(square { c, _ in c.blur(radius: 4) }, width: 40, height: 40, scale: 1)
        // A blur spreads beyond the frame and softens the corner.
        #expect(blurred.pixel(x: 11, y: 5).a > 0 && blurred.pixel(x: 0, y: 0).a < 200)
        let multiplied = try pixels(square { c, _ in c.colorMultiply(Color(red: 0.5, green: 1, blue: 1)) }, width: 40, height: 40, scale: 1)
        #expect(abs(multiplied.pixel(x: 5, y: 5).r - 128) <= 1)
        let brighter = try pixels(square { c, _ in c.brightness(1) }, width: 40, height: 40, scale: 1).pixel(x: 5, y: 5)
        #expect(brighter.g == 255 && brighter.b == 255)
    }

    @Test func anEffectThatMakesTheViewInvisibleTakesNoTaps() throws {
        let tapped = Recorder<String>()
        let view = ZStack {
            Color.blue.frame(width: 20, height: 20).onTapGesture { tapped.record("behind") }
            Color.red.frame(width: 20, height: 20).onTapGesture { tapped.record("faded") }
                .visualEffect { c, _ in c.opacity(0) }
        }
        let h = host(view, width: 20, height: 20)
        try h.tap(at: CGPoint(x: 10, y: 10))
        #expect(tapped.value == "behind")
    }

    @Test func hostileEffectArgumentsAreClampedWithADiagnostic() throws {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.offset(x: .nan, y: .infinity) }
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.opacity(-1) }
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.blur(radius: .nan) }
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.scaleEffect(1e308) }
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.rotationEffect(.radians(.infinity)) }
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.transformEffect(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) }
            Color.red.frame(width: 10, height: 10).visualEffect { c, _ in c.saturation(-2).hueRotation(.degrees(.nan)) }
        }
        let h = host(view, width: 40, height: 120)
        let messages = h.diagnostics.filter { $0.kind == .invalidGeometry }.map(\.message)
        for name in ["visualEffect offset width nan", "visualEffect offset height inf", "visualEffect opacity -1", "visualEffect blur radius nan",
                     "visualEffect scale width 1e+308", "visualEffect rotation inf", "visualEffect transform", "visualEffect saturation -2",
                     "visualEffect hueRotation nan"] {
            #expect(messages.contains { $0.hasPrefix(name) }, "no diagnostic for \(name): \(messages)")
        }
        _ = try h.pngData(scale: 1)
        #expect(!h.svg().lowercased().contains("nan"))
    }
}

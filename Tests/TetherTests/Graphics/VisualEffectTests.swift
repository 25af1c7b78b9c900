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

    // MARK: rotation3DEffect

    /// A 100 × 50 card centred in a 200 × 200 canvas (frame 50, 75, 100, 50), its left half
    /// red and its right half blue, turned by `effect`.
    private func card<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        halves.testID("card").visualEffect(effect)
    }

    private var halves: some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
            Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 50)
        }
    }

    /// Whether any pixel of `p` has some colour.
    private func drawsAnything(_ p: DecodedPixels) -> Bool {
        stride(from: 3, to: p.rgba.count, by: 4).contains { p.rgba[$0] > 0 }
    }

    @Test func aQuarterTurnAboutYShowsTheCardEdgeOn() throws {
        // At 90° every point of the plane lands on the axis, x = 100: a line without width.
        let p = try pixels(card { c, _ in c.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)) }, width: 200, height: 200, scale: 1)
        #expect(!drawsAnything(p))
        // Unturned, the same card draws.
        #expect(drawsAnything(try pixels(card { c, _ in c.rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)) }, width: 200, height: 200, scale: 1)))
    }

    @Test func aHalfTurnAboutYMirrorsTheCard() throws {
        // At 180° about y every point keeps z = 0 (so w = 1, perspective or not) and x goes to
        // 2·100 − x: the red left half (50...100) is drawn at 100...150, the blue one at 50...100.
        let p = try pixels(card { c, _ in c.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)) }, width: 200, height: 200, scale: 1)
        let right = p.pixel(x: 125, y: 100), left = p.pixel(x: 75, y: 100)
        #expect(right.r == 255 && right.b == 0 && right.a == 255)
        #expect(left.b == 255 && left.r == 0 && left.a == 255)
        // Still within the frame's rows (75...125).
        #expect(p.pixel(x: 125, y: 70).a == 0 && p.pixel(x: 125, y: 120).a == 255)
    }

    @Test func aPerspectiveTurnDrawsAsTheViewModifierDoes() throws {
        // 60° about y, perspective 1: d = max(100, 50) = 100; the right edge (u = 50 from the
        // anchor) goes back to w = 1 + 50·sin 60°/100 ≈ 1.433, so it is drawn at
        // x = 100 + 50·cos 60°/1.433 ≈ 117.4 and its top at y = 100 − 25/1.433 ≈ 82.6; the
        // left edge comes forward (w ≈ 0.567): drawn at x ≈ 55.9, from y ≈ 55.9 to 144.1.
        let turned = card { c, _ in c.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)) }
        let p = try pixels(turned, width: 200, height: 200, scale: 1)
        #expect(p.pixel(x: 112, y: 100).b == 255 && p.pixel(x: 121, y: 100).a == 0)
        #expect(p.pixel(x: 116, y: 80).a == 0 && p.pixel(x: 116, y: 88).a == 255)
        #expect(p.pixel(x: 60, y: 62).r == 255 && p.pixel(x: 52, y: 100).a == 0)
        // The same pixels as the view modifier with the same arguments.
        let modifier = try pixels(halves.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 200, scale: 1)
        #expect(p.rgba == modifier.rgba)
        // Also with every argument given.
        let arguments = try pixels(card { c, _ in
            c.rotation3DEffect(.degrees(-35), axis: (x: 1, y: 0.5, z: 0.2), anchor: .topLeading, anchorZ: 10, perspective: 0.5)
        }, width: 200, height: 200, scale: 1)
        let viewModifier = try pixels(halves.rotation3DEffect(.degrees(-35), axis: (x: 1, y: 0.5, z: 0.2), anchor: .topLeading,
                                                              anchorZ: 10, perspective: 0.5), width: 200, height: 200, scale: 1)
        #expect(arguments.rgba == viewModifier.rgba)
    }

    @Test func aTurnChangesNeitherLayoutNorTheGeometryTheContentReads() throws {
        let seen = Recorder<CGRect>()
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in Recording(recorder: seen, value: proxy.frame(in: .global)) }
                .frame(width: 100, height: 50).testID("card")
                .visualEffect { c, _ in c.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)) }
            Color.red.frame(width: 100, height: 50).testID("below")
        }
        let h = host(view, width: 200, height: 200)
        // The stack is 100 × 100, centred: the card at (50, 50), the view below it at (50, 100),
        // as without the effect (the view modifier would report the projected box).
        expectFrame(h, "card", CGRect(x: 50, y: 50, width: 100, height: 50))
        expectFrame(h, "below", CGRect(x: 50, y: 100, width: 100, height: 50))
        #expect(close(seen.value, CGRect(x: 50, y: 50, width: 100, height: 50)))
        let modified = host(Color.red.frame(width: 100, height: 50).testID("card")
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 200)
        #expect(modified.frame(of: "card")?.height ?? 0 > 50)
    }

    @Test func theTurnFollowsTheProxyAndChainsWithOtherEffects() throws {
        // The angle comes from the global frame: minX 90 → 90° (edge-on, nothing drawn).
        let edgeOn = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            .visualEffect { c, proxy in c.rotation3DEffect(.degrees(proxy.frame(in: .global).minX), axis: (x: 0, y: 1, z: 0)) }
            .frame(width: 200, height: 20, alignment: .center)
        #expect(!drawsAnything(try pixels(edgeOn, width: 200, height: 20, scale: 1)))
        // Cover-flow code divides the angle: at minX 80, −80° / 8 = −10°, a slight turn that
        // still draws.
        let coverFlow = Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20)
            .visualEffect { content, proxy in
                content.rotation3DEffect(.degrees(-proxy.frame(in: .global).minX) / 8, axis: (x: 0, y: 1, z: 0))
            }
        #expect(try pixels(coverFlow, width: 200, height: 20, scale: 1).pixel(x: 100, y: 10).r == 255)
        #expect(abs((Angle.degrees(-80) / 8).degrees + 10) < 1e-9)
        // A half turn then an offset: mirrored (red on the right), then moved 50 right, so
        // blue at 100...150 and red at 150...200 (the card itself spans 50...150).
        let p = try pixels(card { c, _ in c.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)).offset(x: 50) },
                           width: 200, height: 200, scale: 1)
        #expect(p.pixel(x: 125, y: 100).b == 255 && p.pixel(x: 175, y: 100).r == 255 && p.pixel(x: 75, y: 100).a == 0)
    }

    @Test func scrollTransitionsTurnRowsAtTheEdge() throws {
        // Rows 40 tall in a 100 × 100 scroll view: rows at 0 and 40 are wholly inside
        // (identity); the row at 80 shows its top 20 points (bottomTrailing, halfway to the
        // threshold). Red everywhere a row draws.
        func rows(_ configuration: ScrollTransitionConfiguration) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<5) { _ in
                        Color(red: 1, green: 0, blue: 0).frame(height: 40)
                            .scrollTransition(configuration) { content, phase in
                                content.rotation3DEffect(.degrees(phase.isIdentity ? 0 : 90), axis: (x: 1, y: 0, z: 0))
                            }
                    }
                }
            }
        }
        // Animated: the edge row is at its phase's 90° about x, edge-on: nothing below 80.
        let animated = try pixels(rows(.animated), width: 100, height: 100, scale: 1)
        #expect(animated.pixel(x: 50, y: 60).r == 255)
        #expect(animated.pixel(x: 50, y: 82).a == 0 && animated.pixel(x: 50, y: 95).a == 0)
        // Interactive: halfway (eased 0.5) between 90° and 0°, 45°. The row's top edge, 20
        // above its middle (y 100), is drawn 20·cos 45°/w above it, w = 1 ± 20·sin 45°/100:
        // at y ≈ 87.6 or 83.5, either way below 82, while y 95 is inside the row.
        let interactive = try pixels(rows(.interactive), width: 100, height: 100, scale: 1)
        #expect(interactive.pixel(x: 50, y: 60).r == 255)
        #expect(interactive.pixel(x: 50, y: 82).a == 0 && interactive.pixel(x: 50, y: 95).r == 255)
    }

    @Test func turnsInterpolateAngleAndAxis() {
        let from = VisualEffectChain(resolving: EmptyVisualEffect().rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0), perspective: 1))
        let to = VisualEffectChain(resolving: EmptyVisualEffect().rotation3DEffect(.zero, axis: (x: 1, y: 1, z: 0), anchor: .top, perspective: 0))
        let mixed = from.interpolated(towards: to, amount: 0.5)
        guard mixed.steps.count == 1, case .rotation3D(let e) = mixed.steps[0] else {
            Issue.record("not one turn: \(mixed.steps)")
            return
        }
        #expect(abs(e.angle.degrees - 45) < 1e-9)
        #expect(e.axis == (x: 0.5, y: 1, z: 0) && e.anchor == UnitPoint(x: 0.5, y: 0.25) && e.anchorZ == 0 && e.perspective == 0.5)
    }

    @Test func hostileTurnsLeaveTheViewAsItIsWithADiagnostic() throws {
        let view = VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .visualEffect { c, _ in c.rotation3DEffect(.degrees(.nan), axis: (x: 0, y: 1, z: 0)) }
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .visualEffect { c, _ in c.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 0)) }
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .visualEffect { c, _ in c.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: .infinity) }
        }
        let h = host(view, width: 20, height: 60)
        let messages = h.diagnostics.filter { $0.kind == .invalidGeometry }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("visualEffect rotation3DEffect has a non-finite") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("visualEffect rotation3DEffect axis is (0, 0, 0)") }, "\(messages)")
        // Each square draws unturned, filling its 20 points.
        let p = try DecodedPixels(pngData: h.pngData(scale: 1))
        for y in [1, 10, 18, 21, 30, 38, 41, 50, 58] {
            #expect(p.pixel(x: 1, y: y).r == 255 && p.pixel(x: 18, y: y).r == 255, "row \(y)")
        }
        #expect(!h.svg().lowercased().contains("nan"))
    }
}

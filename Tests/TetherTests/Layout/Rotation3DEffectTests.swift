import Foundation
import Testing
@testable import Tether

/// `rotation3DEffect`: the view's plane turned about an axis through its anchor and seen in
/// perspective from max(width, height) / perspective in front of it. Frames are the bounding
/// boxes of the projected corners; drawing and hit testing follow the projection. The view
/// is 100 × 50, centred in a 200 × 200 canvas (frame 50, 75, 100, 50).
@MainActor
@Suite struct Rotation3DEffectTests {
    /// A corner (u, v) relative to the anchor, turned by `degrees` about the y axis and seen
    /// from `distance` (nil: no perspective): x′ = u·cos / w, y′ = v / w with w = 1 + u·sin/d
    /// (the far side, z < 0, shrinks).
    func projectedAboutY(_ u: CGFloat, _ v: CGFloat, degrees: Double, distance: CGFloat?) -> CGPoint {
        let c = CGFloat(cos(degrees * .pi / 180)), s = CGFloat(sin(degrees * .pi / 180))
        let z = -u * s
        let w = distance.map { 1 - z / $0 } ?? 1
        return CGPoint(x: u * c / w, y: v / w)
    }

    func expectedFrame(degrees: Double, distance: CGFloat?) -> CGRect {
        let corners = [(-50.0, -25.0), (50.0, -25.0), (50.0, 25.0), (-50.0, 25.0)].map {
            projectedAboutY(CGFloat($0.0), CGFloat($0.1), degrees: degrees, distance: distance)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: 100 + xs.min()!, y: 100 + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test func withoutPerspectiveATurnAboutYNarrowsTheViewByTheCosine() {
        let h = host(Color.red.frame(width: 100, height: 50).testID("card")
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0), width: 200, height: 200)
        expectFrame(h, "card", CGRect(x: 75, y: 75, width: 50, height: 50))
    }

    @Test func aTurnAboutZIsAPlainRotationEvenWithPerspective() {
        let h = host(Color.red.frame(width: 100, height: 50).testID("card")
            .rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)), width: 200, height: 200)
        expectFrame(h, "card", CGRect(x: 75, y: 50, width: 50, height: 100))
    }

    @Test func withPerspectiveTheNearSideGrowsAndTheFarSideShrinks() {
        // d = max(100, 50) / 1 = 100; the right side (u > 0) goes back for a positive turn about y.
        let h = host(Color.red.frame(width: 100, height: 50).testID("card")
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 200)
        let expected = expectedFrame(degrees: 60, distance: 100)
        expectFrame(h, "card", expected)
        // The left edge is taller than the view (closer), the right edge shorter.
        #expect(expected.height > 50)
        #expect(expected.minX < 75)
    }

    @Test func aPerspectiveTurnDrawsATrapezoid() throws {
        let p = try pixels(Color.red.frame(width: 100, height: 50)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 200, scale: 1)
        // Near the left edge the projected view reaches above its frame (y 75)…
        let nearLeft = p.pixel(x: 60, y: 60)
        #expect(nearLeft.r == 255 && nearLeft.a == 255)
        // …and the right edge stops at 100 + 50·cos60/w = 117.4, short of an affine 125.
        #expect(p.pixel(x: 121, y: 100).a == 0)
        #expect(p.pixel(x: 112, y: 100).a == 255)
        // The far side is shorter: at x 112 the top edge has come down to y ≈ 80.2 (an affine
        // turn keeps it at 75).
        #expect(p.pixel(x: 112, y: 78).a == 0)
        #expect(p.pixel(x: 112, y: 83).a == 255)
    }

    @Test func tapsHitThroughTheProjection() throws {
        let count = Recorder<Int>()
        count.value = 0
        let h = host(Color.red.frame(width: 100, height: 50)
            .onTapGesture { count.value! += 1 }
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 200)
        // Inside the trapezoid, above the unrotated frame.
        try h.tap(at: CGPoint(x: 60, y: 60))
        #expect(count.value == 1)
        // Inside the unrotated frame but right of the projected right edge.
        try? h.tap(at: CGPoint(x: 122, y: 100))
        #expect(count.value == 1)
    }

    @Test func anchorsInsideAreProjected() {
        let seen = Recorder<CGRect>()
        struct Key: PreferenceKey {
            static let defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        _ = host(Color.red.frame(width: 100, height: 50)
            .anchorPreference(key: Key.self, value: .bounds) { $0 }
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            .overlayPreferenceValue(Key.self) { anchor in
                GeometryReader { proxy in
                    Recording(recorder: seen, value: anchor.map { proxy[$0] } ?? .zero)
                }
            }, width: 200, height: 200)
        // The overlay covers the view's frame (50, 75): the projected box in its space.
        let expected = expectedFrame(degrees: 60, distance: 100).offsetBy(dx: -50, dy: -75)
        #expect(close(seen.value, expected))
    }

    @Test func theEffectValueIsTheDocumentedProjection() {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1)
        let p = effect.effectValue(size: CGSize(width: 100, height: 50))
        #expect(!p.isAffine)
        let right = CGPoint(x: 100, y: 0).applying(p)
        let expected = projectedAboutY(50, -25, degrees: 60, distance: 100)
        #expect(close(right, CGPoint(x: 50 + expected.x, y: 25 + expected.y)))
        #expect(_Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0).effectValue(size: CGSize(width: 100, height: 50)).isAffine)
        // Inverting undoes it.
        let back = right.applying(p.inverted())
        #expect(close(back, CGPoint(x: 100, y: 0)))
    }

    @Test func hostileArgumentsAreReportedAndLeaveTheViewAsItIs() {
        for (angle, axis, perspective) in [(Double.nan, (x: CGFloat(0), y: CGFloat(1), z: CGFloat(0)), CGFloat(1)),
                                           (30, (x: 0, y: 0, z: 0), 1),
                                           (30, (x: 0, y: 1, z: 0), .infinity)] {
            let h = host(Color.red.frame(width: 100, height: 50).testID("card")
                .rotation3DEffect(.degrees(angle), axis: axis, perspective: perspective), width: 200, height: 200)
            expectFrame(h, "card", CGRect(x: 50, y: 75, width: 100, height: 50))
            #expect(h.diagnostics.contains { $0.message.contains("rotation3DEffect") })
        }
        // A huge perspective squeezes the view towards its anchor without breaking anything.
        let h = host(Color.red.frame(width: 100, height: 50).testID("card")
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 1e308), width: 200, height: 200)
        let frame = h.frame(of: "card")
        #expect(frame.map { $0.isFiniteRect } == true)
        _ = try? h.pngData(scale: 1)
    }

    /// Fuzz seed 70131: under a hostile perspective `frame(of:)` reported NaN and infinity.
    /// Every frame stays finite under hostile rotations, and a corner projected out of reach
    /// is clamped with a diagnostic.
    @Test func hostileRotationsReportFiniteFrames() throws {
        let cases: [(CGFloat, CGFloat)] = [(0, .infinity), (0, .nan), (1e308, 1), (-1e300, 1e-300), (0, 1)]
        for (anchorZ, perspective) in cases {
            let view = Color.red.frame(width: 40, height: 40).testID("card")
                .rotation3DEffect(.degrees(89.999), axis: (x: 1, y: 0, z: 0), anchorZ: anchorZ, perspective: perspective)
            let h = host(view, width: 200, height: 200)
            let f = try #require(h.frame(of: "card"))
            let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
            #expect(finite, Comment(rawValue: "anchorZ \(anchorZ), perspective \(perspective): \(f)"))
        }
        // A point projected out of any finite place (here by a scale of 1e308) is clamped
        // within ±1e15 and reported.
        let h = host(Color.red.frame(width: 40, height: 40).testID("card"), width: 200, height: 200)
        let node = try #require(h.findNode("card"))
        let far = ProjectionTransform(m11: 1e308, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let p = node.projected(CGPoint(x: 40, y: 10), by: far)
        #expect(p == CGPoint(x: FiniteGeometry.limit, y: 10))
        #expect(h.graph.diagnostics.contains { $0.message.contains("through its 3D projection") })
    }
}

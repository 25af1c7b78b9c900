import Foundation
import Testing
@testable import Tether

/// `projectionEffect(_:)` and `CATransform3D`: Core Animation's 4×4 transforms for row vectors
/// (a transform made with `CATransform3DTranslate(t, …)` moves first, then applies `t`), drawn
/// on the plane z = 0 through `ProjectionTransform(_:)`. Frames inside the effect are the
/// bounding boxes of the projected corners; layout is unchanged.
@MainActor
@Suite struct ProjectionEffectTests {
    private func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { close(p.x, x) && close(p.y, y) }

    @Test func aRotationAboutZTurnsClockwiseOnScreen() {
        let quarter = ProjectionTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(near(CGPoint(x: 1, y: 0).applying(quarter), 0, 1))
        #expect(near(CGPoint(x: 0, y: 1).applying(quarter), -1, 0))
    }

    @Test func translateScaleAndRotateApplyTheirOwnStepFirst() {
        // Translate by 10, then scale by 2: (0, 0) → (10, 0) → (20, 0).
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(near(CGPoint.zero.applying(ProjectionTransform(t)), 20, 0))
        // Concat(a, b) is a, then b.
        let c = CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(near(CGPoint.zero.applying(ProjectionTransform(c)), 0, 5))
        // The inverse undoes it.
        let inverse = CATransform3DInvert(c)
        let back = CATransform3DConcat(c, inverse)
        for (a, b) in zip(back.rows.joined(), CATransform3DIdentity.rows.joined()) { #expect(abs(a - b) < 1e-9) }
        // A singular transform has no inverse: it comes back as it was.
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3D().m11 == 0 && CATransform3DIdentity.m44 == 1)
    }

    @Test func m34GivesARotationAboutYItsPerspective() {
        // Rotated 60° about y, then seen with m34 = −1/500: (x, y, 0) → (x·cos, y, −x·sin),
        // w = 1 + x·sin/500, so (100, 50) → (50 / w, 50 / w) with w = 1 + 86.6/500.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let w = 1 + 100 * sin(CGFloat.pi / 3) / 500
        #expect(near(CGPoint(x: 100, y: 50).applying(ProjectionTransform(t)), 100 * 0.5 / w, 50 / w))
        #expect(!CATransform3DIsAffine(t))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 3, ty: 4))))
    }

    @Test func aShearDrawsTheViewAsAParallelogramWithoutChangingLayout() {
        // (x, y) → (x + y, y): the 100 × 50 view's corners reach 150 across.
        let shear = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
        let h = host(Color.red.testID("inside").frame(width: 100, height: 50).projectionEffect(shear).testID("outer"),
                     width: 300, height: 100)
        let outer = h.frame(of: "outer"), inside = h.frame(of: "inside")
        #expect(close(outer?.width ?? 0, 100) && close(outer?.height ?? 0, 50))
        #expect(close(inside?.minX ?? 0, outer?.minX ?? 1) && close(inside?.width ?? 0, 150) && close(inside?.height ?? 0, 50))
    }

    @Test func aPerspectiveTransformProjectsTheFrame() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = ProjectionTransform(CATransform3DRotate(perspective, .pi / 3, 0, 1, 0))
        let h = host(Color.red.testID("inside").frame(width: 100, height: 100).projectionEffect(t).testID("outer"),
                     width: 300, height: 200)
        // The left edge stays (w = 1 at x = 0); the right edge goes to x = 50 / w, its ends to
        // y = 0 and 100 / w.
        let w = 1 + 100 * sin(CGFloat.pi / 3) / 500
        let inside = h.frame(of: "inside"), outer = h.frame(of: "outer")
        #expect(close(inside?.width ?? 0, 50 / w) && close(inside?.height ?? 0, 100))
        #expect(close(inside?.minX ?? 0, outer?.minX ?? 1))
    }

    @Test func aNonFiniteTransformIsIgnoredWithADiagnostic() {
        let bad = ProjectionTransform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let h = host(Color.red.testID("inside").frame(width: 100, height: 50).projectionEffect(bad), width: 300, height: 100)
        #expect(close(h.frame(of: "inside")?.width ?? 0, 100))
        #expect(!h.diagnostics.isEmpty)
    }
}

import Foundation
import Testing
@testable import Tether

/// The geometry value types behave as SwiftUI documents them, and hostile coordinates are
/// clamped to the range Tether keeps every frame and transform in.
@Suite struct GeometryTests {
    @Test func anglesConvertBetweenDegreesAndRadians() {
        #expect(abs(Angle(degrees: 180).radians - Double.pi) < 1e-12)
        #expect(abs(Angle.radians(Double.pi / 2).degrees - 90) < 1e-12)
        #expect(abs((Angle.degrees(30) + .degrees(60)).degrees - 90) < 1e-12)
        #expect(Angle.zero.radians == 0)
    }

    @Test func anglesHaveTheCompoundArithmeticOfAVector() {
        // A dial's code: `length += rotation - angle`.
        var length = Angle.degrees(75)
        length += .degrees(45) - .degrees(30)
        #expect(abs(length.degrees - 90) < 1e-9)
        length -= .degrees(100)
        #expect(abs(length.degrees + 10) < 1e-9 && abs(length.magnitude - Angle.degrees(10).radians) < 1e-12)
        length *= 3
        length /= 2
        #expect(abs(length.degrees + 15) < 1e-9)
        length.negate()
        #expect(abs(length.degrees - 15) < 1e-9)
    }

    @Test func unitPointsNameTheCornersAndCentreOfAUnitSquare() {
        #expect(UnitPoint.topLeading.x == 0 && UnitPoint.topLeading.y == 0)
        #expect(UnitPoint.center.x == 0.5 && UnitPoint.center.y == 0.5)
        #expect(UnitPoint.bottomTrailing.x == 1 && UnitPoint.bottomTrailing.y == 1)
        #expect(UnitPoint.trailing.x == 1 && UnitPoint.trailing.y == 0.5)
    }

    @Test func edgeInsetsKeepEachEdgeAndDefaultToZero() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 2, 3, 4])
        let none = EdgeInsets()
        #expect([none.top, none.leading, none.bottom, none.trailing] == [0, 0, 0, 0])
    }

    @Test func aProjectionFromAnAffineTransformIsAffine() {
        let projection = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        #expect(projection.isAffine)
        #expect(!projection.isIdentity)
        #expect(projection.m31 == 3 && projection.m32 == 4)
        #expect(ProjectionTransform().isIdentity)
    }

    @Test func hostileRectanglesAreClampedIntoTheFiniteRange() {
        let clamped = FiniteGeometry.clamp(CGRect(x: CGFloat.nan, y: 1e308, width: -5, height: .infinity))
        #expect(clamped.origin.x == 0)
        #expect(clamped.origin.y == FiniteGeometry.limit)
        #expect(clamped.width == 0)
        #expect(clamped.height == FiniteGeometry.limit)
        #expect(FiniteGeometry.isWithinLimit(clamped))
        // A NaN in a transform's linear part becomes the identity's entry.
        let t = FiniteGeometry.clamp(CGAffineTransform(a: .nan, b: 0, c: 0, d: .nan, tx: -.infinity, ty: 2))
        #expect(t.a == 1 && t.d == 1 && t.tx == -FiniteGeometry.limit && t.ty == 2)
    }

    @Test func coreGraphicsComparisonsAndTheUnlabelledTransformInitializerWork() {
        // Core Graphics' `equalTo(_:)`; a rect compares after standardizing, as
        // `CGRectEqualToRect` does: (10, 10, -5, -5) is (5, 5, 5, 5).
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        #expect(!CGPoint(x: 1, y: 0).equalTo(.zero))
        #expect(CGRect(x: 10, y: 10, width: -5, height: -5).equalTo(CGRect(x: 5, y: 5, width: 5, height: 5)))
        // `CGAffineTransform(a, b, c, d, tx, ty)`: a translation by (3, 4) moves the origin there.
        let moved = CGPoint.zero.applying(CGAffineTransform(1, 0, 0, 1, 3, 4))
        #expect(moved == CGPoint(x: 3, y: 4))
        // Core Graphics' C-style makers.
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2) && CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4) && CGVectorMake(5, 6) == CGVector(dx: 5, dy: 6))
    }
}

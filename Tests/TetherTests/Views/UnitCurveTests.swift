import Foundation
import Testing
@testable import Tether

/// `UnitCurve`: the CSS/Core Animation ease Béziers solved exactly, circular arcs, their
/// velocities and inverses. Expected values come from the curves' formulas: a Bézier with
/// control points (x1, y1), (x2, y2) passes through (x(t), y(t)) with
/// x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³, so picking t gives an exact point to check.
@Suite struct UnitCurveTests {
    @Test func linearIsTheIdentityWithVelocityOne() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(UnitCurve.linear.velocity(at: 0.8) == 1)
    }

    @Test func theEaseCurvesPassThroughTheirBezierPoints() {
        // easeIn (0.42, 0), (1, 1) at t = ½: x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.6575, y = ½.
        #expect(abs(UnitCurve.easeIn.value(at: 0.6575) - 0.5) < 1e-12)
        // easeOut (0, 0), (0.58, 1) at t = ½: x = 3·½·¼·0.58 + ⅛ = 0.3425, y = ½.
        #expect(abs(UnitCurve.easeOut.value(at: 0.3425) - 0.5) < 1e-12)
        // easeInOut (0.42, 0), (0.58, 1) at t = ¼: x = 0.274375, y = 3·¾·(1/16) + 1/64 = 0.15625.
        #expect(abs(UnitCurve.easeInOut.value(at: 0.274375) - 0.15625) < 1e-12)
        // Its control points are symmetric about (½, ½): ½ maps to ½, and y(x) + y(1 − x) = 1.
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.2) + UnitCurve.easeInOut.value(at: 0.8) - 1) < 1e-12)
    }

    @Test func valuesAreClampedAndEndsFixed() {
        for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func bezierVelocitiesAreTheSlopeDyDx() {
        // easeIn leaves (0, 0) along its first control point (0.42, 0): flat.
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        // At (1, 1) its end control point coincides with the end, so dy/dx is the limit of the
        // second derivatives there, (y1 − 1)/(x1 − 1) = (0 − 1)/(0.42 − 1) = 1/0.58.
        #expect(abs(UnitCurve.easeIn.velocity(at: 1) - 1 / 0.58) < 1e-9)
        // easeOut mirrors it: 1/0.58 at the start, flat at the end.
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-9)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        // easeInOut at its middle (t = ½): x′ = 3·¼·0.42 + 6·¼·0.16 + 3·¼·0.42 = 0.87, y′ = 1.5.
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 1e-9)
    }

    @Test func circularCurvesAreArcsOfTheUnitCircle() {
        // 1 − √(1 − 0.36) = 0.2, slope x/√(1 − x²) = 0.6/0.8.
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-12)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
        // √(1 − 0.6²) = 0.8, slope (1 − x)/√(1 − (1 − x)²) = 0.6/0.8.
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0.4) - 0.75) < 1e-12)
        // Each half is a half-size arc: (1 − √(1 − 4·0.09))/2 = 0.1 and (1 + √(1 − 4·0.09))/2 = 0.9.
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.3) - 0.1) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.7) - 0.9) < 1e-12)
        // Vertical at the steep end.
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    }

    @Test func theInverseSwapsXAndY() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-9)
            }
        }
        // circularEaseInOut maps 0.3 to 0.1, so its inverse maps 0.1 to 0.3.
        #expect(abs(UnitCurve.circularEaseInOut.inverse.value(at: 0.1) - 0.3) < 1e-12)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
    }

    @Test func hostileControlPointsGiveNumbers() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: .nan, y: .infinity), endControlPoint: UnitPoint(x: 5, y: -.nan))
        #expect(curve.value(at: 0.5).isFinite)
        #expect(!curve.velocity(at: 0.5).isNaN)
        // x outside 0...1 is clamped: (−1, 0), (2, 1) evaluates as (0, 0), (1, 1), symmetric about ½.
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))
        #expect(abs(clamped.value(at: 0.5) - 0.5) < 1e-12)
    }
}

import Foundation
import Testing
@testable import Tether

/// `Path`'s construction and query API: arcs, rounded rectangles, bounds, trimming.
@Suite struct PathTests {
    @Test func aCirclesPathStartsAtItsTrailingPointAndRunsClockwiseOnScreen() {
        // SwiftUI's circle starts at 3 o'clock; a quarter of the way along it is at 6 o'clock
        // (y down), which is why progress rings are turned by −90°.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.elements.first == .move(to: CGPoint(x: 100, y: 50)))
        #expect(close(circle.trimmedPath(from: 0, to: 0.25).currentPoint, CGPoint(x: 50, y: 100), tolerance: 0.1))
    }

    @Test func aPathsDescriptionReadsBackAsTheSamePath() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7.5, y: 12), control2: CGPoint(x: 2.5, y: 12))
        path.closeSubpath()
        // Operands before their operators, as Core Graphics and PDF write paths.
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q 7.5 12 2.5 12 0 10 c h")
        #expect(Path(path.description) == path)
        // SwiftUI's own rectangle operator reads as the rectangle's four lines.
        #expect(try #require(Path("0 0 10 5 re")).description == "0 0 m 10 0 l 10 5 l 0 5 l h")
        // Not a description: nil.
        #expect(Path("1234567890") == nil)
        #expect(Path("0 m") == nil)
        #expect(Path("0 0 move") == nil)
        #expect(Path("nan 0 m") == nil)
        #expect(Path("")?.isEmpty == true)
    }

    @Test func trimmedPathCutsAtFractionsOfTheTotalLength() {
        // A 100×50 rectangle is 300 long, starting at its top-left corner going right.
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let half = rect.trimmedPath(from: 0, to: 0.5)
        #expect(half.currentPoint == CGPoint(x: 100, y: 50))
        #expect(half.elements.first == .move(to: .zero))
        // The middle third: from 100 along (the top-right corner) to 200 (the bottom edge's middle).
        let middle = rect.trimmedPath(from: 1.0 / 3, to: 2.0 / 3)
        #expect(close(middle.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, CGPoint(x: 100, y: 0)))
        #expect(close(middle.currentPoint, CGPoint(x: 50, y: 50)))
        // Reversed or empty ranges give nothing; out-of-range fractions are clamped.
        #expect(rect.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(rect.trimmedPath(from: -1, to: 2) == rect)
    }

    @Test func trimmedCurvesKeepTheirShape() {
        // Half of a circle's length from 6 o'clock goes through 9 o'clock to 12 o'clock.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let left = circle.trimmedPath(from: 0.25, to: 0.75)
        #expect(close(left.currentPoint, CGPoint(x: 50, y: 0), tolerance: 0.1))
        #expect(close(left.boundingRect, CGRect(x: 0, y: 0, width: 50, height: 100), tolerance: 0.2))
    }

    @Test func boundingRectHoldsTheCurveNotItsControlPoints() {
        let path = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        }
        // The cubic's lowest point is at t = ½: 3·¼·½·100·2 = 75.
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75)))
        #expect(close(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect, CGRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(Path().boundingRect == .zero)
    }

    @Test func relativeArcsTurnClockwiseOnScreenForPositiveDeltas() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(close(path.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, CGPoint(x: 60, y: 50)))
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(path.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10)))
    }

    @Test func tangentArcsRoundTheCornerBetweenTwoLines() {
        // From the origin towards (100, 0), then down to (100, 100), radius 20: the arc meets
        // the first line at (80, 0) and the second at (100, 20).
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(close(path.currentPoint, CGPoint(x: 100, y: 20)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20)))
        // Collinear tangents or no radius: a line to the corner.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func unevenCornerRadiiRoundOnlyTheirCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 100))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 38, y: 2)) && path.contains(CGPoint(x: 2, y: 38)))
        // 100 is limited to half the side: the bottom trailing corner is a quarter circle of 20.
        #expect(!path.contains(CGPoint(x: 38, y: 38)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 40)))
    }

    @Test func strokedPathIsTheOutlineOfTheStroke() {
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 10)); p.addLine(to: CGPoint(x: 100, y: 10)) }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.contains(CGPoint(x: 50, y: 11.5)) && !outline.contains(CGPoint(x: 50, y: 12.5)))
    }
}

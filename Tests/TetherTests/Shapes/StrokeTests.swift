import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Tether

/// Stroked shapes: painted outlines and the stroke outline used for hit testing.
@MainActor
@Suite struct StrokeTests {

    @Test func strokedRingPaintsItsOutlineNotItsInside() throws {
        // Circle 40 pt in a 40 pt canvas, 4 pt blue stroke centred on the outline (radius 20):
        // at 2x the stroke covers radii 36...44 px from the centre (40, 40).
        let p = try pixels(Circle().stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(p.pixel(x: 40, y: 40).a == 0)
        let onRing = p.pixel(x: 40, y: 40 - 40 + 1)   // radius 39 px, straight up
        #expect(onRing.a > 200 && onRing.b > 200 && onRing.r < 30)
    }

    @Test func strokeOutlineCoversTheStrokedArea() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = Stroker.outline(of: line, style: StrokeStyle(lineWidth: 10))
        #expect(close(butt.boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10)))
        let square = Stroker.outline(of: line, style: StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(close(square.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10)))
        #expect(butt.contains(CGPoint(x: 50, y: 4)))
        #expect(!butt.contains(CGPoint(x: 50, y: 6)))
        let dashed = Stroker.outline(of: line, style: StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
    }
}

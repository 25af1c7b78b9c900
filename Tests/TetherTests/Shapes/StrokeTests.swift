import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Tether

/// Stroked shapes: painted outlines and the stroke outline used for hit testing.
@MainActor
@Suite struct StrokeTests {

    @Test func aFilledShapeStrokedAgainDrawsTheStrokeOverTheFill() throws {
        // iOS 17's shape views chain: a 40 pt circle filled yellow, then its outline (radius
        // 20) stroked 4 pt red over it, covering radii 18...22.
        let view = Circle().fill(Color(red: 1, green: 1, blue: 0)).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 4)
        let p = try pixels(view.frame(width: 40, height: 40), width: 40, height: 40, scale: 1)
        #expect(near(p.pixel(x: 20, y: 20), 255, 255, 0))
        #expect(near(p.pixel(x: 20, y: 1), 255, 0, 0))
        #expect(near(p.pixel(x: 1, y: 20), 255, 0, 0))
        // A stroked shape stroked again strokes the shape, not the first stroke's outline:
        // an 8 pt red stroke covers radii 16...24, hiding the 2 pt blue one at 19...21.
        let twice = Circle().stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 2).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 8)
        let q = try pixels(twice.frame(width: 40, height: 40), width: 40, height: 40, scale: 1)
        #expect(near(q.pixel(x: 20, y: 1), 255, 0, 0))
        #expect(near(q.pixel(x: 20, y: 3), 255, 0, 0))
        #expect(q.pixel(x: 20, y: 20).a == 0)
    }

    @Test func aSizedShapeMakesItsPathInThatSizeAndKeepsTheViewsFrame() throws {
        let h = host(Rectangle().size(width: 10, height: 10).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).testID("r"),
                     width: 40, height: 40)
        #expect(h.frame(of: "r") == CGRect(x: 0, y: 0, width: 40, height: 40))
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(near(p.pixel(x: 5, y: 5), 255, 0, 0))
        #expect(p.pixel(x: 20, y: 20).a == 0)
        // A hostile size makes an empty path.
        let q = try pixels(Rectangle().size(width: .nan, height: -5).fill(Color.red).frame(width: 40, height: 40), width: 40, height: 40, scale: 1)
        #expect(q.pixel(x: 5, y: 5).a == 0)
    }

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

import Foundation
import Testing
@testable import Tether

/// Shapes derived from shapes: trim, rotation, scale, offset, transform, uneven corners.
@MainActor
@Suite struct ShapeModifierTests {
    @Test func trimmingACircleToHalfStrokesItsLowerHalf() throws {
        // A circle of radius 50 in 100×100 at scale 1, stroked 4 wide from 0 to ½: the path
        // starts at 3 o'clock and runs clockwise on screen through 6 o'clock to 9 o'clock.
        let p = try pixels(Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 4), width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 50, y: 98).a == 255)   // 6 o'clock
        #expect(p.pixel(x: 50, y: 1).a == 0)      // 12 o'clock
        #expect(p.pixel(x: 1, y: 53).a > 200 && p.pixel(x: 98, y: 53).a > 200)
        #expect(p.pixel(x: 1, y: 46).a == 0 && p.pixel(x: 98, y: 46).a == 0)
    }

    @Test func trimFractionsOutOfRangeAreClampedWithADiagnostic() throws {
        let h = host(Circle().trim(from: .nan, to: 2).stroke(lineWidth: 2).frame(width: 40, height: 40), width: 40, height: 40)
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("trim(from: nan)") } && messages.contains { $0.hasPrefix("trim(to: 2.0)") })
        // Clamped to 0...1: the whole circle.
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 20, y: 0).a > 100 && p.pixel(x: 20, y: 39).a > 100)
    }

    @Test func rotationTurnsTheShapeAroundItsAnchor() throws {
        // A 40 pt square turned 45° about its centre is a diamond reaching 28.3 pt from it.
        let view = Rectangle().rotation(.degrees(45)).fill(Color.black).frame(width: 40, height: 40)
        let p = try pixels(view, width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 50, y: 24).a == 255)   // 26 pt above the centre, on the diamond's axis
        #expect(p.pixel(x: 32, y: 32).a == 0)     // the square's old corner
        // Around the top leading corner instead, a quarter turn puts it left of its frame.
        let path = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(close(path.boundingRect, CGRect(x: -20, y: 0, width: 20, height: 40)))
    }

    @Test func scaleAndOffsetAndTransformMoveThePath() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(close(Rectangle().scale(x: 0.5, anchor: .leading).path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(close(Rectangle().scale(2).path(in: rect).boundingRect, CGRect(x: -20, y: -10, width: 80, height: 40)))
        #expect(close(Rectangle().offset(CGPoint(x: 5, y: 6)).path(in: rect).boundingRect, CGRect(x: 5, y: 6, width: 40, height: 20)))
        #expect(close(Rectangle().transform(CGAffineTransform(translationX: -3, y: 4)).path(in: rect).boundingRect,
                      CGRect(x: -3, y: 4, width: 40, height: 20)))
    }

    @Test func hostileShapeArgumentsAreIgnoredWithADiagnostic() throws {
        let view = VStack {
            Rectangle().rotation(.radians(.nan)).frame(width: 10, height: 10)
            Rectangle().scale(.infinity).frame(width: 10, height: 10)
            Rectangle().transform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)).frame(width: 10, height: 10)
        }
        let h = host(view, width: 20, height: 60)
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("rotation angle") })
        #expect(messages.contains { $0.hasPrefix("scale") })
        #expect(messages.contains { $0.hasPrefix("shape transform") })
        _ = try h.pngData(scale: 1)
        #expect(!h.svg().contains("nan"))
    }

    @Test func unevenRoundedRectangleRoundsEachCornerByItsOwnRadius() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 8, style: .circular)
        let p = try pixels(shape.fill(Color.black), width: 40, height: 40, scale: 1)
        #expect(p.pixel(x: 1, y: 1).a == 0 && p.pixel(x: 38, y: 1).a == 255 && p.pixel(x: 1, y: 38).a == 255)
        #expect(p.pixel(x: 39, y: 39).a == 0 && p.pixel(x: 20, y: 20).a == 255)
        // Insettable: strokeBorder insets the corners too.
        let inset = shape.inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(close(inset.boundingRect, CGRect(x: 4, y: 4, width: 32, height: 32)))
    }
}

/// `ContainerRelativeShape` and `containerShape(_:)`.
@MainActor
@Suite struct ContainerRelativeShapeTests {
    @Test func itTakesTheContainersShapeInsetToItsFrame() throws {
        // A 100 pt container with 30 pt circular corners; the shape 10 pt inside it has
        // concentric corners of 30 − 10 = 20 pt. At (11, 11), 1 pt inside the shape's corner,
        // a 20 pt corner leaves it empty; 20 pt along the top edge is filled.
        let view = ContainerRelativeShape().fill(Color.red).padding(10)
            .frame(width: 100, height: 100)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))
        let p = try pixels(view, width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 11, y: 11).a == 0)
        #expect(p.pixel(x: 30, y: 11).a == 255 && p.pixel(x: 50, y: 50).a == 255)
        #expect(p.pixel(x: 5, y: 50).a == 0)
    }

    @Test func asAClipShapeItFollowsTheContainerForDrawingAndTaps() throws {
        // The same concentric 20 pt corners, now clipping a red square 10 pt inside the
        // container: the corner pixel is cut, the edge is not; a tap in the cut corner misses.
        let tapped = Recorder<String>()
        let view = Color.red.onTapGesture { tapped.record("square") }
            .clipShape(ContainerRelativeShape()).padding(10)
            .frame(width: 100, height: 100)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))
        let p = try pixels(view, width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 11, y: 11).a == 0)
        #expect(p.pixel(x: 30, y: 11).a == 255)
        let h = host(view, width: 100, height: 100)
        try? h.tap(at: CGPoint(x: 11, y: 11))
        #expect(tapped.value == nil)
        try h.tap(at: CGPoint(x: 50, y: 50))
        #expect(tapped.value == "square")
    }

    @Test func asABackgroundShapeItFollowsTheContainer() throws {
        let view = Color.clear.background(Color.red, in: ContainerRelativeShape()).padding(10)
            .frame(width: 100, height: 100)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))
        let p = try pixels(view, width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 11, y: 11).a == 0 && p.pixel(x: 30, y: 11).a == 255)
    }

    @Test func withoutAContainerShapeItIsARectangle() throws {
        let p = try pixels(ContainerRelativeShape().fill(Color.red).padding(10), width: 100, height: 100, scale: 1)
        #expect(p.pixel(x: 11, y: 11).a == 255 && p.pixel(x: 5, y: 5).a == 0)
    }

    @Test func staticShapeMembersAreTheBuiltInShapesTheyName() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        func same(_ a: some Shape, _ b: some Shape) -> Bool { a.path(in: rect) == b.path(in: rect) }
        #expect(same(.rect, Rectangle()))
        #expect(same(.rect(cornerRadius: 8), RoundedRectangle(cornerRadius: 8, style: .continuous)))
        #expect(same(.rect(cornerSize: CGSize(width: 6, height: 4), style: .circular),
                     RoundedRectangle(cornerSize: CGSize(width: 6, height: 4), style: .circular)))
        #expect(same(.rect(topLeadingRadius: 10, bottomTrailingRadius: 4),
                     UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 4)))
        #expect(same(.rect(cornerRadii: RectangleCornerRadii(topTrailing: 12)), UnevenRoundedRectangle(topTrailingRadius: 12)))
        #expect(same(.capsule, Capsule()))
        #expect(same(.capsule(style: .continuous), Capsule(style: .continuous)))
        #expect(same(.circle, Circle()))
        #expect(same(.ellipse, Ellipse()))
    }

    @Test func aClipShapeWrittenAsAStaticMemberClips() throws {
        // A 40 pt red square clipped to a circle: its corner is outside the circle.
        let h = host(Color.red.frame(width: 40, height: 40).clipShape(.circle).contentShape(.rect), width: 40, height: 40)
        h.drawsWindowBackground = false
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 1, y: 1).a == 0)
        #expect(p.pixel(x: 20, y: 20).r == 255)
    }
}

import Foundation
import Testing
@testable import Tether

/// Backgrounds and overlays given as shape styles (`.background(.blue)`,
/// `.background(.red, in: Capsule())`), drawn over the view's frame or in a shape.
@MainActor
@Suite struct ShapeStyleBackgroundTests {
    /// A 60×40 view at the top-leading corner of a 100×100 canvas, at 1 pixel per point.
    func draw(_ view: some View) throws -> DecodedPixels {
        try pixels(view.frame(width: 60, height: 40).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                   width: 100, height: 100, scale: 1)
    }

    @Test func aStyleBackgroundFillsTheViewsFrame() throws {
        let p = try draw(Color.clear.background(.blue))
        let inside = p.pixel(x: 2, y: 2), outside = p.pixel(x: 70, y: 50)
        #expect(inside.b == 255 && inside.r < 10 && inside.a == 255)
        #expect(outside.a == 0)
    }

    @Test func aBackgroundInAShapeFillsOnlyTheShape() throws {
        // A capsule 60×40: its ends are half-circles of radius 20, so the corner pixel is
        // outside it and the centre inside.
        let p = try draw(Color.clear.background(.red, in: Capsule()))
        #expect(p.pixel(x: 30, y: 20).r == 255 && p.pixel(x: 30, y: 20).a == 255)
        #expect(p.pixel(x: 1, y: 1).a == 0)
    }

    @Test func anOverlayStyleCoversTheView() throws {
        let p = try draw(Color.red.overlay(.green, in: Circle()))
        // The circle (radius 20, centred at (30, 20)) is iOS green (52, 199, 89) over the red
        // (255, 56, 60) rectangle.
        let centre = p.pixel(x: 30, y: 20), corner = p.pixel(x: 2, y: 2)
        #expect(centre.r == 52 && centre.g == 199 && centre.b == 89)
        #expect(corner.r == 255 && corner.g == 56 && corner.b == 60)
    }

    @Test func theBackgroundStyleIsWhite() throws {
        let p = try draw(Color.clear.background(in: RoundedRectangle(cornerRadius: 8)))
        let centre = p.pixel(x: 30, y: 20)
        #expect(centre.r == 255 && centre.g == 255 && centre.b == 255 && centre.a == 255)
    }

    @Test func backgroundStyleSetsWhatTheBackgroundStyleDrawsBelowIt() throws {
        // Apple's example: `.background(in: Circle())` under `.backgroundStyle(.blue)` fills
        // the circle with iOS blue (0, 136, 255); outside the circle nothing is drawn.
        let p = try draw(Color.clear.background(in: Circle()).backgroundStyle(.blue))
        let centre = p.pixel(x: 30, y: 20)
        #expect(centre.r == 0 && centre.g == 136 && centre.b == 255 && centre.a == 255)
        #expect(p.pixel(x: 1, y: 1).a == 0)
        // `.background` as a shape style (here a rectangle's fill) follows it too.
        let text = try draw(Rectangle().fill(.background).backgroundStyle(Color.red))
        #expect(text.pixel(x: 30, y: 20).r == 255 && text.pixel(x: 30, y: 20).g == 56)
    }

    @Test func theEnvironmentsBackgroundStyleIsNilUntilSetAndABackgroundStyleOfItselfIsTheWindows() throws {
        #expect(EnvironmentValues().backgroundStyle == nil)
        let p = try draw(Color.clear.background(in: Rectangle()).backgroundStyle(.background))
        let centre = p.pixel(x: 30, y: 20)
        #expect(centre.r == 255 && centre.g == 255 && centre.b == 255 && centre.a == 255)
    }
}

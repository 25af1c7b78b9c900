import Foundation
import Testing
@testable import Tether

/// A view that draws with UIKit in `draw(_:)`: a red left half, a blue rectangle through the
/// current Core Graphics context, and (when `overflows`) a green band reaching past its right
/// edge. It counts its drawings and remembers the rectangle it was asked to draw.
@MainActor final class PaintedView: UIView {
    var drawings = 0
    var lastRect: CGRect?
    var overflows = false
    var askAgainWhileDrawing = false
    override func draw(_ rect: CGRect) {
        drawings += 1
        lastRect = rect
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)).fill()
        if let context = UIGraphicsGetCurrentContext() {
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: bounds.midX, y: bounds.minY, width: 10, height: 10))
        }
        if overflows {
            UIColor.green.setFill()
            UIRectFill(CGRect(x: bounds.minX, y: bounds.maxY - 5, width: bounds.width + 30, height: 5))
        }
        if askAgainWhileDrawing { setNeedsDisplay() }
    }
}

/// UIKit's `draw(_:)`: what a view draws there shows over its background and under its
/// subviews, clipped to its bounds, in its bounds' space; it is drawn again after
/// `setNeedsDisplay()` and a size change, not at every update. The representable is 40 × 40
/// at (10, 10) in a 60 × 60 canvas, rendered at a pixel per point.
@MainActor
@Suite struct UIViewDrawRectTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    func isColor(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(p.r - r) <= 2 && abs(p.g - g) <= 2 && abs(p.b - b) <= 2 && p.a >= 253
    }
    func shown(_ view: UIView) -> ViewHost<some View> {
        host(UIKitHierarchy { view }.frame(width: 40, height: 40), width: 60, height: 60)
    }
    func pixels(_ h: ViewHost<some View>) throws -> DecodedPixels { try PNGDecoder.decode(h.pngData(scale: 1)) }

    @Test func whatDrawDrawsShowsOverTheBackgroundAndUnderSubviews() throws {
        let painted = PaintedView()
        painted.backgroundColor = .white
        painted.addSubview(colored(.yellow, CGRect(x: 0, y: 30, width: 10, height: 10)))
        let h = shown(painted)
        let p = try pixels(h)
        // The left half (x 0..<20 of the view, 10..<30 in the canvas) is red over the white background.
        #expect(isColor(p.pixel(x: 15, y: 15), 255, 0, 0))
        // The blue square at the view's middle, (20, 0) to (30, 10).
        #expect(isColor(p.pixel(x: 35, y: 15), 0, 0, 255))
        // The background shows where draw(_:) drew nothing.
        #expect(isColor(p.pixel(x: 45, y: 35), 255, 255, 255))
        // The subview covers the drawing at (0, 30).
        #expect(isColor(p.pixel(x: 12, y: 45), 255, 255, 0))
        // Asked with the bounds.
        #expect(painted.lastRect == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func theDrawingIsClippedToTheBounds() throws {
        let painted = PaintedView()
        painted.overflows = true
        let p = try pixels(shown(painted))
        // The band runs to the view's right edge (canvas x 49) and no further.
        #expect(isColor(p.pixel(x: 48, y: 47), 0, 255, 0))
        #expect(p.pixel(x: 52, y: 47).a == 0)
    }

    @Test func drawRunsAgainOnlyAfterSetNeedsDisplayOrASizeChange() throws {
        let painted = PaintedView()
        let h = shown(painted)
        _ = try pixels(h)
        let first = painted.drawings
        #expect(first == 1)
        h.update()
        _ = try pixels(h)
        #expect(painted.drawings == first)
        painted.setNeedsDisplay()
        h.update()
        _ = try pixels(h)
        #expect(painted.drawings == first + 1)
        // A new size draws again, at it.
        let resized = host(UIKitHierarchy { painted }.frame(width: 20, height: 30), width: 60, height: 60)
        _ = try pixels(resized)
        #expect(painted.lastRect?.size == CGSize(width: 20, height: 30))
    }

    @Test func theDrawingIsInTheBoundsSpace() throws {
        let painted = PaintedView()
        painted.bounds = CGRect(x: 20, y: 0, width: 40, height: 40)
        let p = try pixels(shown(painted))
        // The bounds start at x = 20: the red half (20..<40 in bounds space) is at the view's left edge.
        #expect(isColor(p.pixel(x: 12, y: 15), 255, 0, 0))
        #expect(painted.lastRect == CGRect(x: 20, y: 0, width: 40, height: 40))
    }

    @Test func aPlainViewDrawsNothingAndAskingAgainWhileDrawingIsReported() throws {
        let plain = UIView()
        let p = try pixels(shown(plain))
        #expect(p.pixel(x: 30, y: 30).a == 0)
        let restless = PaintedView()
        restless.askAgainWhileDrawing = true
        let h = shown(restless)
        _ = try pixels(h)
        #expect(h.diagnostics.contains { $0.message.contains("setNeedsDisplay() called from its draw(_:)") })
        h.update()
        _ = try pixels(h)
        // Once: the request made while drawing is ignored.
        #expect(restless.drawings == 1)
    }

    @Test func anEmptyViewIsNotDrawn() throws {
        let painted = PaintedView()
        _ = try pixels(host(UIKitHierarchy { painted }.frame(width: 0, height: 40), width: 60, height: 60))
        #expect(painted.drawings == 0)
    }
}

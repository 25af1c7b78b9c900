import Foundation
import Testing
@testable import Tether

/// `buttonBorderShape(_:)`: the platter of bordered buttons.
@MainActor
@Suite struct ButtonBorderShapeTests {
    static func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.b > 200 && p.r < 60 }

    /// The prominent (tint-filled) button "Save" alone on a 200 × 100 canvas, its frame and pixels (scale 2).
    func render(_ shape: ButtonBorderShape?) throws -> (frame: CGRect, pixels: DecodedPixels) {
        let button = Button("Save") {}.buttonStyle(.borderedProminent).testID("button")
        let view = AnyView(shape.map { AnyView(button.buttonBorderShape($0)) } ?? AnyView(button))
        let h = host(view, width: 200, height: 100)
        let frame = try #require(h.frame(of: "button"))
        return (frame, try PNGDecoder.decode(h.pngData(scale: 2)))
    }

    func pixel(_ r: (frame: CGRect, pixels: DecodedPixels), dx: CGFloat, dy: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
        r.pixels.pixel(x: Int(((r.frame.minX + dx) * 2).rounded(.down)), y: Int(((r.frame.minY + dy) * 2).rounded(.down)))
    }

    @Test func theAutomaticShapeIsIOS26sCapsuleAndRoundedRectangleKeepsEightPointCorners() throws {
        // iOS 26 draws `.automatic` as a capsule (measured in `IOSReferenceControlTests`):
        // 4 pt in from the corner lies outside its 17 pt ends.
        let r = try render(nil)
        #expect(!Self.isBlue(pixel(r, dx: 4, dy: 4)))
        #expect(Self.isBlue(pixel(r, dx: r.frame.width / 2, dy: 2)))
        // `.roundedRectangle` keeps the system's 8 pt corners: 4 pt in lies inside them, 1 pt
        // in outside.
        let explicit = try render(.roundedRectangle)
        #expect(explicit.frame == r.frame)
        #expect(Self.isBlue(pixel(explicit, dx: 4, dy: 4)) && !Self.isBlue(pixel(explicit, dx: 1, dy: 1)))
    }

    @Test func aCapsuleRoundsTheEndsFullyWithoutChangingTheSize() throws {
        let automatic = try render(.automatic)
        let capsule = try render(.capsule)
        #expect(capsule.frame == automatic.frame)
        // The ends' radius is half the height (about 17 pt): 4 pt in from the corner is outside.
        #expect(!Self.isBlue(pixel(capsule, dx: 4, dy: 4)))
        #expect(Self.isBlue(pixel(capsule, dx: capsule.frame.width / 2, dy: 2)))
    }

    @Test func aZeroRadiusGivesSquareCorners() throws {
        let square = try render(.roundedRectangle(radius: 0))
        #expect(Self.isBlue(pixel(square, dx: 1, dy: 1)))
    }

    @Test func aCircleMakesTheButtonASquareAroundItsLabel() throws {
        let automatic = try render(.automatic)
        let circle = try render(.circle)
        let side = max(automatic.frame.width, automatic.frame.height)
        #expect(close(circle.frame.width, side) && close(circle.frame.height, side))
        // The circle's centre is filled, its corners are not.
        #expect(Self.isBlue(pixel(circle, dx: side / 2, dy: side / 2 - 12)))
        #expect(!Self.isBlue(pixel(circle, dx: 3, dy: 3)))
    }

    @Test func aNegativeOrNonFiniteRadiusIsADiagnosticAndDrawsSquareCorners() throws {
        for radius in [-5, CGFloat.nan, .infinity] {
            let h = host(Button("Save") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: radius)), width: 200, height: 100)
            _ = try h.pngData(scale: 1)
            #expect(h.diagnostics.contains { $0.message.contains("buttonBorderShape") })
        }
        let square = try render(.roundedRectangle(radius: -5))
        #expect(Self.isBlue(pixel(square, dx: 1, dy: 1)))
    }

    @Test func aPlainButtonDrawsNoPlatterWhateverTheShape() throws {
        let h = host(Button("Save") {}.buttonBorderShape(.capsule), width: 200, height: 100)
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        var blueFill = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where Self.isBlue(pixels.pixel(x: x, y: y)) { blueFill += 1 } }
        // Only the blue title's ink, far less than a platter around it.
        #expect(blueFill < 300)
    }

    @Test func theShapeIsUsableAsAShape() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(ButtonBorderShape.capsule.path(in: rect).boundingRect == rect)
        #expect(ButtonBorderShape.circle.path(in: rect).boundingRect == CGRect(x: 30, y: 0, width: 40, height: 40))
        #expect(ButtonBorderShape.capsule.inset(by: 5).path(in: rect).boundingRect == rect.insetBy(dx: 5, dy: 5))
    }
}

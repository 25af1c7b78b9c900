import Foundation
import Testing
@testable import Tether

/// `ImagePaint`: an image repeated over what a shape style fills.
@MainActor
@Suite struct ImagePaintTests {
    /// A 4×4 image: its top-left 2×2 quadrant red, the rest blue.
    private func quadrants() throws -> Image {
        var rgba: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { rgba += x < 2 && y < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-quadrants-\(UUID().uuidString).png")
        try PNGEncoder.encode(rgba: rgba, width: 4, height: 4).write(to: url)
        return try Image(pngFileAt: url)
    }

    @Test func theImageRepeatsFromTheTopLeadingCorner() throws {
        let p = try pixels(Rectangle().fill(.image(try quadrants())), width: 16, height: 16, scale: 1)
        #expect(p.pixel(x: 0, y: 0).r == 255 && p.pixel(x: 2, y: 0).b == 255)
        #expect(p.pixel(x: 4, y: 4).r == 255 && p.pixel(x: 14, y: 14).b == 255 && p.pixel(x: 14, y: 14).a == 255)
    }

    @Test func sourceRectAndScalePickAndSizeTheTile() throws {
        let red = try pixels(Rectangle().fill(.image(try quadrants(), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5))),
                             width: 16, height: 16, scale: 1)
        #expect(red.pixel(x: 3, y: 3).r == 255 && red.pixel(x: 14, y: 9).r == 255)
        let doubled = try pixels(Rectangle().fill(.image(try quadrants(), scale: 2)), width: 16, height: 16, scale: 1)
        #expect(doubled.pixel(x: 1, y: 1).r == 255 && doubled.pixel(x: 2, y: 2).r == 255)
        #expect(doubled.pixel(x: 5, y: 1).b == 255 && doubled.pixel(x: 9, y: 9).r == 255)
    }

    @Test func theImagePaintsOnlyInsideTheShapeAndWithItsOpacity() throws {
        let p = try pixels(Circle().fill(ImagePaint(image: try quadrants()).opacity(0.5)), width: 16, height: 16, scale: 1)
        #expect(p.pixel(x: 0, y: 0).a == 0)
        #expect(abs(p.pixel(x: 8, y: 8).a - 128) <= 2)
    }

    @Test func hostileSourceRectsAndScalesPaintNothing() throws {
        for paint in [ImagePaint(image: try quadrants(), scale: .nan), ImagePaint(image: try quadrants(), scale: -1),
                      ImagePaint(image: try quadrants(), sourceRect: CGRect(x: 2, y: 2, width: 1, height: 1))] {
            let h = host(Rectangle().fill(paint), width: 8, height: 8)
            #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 4, y: 4).a == 0)
            #expect(!h.svg().contains("nan"))
        }
    }

    @Test func svgWritesAPatternOfOneTile() throws {
        let svg = host(Rectangle().fill(.image(try quadrants(), scale: 2)), width: 16, height: 16).svg()
        #expect(svg.contains("<pattern id=\"pattern1\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"8\" height=\"8\" viewBox=\"0 0 4 4\""))
        #expect(svg.contains("fill=\"url(#pattern1)\""))
    }
}

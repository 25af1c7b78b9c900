import Foundation
import Testing
@testable import Tether

/// `Image.interpolation(_:)`: how a bitmap drawn larger than its pixels is sampled.
@MainActor
@Suite struct ImageInterpolationTests {
    /// A 2 × 1 bitmap, a black pixel then a white one, stretched over 40 × 20 points at 1x:
    /// each pixel covers 20 points.
    func stretched(_ interpolation: Image.Interpolation?) throws -> DecodedPixels {
        let png = PNGEncoder.encode(rgba: [0, 0, 0, 255, 255, 255, 255, 255], width: 2, height: 1)
        var image = Image(uiImage: try #require(UIImage(data: png))).resizable()
        if let interpolation { image = image.interpolation(interpolation) }
        return try PNGDecoder.decode(host(image.frame(width: 40, height: 20), width: 40, height: 20).pngData(scale: 1))
    }

    @Test func noInterpolationKeepsEachPixelHardEdged() throws {
        // Nearest pixel: black up to the middle, white from it, nothing in between.
        for quality in [Image.Interpolation.none, .low] {
            let p = try stretched(quality)
            #expect(p.pixel(x: 18, y: 10).r == 0 && p.pixel(x: 19, y: 10).r == 0)
            #expect(p.pixel(x: 20, y: 10).r == 255 && p.pixel(x: 21, y: 10).r == 255)
        }
    }

    @Test func smoothInterpolationBlendsNeighbouringPixels() throws {
        // Blended (bilinear): from the black pixel's centre, x = 10, to the white one's, x = 30,
        // the greys climb evenly; x = 19 is about halfway.
        for quality in [Image.Interpolation.medium, .high, nil] {
            let p = try stretched(quality)
            let middle = p.pixel(x: 19, y: 10).r
            #expect(middle > 20 && middle < 235)
            #expect(p.pixel(x: 2, y: 10).r < 20 && p.pixel(x: 37, y: 10).r > 235)
        }
    }

    @Test func svgAsksForPixelatedRenderingWithoutInterpolation() throws {
        let png = PNGEncoder.encode(rgba: [0, 0, 0, 255, 255, 255, 255, 255], width: 2, height: 1)
        let image = Image(uiImage: try #require(UIImage(data: png))).resizable()
        let sharp = host(image.interpolation(.none).frame(width: 40, height: 20), width: 40, height: 20).svg()
        let smooth = host(image.interpolation(.high).frame(width: 40, height: 20), width: 40, height: 20).svg()
        #expect(sharp.contains("image-rendering=\"pixelated\"") && !smooth.contains("image-rendering"))
    }
}

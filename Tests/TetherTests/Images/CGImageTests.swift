import Foundation
import Testing
@testable import Tether

/// `CGImage`: the pixels of a `UIImage` and of SwiftUI's `ImageRenderer`, back into a
/// `UIImage`, and cropping.
@MainActor
@Suite struct CGImageTests {
    @Test func aRenderedImagesCGImageHasItsPixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let cgImage = try #require(image.cgImage)
        // 2 pixels a point at the screen's scale.
        #expect(cgImage.width == 20 && cgImage.height == 10)
        #expect(cgImage.bytesPerRow == 80 && cgImage.bitsPerComponent == 8)
        // Back into a UIImage: a point a pixel.
        let back = UIImage(cgImage: cgImage)
        #expect(back.size == CGSize(width: 20, height: 10) && back.scale == 1)
        #expect(UIImage(systemName: "star")?.cgImage == nil)
    }

    @Test func anImageFromACGImageTakesItsScaleAndOrientation() throws {
        // 2 × 1 pixels: red, blue.
        let data = PNGEncoder.encode(rgba: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1)
        let cgImage = try #require(UIImage(data: data)?.cgImage)
        // `.right` shows the data turned 90° clockwise: 1 × 2, the left pixel on top. Each
        // canvas is the image's size, so pixels are whole.
        func shown(_ image: Image, width: CGFloat, height: CGFloat) throws -> (frame: CGRect?, pixels: DecodedPixels) {
            let h = host(image.testID("i"), width: width, height: height)
            return (h.frame(of: "i"), try PNGDecoder.decode(h.pngData(scale: 1)))
        }
        let turned = try shown(Image(cgImage, scale: 1, orientation: .right, label: Text("Flag")), width: 1, height: 2)
        #expect(turned.frame == CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(turned.pixels.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(turned.pixels.pixel(x: 0, y: 1) == (0, 0, 255, 255))
        // `.left` turns it the other way: the right pixel on top; `.upMirrored` swaps them.
        let left = try shown(Image(decorative: cgImage, scale: 1, orientation: .left), width: 1, height: 2)
        #expect(left.pixels.pixel(x: 0, y: 0) == (0, 0, 255, 255))
        let mirrored = try shown(Image(decorative: cgImage, scale: 1, orientation: .upMirrored), width: 2, height: 1)
        #expect(mirrored.pixels.pixel(x: 0, y: 0) == (0, 0, 255, 255) && mirrored.pixels.pixel(x: 1, y: 0) == (255, 0, 0, 255))
        // Two pixels a point: 1 × 0.5 points; a hostile scale is reported and taken as 1.
        let half = host(Image(cgImage, scale: 2, label: Text("Flag")).testID("i"), width: 10, height: 10)
        #expect(half.frame(of: "i").map { close($0.width, 1) && close($0.height, 0.5) } == true)
        let hostile = host(Image(cgImage, scale: .nan, label: Text("Flag")).testID("i"), width: 10, height: 10)
        #expect(hostile.frame(of: "i").map { close($0.width, 2) && close($0.height, 1) } == true)
    }

    @Test func croppingKeepsThePixelsInside() throws {
        // 2 × 1: red, blue.
        let data = PNGEncoder.encode(rgba: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1)
        let cgImage = try #require(UIImage(data: data)?.cgImage)
        let right = try #require(cgImage.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1)))
        #expect(right.width == 1 && right.height == 1)
        let p = try DecodedPixels(pngData: #require(UIImage(cgImage: right).pngData()))
        #expect(p.pixel(x: 0, y: 0) == (0, 0, 255, 255))
        #expect(cgImage.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
        #expect(cgImage.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
    }

    @Test func imageRendererGivesACGImageAndAUIImageAtItsScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 5))
        renderer.scale = 3
        let cgImage = try #require(renderer.cgImage)
        #expect(cgImage.width == 30 && cgImage.height == 15)
        let uiImage = try #require(renderer.uiImage)
        #expect(uiImage.size == CGSize(width: 10, height: 5) && uiImage.scale == 3)
    }
}

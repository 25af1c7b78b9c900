import Foundation
import Testing
@testable import Tether

/// UIKit's drawing into the current context: `UIColor.setFill()`/`setStroke()`,
/// `UIBezierPath.fill()`/`stroke()`/`addClip()`, `UIImage.draw(in:)`/`draw(at:)`, `UIRectFill`.
@MainActor
@Suite struct UIKitDrawingTests {
    func renderer(_ width: CGFloat, _ height: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }
    func pixels(_ image: UIImage) throws -> DecodedPixels { try DecodedPixels(pngData: #require(image.pngData())) }
    func near(_ p: (r: Int, g: Int, b: Int, a: Int), _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 2) -> Bool {
        abs(p.r - r) <= tolerance && abs(p.g - g) <= tolerance && abs(p.b - b) <= tolerance && abs(p.a - a) <= tolerance
    }

    @Test func bezierPathsFillAndStrokeWithTheSetColours() throws {
        let p = try pixels(renderer(20, 20).image { _ in
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIColor.red.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 1))
            line.addLine(to: CGPoint(x: 20, y: 1))
            line.lineWidth = 2
            line.stroke()
        })
        #expect(near(p.pixel(x: 10, y: 10), 0, 0, 255))
        #expect(p.pixel(x: 0, y: 19).a == 0)
        #expect(near(p.pixel(x: 0, y: 0), 255, 0, 0))
        #expect(near(p.pixel(x: 10, y: 1), 255, 0, 0))
    }

    @Test func setColoursBothAndAddClipLimitsLaterDrawing() throws {
        let p = try pixels(renderer(10, 10).image { context in
            UIColor.green.set()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(context.cgContext.isPathEmpty)
        })
        #expect(near(p.pixel(x: 2, y: 5), 0, 255, 0))
        #expect(p.pixel(x: 7, y: 5).a == 0)
    }

    @Test func downsizingAnImageKeepsItsAspect() throws {
        // 40 × 20 pixels: red on the left half, blue on the right.
        let rgba = (0..<(40 * 20)).flatMap { i -> [UInt8] in i % 40 < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        let photo = try #require(UIImage(data: PNGEncoder.encode(rgba: rgba, width: 40, height: 20)))
        let target = CGSize(width: 20, height: 20 * photo.size.height / photo.size.width)
        let small = renderer(target.width, target.height).image { _ in
            photo.draw(in: CGRect(origin: .zero, size: target))
        }
        #expect(small.size == CGSize(width: 20, height: 10))
        let p = try pixels(small)
        #expect(p.width == 20 && p.height == 10)
        #expect(near(p.pixel(x: 4, y: 5), 255, 0, 0))
        #expect(near(p.pixel(x: 15, y: 5), 0, 0, 255))
    }

    @Test func drawAtPlacesTheImageAtItsSizeAndATintIsDrawn() throws {
        let white = try #require(UIImage(data: PNGEncoder.encode(rgba: [UInt8](repeating: 255, count: 4 * 4), width: 2, height: 2)))
        let p = try pixels(renderer(6, 6).image { _ in
            white.draw(at: CGPoint(x: 1, y: 1))
            white.withTintColor(.red).draw(at: CGPoint(x: 4, y: 4), blendMode: .normal, alpha: 0.5)
        })
        #expect(near(p.pixel(x: 1, y: 1), 255, 255, 255))
        #expect(near(p.pixel(x: 2, y: 2), 255, 255, 255))
        #expect(p.pixel(x: 3, y: 3).a == 0)
        #expect(near(p.pixel(x: 5, y: 5), 255, 0, 0, 128))
    }

    @Test func aSymbolImageIsReportedAndNotDrawn() throws {
        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let p = try pixels(renderer(4, 4).image { _ in symbol.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) })
        #expect(p.pixel(x: 2, y: 2).a == 0)
        #expect(host.diagnostics.contains { $0.message.contains("symbol image") })
    }
}

import Foundation
import Testing
@testable import Tether

/// `CGContext` of an image renderer: paths, transforms, the graphics state, clipping, blend
/// modes and images, checked pixel by pixel at one pixel per point in UIKit's space (origin
/// at the top left, y down).
@MainActor
@Suite struct CGContextTests {
    func render(width: CGFloat = 20, height: CGFloat = 20, _ draw: (CGContext) -> Void) throws -> DecodedPixels {
        try pixels(oneXRenderer(width, height).image { draw($0.cgContext) })
    }

    @Test func aFilledPathAndAStrokedLine() throws {
        let p = try render { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.fillPath()
            #expect(cg.isPathEmpty)
            cg.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: 0, y: 19))
            cg.addLine(to: CGPoint(x: 20, y: 19))
            cg.strokePath()
        }
        #expect(near(p.pixel(x: 10, y: 10), 255, 0, 0))
        // The ellipse leaves the corners empty.
        #expect(p.pixel(x: 0, y: 0).a == 0)
        // The 2-point line centred on y = 19 covers the last two rows.
        #expect(near(p.pixel(x: 2, y: 18), 0, 0, 255))
    }

    @Test func transformsMoveWhatIsDrawn() throws {
        let translated = try render { cg in
            cg.translateBy(x: 10, y: 0)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(near(translated.pixel(x: 12, y: 2), 0, 0, 0))
        #expect(translated.pixel(x: 2, y: 2).a == 0)

        let scaled = try render { cg in
            cg.scaleBy(x: 2, y: 2)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(scaled.pixel(x: 8, y: 8).a == 255)
        #expect(scaled.pixel(x: 11, y: 11).a == 0)

        // A quarter turn towards +y (clockwise on screen) about (20, 0): (x, y) → (20 − y, x).
        let rotated = try render { cg in
            cg.translateBy(x: 20, y: 0)
            cg.rotate(by: .pi / 2)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(rotated.pixel(x: 17, y: 5).a == 255)
        #expect(rotated.pixel(x: 5, y: 2).a == 0)
    }

    @Test func pathPointsTakeTheTransformOfWhenTheyWereAdded() throws {
        let p = try render { cg in
            cg.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.translateBy(x: 10, y: 10)
            cg.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.fillPath()
        }
        #expect(p.pixel(x: 2, y: 2).a == 255)
        #expect(p.pixel(x: 12, y: 12).a == 255)
        #expect(p.pixel(x: 7, y: 7).a == 0)
    }

    @Test func savedStatesComeBackAndAnUnbalancedRestoreIsReported() throws {
        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        let p = try render { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.saveGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.translateBy(x: 10, y: 0)
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.restoreGState()
            cg.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        #expect(near(p.pixel(x: 2, y: 2), 255, 0, 0))
        #expect(near(p.pixel(x: 7, y: 7), 255, 0, 0))
        #expect(host.diagnostics.contains { $0.message.contains("restoreGState() without a matching saveGState()") })
    }

    @Test func clippingClearingAndAlpha() throws {
        let p = try render { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            cg.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.setAlpha(0.5)
            cg.saveGState()
            cg.addEllipse(in: CGRect(x: 0, y: 10, width: 10, height: 10))
            cg.clip()
            cg.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
            cg.restoreGState()
        }
        #expect(p.pixel(x: 2, y: 2).a == 0)
        #expect(near(p.pixel(x: 7, y: 7), 255, 0, 0))
        // Half-transparent red inside the clip's circle, nothing outside it.
        #expect(near(p.pixel(x: 5, y: 15), 255, 0, 0, 128))
        #expect(p.pixel(x: 15, y: 15).a == 0)
    }

    @Test func blendModesCombineWithWhatIsDrawn() throws {
        let p = try render(width: 2, height: 1) { cg in
            cg.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            // Multiply: yellow × cyan = green.
            cg.setBlendMode(.multiply)
            cg.setFillColor(CGColor(red: 0, green: 1, blue: 1, alpha: 1))
            cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            // Copy replaces, even with a transparent colour; only where the shape covers.
            cg.setBlendMode(.copy)
            cg.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            cg.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(near(p.pixel(x: 0, y: 0), 0, 255, 0))
        #expect(near(p.pixel(x: 1, y: 0), 0, 0, 255, 128))
    }

    @Test func aCGImageDrawsUpsideDownAndAUIImageUpright() throws {
        // One pixel of red over one of blue.
        let data = PNGEncoder.encode(rgba: [255, 0, 0, 255, 0, 0, 255, 255], width: 1, height: 2)
        let cgImage = try #require(UIImage(data: data)?.cgImage)
        #expect(cgImage.width == 1 && cgImage.height == 2)
        let p = try render(width: 2, height: 20) { cg in
            cg.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 20))
            UIImage(cgImage: cgImage).draw(in: CGRect(x: 1, y: 0, width: 1, height: 20))
        }
        // Core Graphics puts the image's first row at the rectangle's bottom in UIKit's space.
        #expect(near(p.pixel(x: 0, y: 2), 0, 0, 255))
        #expect(near(p.pixel(x: 0, y: 17), 255, 0, 0))
        #expect(near(p.pixel(x: 1, y: 2), 255, 0, 0))
        #expect(near(p.pixel(x: 1, y: 17), 0, 0, 255))
    }

    @Test func arcsFollowCoreGraphicsClockwise() throws {
        // From angle 0 to π with clockwise false goes through π/2: +y, the bottom on screen.
        let p = try render { cg in
            cg.move(to: CGPoint(x: 10, y: 10))
            cg.addArc(center: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi, clockwise: false)
            cg.closePath()
            cg.fillPath()
        }
        #expect(p.pixel(x: 10, y: 15).a == 255)
        #expect(p.pixel(x: 10, y: 5).a == 0)
    }

    @Test func theCurrentTransformIsUIKitsFlippedDeviceSpace() throws {
        var ctm = CGAffineTransform.identity
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { ctm = $0.cgContext.ctm }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
    }

    @Test func nonFiniteInputIsReportedAndIgnored() throws {
        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        let p = try render { cg in
            cg.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
            cg.translateBy(x: .infinity, y: 0)
            cg.setLineWidth(-1)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(p.pixel(x: 2, y: 2).a == 255)
        #expect(host.diagnostics.contains { $0.message.contains("non-finite") })
        #expect(host.diagnostics.contains { $0.message.contains("setLineWidth") })
    }
}

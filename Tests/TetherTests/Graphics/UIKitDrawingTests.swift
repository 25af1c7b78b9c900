import Foundation
import Testing
@testable import Tether

/// UIKit's drawing into the current context: `UIColor.setFill()`/`setStroke()`,
/// `UIBezierPath.fill()`/`stroke()`/`addClip()`, `UIImage.draw(in:)`/`draw(at:)`, `UIRectFill`.
@MainActor
@Suite struct UIKitDrawingTests {

    @Test func bezierPathsFillAndStrokeWithTheSetColours() throws {
        let p = try pixels(oneXRenderer(20, 20).image { _ in
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
        let p = try pixels(oneXRenderer(10, 10).image { context in
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
        let small = oneXRenderer(target.width, target.height).image { _ in
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
        let p = try pixels(oneXRenderer(6, 6).image { _ in
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
        let p = try pixels(oneXRenderer(4, 4).image { _ in symbol.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) })
        #expect(p.pixel(x: 2, y: 2).a == 0)
        #expect(host.diagnostics.contains { $0.message.contains("symbol image") })
    }

    @Test func stringsDrawTheirGlyphsInTheForegroundColour() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let measured = "Hello".size(withAttributes: attributes)
        let p = try pixels(oneXRenderer(100, 40).image { _ in
            "Hello".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
        })
        var inked = 0, outside = 0
        var darkest = (r: 0, g: 0, b: 0, a: 0)
        let box = CGRect(origin: CGPoint(x: 2, y: 2), size: measured).insetBy(dx: -1, dy: -1)
        for y in 0..<p.height {
            for x in 0..<p.width where p.pixel(x: x, y: y).a > 0 {
                inked += 1
                if !box.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { outside += 1 }
                if p.pixel(x: x, y: y).a > darkest.a { darkest = p.pixel(x: x, y: y) }
            }
        }
        // Glyphs cover part of the measured box, nothing outside it, in opaque red at their stems.
        #expect(inked > 50 && inked < Int(measured.width * measured.height))
        #expect(outside == 0)
        #expect(near(darkest, 255, 0, 0))
    }

    @Test func drawInRectWrapsAndClipsTheText() throws {
        let p = try pixels(oneXRenderer(100, 60).image { _ in
            ("a long line of text that wraps" as NSString).draw(in: CGRect(x: 0, y: 0, width: 40, height: 30), withAttributes: nil)
        })
        var rightmost = -1, lowest = -1
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a > 0 { rightmost = max(rightmost, x); lowest = max(lowest, y) } }
        #expect(rightmost >= 0 && rightmost < 40)
        #expect(lowest < 30)
        // Black without a foreground colour; at 12 points two lines or more fill 30 points.
        #expect(lowest > 14)
    }

    @Test func drawWithOptionsPlacesTheBaselineOrTheLineTopAtTheOrigin() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
        func inkRows(_ options: NSStringDrawingOptions) throws -> (top: Int, bottom: Int) {
            let p = try pixels(oneXRenderer(60, 80).image { _ in
                "xx".draw(with: CGRect(x: 4, y: 40, width: 60, height: 30), options: options, attributes: attributes, context: nil)
            })
            var top = Int.max, bottom = -1
            for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a > 128 { top = min(top, y); bottom = max(bottom, y) } }
            return (top, bottom)
        }
        // Baseline origin: an "x" stands on y = 40, so its ink ends there.
        let onBaseline = try inkRows([])
        #expect(abs(onBaseline.bottom - 39) <= 1 && onBaseline.top < 40 - 5)
        // Line fragment origin: the line's top is at 40, the "x" below it by the ascender less the x-height.
        let belowTop = try inkRows(.usesLineFragmentOrigin)
        #expect(belowTop.top > 40 && abs(CGFloat(belowTop.bottom + 1) - (40 + font.ascender)) <= 1)
    }

    @Test func attributedStringsDrawEachRunInItsColour() throws {
        let font = UIFont.systemFont(ofSize: 24)
        let string = NSMutableAttributedString(string: "MM", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "MM", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let split = "MM".size(withAttributes: [.font: font]).width
        let p = try pixels(oneXRenderer(120, 40).image { _ in string.draw(at: CGPoint(x: 0, y: 0)) })
        var red = 0, blue = 0, misplaced = 0
        for y in 0..<p.height {
            for x in 0..<p.width where p.pixel(x: x, y: y).a == 255 {
                let pixel = p.pixel(x: x, y: y)
                if near(pixel, 255, 0, 0) { red += 1; if CGFloat(x) > split + 1 { misplaced += 1 } }
                if near(pixel, 0, 0, 255) { blue += 1; if CGFloat(x) < split - 1 { misplaced += 1 } }
            }
        }
        // The first run left of its advance in red, the second after it in blue.
        #expect(red > 30 && blue > 30 && misplaced == 0)
    }

    @Test func aCentredParagraphStyleCentresTheLinesInTheRectangle() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style]
        let width = "II".size(withAttributes: attributes).width
        let p = try pixels(oneXRenderer(100, 30).image { _ in "II".draw(in: CGRect(x: 0, y: 0, width: 100, height: 30), withAttributes: attributes) })
        var left = Int.max, right = -1
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a > 128 { left = min(left, x); right = max(right, x) } }
        // The ink lies within the centred advance box, (100 − width) / 2 from each side.
        let start = (100 - width) / 2
        #expect(CGFloat(left) >= start - 1 && CGFloat(right) <= start + width + 1)
        #expect(abs(CGFloat(left + right + 1) / 2 - 50) < 3)
    }

    @Test func theImageContextFunctionsMakeAnImage() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        // Scale 0 is the screen's; an opaque context is black where nothing was drawn.
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        let p = try pixels(image)
        #expect(near(p.pixel(x: 4, y: 10), 255, 0, 0))
        #expect(near(p.pixel(x: 15, y: 10), 0, 0, 0))

        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        UIGraphicsEndImageContext()
        #expect(host.diagnostics.contains { $0.message.contains("UIGraphicsEndImageContext() with no image context") })
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 2))
        let small = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(small?.scale == 1 && small?.size == CGSize(width: 3, height: 2))
    }
}

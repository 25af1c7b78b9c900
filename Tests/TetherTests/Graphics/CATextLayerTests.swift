import Foundation
import Testing
@testable import Tether

/// `CATextLayer` draws its string from the top of its bounds, clipped to them: a plain
/// string in `font` at `fontSize` in `foregroundColor`, an attributed one with its own
/// attributes; `alignmentMode`, `isWrapped` and `truncationMode`. The representable is
/// 80 × 80 in a 100 × 100 canvas at one pixel per point: point (x, y) is pixel (10 + x, 10 + y).
@MainActor
@Suite struct CATextLayerTests {
    func render(_ configure: @escaping @MainActor (CATextLayer) -> Void, frame: CGRect = CGRect(x: 0, y: 0, width: 80, height: 80)) throws -> DecodedPixels {
        try pixels(UIKitHierarchy(make: {
            let root = UIView()
            let text = CATextLayer()
            text.frame = frame
            configure(text)
            root.layer.addSublayer(text)
            return root
        }).frame(width: 80, height: 80), width: 100, height: 100, scale: 1)
    }

    /// The rectangle (in the representable's points) of the pixels with ink, nil when none.
    func ink(_ p: DecodedPixels, where matches: ((r: Int, g: Int, b: Int, a: Int)) -> Bool = { $0.a > 100 }) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<p.height {
            for x in 0..<p.width where matches(p.pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX - 10, y: minY - 10, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test func aPlainStringIsWhite36PointTextFromTheTop() throws {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == CGColor.white && !layer.isWrapped)
        #expect(layer.alignmentMode == .natural && layer.truncationMode == .none)
        let p = try render { $0.string = "H" }
        let box = try #require(ink(p))
        // A capital at 36 points: about 26 points tall (cap height ≈ 0.72 em), starting a few
        // points below the top, at the left; white.
        #expect(box.minX < 6 && box.minY < 12 && box.height > 22 && box.height < 30)
        let centre = p.pixel(x: Int(10 + box.midX), y: Int(10 + box.midY))
        #expect(centre.r > 200 && centre.g > 200 && centre.b > 200)
    }

    @Test func fontFontSizeAndColourApplyToAPlainString() throws {
        let p = try render { layer in
            layer.string = "H"
            layer.font = UIFont.boldSystemFont(ofSize: 80)
            layer.fontSize = 18
            layer.foregroundColor = UIColor.red.cgColor
        }
        // The font's own size is ignored: 18 points, a capital about 13 tall.
        let box = try #require(ink(p))
        #expect(box.height > 10 && box.height < 16)
        #expect(ink(p) { $0.r > 200 && $0.g < 60 && $0.b < 60 && $0.a > 200 } != nil)
        // A font name.
        let named = try render { layer in
            layer.string = "H"
            layer.font = "Helvetica" as AnyObject
            layer.fontSize = 18
        }
        #expect(try #require(ink(named)).height < 16)
    }

    @Test func anAttributedStringKeepsItsOwnAttributes() throws {
        let p = try render { layer in
            layer.string = NSAttributedString(string: "H", attributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.blue])
            layer.fontSize = 60
            layer.foregroundColor = UIColor.red.cgColor
        }
        let box = try #require(ink(p))
        #expect(box.height < 16)
        #expect(ink(p) { $0.b > 200 && $0.r < 60 && $0.a > 200 } != nil && ink(p) { $0.r > 200 && $0.b < 60 && $0.a > 200 } == nil)
    }

    @Test func alignmentModePlacesLinesInTheWidth() throws {
        func box(_ mode: CATextLayerAlignmentMode) throws -> CGRect {
            try #require(ink(try render { layer in
                layer.string = "HH"
                layer.fontSize = 18
                layer.alignmentMode = mode
            }))
        }
        let left = try box(.left), right = try box(.right), centre = try box(.center)
        #expect(left.minX < 4 && right.maxX > 76 && right.maxX <= 80)
        #expect(abs(centre.midX - 40) < 2 && abs(right.width - left.width) < 2)
    }

    @Test func wrappingAndTruncation() throws {
        let words = "one two three four five six"
        // Unwrapped: one line, clipped at the bounds.
        let single = try #require(ink(try render { $0.string = words; $0.fontSize = 14 }))
        #expect(single.height < 18 && single.maxX <= 80)
        // Wrapped: several lines.
        let wrapped = try #require(ink(try render { $0.string = words; $0.fontSize = 14; $0.isWrapped = true }))
        #expect(wrapped.height > 30)
        // Wrapped in a layer 20 points tall with truncation: only the first line shows.
        let cut = try #require(ink(try render({ $0.string = words; $0.fontSize = 14; $0.isWrapped = true; $0.truncationMode = .end },
                                              frame: CGRect(x: 0, y: 0, width: 80, height: 20))))
        #expect(cut.height < 18)
        // Truncated at the start, the line begins with an ellipsis: only low dots in the first
        // columns, where the untruncated line has a full-height letter.
        func firstColumns(_ p: DecodedPixels) -> CGRect? {
            ink(p).flatMap { _ in
                var rows: [Int] = []
                for y in 0..<p.height { for x in 10..<14 where p.pixel(x: x, y: y).a > 100 { rows.append(y) } }
                return rows.isEmpty ? nil : CGRect(x: 0, y: rows.min()!, width: 4, height: rows.max()! - rows.min()! + 1)
            }
        }
        let head = try render { $0.string = "Wide Words Here"; $0.fontSize = 14; $0.truncationMode = .start }
        let plain = try render { $0.string = "Wide Words Here"; $0.fontSize = 14 }
        #expect(try #require(firstColumns(plain)).height > 8)
        #expect(try #require(firstColumns(head)).height < 4)
    }

    @Test func badValuesAreReported() throws {
        let h = host(UIKitHierarchy(make: {
            let root = UIView()
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            text.string = 42
            let other = CATextLayer()
            other.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            other.string = "x"
            other.font = 7 as AnyObject
            other.fontSize = .nan
            root.layer.addSublayer(text)
            root.layer.addSublayer(other)
            return root
        }).frame(width: 40, height: 40), width: 40, height: 40)
        let messages = h.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("CATextLayer.string is a Int") })
        #expect(messages.contains { $0.contains("CATextLayer.font is") })
        #expect(messages.contains { $0.contains("CATextLayer.fontSize is nan") })
        #expect(try h.pngData(scale: 1).count > 0)
    }
}

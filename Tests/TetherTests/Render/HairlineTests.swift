import Foundation
import Testing
@testable import Tether

/// Separators are hairlines as on iOS: one device pixel thick at the scale a picture is
/// rendered, on the pixel grid, in the separator colour — over white (198, 198, 200), as the
/// iOS 26 references measure list separators and `Divider`.
@MainActor
@Suite struct HairlineTests {
    /// The rows of column `x` that are not white, with their colours.
    func inkedRows(_ pixels: DecodedPixels, x: Int) -> [(y: Int, r: Int, g: Int, b: Int)] {
        (0..<pixels.height).compactMap { y in
            let p = pixels.pixel(x: x, y: y)
            return p.r == 255 && p.g == 255 && p.b == 255 ? nil : (y, p.r, p.g, p.b)
        }
    }

    @Test func aDividerIsOneCrispPixelAtEveryScale() throws {
        // A divider at y = 10.25 (an odd place) in a white 40 × 20 canvas.
        let view = VStack(spacing: 0) { Color.clear.frame(height: 10.25); Divider(); Color.clear }
            .background(Color.white)
        for scale: CGFloat in [1, 2, 3] {
            let rows = inkedRows(try PNGDecoder.decode(host(view, width: 40, height: 20).pngData(scale: scale)), x: 20)
            #expect(rows.count == 1, "at \(scale)x: \(rows.map(\.y))")
            if let line = rows.first {
                #expect(abs(line.r - 198) <= 1 && abs(line.g - 198) <= 1 && abs(line.b - 200) <= 1, "at \(scale)x: \(line)")
                #expect(line.y == Int((10.25 * scale).rounded(.down)) || line.y == Int((10.25 * scale).rounded(.up)))
            }
        }
    }

    @Test func listSeparatorsAreOnePixelAtThreeTimes() throws {
        let list = List { Text("A"); Text("B") }
        let pixels = try PNGDecoder.decode(host(list, width: 390, height: 300).pngData(scale: 3))
        // In the card, right of the row inset: the separator between the rows, one pixel.
        let rows = inkedRows(pixels, x: 300 * 3).filter { row in
            let p = pixels.pixel(x: 300 * 3, y: row.y)
            return !(p.r == 242 && p.g == 242 && p.b == 247)
        }
        #expect(rows.count == 1, "\(rows)")
    }

    @Test func hairlinePixelsCoverTheRowHoldingTheLinesMiddle() {
        let horizontal = CGRect(x: 2.4, y: 30.1, width: 10, height: 1.5).hairlinePixels
        #expect(horizontal == CGRect(x: 2, y: 30, width: 10, height: 1))
        let vertical = CGRect(x: 7.9, y: 0, width: 0.5, height: 20).hairlinePixels
        #expect(vertical == CGRect(x: 8, y: 0, width: 1, height: 20))
    }
}

import Foundation
import Testing
@testable import Tether

/// UIImage's rendering modes and tint colours, as `Image(uiImage:)` draws them, and its
/// pixels as PNG and JPEG bytes. The pictures are 4 × 2: a red left half and a transparent
/// right half; renders are at one pixel per point, with no window background.
@MainActor
@Suite struct UIImageTintingTests {
    /// Red on the left 2 × 2 pixels, transparent on the right.
    let halfRed: Data = PNGEncoder.encode(rgba: (0..<8).flatMap { i in i % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 0, 0] as [UInt8] },
                                          width: 4, height: 2)

    func near(_ p: (r: Int, g: Int, b: Int, a: Int), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> Bool {
        abs(p.r - r) <= tolerance && abs(p.g - g) <= tolerance && abs(p.b - b) <= tolerance
    }

    @Test func anEmptyImageHasNoSizeAndNoPixels() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.pngData() == nil)
        #expect(empty.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        // Shown, it takes no room.
        let h = host(Image(uiImage: empty).testID("empty"), width: 100, height: 100)
        #expect(h.frame(of: "empty")?.size == .zero)
    }

    @Test func renderingModesAreKeptAndChangedByCopies() throws {
        let image = try #require(UIImage(data: halfRed))
        #expect(image.renderingMode == .automatic)
        #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        // withTintColor(_:) keeps the mode; the two-argument form sets it.
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.withTintColor(.blue).renderingMode == .alwaysTemplate)
        #expect(image.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(template.size == image.size && template.scale == image.scale)
        #expect(UIImage(systemName: "star.fill")?.isSymbolImage == true)
        #expect(image.isSymbolImage == false)
    }

    @Test func aTintedBitmapDrawsInItsTintWhereItIsOpaque() throws {
        let image = try #require(UIImage(data: halfRed)).withTintColor(.blue)
        let p = try pixels(Image(uiImage: image).foregroundStyle(.green), width: 4, height: 2, scale: 1)
        #expect(near(p.pixel(x: 0, y: 0), 0, 0, 255))
        #expect(near(p.pixel(x: 1, y: 1), 0, 0, 255))
        // Transparent pixels stay transparent.
        #expect(p.pixel(x: 3, y: 0).a == 0)
    }

    @Test func anUntintedBitmapKeepsItsColoursAndATemplateTakesTheForegroundStyle() throws {
        let image = try #require(UIImage(data: halfRed))
        let original = try pixels(Image(uiImage: image).foregroundStyle(.green), width: 4, height: 2, scale: 1)
        #expect(near(original.pixel(x: 0, y: 0), 255, 0, 0))
        let template = try pixels(Image(uiImage: image.withRenderingMode(.alwaysTemplate)).foregroundStyle(Color(red: 0, green: 1, blue: 0)),
                                  width: 4, height: 2, scale: 1)
        #expect(near(template.pixel(x: 0, y: 0), 0, 255, 0))
        #expect(template.pixel(x: 3, y: 1).a == 0)
        // A template ignores colour information, a tint's too: it takes the foreground style.
        let tintedTemplate = try pixels(Image(uiImage: image.withTintColor(.blue, renderingMode: .alwaysTemplate))
            .foregroundStyle(Color(red: 0, green: 1, blue: 0)), width: 4, height: 2, scale: 1)
        #expect(near(tintedTemplate.pixel(x: 0, y: 0), 0, 255, 0))
    }

    @Test func aTintedSymbolDrawsInItsTintWhateverTheForegroundStyle() throws {
        let symbol = try #require(UIImage(systemName: "square.fill")).withTintColor(.red)
        let view = Image(uiImage: symbol).resizable().frame(width: 20, height: 20).foregroundStyle(.blue)
        let p = try pixels(view, width: 20, height: 20, scale: 1)
        #expect(near(p.pixel(x: 10, y: 10), 255, 0, 0))
        let plain = try pixels(Image(uiImage: try #require(UIImage(systemName: "square.fill"))).resizable().frame(width: 20, height: 20)
            .foregroundStyle(Color(red: 0, green: 0, blue: 1)), width: 20, height: 20, scale: 1)
        #expect(near(plain.pixel(x: 10, y: 10), 0, 0, 255))
    }

    @Test func anImageViewTintsTemplatesButNotTintedOriginals() throws {
        let image = try #require(UIImage(data: halfRed))
        func render(_ image: UIImage) throws -> DecodedPixels {
            try pixels(UIKitHierarchy {
                let view = UIImageView(image: image)
                view.tintColor = .green
                return view
            }.frame(width: 4, height: 2), width: 4, height: 2, scale: 1)
        }
        #expect(near(try render(image.withRenderingMode(.alwaysTemplate)).pixel(x: 0, y: 0), 0, 255, 0))
        #expect(near(try render(image.withTintColor(.blue, renderingMode: .alwaysOriginal)).pixel(x: 0, y: 0), 0, 0, 255))
        #expect(near(try render(image).pixel(x: 0, y: 0), 255, 0, 0))
    }

    @Test func pngDataIsThePixelsWithTheTintBakedIn() throws {
        let image = try #require(UIImage(data: halfRed))
        let plain = try DecodedPixels(pngData: try #require(image.pngData()))
        #expect(plain.width == 4 && plain.height == 2)
        #expect(plain.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(plain.pixel(x: 3, y: 0).a == 0)
        let tinted = try DecodedPixels(pngData: try #require(image.withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)).pngData()))
        let p = tinted.pixel(x: 0, y: 0)
        #expect(p.b == 255 && p.r == 0 && abs(p.a - 128) <= 1)
        #expect(tinted.pixel(x: 3, y: 1).a == 0)
        // Tether keeps no pixels for a symbol.
        #expect(UIImage(systemName: "star")?.pngData() == nil)
        // The bytes read back as the same image.
        #expect(UIImage(data: try #require(image.pngData()))?.size == CGSize(width: 4, height: 2))
    }

    @Test func jpegDataEncodesTheOpaquePixelsOverBlack() throws {
        let image = try #require(UIImage(data: halfRed, scale: 2))
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let back = try #require(UIImage(data: jpeg))
        #expect(back.size == CGSize(width: 4, height: 2))
        let decoded = try DecodedPixels(pngData: try #require(back.pngData()))
        #expect(near(decoded.pixel(x: 0, y: 0), 255, 0, 0, tolerance: 40))
        // No alpha in a JPEG: the transparent half is black.
        #expect(near(decoded.pixel(x: 3, y: 1), 0, 0, 0, tolerance: 40))
        #expect(decoded.pixel(x: 3, y: 1).a == 255)
    }

    @Test func jpegQualityTradesSizeAndOddQualitiesAreSane() throws {
        // A noisy 32 × 32 picture, where quality changes the size.
        var rgba: [UInt8] = []
        var seed: UInt32 = 7
        for _ in 0..<(32 * 32) {
            seed = seed &* 1_103_515_245 &+ 12_345
            rgba += [UInt8(truncatingIfNeeded: seed >> 8), UInt8(truncatingIfNeeded: seed >> 16), UInt8(truncatingIfNeeded: seed >> 24), 255]
        }
        let image = try #require(UIImage(data: PNGEncoder.encode(rgba: rgba, width: 32, height: 32)))
        let small = try #require(image.jpegData(compressionQuality: 0))
        let large = try #require(image.jpegData(compressionQuality: 1))
        #expect(small.count < large.count)
        // Out of range is clamped; NaN encodes at the best quality.
        #expect(image.jpegData(compressionQuality: 7) == large)
        #expect(image.jpegData(compressionQuality: -1) == small)
        #expect(image.jpegData(compressionQuality: .nan) == large)
        #expect(UIImage(systemName: "star")?.jpegData(compressionQuality: 0.8) == nil)
    }
}

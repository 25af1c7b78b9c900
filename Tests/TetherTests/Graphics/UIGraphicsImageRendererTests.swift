import Foundation
import Testing
@testable import Tether

/// `UIGraphicsImageRenderer`: the image's size and scale from the format, its pixels from the
/// drawing actions, the current context while they run, and bad sizes. Expected colours are
/// the sRGB bytes of the colours drawn; rectangles on whole pixels have no antialiased edge.
@MainActor
@Suite struct UIGraphicsImageRendererTests {
    func oneX(opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = opaque
        return format
    }

    @Test func aRedFillGivesRedPixelsAtTheScreensScale() throws {
        // The default format has the main screen's scale (Tether's iPhone is 2x).
        #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
        #expect(UIGraphicsImageRendererFormat.default().opaque == false)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 2)
        let p = try pixels(image)
        #expect(p.width == 20 && p.height == 20)
        #expect(near(p.pixel(x: 0, y: 0), 255, 0, 0))
        #expect(near(p.pixel(x: 19, y: 19), 255, 0, 0))
    }

    @Test func theFormatsScaleAndOpacityMakeThePixels() throws {
        let format = oneX(opaque: true)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format)
        #expect(renderer.format.scale == 1 && renderer.format.opaque)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let p = try pixels(image)
        #expect(p.width == 4 && p.height == 2 && image.scale == 1)
        #expect(near(p.pixel(x: 1, y: 1), 0, 0, 255))
        // An opaque image is black where nothing was drawn.
        #expect(near(p.pixel(x: 3, y: 0), 0, 0, 0, 255))
        // The renderer keeps a copy: changing the format later changes nothing.
        format.scale = 3
        #expect(renderer.format.scale == 1)
    }

    @Test func theBoundsOriginIsTheImagesTopLeftCorner() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 10, height: 10), format: oneX())
        let p = try pixels(renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        })
        #expect(near(p.pixel(x: 2, y: 2), 255, 0, 0))
        #expect(p.pixel(x: 7, y: 7).a == 0)
    }

    @Test func fillReplacesWhatIsThereAndFillWithNormalBlendsOverIt() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: oneX())
        let p = try pixels(renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            // UIRectFill's copy: half-transparent blue replaces the red.
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            // Source over: half blue over red.
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1), blendMode: .normal)
        })
        #expect(near(p.pixel(x: 0, y: 0), 0, 0, 255, 128))
        #expect(near(p.pixel(x: 1, y: 0), 128, 0, 128, 255))
    }

    @Test func strokeAndClipOfTheRendererContext() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: oneX())
        let p = try pixels(renderer.image { context in
            UIColor.green.setStroke()
            context.cgContext.setLineWidth(4)
            // A 4-point line centred on the rectangle's edge: x from 0 to 4 on the left side.
            context.stroke(CGRect(x: 2, y: 2, width: 16, height: 16))
            context.clip(to: CGRect(x: 10, y: 10, width: 10, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), blendMode: .normal)
        })
        #expect(near(p.pixel(x: 1, y: 5), 0, 255, 0))
        #expect(p.pixel(x: 6, y: 6).a == 0)
        #expect(near(p.pixel(x: 12, y: 12), 255, 0, 0))
    }

    @Test func theContextIsCurrentOnlyWhileTheActionsRun() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        var rendererContext: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            inside = UIGraphicsGetCurrentContext()
            rendererContext = context.cgContext
        }
        #expect(inside != nil && inside === rendererContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func currentImageIsWhatWasDrawnSoFar() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: oneX())
        var soFar: UIImage?
        let final = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            soFar = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(near(try pixels(#require(soFar)).pixel(x: 1, y: 1), 255, 0, 0))
        #expect(near(try pixels(final).pixel(x: 1, y: 1), 0, 0, 255))
    }

    @Test func pngAndJPEGDataOfTheDrawing() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: oneX())
        let png = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let decoded = try DecodedPixels(pngData: png)
        #expect(decoded.width == 3 && near(decoded.pixel(x: 1, y: 1), 255, 0, 0))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]))
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 3, height: 3))
    }

    @Test func aThumbnailIsTheWholeImageScaledToThatManyPixels() throws {
        // A 40 × 20 point image at 1x: red left half, blue right half.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: oneX()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 10, height: 10)))
        // 10 × 10 pixels at scale 1; the halves are squeezed to 5 pixels each.
        #expect(thumbnail.size == CGSize(width: 10, height: 10) && thumbnail.scale == 1)
        let p = try pixels(thumbnail)
        #expect(p.width == 10 && p.height == 10)
        #expect(near(p.pixel(x: 1, y: 5), 255, 0, 0))
        #expect(near(p.pixel(x: 8, y: 5), 0, 0, 255))
        // The completion form hands over the same thumbnail before it returns.
        nonisolated(unsafe) var handed: UIImage?
        image.prepareThumbnail(of: CGSize(width: 4, height: 2)) { handed = $0 }
        #expect(handed?.size == CGSize(width: 4, height: 2))
        // No bitmap or no pixels: nil, as UIKit gives for an image not backed by a CGImage.
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: 0, height: 10)) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 10)) == nil)
        #expect(image.preparingForDisplay() === image)
    }

    @Test func badSizesAreReportedAndMadeSane() throws {
        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in UIColor.red.setFill() }
        #expect(empty.size == .zero)
        #expect(empty.pngData() == nil && empty.cgImage == nil)
        #expect(host.diagnostics.contains { $0.message.contains("empty size") })

        let nan = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in }
        #expect(nan.size.width == 0)
        // A negative side is taken as its length.
        let negative = UIGraphicsImageRenderer(size: CGSize(width: -4, height: 2), format: oneX()).image { _ in }
        #expect(negative.size == CGSize(width: 4, height: 2))
        #expect(host.diagnostics.contains { $0.message.contains("negative") })

        // More pixels than the cap: a lower scale, the size in points kept (to a pixel).
        let (size, scale) = UIGraphicsImageRenderer.canvas(CGSize(width: 10_000, height: 10_000), scale: 3)
        #expect(size == CGSize(width: 10_000, height: 10_000))
        #expect((size.width * scale).rounded(.up) * (size.height * scale).rounded(.up) <= 16_777_216)
        #expect(scale > 0.4 && scale < 0.41)
        // Enormous sides are cut to a million points; a zero scale is the screen's.
        #expect(UIGraphicsImageRenderer.canvas(CGSize(width: 1e300, height: 1), scale: 1).0.width == 1_000_000)
        #expect(UIGraphicsImageRenderer.canvas(CGSize(width: 1, height: 1), scale: 0).1 == UIScreen.main.scale)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 1)).image { _ in }
        #expect(wide.size.width > 999_000 && wide.size.width < 1_001_000)
    }

    @Test func drawingAfterTheImageIsMadeIsReportedAndIgnored() throws {
        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        var kept: UIGraphicsImageRendererContext?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: oneX()).image { kept = $0 }
        kept?.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(host.diagnostics.contains { $0.message.contains("after its UIGraphicsImageRenderer finished") })
        #expect(try pixels(image).pixel(x: 0, y: 0).a == 0)
        // UIKit drawing with no current context draws nothing and is reported.
        UIColor.red.setFill()
        #expect(host.diagnostics.contains { $0.message.contains("no current graphics context") })
    }
}

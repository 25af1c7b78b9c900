import Foundation
import Testing
@testable import Tether

/// A host paints its window's system background under the content, as an iOS window does;
/// `ImageRenderer` leaves the image transparent, as SwiftUI's does.
@MainActor
@Suite struct WindowBackgroundTests {
    @Test func theWindowIsWhiteInLightModeAndBlackInDark() throws {
        let view = Color.red.frame(width: 10, height: 10)
        let light = ViewHost(view, size: CGSize(width: 40, height: 40))
        light.update()
        let lightPixels = try PNGDecoder.decode(light.pngData(scale: 1))
        let corner = lightPixels.pixel(x: 1, y: 1)
        #expect(corner.r == 255 && corner.g == 255 && corner.b == 255 && corner.a == 255)
        // The content is drawn over it.
        #expect(lightPixels.pixel(x: 20, y: 20).r == 255 && lightPixels.pixel(x: 20, y: 20).g < 80)
        let dark = ViewHost(view, size: CGSize(width: 40, height: 40))
        dark.colorScheme = .dark
        dark.update()
        let darkCorner = try PNGDecoder.decode(dark.pngData(scale: 1)).pixel(x: 1, y: 1)
        #expect(darkCorner.r == 0 && darkCorner.g == 0 && darkCorner.b == 0 && darkCorner.a == 255)
        #expect(dark.svg().contains("fill=\"rgb(0,0,0)\""))
    }

    @Test func anImageRendererAndAHostWithoutTheBackgroundStayTransparent() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).padding(5))
        let image = try PNGDecoder.decode(try #require(renderer.pngData()))
        #expect(image.pixel(x: 1, y: 1).a == 0)
        let host = ViewHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 40, height: 40))
        host.drawsWindowBackground = false
        host.update()
        #expect(try PNGDecoder.decode(host.pngData(scale: 1)).pixel(x: 1, y: 1).a == 0)
    }
}

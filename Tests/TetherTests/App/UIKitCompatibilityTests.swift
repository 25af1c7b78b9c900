import Foundation
import Testing
@testable import Tether

/// UIKit's names that SwiftUI code uses (Tether's compatibility types): iOS light-mode values.
@MainActor
@Suite struct UIKitCompatibilityTests {
    func rgba255(_ c: UIColor) -> [Int] {
        [c.rgba.red, c.rgba.green, c.rgba.blue].map { Int(($0 * 255).rounded()) } + [Int((c.rgba.alpha * 100).rounded())]
    }

    @Test func systemColoursHaveIOSLightModeValues() {
        // iOS light mode: labels are #3C3C43 at 60/30/18 %, grouped backgrounds #F2F2F7,
        // fills #787880 at 20/16 %, the separator #3C3C43 at 29 %.
        #expect(rgba255(.label) == [0, 0, 0, 100])
        #expect(rgba255(.secondaryLabel) == [60, 60, 67, 60])
        #expect(rgba255(.tertiaryLabel) == [60, 60, 67, 30])
        #expect(rgba255(.quaternaryLabel) == [60, 60, 67, 18])
        #expect(rgba255(.systemBackground) == [255, 255, 255, 100])
        #expect(rgba255(.secondarySystemBackground) == [242, 242, 247, 100])
        #expect(rgba255(.systemGroupedBackground) == [242, 242, 247, 100])
        #expect(rgba255(.systemGray) == [142, 142, 147, 100])
        #expect(rgba255(.systemGray6) == [242, 242, 247, 100])
        #expect(rgba255(.systemFill) == [120, 120, 128, 20])
        #expect(rgba255(.secondarySystemFill) == [120, 120, 128, 16])
        #expect(rgba255(.separator) == [60, 60, 67, 29])
        #expect(rgba255(.systemBlue) == [0, 136, 255, 100])  // iOS 26 (HIG "Color", June 2025)
        #expect(rgba255(.tintColor) == rgba255(.systemBlue))
        #expect(rgba255(UIColor(white: 0.5, alpha: 1)) == [128, 128, 128, 100])
    }

    @Test func colorFromUIColorDrawsItsValue() throws {
        // Secondary label (60, 60, 67) at 60 % over white: 60·0.6 + 255·0.4 = 138, 67·0.6 + 102 = 142.2.
        let view = ZStack {
            Color.white
            Color(uiColor: .secondaryLabel)
        }
        let h = ViewHost(view.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4))
        h.update()
        let c = try DecodedPixels(pngData: h.pngData(scale: 1)).pixel(x: 2, y: 2)
        #expect(abs(c.r - 138) <= 1 && abs(c.g - 138) <= 1 && abs(c.b - 142) <= 1)
        #expect(Color(.systemGray6) == Color(uiColor: .systemGray6))
    }

    @Test func fontsFromUIFontMatchSwiftUIFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == Font.system(.title))
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == Font.system(.caption))
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)) == Font.system(size: 20, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func screenBoundsAreTheHostsCanvas() {
        // A view half as wide as the screen, in a 300-point canvas: 150 points.
        struct Half: View {
            var body: some View {
                Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10).accessibilityIdentifier("half")
            }
        }
        let h = ViewHost(Half(), size: CGSize(width: 300, height: 100))
        h.update()
        #expect(h.frame(of: "half")?.width == 150)
    }

    @Test func applicationOpensNothingAndRecordsTheURL() {
        let url = URL(string: "https://example.org")!
        var result: Bool?
        UIApplication.shared.open(url) { result = $0 }
        #expect(result == false)
        #expect(UIApplication.shared.openedURLs.last == url)
        #expect(UIApplication.shared.canOpenURL(url) == false)
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil) == false)
    }

    @Test func imagesFromDataAndSymbols() throws {
        let source = ViewHost(Color.red, size: CGSize(width: 6, height: 4))
        source.update()
        let png = try source.pngData(scale: 1)
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 3, height: 2))   // 6×4 pixels at 2x
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(systemName: "heart.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)

        let h = ViewHost(Image(uiImage: image).accessibilityIdentifier("img"), size: CGSize(width: 20, height: 20))
        h.update()
        #expect(h.frame(of: "img")?.size == CGSize(width: 3, height: 2))
    }

    @Test func dynamicColoursResolveForLightMode() {
        let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .systemGray6 }
        #expect(adaptive.rgba == UIColor.systemGray6.rgba)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}

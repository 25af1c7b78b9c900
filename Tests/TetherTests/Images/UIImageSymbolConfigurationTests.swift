import Foundation
import Testing
@testable import Tether

/// `UIImage.SymbolConfiguration`: a symbol image drawn at a configured point size, text style
/// or font and scale, in SwiftUI (`Image(uiImage:)`), a `UIImageView` (with its
/// `preferredSymbolConfiguration`) and a `UIButton`. A symbol of point size p is p × the scale's
/// factor wide (99.61 % at medium, 127.2 % at large: SWIFTUI-SEMANTICS §2) and a line box
/// (SF Pro's ascender plus descender, 2444/2048 of the symbol) tall.
@MainActor
@Suite struct UIImageSymbolConfigurationTests {
    private func frame(_ view: some View) -> CGRect {
        host(view.testID("s"), width: 400, height: 400).frame(of: "s") ?? .null
    }
    private let medium: CGFloat = 0.9961

    @Test func aPointSizeFixesTheSymbolsSizeWhateverTheFont() throws {
        let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let f = frame(Image(uiImage: image).font(.caption))
        #expect(close(f.width, 40 * medium), "\(f)")
        #expect(close(f.height, 40 * medium * 2444 / 2048), "\(f)")
        // An unconfigured symbol takes the font, as `Image(systemName:)` does.
        let plain = frame(Image(uiImage: try #require(UIImage(systemName: "heart.fill"))).font(.system(size: 30)))
        #expect(close(plain.width, 30 * medium), "\(plain)")
    }

    @Test func aTextStyleOrFontAndAScaleSizeTheSymbol() throws {
        // title1 is 28 pt at the default text size; large is 127.2 % of it.
        let styled = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1, scale: .large)))
        #expect(close(frame(Image(uiImage: styled)).width, 28 * 1.272), "\(frame(Image(uiImage: styled)))")
        let font = UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 20))
        let fonted = try #require(UIImage(systemName: "star")?.withConfiguration(font))
        #expect(close(frame(Image(uiImage: fonted)).width, 20 * medium))
        // A scale alone keeps the view's font: body's 17 pt at small, 78.86 %.
        let small = try #require(UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        #expect(close(frame(Image(uiImage: small)).width, 17 * 0.7886))
    }

    @Test func applyingReplacesOnlyWhatTheOtherSets() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .small)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        // A text style replaces the point size: a symbol has one size source.
        let styled = merged.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(styled.size == .textStyle(.body) && styled.symbolWeight == .bold)
        #expect(base.configurationWithoutPointSizeAndWeight().isEqual(to: UIImage.SymbolConfiguration(scale: .small)))
        #expect(UIImage(systemName: "star")?.symbolConfiguration?.isEqual(to: .unspecified) == true)
        #expect(UIImage(systemName: "star")?.withConfiguration(base).symbolConfiguration?.isEqual(to: base) == true)
    }

    @Test func anImageViewsPreferredConfigurationSizesItsSymbol() throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        // UIKit's default symbol configuration: body text's symbol, 17 pt.
        #expect(close(view.intrinsicContentSize.width, 17 * medium))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(close(view.intrinsicContentSize.width, 34 * medium))
        #expect(close(view.intrinsicContentSize.height, 34 * medium * 2444 / 2048))
        // The image's own point size wins over the view's.
        view.image = UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))
        #expect(close(view.intrinsicContentSize.width, 24 * medium))
    }

    @Test func aButtonDrawsItsSymbolAtTheConfigurationOfItsState() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        let plain = button.intrinsicContentSize
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40), forImageIn: .normal)
        #expect(button.currentPreferredSymbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 40)) == true)
        // The image grows from 17 to 40 points: the button grows by the difference.
        #expect(close(button.intrinsicContentSize.width - plain.width, (40 - 17) * medium, tolerance: 0.01), "\(plain) \(button.intrinsicContentSize)")
    }

    @Test func aHierarchicalColourDrawsTheSymbolInIt() throws {
        let image = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
        let h = host(Image(uiImage: image).foregroundColor(.blue).testID("s"), width: 40, height: 40)
        let f = try #require(h.frame(of: "s"))
        let centre = try DecodedPixels(pngData: h.pngData(scale: 1)).pixel(x: Int(f.midX), y: Int(f.midY))
        #expect(centre.r > 200 && centre.b < 100, "\(centre)")
    }

    @Test func aHostilePointSizeIsDrawnAtNoSize() throws {
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: .nan)))
        let f = frame(Image(uiImage: image))
        #expect(f.width == 0 && f.height == 0, "\(f)")
    }
}

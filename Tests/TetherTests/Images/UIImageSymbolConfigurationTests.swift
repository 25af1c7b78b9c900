import Foundation
import Testing
@testable import Tether

/// Shows a `UIImageView` of `image` at its intrinsic size.
private struct SymbolView: UIViewRepresentable {
    let image: UIImage?
    func makeUIView(context: Context) -> UIImageView { UIImageView(image: image) }
    func updateUIView(_ view: UIImageView, context: Context) { view.image = image }
}

/// `UIImage.SymbolConfiguration`: a symbol image drawn at a configured point size, text style
/// or font and scale by a `UIImageView` (with its `preferredSymbolConfiguration`) and a
/// `UIButton`. A symbol of point size p is p × the scale's factor wide (99.61 % at medium,
/// 127.2 % at large: SWIFTUI-SEMANTICS §2) and a line box (SF Pro's ascender plus descender,
/// 2444/2048 of the symbol) tall.
@MainActor
@Suite struct UIImageSymbolConfigurationTests {
    private let medium: CGFloat = 0.9961
    private func width(_ image: UIImage?) -> CGFloat { UIImageView(image: image).intrinsicContentSize.width }

    @Test func aPointSizeFixesTheSymbolsSize() throws {
        let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let size = UIImageView(image: image).intrinsicContentSize
        #expect(close(size.width, 40 * medium), "\(size)")
        #expect(close(size.height, 40 * medium * 2444 / 2048), "\(size)")
        // Drawn in a representable at that size.
        let f = host(SymbolView(image: image).fixedSize().testID("s")).frame(of: "s")
        #expect(close(f?.width ?? 0, 40 * medium), "\(String(describing: f))")
    }

    @Test func aTextStyleOrFontAndAScaleSizeTheSymbol() throws {
        // title1 is 28 pt at the default text size; large is 127.2 % of it.
        #expect(close(width(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1, scale: .large))), 28 * 1.272))
        let font = UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 20))
        #expect(close(width(UIImage(systemName: "star")?.withConfiguration(font)), 20 * medium))
        // A scale alone keeps the default size: body's 17 pt at small, 78.86 %.
        #expect(close(width(UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(scale: .small))), 17 * 0.7886))
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
        let h = host(SymbolView(image: image).fixedSize().testID("s"), width: 40, height: 40)
        let f = try #require(h.frame(of: "s"))
        let centre = try DecodedPixels(pngData: h.pngData(scale: 1)).pixel(x: Int(f.midX), y: Int(f.midY))
        #expect(centre.r > 200 && centre.b < 100, "\(centre)")
    }

    @Test func aHostilePointSizeIsDrawnAtNoSize() throws {
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: .nan)))
        let size = UIImageView(image: image).intrinsicContentSize
        #expect(size.width == 0 && size.height == 0, "\(size)")
    }
}

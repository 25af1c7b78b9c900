import Foundation
import Testing
@testable import Tether

/// Images inside text (`Text(Image(…))`, `Text("\(Image(…))")`): a symbol is a character of
/// the line as wide as the symbol its font gives it (the font's size times the image scale:
/// 99.61 % at medium, 127.2 % at large, SWIFTUI-SEMANTICS §2) in the line-tall frame a symbol
/// has beside text (SF Pro's ascender plus descender, its square centred), filled with the
/// text's colour; a bitmap keeps its size with its bottom on the baseline, so a tall one makes
/// its line taller. Lines of body text are 20.29 pt boxes, baselines 22 pt apart; sizes are
/// rounded up to the 2x pixel grid as a `Text` is.
@MainActor
@Suite struct TextInlineImageTests {
    private func frame(_ view: some View, width: CGFloat = 400) -> CGRect {
        host(view.testID("t"), width: width, height: 400).frame(of: "t") ?? .null
    }
    /// A body-size symbol's square: 17 × 0.9961 pt.
    let bodySymbol: CGFloat = 17 * 0.9961

    @Test func aSymbolAloneIsASymbolWideAndABodyLineTall() {
        let f = frame(Text(Image(systemName: "star.fill")))
        #expect(close(f.width, pixelCeil(bodySymbol)), "\(f)")
        #expect(close(f.height, bodyLine), "\(f)")
    }

    @Test func anInterpolatedSymbolAddsItsWidthToTheText() {
        let words = frame(Text(verbatim: " 4.8"))
        let rated = frame(Text("\(Image(systemName: "star.fill")) 4.8"))
        let joined = frame(Text(Image(systemName: "star.fill")) + Text(" 4.8"))
        // Both sizes are rounded up to the half point: within one pixel of the sum.
        #expect(close(rated.width, words.width + bodySymbol, tolerance: 0.5), "\(rated) \(words)")
        #expect(close(joined.width, rated.width), "\(joined) \(rated)")
        #expect(close(rated.height, bodyLine))
    }

    @Test func aSymbolTakesTheTextsFontAndImageScale() {
        // largeTitle is 34 pt at the default text size.
        let large = frame(Text(Image(systemName: "star.fill")).font(.largeTitle))
        #expect(close(large.width, pixelCeil(34 * 0.9961)), "\(large)")
        // A large-scale symbol reaches above and below the body line: its own frame, 21.62 pt
        // square in a 25.8 pt line box, sets the line's height.
        let scaled = frame(Text("Go \(Image(systemName: "star.fill"))").imageScale(.large))
        #expect(close(scaled.height, pixelCeil(17 * 1.272 * (1950 + 494) / 2048)), "\(scaled)")
    }

    @Test func aBitmapSitsOnTheBaselineAtItsOwnSize() throws {
        let png = try host(Color.red.frame(width: 40, height: 30), width: 40, height: 30).pngData(scale: 1)
        let image = Image(uiImage: try #require(UIImage(data: png)))
        let alone = frame(Text(image))
        #expect(close(alone.width, 40), "\(alone)")
        // 30 pt above the baseline, the body font's descent (4.1 pt) below it.
        #expect(close(alone.height, pixelCeil(30 + 17 * 494 / 2048)), "\(alone)")
        // `resizable()` does not resize an image in text.
        #expect(close(frame(Text(image.resizable())).width, 40))
        let captioned = frame(Text("Logo ") + Text(image), width: 400)
        #expect(close(captioned.height, alone.height), "\(captioned)")
    }

    @Test func symbolsWrapWithTheWords() {
        // Two stars and a space (about 38 pt) do not fit in 30 pt: one star per line.
        let star = Image(systemName: "star.fill")
        let f = frame(Text("\(star) \(star) \(star)").frame(width: 30, alignment: .leading), width: 400)
        #expect(close(f.height, pixelCeil(lineBox() + 2 * 22)), "\(f)")
    }

    @Test func aSymbolIsFilledWithTheTextsColour() throws {
        let h = host(Text(Image(systemName: "circle.fill")).foregroundColor(.red).testID("t"), width: 40, height: 40)
        let f = try #require(h.frame(of: "t"))
        let pixels = try DecodedPixels(pngData: h.pngData(scale: 1))
        // The circle fills the centre of its square, centred in the line box.
        let centre = pixels.pixel(x: Int(f.midX), y: Int(f.midY))
        #expect(centre.r > 200 && centre.g < 100 && centre.b < 100 && centre.a > 200, "\(centre)")
    }

    @Test func aCanvasDrawsTheImagesOfItsText() throws {
        let canvas = Canvas { context, size in
            context.draw(Text(Image(systemName: "circle.fill")).foregroundColor(.red), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        let pixels = try DecodedPixels(pngData: host(canvas.frame(width: 40, height: 40), width: 40, height: 40).pngData(scale: 1))
        let centre = pixels.pixel(x: 20, y: 20)
        #expect(centre.r > 200 && centre.g < 100 && centre.a > 200, "\(centre)")
    }

    @Test func aTextWithImagesIsReadWithTheirNames() {
        let h = host(VStack {
            Text("\(Image(systemName: "star.fill")) 4.8")
            Text("Rating: \(Text(Image(systemName: "heart.fill")))")
            Text("Rate \(Image(systemName: "star"))").textCase(.uppercase)
        })
        #expect(h.find(role: .staticText, label: "star.fill 4.8") != nil)
        #expect(h.find(role: .staticText, label: "Rating: heart.fill") != nil)
        // Casing changes the words, not the image.
        #expect(h.find(role: .staticText, label: "RATE star") != nil)
    }

    @Test func markdownAroundAnImageKeepsItsStyles() {
        let h = host(Text("**Bold** \(Image(systemName: "star.fill")) *it*"))
        let pieces = textLayouts(h).first?.text.pieces ?? []
        #expect(pieces.contains { $0.content.isImage })
        #expect(pieces.contains { $0.content == .verbatim("Bold") && $0.attributes.weight == .bold })
    }

    @Test func aForwardSymbolIsMirroredInRightToLeftText() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let runs = Text("التالي \(Image(systemName: "chevron.forward"))").resolvedContent(in: env) { _ in }.runs(in: env).runs
        let image = runs.compactMap(\.inlineImage).first
        #expect(image.map { if case .symbol(_, mirrored: true) = $0.content { true } else { false } } == true)
        env.layoutDirection = .leftToRight
        let ltr = Text(Image(systemName: "chevron.forward")).runs(in: env).runs.first?.inlineImage
        #expect(ltr.map { if case .symbol(_, mirrored: false) = $0.content { true } else { false } } == true)
    }

    @Test func aShrinkingLineShrinksItsImages() {
        let star = Image(systemName: "star.fill")
        // Two stars (33.9 pt) in 20 pt on one line: shrunk by about 0.59, within the 0.5 allowed.
        let f = frame(Text("\(star)\(star)").lineLimit(1).minimumScaleFactor(0.5).frame(width: 20, alignment: .leading))
        let text = host(Text("\(star)\(star)").lineLimit(1).minimumScaleFactor(0.5).testID("t").frame(width: 20)).frame(of: "t")
        #expect(f.width == 20)
        #expect((text?.width ?? 99) <= 20.01, "\(String(describing: text))")
        #expect((text?.height ?? 99) < bodyLine - 5, "\(String(describing: text))")
    }

    @Test func anUnknownSymbolOrMissingImageIsReportedAndTheTextStillShows() {
        let unknown = host(Text("A \(Image(systemName: "no.such.symbol"))").testID("t"))
        #expect(unknown.diagnostics.contains { $0.kind == .unknownSymbol && $0.message.contains("no.such.symbol") })
        // The placeholder keeps a symbol's place.
        #expect(close(unknown.frame(of: "t")?.width ?? 0, frame(Text("A \(Image(systemName: "star.fill"))")).width))
        // A catalog image that cannot be found takes no space, as an image view draws nothing.
        let missing = host((Text(Image("NoSuchImage")) + Text("A")).testID("t"))
        #expect(missing.diagnostics.contains { $0.kind == .missingResource })
        #expect(close(missing.frame(of: "t")?.width ?? 0, frame(Text(verbatim: "A")).width))
    }
}

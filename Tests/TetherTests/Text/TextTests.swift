import Foundation
import Testing
@testable import Tether

/// Text measurement, wrapping and truncation with Inter, and the symbol table.
@MainActor
@Suite struct TextTests {
    let body = Font.body.resolved()

    func layout(_ s: String, width: CGFloat? = nil, limit: Int? = nil, truncation: TextTruncation = .tail) -> TextLayout {
        TextEngine.layout(s, font: body, maxWidth: width, lineLimit: limit, alignment: .leading, truncation: truncation)
    }

    @Test func bodyTextIsOneLineOfTheDynamicTypeHeight() {
        let l = layout("Hello, world!")
        #expect(l.lines.count == 1)
        // SF Pro's ascender plus descender at 17 pt: UIFont's line height, 20.29.
        #expect(close(l.size.height, lineBox(), tolerance: 0.001))
        // 13 characters of 17-point Inter average a bit over half an em.
        #expect(l.size.width > 90 && l.size.width < 115)
        #expect(l.diagnostics.isEmpty)
    }

    @Test func textStylesUseIOSSizes() {
        #expect(Font.largeTitle.resolved().size == 34)
        #expect(Font.headline.resolved().weight == .semibold)
        #expect(Font.caption2.resolved().size == 11)
        #expect(Font.title.resolved().lineHeight == 34)
    }

    @Test func fontLeadingMovesTheLinesTwoPointsApart() {
        // Body text's lines are 22 pt apart on iOS; `.loose` adds 2 points, `.tight` takes 2
        // away (UIKit's tight leading subtracts 2 points from a text style's leading).
        #expect(close(Font.body.leading(.loose).resolved().lineHeight, 24))
        #expect(close(Font.body.leading(.tight).resolved().lineHeight, 20))
        #expect(close(Font.body.leading(.standard).resolved().lineHeight, 22))
        // Two lines: the second line moves, the first keeps its box.
        let h = host(VStack(spacing: 0) {
            Text("One\nTwo").font(.body).testID("standard")
            Text("One\nTwo").font(.body.leading(.loose)).testID("loose")
            Text("One").font(.body.leading(.loose)).testID("single")
            Text("One").font(.body).testID("plain")
        }, width: 200, height: 200)
        let standard = h.frame(of: "standard")?.height ?? 0, loose = h.frame(of: "loose")?.height ?? 0
        #expect(close(loose - standard, 2, tolerance: 0.5))
        #expect(close(h.frame(of: "single")?.height ?? 0, h.frame(of: "plain")?.height ?? -1, tolerance: 0.01))
    }

    @Test func wrapsAtSpacesWithinTheWidth() {
        let l = layout("The quick brown fox jumps over the lazy dog again and again", width: 100)
        #expect(l.lines.count > 3)
        for line in l.lines { #expect(line.width <= 100.001) }
        // The first line's box, then body's leading of 22 per further line.
        #expect(close(l.size.height, lineBox() + CGFloat(l.lines.count - 1) * 22))
    }

    @Test func newlinesForceBreaks() {
        #expect(layout("one\ntwo").lines.count == 2)
        #expect(layout("one\n\nthree").lines.count == 3)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let full = layout("A line limit of one truncates the rest of this sentence")
        let l = layout("A line limit of one truncates the rest of this sentence", width: 150, limit: 1)
        #expect(l.lines.count == 1)
        #expect(l.size.width <= 150.001)
        #expect(l.lines[0].glyphs.count < full.lines[0].glyphs.count)
        // The ellipsis is the last glyph: shaping "…" alone gives that glyph.
        let ellipsis = layout("…").lines[0].glyphs.last?.id
        #expect(l.lines[0].glyphs.last?.id == ellipsis)
    }

    @Test func longWordBreaksBetweenCharacters() {
        let l = layout(String(repeating: "W", count: 40), width: 60)
        #expect(l.lines.count > 5)
        for line in l.lines { #expect(line.width <= 60.001) }
    }

    /// Fuzz seed 50948: a 10,000-character word, wider than its line, is split greedily —
    /// each line holds as many characters as fit, one more would not (the search for that
    /// length is logarithmic, so such words no longer take seconds).
    @Test func aLongWordIsSplitIntoTheLongestRunsThatFit() throws {
        let word = String(repeating: "abcdefghij", count: 1_000)
        let width: CGFloat = 116
        let laidOut = layout(word, width: width)
        let shaper = try #require(TextEngine.RunShaper(runs: [TextRun(text: word, font: body)]))
        let characters = word.map { (character: $0, run: 0, level: UInt8(0)) }
        let pieces = LineBreaker.splitByCharacters(characters, shaper: shaper, maxWidth: width)
        #expect(pieces.count == laidOut.lines.count)
        var used = 0
        for (index, piece) in pieces.enumerated() {
            #expect(piece.width <= width + 0.001)
            used += piece.text.count
            if index < pieces.count - 1 {
                let longer = characters[(used - piece.text.count)..<(used + 1)]
                #expect(shaper.shape(longer).width > width + 0.001, "line \(index) could hold one more character")
            }
        }
        #expect(used == word.count)
    }

    @Test func emptyTextIsZeroWideAndOneLineHigh() {
        let l = layout("")
        #expect(l.size.width == 0)
        #expect(close(l.size.height, lineBox()))
    }

    @Test func hostileWidthsDoNotCrash() {
        for width in [CGFloat.nan, -10, 0, .infinity] {
            let l = layout("some words here", width: width)
            #expect(l.size.width.isFinite && l.size.height.isFinite)
        }
    }

    @Test func twentyThousandWordsWrap() {
        let words = (0..<20_000).map { "word\($0 % 97)" }.joined(separator: " ")
        let l = layout(words, width: 300)
        #expect(l.lines.count > 1000)
        #expect(l.size.height.isFinite)
    }

    @Test func everyCatalogNameResolvesToAGlyph() {
        let missing = SymbolCatalog.knownNames.filter { SymbolCatalog.glyph(systemName: $0, pointSize: 17)?.path.isEmpty != false }
        #expect(missing.isEmpty, "no glyph for \(missing)")
        #expect(SymbolCatalog.knownNames.count >= 70)
        for name in ["globe", "location.circle.fill", "pin.circle.fill"] {
            #expect(SymbolCatalog.glyph(systemName: name, pointSize: 17) != nil)
        }
    }

    @Test func unknownSymbolIsReportedAndKeepsItsSize() {
        #expect(SymbolCatalog.glyph(systemName: "no.such.symbol", pointSize: 17) == nil)
        let h = host(Image(systemName: "no.such.symbol").accessibilityIdentifier("img"), width: 100, height: 100)
        #expect(h.diagnostics.contains { $0.message.contains("no.such.symbol") })
        #expect((h.frame(of: "img")?.width ?? 0) > 10)
    }

    @Test func imageScaleChangesSymbolSize() {
        let small = host(Image(systemName: "star.fill").imageScale(.small).accessibilityIdentifier("i"), width: 100, height: 100).frame(of: "i")!
        let large = host(Image(systemName: "star.fill").imageScale(.large).accessibilityIdentifier("i"), width: 100, height: 100).frame(of: "i")!
        // Large / small = 1.272 / 0.7886 (SWIFTUI-SEMANTICS §2).
        #expect(close(large.width / small.width, 1.272 / 0.7886, tolerance: 0.01))
    }

    @Test func textWrapsToTheProposedWidthInAFrame() {
        let h = host(Text("SwiftUI wraps text to the width it is offered").frame(width: 120).accessibilityIdentifier("t"), width: 400, height: 400)
        let frame = h.frame(of: "t")!
        #expect(close(frame.width, 120))
        #expect(frame.height >= 44)
    }

    @Test func systemFontArgumentsLeftOutAreRegularAndDefault() {
        func width(_ text: Text) -> CGFloat { host(text.testID("t")).frame(of: "t")!.width }
        let word = "Weight"
        // `system(size:)` with no weight is the regular weight; a bold one is wider.
        #expect(close(width(Text(word).font(.system(size: 20))), width(Text(word).font(.system(size: 20, weight: .regular)))))
        #expect(width(Text(word).font(.system(size: 20, weight: .bold))) > width(Text(word).font(.system(size: 20))))
    }

    @Test func boldAndItalicTakeWhetherTheyAreActive() {
        func width(_ view: some View) -> CGFloat { host(view.testID("t")).frame(of: "t")!.width }
        let plain = width(Text("Heading"))
        #expect(close(width(Text("Heading").bold(false)), plain))
        #expect(width(Text("Heading").bold(true)) > plain)
        #expect(close(width(Text("Heading").italic(false)), plain))
        // The modifiers on any view change the font of the text below.
        #expect(width(VStack { Text("Heading") }.bold()) > plain)
        #expect(close(width(VStack { Text("Heading") }.italic(false)), plain))
    }

    @Test func aFontDirectoryGivesTheFaceNearestInWeightAndSlant() throws {
        // TETHER_FONT_DIRECTORY's faces are chosen as Inter's are: the slant asked for, then
        // the nearest weight class. Inter's own directory serves as such a directory here.
        let faces = FontLibrary.userFaces(in: FontLibrary.interDirectory)
        try #require(faces.count >= 18)
        let semibold = try #require(FontLibrary.closestFace(in: faces, weight: .semibold, italic: false))
        #expect(semibold.weightClass == 600 && !semibold.isItalic)
        let boldItalic = try #require(FontLibrary.closestFace(in: faces, weight: .bold, italic: true))
        #expect(boldItalic.weightClass == 700 && boldItalic.isItalic)
        #expect(FontLibrary.userFaces(in: "/nonexistent").isEmpty)
    }

    @Test func systemFontsTrackAsSFProDoesAtEachSize() {
        // Apple's tracking table: −0.43 pt per glyph at 17 pt, none at 12, +0.38 at 28.
        #expect(close(SystemFontMetrics.tracking(size: 17), -0.43))
        #expect(close(SystemFontMetrics.tracking(size: 12), 0))
        #expect(close(SystemFontMetrics.tracking(size: 28), 0.38))
        #expect(close(SystemFontMetrics.tracking(size: 16.5), -0.37))
        #expect(SystemFontMetrics.tracking(size: .nan) == 0)
        // A text's advance is Inter's plus the tracking after every glyph.
        let untracked = Font.system(size: 17).resolved()
        let tracked = TextEngine.layout("ABC", font: untracked, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail)
        let widened = TextEngine.layout([TextRun(text: "ABC", font: untracked, spacing: 0.43)], maxWidth: nil, lineLimit: nil,
                                        lineSpacing: 0, alignment: .leading, truncation: .tail)
        #expect(close(widened.size.width - tracked.size.width, 3 * 0.43))
    }

    @Test func fixedSizeSystemFontsTakeTheTextStylesLeading() {
        // A 17 pt system font spaces its lines as body does (22); between styles' sizes the
        // leading is interpolated (18.5 pt: between 17/22 and 20/25, 23.5).
        #expect(close(Font.system(size: 17).resolved().lineHeight, 22))
        #expect(close(Font.system(size: 18.5).resolved().lineHeight, 23.5))
        #expect(close(Font.body.resolved(at: .accessibility5).lineHeight, 62))
    }
    @Test func lineLimitRangesReserveTheirLowerBound() {
        // A one-line body text reserving three lines is a first line plus two line pitches
        // (body: 22 pt between baselines), rounded up to the 2x pixel grid.
        let one = host(Text("One").testID("t").lineLimit(3...5)).frame(of: "t")?.height ?? 0
        let plain = host(Text("One").testID("t")).frame(of: "t")?.height ?? 0
        #expect(close(one, plain + 44, tolerance: 0.5))
        let reserving = host(Text("One").testID("t").lineLimit(2, reservesSpace: true)).frame(of: "t")?.height ?? 0
        #expect(close(reserving, plain + 22, tolerance: 0.5))
        // Without reservesSpace, a limit alone takes the text's own height.
        #expect(close(host(Text("One").testID("t").lineLimit(2)).frame(of: "t")?.height ?? 0, plain, tolerance: 0.01))
        // A long text in a narrow frame is cut at the range's upper bound, like lineLimit(3).
        let long = String(repeating: "word ", count: 40)
        let ranged = host(Text(long).testID("t").lineLimit(2...3).frame(width: 100)).frame(of: "t")?.height ?? 0
        let limited = host(Text(long).testID("t").lineLimit(3).frame(width: 100)).frame(of: "t")?.height ?? 0
        #expect(close(ranged, limited, tolerance: 0.01))
        // A partial range from reserves without limiting; through limits without reserving.
        #expect(close(host(Text("One").testID("t").lineLimit(2...)).frame(of: "t")?.height ?? 0, plain + 22, tolerance: 0.5))
        #expect(close(host(Text("One").testID("t").lineLimit(...3)).frame(of: "t")?.height ?? 0, plain, tolerance: 0.01))
    }
}

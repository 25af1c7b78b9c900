import Foundation
import Testing
@testable import Tether

/// Right-to-left and mixed text as iOS draws it: the Unicode Bidirectional Algorithm orders
/// each line, Arabic and Hebrew are shaped right to left with a fallback face, digits keep
/// reading left to right. Expected orders are worked out from UAX #9's rules in each test.
@MainActor
@Suite struct BidirectionalTextTests {
    let body = Font.body.resolved()

    func layout(_ s: String, width: CGFloat? = nil, limit: Int? = nil) -> TextLayout {
        TextEngine.layout(s, font: body, maxWidth: width, lineLimit: limit, alignment: .leading, truncation: .tail)
    }

    /// The glyphs `word` draws alone, as (face, glyph id) pairs in drawing order.
    func glyphs(of word: String) -> [[UInt32]] {
        layout(word).lines.map { $0.glyphs.map { UInt32($0.face) << 24 | $0.id } }
    }

    /// Where `word`'s glyphs start on line `line` of `laidOut` (x of its leftmost glyph),
    /// found by matching the glyphs it draws alone.
    func x(of word: String, in laidOut: TextLayout, line: Int = 0) throws -> CGFloat {
        let wanted = try #require(glyphs(of: word).first)
        let placed = laidOut.lines[line].glyphs
        let keys = placed.map { UInt32($0.face) << 24 | $0.id }
        guard wanted.count <= keys.count else { throw NotFound(word: word) }
        for start in 0...(keys.count - wanted.count) where Array(keys[start..<(start + wanted.count)]) == wanted {
            return laidOut.lines[line].x + placed[start].x
        }
        throw NotFound(word: word)
    }

    struct NotFound: Error { var word: String }

    @Test func latinTextSkipsTheBidirectionalPass() {
        #expect(!BidiParagraph.needsBidi("Hello, “world” — café … 12:30 → ok"))
        #expect(BidiParagraph.needsBidi("Hello שלום"))
        #expect(BidiParagraph.needsBidi("مرحبا"))
        // Arabic-Indic digits (bidi class AN) reorder around neutrals too.
        #expect(BidiParagraph.needsBidi("١٢٣"))
        let laidOut = layout("Hello, world")
        #expect(laidOut.lines[0].glyphs.allSatisfy { $0.face == FontFallback.primary })
        #expect(TextEngine.RunShaper(runs: [TextRun(text: "Hello, world", font: body)])?.isBidirectional == false)
    }

    @Test func paragraphDirectionIsTheFirstStrongCharacters() {
        // P2/P3: the first character of class L or R/AL decides; none means left to right.
        #expect(BidiParagraph(Array("Hello שלום")).baseLevel == 0)
        #expect(BidiParagraph(Array("שלום Hello")).baseLevel == 1)
        #expect(BidiParagraph(Array("123 مرحبا")).baseLevel == 1)
        #expect(BidiParagraph(Array("123 !")).baseLevel == 0)
        // In "abc אבג": L L L WS R R R. The space between L and R takes the paragraph's
        // direction (N2), level 0; the Hebrew letters are level 1 (I1).
        #expect(BidiParagraph(Array("abc אבג")).levels == [0, 0, 0, 0, 1, 1, 1])
        // In "אבג abc": base 1; the Latin letters go up to level 2 (I2), the space between R
        // and L takes the paragraph's level 1.
        #expect(BidiParagraph(Array("אבג abc")).levels == [1, 1, 1, 1, 2, 2, 2])
    }

    @Test func visualOrderReversesRunsFromTheHighestLevelDown() {
        // L2: levels [0, 1, 1, 2, 2, 1, 0]: reverse the level-2 run, then the level-1-and-up run.
        #expect(BidiParagraph.visualOrder([0, 1, 1, 2, 2, 1, 0]) == [0, 5, 3, 4, 2, 1, 6])
        #expect(BidiParagraph.visualOrder([0, 0, 0]) == [0, 1, 2])
        #expect(BidiParagraph.visualOrder([1, 1, 1]) == [2, 1, 0])
    }

    @Test func hebrewWordThenLatinInALeftToRightParagraphDrawsTheLatinToTheRight() throws {
        // First strong character L: a left-to-right paragraph. "Say" and "to everyone" stay at
        // level 0, "שלום" is level 1, the spaces around it are between L and R: level 0 (N2).
        let laidOut = layout("Say שלום to everyone")
        #expect(laidOut.lines.count == 1)
        let say = try x(of: "Say", in: laidOut), hebrew = try x(of: "שלום", in: laidOut)
        let to = try x(of: "to", in: laidOut), everyone = try x(of: "everyone", in: laidOut)
        #expect(say < hebrew && hebrew < to && to < everyone)
        // Within the Hebrew word the first letter, ש, is drawn rightmost.
        let shin = try #require(glyphs(of: "ש").first?.first)
        let hebrewGlyphs = laidOut.lines[0].glyphs.filter { $0.face != FontFallback.primary }
        #expect(hebrewGlyphs.count == 4)
        #expect(UInt32(hebrewGlyphs.last!.face) << 24 | hebrewGlyphs.last!.id == shin)
    }

    @Test func latinWordInAHebrewFirstParagraphIsDrawnLeftOfTheHebrew() throws {
        // First strong character R: a right-to-left paragraph (level 1). "world" is level 2;
        // L2 reverses the whole line, so the logical order שלום, world, עולם is drawn from the
        // right: עולם leftmost, then world, then שלום rightmost.
        let laidOut = layout("שלום world עולם")
        let first = try x(of: "שלום", in: laidOut), world = try x(of: "world", in: laidOut)
        let last = try x(of: "עולם", in: laidOut)
        #expect(last < world && world < first)
        // The Latin word still reads left to right.
        let w = try x(of: "w", in: laidOut), d = try x(of: "d", in: laidOut)
        #expect(w < d)
    }

    @Test func arabicLettersAreShapedJoined() throws {
        // ب ي ت join: ب takes its initial form, ي its medial, ت its final. Each letter drawn
        // alone takes its isolated form.
        let word = "بيت"
        let joined = try #require(glyphs(of: word).first)
        let isolated = try word.map { try #require(glyphs(of: String($0)).first?.first) }
        #expect(joined.count == 3)
        // Drawing order is right to left: the rightmost glyph is the first letter.
        let drawnFromTheRight = Array(joined.reversed())
        for index in 0..<3 { #expect(drawnFromTheRight[index] != isolated[index], "letter \(index) is joined") }
        // ل followed by ا is the lam-alef ligature: "سلام" draws fewer glyphs than letters.
        #expect(try #require(glyphs(of: "سلام").first).count == 3)
        // The letters come from the fallback face, not Inter.
        #expect(layout(word).lines[0].glyphs.allSatisfy { $0.face != FontFallback.primary && $0.face != FontFallback.missing })
    }

    @Test func digitsInsideArabicStayLeftToRight() throws {
        // "العدد 123 هنا": first strong AL, a right-to-left paragraph. W2 makes the digits
        // (EN after AL) AN, I2 raises them to level 2; the spaces are between R and AN (as R),
        // level 1. Drawn from the right: العدد, 123 (reading left to right), هنا.
        let laidOut = layout("العدد 123 هنا")
        let number = try x(of: "العدد", in: laidOut), here = try x(of: "هنا", in: laidOut)
        let one = try x(of: "1", in: laidOut), two = try x(of: "2", in: laidOut), three = try x(of: "3", in: laidOut)
        #expect(here < one && one < two && two < three && three < number)
    }

    @Test func bracketsInRightToLeftTextAreMirrored() throws {
        // "(שלום)" is a right-to-left paragraph; N0 makes the brackets R (level 1), so "(" is
        // drawn rightmost with its mirrored glyph, the shape of ")".
        let laidOut = layout("(שלום)")
        let glyphs = laidOut.lines[0].glyphs
        let open = try #require(self.glyphs(of: "(").first?.first), close = try #require(self.glyphs(of: ")").first?.first)
        #expect(UInt32(glyphs.last!.face) << 24 | glyphs.last!.id == close)
        #expect(UInt32(glyphs.first!.face) << 24 | glyphs.first!.id == open)
    }

    @Test func eachParagraphTakesTheDirectionOfItsOwnFirstStrongCharacter() throws {
        // P1 splits at the newline: "Hello שלום" is left to right, "שלום world" right to left.
        let laidOut = layout("Hello שלום\nשלום world")
        #expect(laidOut.lines.count == 2)
        #expect(try x(of: "Hello", in: laidOut, line: 0) < x(of: "שלום", in: laidOut, line: 0))
        #expect(try x(of: "world", in: laidOut, line: 1) < x(of: "שלום", in: laidOut, line: 1))
    }

    @Test func linesBreakInLogicalOrderAndAreReorderedEach() throws {
        // Four Hebrew words, two to a line: the first line holds the first two words in
        // logical order, the first drawn on the right.
        let two = layout("אחת שתיים").size.width
        let laidOut = layout("אחת שתיים שלוש ארבע", width: two + 1)
        #expect(laidOut.lines.count == 2)
        #expect(try x(of: "שתיים", in: laidOut) < x(of: "אחת", in: laidOut))
        #expect(try x(of: "ארבע", in: laidOut, line: 1) < x(of: "שלוש", in: laidOut, line: 1))
        // Measurement agrees with drawing: each line's glyphs span its width.
        for line in laidOut.lines {
            let end = line.glyphs.map { $0.x + $0.advance }.max() ?? 0
            #expect(close(end, line.width, tolerance: 0.001))
        }
        #expect(close(laidOut.size.width, laidOut.lines.map(\.width).max()!, tolerance: 0.001))
    }

    @Test func truncatedRightToLeftTextEndsWithAnEllipsisOnTheLeft() throws {
        // Tail truncation keeps the logical start; the ellipsis follows the last Hebrew letter
        // and, between R and the paragraph's end (R), is level 1: drawn leftmost.
        let laidOut = layout("אחת שתיים שלוש ארבע חמש", width: 80, limit: 1)
        #expect(laidOut.isTruncated)
        let ellipsis = try #require(glyphs(of: "…").first?.first)
        let leftmost = try #require(laidOut.lines[0].glyphs.min { $0.x < $1.x })
        #expect(UInt32(leftmost.face) << 24 | leftmost.id == ellipsis)
        #expect(try x(of: "אחת", in: laidOut) > leftmost.x)
    }

    @Test func rightToLeftTextRendersInBothLayoutDirectionsWithoutDiagnostics() throws {
        let host = ViewHost(VStack {
            Text("مرحبا بالعالم 2024")
            Text("Hello שלום (עולם) world").environment(\.layoutDirection, .rightToLeft)
            Text("سلام عليكم").bold().underline().lineLimit(1).frame(width: 40)
        }, size: CGSize(width: 300, height: 200))
        host.update()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        #expect(host.svg().contains("<path"))
        _ = try host.pngData(scale: 1)
    }

    @Test func aMissingFallbackFontGivesADiagnostic() {
        let message = FontFallback.missingFontError(in: "Hello שלום", root: "/nonexistent")
        #expect(message?.contains("Noto Sans Hebrew") == true)
        #expect(message?.contains("fonts-noto-core") == true)
        #expect(FontFallback.missingFontError(in: "Hello world", root: "/nonexistent") == nil)
        #expect(FontFallback.missingFontError(in: "Hello שלום") == nil)
    }

    @Test func aCharacterNoFaceHasIsNotDrawnButKeepsItsPlace() throws {
        // A glyph from a missing face keeps the text face's advance and has no outline.
        let run = TextRun(text: "א", font: body)
        let inter = try #require(FontLibrary.face(weight: .regular, italic: false))
        #expect(!inter.hasGlyph("א"))
        #expect(FontFallback.source(of: "א", in: inter, weight: .regular) != FontFallback.missing)
        var laidOut = TextEngine.layout([run], maxWidth: nil, lineLimit: nil, lineSpacing: 0, alignment: .leading, truncation: .tail)
        laidOut.lines[0].glyphs[0].face = FontFallback.missing
        #expect(laidOut.path().isEmpty)
    }
}

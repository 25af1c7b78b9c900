import Foundation
import Testing
@testable import Tether

/// Characters Inter lacks drawn as iOS cascades from SF Pro to a face per script: Thai,
/// Indic scripts, CJK and emoji come from Noto faces, emoji in colour, CJK text wraps
/// between ideographs. Widths are worked out from the fonts' advances: every ideograph of
/// Noto Sans CJK is 1000 units of a 1000-unit em (1 em wide), and fallback faces take no SF
/// Pro tracking, only the text's own.
@MainActor
@Suite struct FontFallbackTests {
    let body = Font.body.resolved()

    func layout(_ s: String, font: ResolvedFont? = nil, width: CGFloat? = nil, limit: Int? = nil) -> TextLayout {
        TextEngine.layout(s, font: font ?? body, maxWidth: width, lineLimit: limit, alignment: .leading, truncation: .tail)
    }

    /// The face number of the family called `name` in its regular or bold face.
    func face(_ name: String, bold: Bool = false) throws -> UInt8 {
        let family = try #require(FontFallback.families.firstIndex { $0.name == name }, "no family \(name)")
        return FontFallback.index(family: family, bold: bold)
    }

    /// The text of each line, from the layout's own words.
    func lineTexts(_ s: String, width: CGFloat) throws -> [String] {
        let runs = [TextRun(text: s, font: body)]
        let shaper = try #require(TextEngine.RunShaper(runs: runs))
        let paragraph = try #require(TextToken.paragraphs(of: runs).first)
        return LineBreaker.breakLines(paragraph.tokens, shaper: shaper, maxWidth: width).map { $0.map(\.text).joined() }
    }

    @Test(arguments: [
        ("สวัสดีชาวโลก", "Noto Sans Thai"),
        ("नमस्ते", "Noto Sans Devanagari"),
        ("বাংলা", "Noto Sans Bengali"),
        ("தமிழ்", "Noto Sans Tamil"),
        ("Բարեւ", "Noto Sans Armenian"),
        ("ქართული", "Noto Sans Georgian"),
        ("ሰላም", "Noto Sans Ethiopic"),
        ("你好世界", "Noto Sans CJK SC"),
        ("ひらがなカタカナ", "Noto Sans CJK JP"),
        ("안녕하세요", "Noto Sans CJK KR"),
        ("😀", "Noto Color Emoji"),
    ])
    func scriptsInterLacksComeFromTheirNotoFace(text: String, family: String) throws {
        let wanted = try face(family)
        let glyphs = layout(text).lines.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.allSatisfy { $0.face == wanted }, "\(text): faces \(Set(glyphs.map(\.face)))")
        // No glyph is the face's missing-glyph box (glyph 0).
        #expect(glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func everyFamilysFacesAreInstalled() {
        // `make test` installs the three Debian packages the table names.
        #expect(Set(FontFallback.families.map(\.package)) == ["fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"])
        for family in FontFallback.families {
            #expect(FontLibrary.load(family.file(bold: false)) != nil, "\(family.name) regular")
            #expect(FontLibrary.load(family.file(bold: true)) != nil, "\(family.name) bold")
        }
    }

    @Test func textPresentationSelectorKeepsASymbolOutOfTheEmojiFace() throws {
        // ☺ (U+263A) is not in Inter: alone it is drawn as the emoji, as on iOS; with U+FE0E
        // it asks for text presentation and comes from a monochrome face.
        let emojiFace = try face("Noto Color Emoji")
        #expect(layout("☺").lines[0].glyphs.first?.face == emojiFace)
        let text = try #require(layout("☺\u{FE0E}").lines[0].glyphs.first?.face)
        #expect(text != emojiFace && text != FontFallback.primary && text != FontFallback.missing)
    }

    @Test func boldTextTakesTheBoldFallbackFace() throws {
        let bold = Font.body.bold().resolved()
        let boldCJK = try face("Noto Sans CJK SC", bold: true), regularCJK = try face("Noto Sans CJK SC")
        let glyphs = layout("中文", font: bold).lines[0].glyphs
        #expect(glyphs.allSatisfy { $0.face == boldCJK })
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        #expect(FontFallback.face(boldCJK)?.weightClass == 700)
        #expect(FontFallback.face(regularCJK)?.weightClass == 400)
        // A family with one face draws bold text with it.
        let boldEmoji = try face("Noto Color Emoji", bold: true), regularEmoji = try face("Noto Color Emoji")
        #expect(FontFallback.face(boldEmoji) === FontFallback.face(regularEmoji))
    }

    @Test func faceCollectionsLoadTheFaceTheirIndexNames() throws {
        // Noto Sans CJK's collection holds JP (0), KR (1) and SC (2) faces of one design:
        // three distinct faces from one file.
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        let jpNumber = try face("Noto Sans CJK JP"), scNumber = try face("Noto Sans CJK SC")
        let jp = try #require(FontFallback.face(jpNumber))
        let sc = try #require(FontFallback.face(scNumber))
        #expect(jp !== sc)
        #expect(jp.unitsPerEm == 1000 && sc.unitsPerEm == 1000)
    }

    @Test(arguments: ["😀", "👍🏽", "👩‍💻", "🇯🇵", "❤️", "1️⃣", "🏳️‍🌈"])
    func emojiSequencesAreOneColourGlyph(emoji: String) throws {
        // A skin tone, a ZWJ sequence, a flag's two letters, U+FE0F and a keycap are each one
        // Character, shaped whole by the emoji face into one glyph.
        #expect(emoji.count == 1)
        let emojiFace = try face("Noto Color Emoji")
        let glyphs = layout(emoji).lines[0].glyphs
        #expect(glyphs.count == 1)
        #expect(glyphs.first?.face == emojiFace)
        #expect(layout(emoji).colorGlyphImages().count == 1)
    }

    @Test func aHeartWithoutVariationSelectorStaysInTheTextFace() throws {
        // Inter has ❤ (U+2764, text presentation by default); U+FE0F asks for the emoji.
        let emojiFace = try face("Noto Color Emoji")
        #expect(layout("❤").lines[0].glyphs.allSatisfy { $0.face == FontFallback.primary })
        #expect(layout("❤️").lines[0].glyphs.first?.face == emojiFace)
    }

    @Test func anIdeographIsOneEmWideAndTakesOnlyTheTextsTracking() throws {
        // 1000 of 1000 units at 17 pt: 17 pt each, with no SF Pro tracking.
        #expect(close(layout("中").size.width, 17, tolerance: 0.001))
        #expect(close(layout("中文字").size.width, 51, tolerance: 0.001))
        // `tracking(2)` adds 2 pt after each glyph: 3 × (17 + 2).
        let tracked = TextEngine.layout([TextRun(text: "中文字", font: body, spacing: 2)], maxWidth: nil, lineLimit: nil,
                                        lineSpacing: 0, alignment: .leading, truncation: .tail)
        #expect(close(tracked.size.width, 57, tolerance: 0.001))
    }

    @Test func chineseWrapsBetweenIdeographsInANarrowFrame() throws {
        // Ten ideographs of 17 pt in 60 pt: three fit (51), four do not (68).
        let text = "我们一起学习编程语言"
        #expect(try lineTexts(text, width: 60) == ["我们一", "起学习", "编程语", "言"])
        let laidOut = layout(text, width: 60)
        #expect(laidOut.lines.count == 4)
        #expect(laidOut.lines.map(\.glyphs.count) == [3, 3, 3, 1])
        #expect(laidOut.lines.dropLast().allSatisfy { close($0.width, 51, tolerance: 0.001) })
        #expect(close(laidOut.size.width, 51, tolerance: 0.001))
    }

    @Test func ideographsFillALineThatStartsWithLatinWords() throws {
        // "Hi" then ideographs: the line is filled up to the width rather than the whole
        // unspaced stretch moving to the next line.
        let first = layout("Hi 你好世").size.width
        let lines = try lineTexts("Hi 你好世界朋友们", width: first + 1)
        #expect(lines == ["Hi 你好世", "界朋友们"])
    }

    @Test func closingPunctuationNeverStartsALine() throws {
        // "你好世界。再见": four ideographs (68 pt) fit in 70, but 。 may not start a line,
        // so 界 goes down with it.
        #expect(try lineTexts("你好世界。再见", width: 70) == ["你好世", "界。再见"])
        // An opening bracket stays with what follows it: "你好世「" would fit in 70 (68 pt).
        #expect(try lineTexts("你好世「界」", width: 70) == ["你好世", "「界」"])
    }

    @Test func aLatinWordAmongIdeographsStaysWhole() throws {
        let lines = try lineTexts("学习Swift编程", width: 60)
        #expect(lines.contains { $0.hasPrefix("Swift") })
        #expect(!lines.contains { $0.hasSuffix("Sw") || $0.hasSuffix("Swi") })
    }

    @Test func linesBrokenBetweenIdeographsJoinWithoutASpace() throws {
        // A line limit puts the rest on the last line: joined without a space, as written.
        let runs = [TextRun(text: "我们一起学习", font: body)]
        let shaper = try #require(TextEngine.RunShaper(runs: runs))
        let tokens = try #require(TextToken.paragraphs(of: runs).first).tokens
        let lines = LineBreaker.breakLines(tokens, shaper: shaper, maxWidth: 60)
        #expect(lines[0].last?.breaksWithinWord == true)
        // Lines of three in 60 pt: 我们一 / 起学习 / 编. With two lines, the second holds
        // 起学习编 shortened at its head: the ellipsis and two ideographs fit (3 × 17 and
        // the ellipsis do not), "…习编", and the join between 习 and 编 shows.
        let limited = TextEngine.layout("我们一起学习编", font: body, maxWidth: 60, lineLimit: 2, alignment: .leading, truncation: .head)
        #expect(limited.isTruncated)
        let fromTextFace = limited.lines[1].glyphs.filter { $0.face == FontFallback.primary }
        // Only the ellipsis comes from the text face: no space was put in.
        #expect(fromTextFace.count == 1)
        #expect(limited.lines[1].glyphs.count == 3)
    }

    @Test func latinTextStaysOnItsFastPath() throws {
        let inter = try #require(FontLibrary.face(weight: .regular, italic: false))
        #expect(!FontFallback.mayNeedFallback("Hello, world", face: inter))
        #expect(!FontFallback.mayNeedFallback("Café — naïve “quotes” → 12:30 ✓", face: inter))
        #expect(FontFallback.mayNeedFallback("Hello 世界", face: inter))
        #expect(FontFallback.mayNeedFallback("Go 👍", face: inter))
        #expect(TextEngine.RunShaper(runs: [TextRun(text: "Café — naïve", font: body)])?.usesFallback == false)
        #expect(!LineBreakRules.mayBreakBetweenCharacters("Café — naïve"))
        #expect(layout("Café — naïve").lines[0].glyphs.allSatisfy { $0.face == FontFallback.primary })
        #expect(FontFallback.missingFontError(in: "Café — naïve", root: "/nonexistent") == nil)
    }

    @Test func fallbackGlyphsSitInSFProsLineBox() {
        // As for Arabic: the line box is the run's font's, whatever face draws the glyphs.
        let latin = layout("Ag")
        for text in ["中文", "สวัสดี", "नमस्ते", "😀"] {
            let other = layout(text)
            #expect(other.size.height == latin.size.height, "\(text)")
            #expect(other.firstBaseline == latin.firstBaseline, "\(text)")
        }
    }

    @Test func emojiIsScaledFromItsBitmapToTheTextSize() throws {
        // Noto Color Emoji's bitmaps are 136 × 128 pixels at 109 pixels per em, the advance
        // 2550 of 2048 units: at 17 pt the image is 136 / 109 × 17 ≈ 21.2 pt wide, the pen
        // moves 2550 / 2048 × 17 ≈ 21.17 pt; at 34 pt both double.
        let small = try #require(layout("😀").colorGlyphImages().first)
        let large = try #require(layout("😀", font: ResolvedFont(size: 34, weight: .regular, italic: false, lineHeight: 41)).colorGlyphImages().first)
        guard case .image(let image, let rect) = small, case .image(_, let largeRect) = large else {
            Issue.record("not images"); return
        }
        #expect(image.pixelWidth == 136 && image.pixelHeight == 128)
        #expect(close(rect.width, 136.0 / 109 * 17, tolerance: 0.05))
        #expect(close(rect.height, 128.0 / 109 * 17, tolerance: 0.05))
        #expect(close(largeRect.width, rect.width * 2, tolerance: 0.001))
        #expect(close(layout("😀").size.width, 2550.0 / 2048 * 17, tolerance: 0.001))
    }

    @Test func emojiRendersColouredPixelsInPNGAndAnImageInSVG() throws {
        let host = ViewHost(Text("😀").font(.system(size: 40)).foregroundColor(.black), size: CGSize(width: 60, height: 60))
        host.update()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let png = try PNGDecoder.decode(host.pngData(scale: 1))
        // The grinning face is yellow: some pixel has much more red and green than blue,
        // which black text never has.
        var yellow = 0
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = png.pixel(x: x, y: y)
                if p.r > 200, p.g > 150, p.b < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 100)
        let svg = host.svg()
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,"))
    }

    @Test func aMissingFontGivesADiagnosticNamingItsPackage() {
        let thai = FontFallback.missingFontError(in: "Hello สวัสดี", root: "/nonexistent")
        #expect(thai?.contains("Noto Sans Thai") == true)
        #expect(thai?.contains("fonts-noto-core") == true)
        let chinese = FontFallback.missingFontError(in: "你好", root: "/nonexistent")
        #expect(chinese?.contains("Noto Sans CJK SC") == true)
        #expect(chinese?.contains("fonts-noto-cjk") == true)
        let emoji = FontFallback.missingFontError(in: "Nice 👍", root: "/nonexistent")
        #expect(emoji?.contains("fonts-noto-color-emoji") == true)
        #expect(FontFallback.missingFontError(in: "Hello world", root: "/nonexistent") == nil)
        // Installed here: no diagnostic.
        #expect(FontFallback.missingFontError(in: "สวัสดี 你好 👍") == nil)
    }

    @Test func textInManyScriptsRendersWithoutDiagnostics() throws {
        let host = ViewHost(VStack {
            Text("สวัสดี नमस्ते 你好 こんにちは 안녕 👋🏽")
            Text("**粗体** ไทย").font(.title)
            Text("吾輩は猫である。名前はまだ無い。").frame(width: 120)
        }, size: CGSize(width: 300, height: 200))
        host.update()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        _ = try host.pngData(scale: 2)
    }
}

import Foundation
import Testing
@testable import Tether

/// Font designs drawn with faces of their own, as iOS draws `.monospaced` with SF Mono and
/// `.serif` with New York: Noto Sans Mono (Debian `fonts-noto-mono`) and Noto Serif
/// (`fonts-noto-core`). Every glyph of Noto Sans Mono advances 600 units of its 1000-unit em
/// (0.6 em), and a design's own face takes none of SF Pro's tracking, so a monospaced string
/// of n characters at 17 pt is n × 0.6 × 17 pt wide. Every design keeps SF Pro's line box.
@MainActor
@Suite struct FontDesignTests {
    static let notoDirectory = FontFallback.root + "/truetype/noto/"

    func layout(_ s: String, _ font: Font) -> TextLayout {
        TextEngine.layout(s, font: font.resolved(), maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail)
    }

    func width(_ view: some View) -> CGFloat { host(view.testID("t")).frame(of: "t")!.width }

    /// The face `file` of Debian's Noto directory.
    func noto(_ file: String) throws -> FontFace {
        try #require(FontLibrary.load(Self.notoDirectory + file), "\(file) is not installed")
    }

    @Test(arguments: ["iiii", "MMMM", "W.i_", "1234"])
    func monospacedCharactersAreSixTenthsOfAnEmWide(text: String) {
        // 4 characters × 0.6 em × 17 pt = 40.8 pt, whatever the letters; no tracking.
        let l = layout(text, .system(size: 17, design: .monospaced))
        #expect(close(l.size.width, 4 * 0.6 * 17, tolerance: 0.001), "\(text): \(l.size.width)")
        #expect(l.diagnostics.isEmpty)
    }

    @Test func monospacedWidthGrowsWithCharactersAndSize() {
        // 10 characters at 13 pt: 10 × 0.6 × 13 = 78 pt; at 28 pt: 168 pt (SF Pro's +0.38 pt
        // tracking at 28 pt would make it 171.8).
        #expect(close(layout("monospaced", .system(size: 13, design: .monospaced)).size.width, 78, tolerance: 0.001))
        #expect(close(layout("monospaced", .system(size: 28, weight: .bold, design: .monospaced)).size.width, 168, tolerance: 0.001))
    }

    @Test func everyWayOfAskingForMonospacedDrawsTheMonoFace() {
        // "iiii" and "MMMM" are equally wide only in a monospaced face.
        let mono = 4 * 0.6 * 17
        #expect(close(layout("iiii", .body.monospaced()).size.width, mono, tolerance: 0.001))
        #expect(close(layout("iiii", .system(.body, design: .monospaced)).size.width, mono, tolerance: 0.001))
        #expect(close(layout("iiii", Font(UIFont.monospacedSystemFont(ofSize: 17, weight: .regular))).size.width, mono, tolerance: 0.001))
        // The views' frames are rounded up to the 2x pixel grid: 40.8 pt stays 40.8.
        #expect(close(width(Text("iiii").monospaced()), width(Text("MMMM").monospaced())))
        #expect(close(width(Text("iiii").fontDesign(.monospaced)), pixelCeil(mono)))
        #expect(close(width(VStack { Text("iiii") }.monospaced()), pixelCeil(mono)))
        #expect(close(width(VStack { Text("iiii") }.fontDesign(.monospaced)), pixelCeil(mono)))
        #expect(close(width(Text("iiii").monospaced(false)), width(Text("iiii"))))
    }

    @Test func monospacedDigitKeepsTheProportionalFace() {
        // Only the digits share one width: "iiii" stays much narrower than "MMMM".
        #expect(Font.body.monospacedDigit().resolved().design == .default)
        #expect(width(Text("iiii").monospacedDigit()) < width(Text("MMMM").monospacedDigit()) / 2)
        #expect(close(width(Text("iiii").monospacedDigit()), width(Text("iiii"))))
        #expect(close(width(VStack { Text("iiii") }.monospacedDigit()), width(Text("iiii"))))
    }

    @Test func markdownCodeIsMonospaced() {
        #expect(close(width(Text("`iiii`")), width(Text("`MMMM`"))))
    }

    @Test func serifTextIsDrawnFromNotoSerifUntracked() throws {
        let font = Font.system(size: 17, design: .serif)
        let serif = try noto("NotoSerif-Regular.ttf")
        FontLibrary.lock.lock()
        let chosen = FontLibrary.face(for: font.resolved())
        // Noto Serif's own advances for the word, untracked.
        let expected = serif.shape("Serif").reduce(0) { $0 + $1.advance } * 17 / serif.unitsPerEm
        FontLibrary.lock.unlock()
        #expect(chosen === serif)
        let l = layout("Serif", font)
        #expect(l.lines[0].glyphs.allSatisfy { $0.face == FontFallback.primary && $0.id != 0 })
        #expect(close(l.size.width, expected, tolerance: 0.001))
        #expect(abs(l.size.width - layout("Serif", .system(size: 17)).size.width) > 0.5)
    }

    @Test func boldAndItalicSerifTakeTheirOwnFiles() throws {
        let cases: [(Font, String, Int, Bool)] = [
            (.system(size: 17, design: .serif), "NotoSerif-Regular.ttf", 400, false),
            (.system(size: 17, weight: .bold, design: .serif), "NotoSerif-Bold.ttf", 700, false),
            (.system(size: 17, weight: .semibold, design: .serif), "NotoSerif-Bold.ttf", 700, false),
            (.system(size: 17, design: .serif).italic(), "NotoSerif-Italic.ttf", 400, true),
            (.system(.title, design: .serif).bold().italic(), "NotoSerif-BoldItalic.ttf", 700, true),
        ]
        for (font, file, weightClass, italic) in cases {
            let expected = try noto(file)
            let face = try #require(FontLibrary.face(for: font.resolved()))
            #expect(face === expected, "\(file)")
            #expect(face.weightClass == weightClass && face.isItalic == italic, "\(file)")
        }
        // The view modifiers reach the face too: a bold serif word is wider than a regular one.
        #expect(width(Text("Serif").fontDesign(.serif).bold()) > width(Text("Serif").fontDesign(.serif)))
    }

    @Test func boldMonospacedTakesTheBoldFileAndItalicStaysUpright() throws {
        let bold = try #require(FontLibrary.face(for: Font.system(size: 17, weight: .bold, design: .monospaced).resolved()))
        #expect(bold === (try noto("NotoSansMono-Bold.ttf")))
        #expect(bold.weightClass == 700)
        // Noto Sans Mono has no italic: italic monospaced text is drawn upright, still 0.6 em.
        let italic = try #require(FontLibrary.face(for: Font.body.monospaced().italic().resolved()))
        #expect(italic === (try noto("NotoSansMono-Regular.ttf")))
        #expect(close(layout("ii", .body.monospaced().italic()).size.width, 2 * 0.6 * 17, tolerance: 0.001))
    }

    @Test func everyDesignKeepsSFProsLineBox() {
        // One line is SF Pro's ascender plus descender, 20.29 pt at 17 pt, whatever the face.
        for design in [Font.Design.default, .serif, .rounded, .monospaced] {
            let l = layout("Line", .system(size: 17, design: design))
            #expect(close(l.size.height, lineBox(17), tolerance: 0.001), "\(design)")
            #expect(close(l.firstBaseline, 1950.0 / 2048.0 * 17, tolerance: 0.001), "\(design)")
        }
    }

    @Test func roundedStaysInterWithSFProsTracking() {
        // No free rounded face is installed: rounded text is the default design's, tracked.
        #expect(close(layout("Rounded", .system(size: 17, design: .rounded)).size.width, layout("Rounded", .system(size: 17)).size.width,
                      tolerance: 0.001))
        #expect(FontLibrary.face(weight: .regular, italic: false, design: .rounded) === FontLibrary.face(weight: .regular, italic: false))
        #expect(FontLibrary.designFontError(.rounded) == nil)
    }

    @Test func aMissingMonoFontNamesItsPackageAndDrawsInter() {
        let missing = "/nonexistent"
        #expect(FontLibrary.designFace(.monospaced, weight: .regular, italic: false, root: missing) == nil)
        let inter = FontLibrary.face(weight: .regular, italic: false)
        #expect(inter != nil)
        #expect(FontLibrary.face(weight: .regular, italic: false, design: .monospaced, root: missing) === inter)
        let message = FontLibrary.designFontError(.monospaced, root: missing) ?? ""
        #expect(message.contains("Noto Sans Mono") && message.contains("fonts-noto-mono") && message.contains(missing))
        #expect(FontLibrary.designFontError(.serif, root: missing)?.contains("fonts-noto-core") == true)
        // Installed, there is nothing to report.
        #expect(FontLibrary.designFontError(.monospaced) == nil)
        #expect(FontLibrary.designFontError(.serif) == nil)
        #expect(host(Text("code").monospaced()).diagnostics.isEmpty)
    }

    @Test func fallbackStillReachesScriptsTheDesignFaceLacks() {
        // Noto Sans Mono has no Thai: Thai in monospaced text comes from Noto Sans Thai.
        let glyphs = layout("ab สวัสดี", .body.monospaced()).lines[0].glyphs
        #expect(glyphs.prefix(2).allSatisfy { $0.face == FontFallback.primary })
        #expect(glyphs.suffix(3).allSatisfy { $0.face != FontFallback.primary && $0.face != FontFallback.missing })
    }
}

/// Small capitals (`smallCaps()`, `lowercaseSmallCaps()`, `uppercaseSmallCaps()`): OpenType
/// `smcp` draws lowercase letters, `c2sc` capitals, as small capitals where the face has them.
extension FontDesignTests {
    func glyphs(_ s: String, _ font: Font) -> [UInt32] { layout(s, font).lines.flatMap { $0.glyphs.map(\.id) } }

    /// Noto Serif has both features: each asks for its own letters only; digits stay.
    @Test func smallCapsSwapTheLettersTheyNameWhereTheFaceHasThem() throws {
        _ = try noto("NotoSerif-Regular.ttf")
        let serif = Font.system(size: 17, design: .serif)
        let plain = glyphs("Ab1", serif)
        let lower = glyphs("Ab1", serif.lowercaseSmallCaps()), upper = glyphs("Ab1", serif.uppercaseSmallCaps())
        let both = glyphs("Ab1", serif.smallCaps())
        #expect(lower[0] == plain[0] && lower[1] != plain[1] && lower[2] == plain[2])
        #expect(upper[0] != plain[0] && upper[1] == plain[1] && upper[2] == plain[2])
        #expect(both[0] == upper[0] && both[1] == lower[1] && both[2] == plain[2])
        // A small capital b is a capital's shape, so it is not the lowercase glyph's width either.
        #expect(layout("b", serif.lowercaseSmallCaps()).size.width != layout("b", serif).size.width)
        #expect(layout("Ab1", serif.smallCaps()).diagnostics.isEmpty)
    }

    /// Inter (the default design) has no small capitals: the letters stay, and the text view
    /// reports it.
    @Test func withoutSmallCapitalsInTheFaceTheLettersStayAndItIsReported() {
        #expect(glyphs("Ab", .body.smallCaps()) == glyphs("Ab", .body))
        let h = host(Text("Ab").font(.body.lowercaseSmallCaps()))
        #expect(h.diagnostics.contains { $0.message.contains("no small capitals") && $0.message.contains("smcp") })
        #expect(!host(Text("Ab").font(.system(size: 17, design: .serif).smallCaps())).diagnostics.contains { $0.message.contains("small capitals") })
    }
}

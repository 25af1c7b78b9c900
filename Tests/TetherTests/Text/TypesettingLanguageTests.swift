import Foundation
import Testing
@testable import Tether

/// Han ideographs drawn in the forms of the language text is typeset for, as iOS picks
/// PingFang SC/TC/HK, Hiragino Sans or Apple SD Gothic Neo: `typesettingLanguage` first, then
/// the environment's locale, else Simplified Chinese. 直 and 骨 are written differently in
/// China and Japan (直's lower left stroke, the box inside 骨 turned the other way), so
/// their Simplified Chinese and Japanese faces hold different glyphs.
@MainActor
@Suite struct TypesettingLanguageTests {
    /// The face number of Noto Sans CJK of `region`, regular.
    func face(_ region: String) throws -> UInt8 {
        let family = try #require(FontFallback.families.firstIndex { $0.name == "Noto Sans CJK " + region }, "no family \(region)")
        return FontFallback.index(family: family, bold: false)
    }

    /// The faces and glyphs the first text of `view` draws.
    func glyphs(_ view: some View) throws -> [PlacedGlyph] {
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        host.update()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let text = try #require(textLayouts(host).first)
        return text.layout(.unspecified).lines.flatMap(\.glyphs)
    }

    /// The glyph `face` (a face number) gives `character` shaped alone.
    func glyph(_ character: String, in face: UInt8) throws -> UInt32 {
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        let loaded = try #require(FontFallback.face(face))
        return try #require(loaded.shape(character).first).id
    }

    @Test(arguments: ["直", "骨"])
    func theJapaneseAndChineseFacesHoldDifferentGlyphs(character: String) throws {
        let sc = try glyph(character, in: try face("SC")), jp = try glyph(character, in: try face("JP"))
        #expect(sc != 0 && jp != 0)
        #expect(sc != jp)
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        let scOutline = try #require(FontFallback.face(try face("SC"))).outline(of: sc)
        let jpOutline = try #require(FontFallback.face(try face("JP"))).outline(of: jp)
        #expect(scOutline != jpOutline)
    }

    @Test(arguments: ["直", "骨"])
    func hanIsSimplifiedChineseByDefault(character: String) throws {
        let drawn = try glyphs(Text(verbatim: character))
        #expect(drawn.map(\.face) == [try face("SC")])
        #expect(drawn.map(\.id) == [try glyph(character, in: try face("SC"))])
    }

    @Test(arguments: ["直", "骨"])
    func aJapaneseTypesettingLanguageDrawsTheJapaneseForms(character: String) throws {
        let jp = try face("JP")
        let expected = [try glyph(character, in: jp)]
        // On the text, as a `Locale.Language` or a `TypesettingLanguage`.
        let onText = try glyphs(Text(verbatim: character).typesettingLanguage(.init(identifier: "ja")))
        #expect(onText.map(\.face) == [jp])
        #expect(onText.map(\.id) == expected)
        let explicit = try glyphs(Text(verbatim: character).typesettingLanguage(.explicit(.init(identifier: "ja"))))
        #expect(explicit.map(\.id) == expected)
        // On a view around it.
        let onView = try glyphs(VStack { Text(verbatim: character) }.typesettingLanguage(.init(identifier: "ja")))
        #expect(onView.map(\.face) == [jp])
    }

    @Test(arguments: ["直", "骨"])
    func aJapaneseLocaleDrawsTheJapaneseForms(character: String) throws {
        let drawn = try glyphs(Text(verbatim: character).environment(\.locale, Locale(identifier: "ja_JP")))
        #expect(drawn.map(\.face) == [try face("JP")])
        #expect(drawn.map(\.id) == [try glyph(character, in: try face("JP"))])
    }

    @Test func theTypesettingLanguageWinsOverTheLocale() throws {
        let drawn = try glyphs(Text(verbatim: "直").typesettingLanguage(.init(identifier: "zh-Hans"))
            .environment(\.locale, Locale(identifier: "ja_JP")))
        #expect(drawn.map(\.face) == [try face("SC")])
        // `.automatic` on the text gives the decision back to the locale, whatever a view around says.
        let automatic = try glyphs(Text(verbatim: "直").typesettingLanguage(.automatic)
            .typesettingLanguage(.init(identifier: "ko")).environment(\.locale, Locale(identifier: "ja_JP")))
        #expect(automatic.map(\.face) == [try face("JP")])
        // A language set on the text wins over one set on a view around it.
        let inner = try glyphs(VStack { Text(verbatim: "直").typesettingLanguage(.init(identifier: "ko")) }
            .typesettingLanguage(.init(identifier: "ja")))
        #expect(inner.map(\.face) == [try face("KR")])
    }

    @Test func aDisabledTypesettingLanguageChangesNothing() throws {
        let text = try glyphs(Text(verbatim: "直").typesettingLanguage(.init(identifier: "ja"), isEnabled: false))
        #expect(text.map(\.face) == [try face("SC")])
        let view = try glyphs(Text(verbatim: "直").typesettingLanguage(.explicit(.init(identifier: "ja")), isEnabled: false))
        #expect(view.map(\.face) == [try face("SC")])
    }

    @Test(arguments: [
        ("ja", "JP"), ("ja_JP", "JP"), ("ko", "KR"), ("ko-KR", "KR"),
        ("zh", "SC"), ("zh-Hans", "SC"), ("zh-CN", "SC"), ("zh-SG", "SC"),
        ("zh-Hant", "TC"), ("zh-TW", "TC"), ("zh_Hant_TW", "TC"),
        ("zh-HK", "HK"), ("zh-Hant-HK", "HK"), ("zh-MO", "HK"),
    ])
    func languagesNameTheirRegionsFace(identifier: String, region: String) throws {
        let forms = try #require(HanGlyphForms(language: Locale.Language(identifier: identifier)))
        #expect(forms.notoRegion == region, "\(identifier)")
        let drawn = try glyphs(Text(verbatim: "直").environment(\.locale, Locale(identifier: identifier)))
        #expect(drawn.map(\.face) == [try face(region)], "\(identifier)")
    }

    @Test(arguments: ["en", "th", "ar"])
    func languagesNotWrittenWithHanKeepSimplifiedChinese(identifier: String) throws {
        #expect(HanGlyphForms(language: Locale.Language(identifier: identifier)) == nil)
        let drawn = try glyphs(Text(verbatim: "直").environment(\.locale, Locale(identifier: identifier)))
        #expect(drawn.map(\.face) == [try face("SC")])
    }

    @Test func kanaAndHangulKeepTheirOwnFaces() throws {
        // Under a Traditional Chinese language, Han and CJK punctuation take the TC face;
        // kana stay with the Japanese face, Hangul with the Korean one.
        let drawn = try glyphs(Text(verbatim: "直。かな한").typesettingLanguage(.init(identifier: "zh-TW")))
        #expect(drawn.map(\.face) == [try face("TC"), try face("TC"), try face("JP"), try face("JP"), try face("KR")])
    }

    @Test func anUnknownLanguageGivesADiagnosticAndTheLocalesForms() throws {
        let host = ViewHost(Text(verbatim: "直").typesettingLanguage(.init(identifier: "qqq"))
            .environment(\.locale, Locale(identifier: "ja")), size: CGSize(width: 100, height: 50))
        host.update()
        #expect(host.diagnostics.contains { $0.message.contains("typesettingLanguage") && $0.message.contains("qqq") },
                "\(host.diagnostics)")
        let text = try #require(textLayouts(host).first)
        #expect(text.layout(.unspecified).lines.flatMap(\.glyphs).map(\.face) == [try face("JP")])
        // An empty identifier too.
        let empty = ViewHost(Text(verbatim: "直").typesettingLanguage(.init(identifier: "")), size: CGSize(width: 100, height: 50))
        empty.update()
        #expect(empty.diagnostics.contains { $0.message.contains("typesettingLanguage") })
    }

    @Test func theLayoutCacheKeepsTheFormsApart() throws {
        // One string, laid out in two languages one after the other: each keeps its own face.
        let sc = try glyphs(Text(verbatim: "直骨"))
        let jp = try glyphs(Text(verbatim: "直骨").typesettingLanguage(.init(identifier: "ja")))
        #expect(Set(sc.map(\.face)) == [try face("SC")])
        #expect(Set(jp.map(\.face)) == [try face("JP")])
        #expect(sc.map(\.id) != jp.map(\.id))
    }

    @Test func typesettingLanguageIsEquatable() {
        #expect(TypesettingLanguage.explicit(.init(identifier: "ja")) == .explicit(.init(identifier: "ja")))
        #expect(TypesettingLanguage.explicit(.init(identifier: "ja")) != .automatic)
        #expect(TypesettingLanguage.automatic == .automatic)
    }
}

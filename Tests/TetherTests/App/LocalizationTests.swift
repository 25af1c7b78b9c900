import Foundation
import Testing
@testable import Tether

/// Localized `Text`: keys looked up in String Catalogs and `.strings` tables for the
/// environment's locale, arguments filled in, the key shown when nothing matches. A text's
/// width is its ideal width, so a translated text is exactly as wide as its translation
/// written verbatim.
@MainActor
@Suite struct LocalizationTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Good morning" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Guten Morgen, liebe Leute" } } } },
        "birds %lld" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld bird" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld birds" } } } } } } },
        "%@ saw %lld" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld seen by %1$@" } } } }
      },
      "version" : "1.0"
    }
    """#

    /// A bundle folder with `Localizable.xcstrings` and the given extra files.
    func bundle(catalog: String = catalog, files: [String: String] = [:]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tether-strings-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    /// The widths of `text` and of `expected` written verbatim, and the host's diagnostics.
    func widths(_ text: Text, _ expected: String, locale: String = "en") -> (CGFloat?, CGFloat?, [Diagnostic]) {
        let view = VStack {
            text.accessibilityIdentifier("text")
            Text(verbatim: expected).accessibilityIdentifier("expected")
        }
        .environment(\.locale, Locale(identifier: locale))
        let h = ViewHost(view, size: CGSize(width: 600, height: 200))
        h.update()
        return (h.frame(of: "text")?.width, h.frame(of: "expected")?.width, h.diagnostics)
    }

    @Test func aKeyShowsTheTranslationForTheEnvironmentsLocale() throws {
        let b = try bundle()
        let en = widths(Text("greeting", bundle: b), "Good morning")
        #expect(en.0 != nil && en.0 == en.1 && en.2.isEmpty)
        let de = widths(Text("greeting", bundle: b), "Guten Morgen, liebe Leute", locale: "de_DE")
        #expect(de.0 != nil && de.0 == de.1 && de.2.isEmpty)
        #expect(EnvironmentValues().locale.identifier == "en")
    }

    @Test func interpolatedArgumentsFillTheTranslationAndPickThePluralForm() throws {
        let b = try bundle()
        let one = widths(Text("birds \(1)", bundle: b), "1 bird")
        #expect(one.0 == one.1)
        let many = widths(Text("birds \(12)", bundle: b), "12 birds")
        #expect(many.0 == many.1)
        let name = "Ada"
        let positional = widths(Text("\(name) saw \(3)", bundle: b), "3 seen by Ada")
        #expect(positional.0 == positional.1)
    }

    @Test func withoutATranslationTheKeyIsShownWithItsArguments() throws {
        let b = try bundle()
        let missing = widths(Text("no such key \(7)", bundle: b), "no such key 7")
        #expect(missing.0 == missing.1 && missing.2.isEmpty)
        let verbatim = widths(Text(verbatim: "greeting"), "greeting")
        #expect(verbatim.0 == verbatim.1)
    }

    @Test func stringsTablesAreReadPerLanguage() throws {
        let b = try bundle(files: [
            "de.lproj/Menu.strings": "/* Menu */\n\"open\" = \"Öffnen\";\n",
            "en.lproj/Menu.strings": "\"open\" = \"Open file\";\n\"close\" = \"Close\";\n",
        ])
        let de = widths(Text("open", tableName: "Menu", bundle: b), "Öffnen", locale: "de")
        #expect(de.0 == de.1 && de.2.isEmpty)
        let en = widths(Text("open", tableName: "Menu", bundle: b), "Open file")
        #expect(en.0 == en.1)
        // German has no "close": the development language's (English) table stands in.
        let fallback = widths(Text("close", tableName: "Menu", bundle: b), "Close", locale: "de")
        #expect(fallback.0 == fallback.1)
    }

    @Test func anUnknownLocaleFallsBackToTheSourceLanguageWithADiagnostic() throws {
        let b = try bundle()
        let r = widths(Text("greeting", bundle: b), "Good morning", locale: "xx")
        #expect(r.0 == r.1)
        #expect(r.2.contains { $0.kind == .missingResource && $0.message.contains("no xx translation of 'greeting'") })
    }

    @Test func aMalformedCatalogShowsTheKeyWithADiagnostic() throws {
        let b = try bundle(catalog: #"{ "sourceLanguage": "en", "strings": { "greeting": "#)
        let r = widths(Text("greeting", bundle: b), "greeting")
        #expect(r.0 == r.1)
        #expect(r.2.contains { $0.kind == .missingResource && $0.message.contains("not a readable String Catalog") })
        let table = widths(Text("greeting", tableName: "Absent", bundle: b), "greeting")
        #expect(table.0 == table.1)
        #expect(table.2.contains { $0.message.contains("no string table named 'Absent'") })
    }

    @Test func localizedStringResourcesAndStringLocalized() throws {
        let b = try bundle()
        #expect(String(localized: "greeting", bundle: b, locale: Locale(identifier: "de")) == "Guten Morgen, liebe Leute")
        #expect(String(localized: "birds \(2)", bundle: b, locale: Locale(identifier: "en")) == "2 birds")
        let resource = LocalizedStringResource("greeting", bundle: .atURL(b.bundleURL))
        #expect(resource.key == "greeting")
        let shown = widths(Text(resource), "Guten Morgen, liebe Leute", locale: "de")
        #expect(shown.0 == shown.1)
    }

    @Test func accessibilityLabelsAndValuesAreSpokenInTheViewsLocale() throws {
        let b = try bundle()
        func element(locale: String) throws -> AccessibilityNode {
            let view = Text(verbatim: "☀︎")
                .accessibilityLabel(Text("greeting", bundle: b))
                .accessibilityValue(Text("birds \(2)", bundle: b))
                .environment(\.locale, Locale(identifier: locale))
            let h = ViewHost(view, size: CGSize(width: 100, height: 100))
            h.update()
            return try #require(h.accessibilityElements.first)
        }
        // The catalog's German and English values, the plural chosen for 2, not the keys.
        #expect(try element(locale: "de").label == "Guten Morgen, liebe Leute")
        let english = try element(locale: "en")
        #expect(english.label == "Good morning")
        #expect(english.value == "2 birds")
    }

    @Test func keysEscapePercentAndFormatNumbersAsSwiftUIDoes() {
        let key: LocalizedStringKey = "100% of \(3) and \(2.5)"
        #expect(key.formatKey == "100%% of %lld and %lf")
        #expect(key.key == "100% of 3 and 2.500000")
    }

    /// The strings the text nodes of `h` draw, in tree order.
    func drawnTexts<V: View>(_ h: ViewHost<V>) -> [String] {
        var texts: [String] = []
        var stack = [h.root]
        while let node = stack.popLast() {
            if let layout = node.layout as? TextLayoutNode { texts.append(layout.text.string) }
            stack.append(contentsOf: node.children.reversed())
        }
        return texts
    }

    @Test func navigationTitlesAreTranslatedToo() throws {
        let b = try bundle()
        let view = NavigationStack {
            Color.clear.navigationTitle(Text("greeting", bundle: b))
        }
        .environment(\.locale, Locale(identifier: "de"))
        let h = ViewHost(view, size: CGSize(width: 390, height: 300))
        h.update()
        #expect(drawnTexts(h).contains("Guten Morgen, liebe Leute"), "\(drawnTexts(h))")
    }
}

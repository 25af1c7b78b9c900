import Foundation
import Testing
@testable import Tether

/// The one scan of a run's text that Han glyph forms, breaks between ideographs, dictionary
/// breaks (Thai, Lao, Khmer, Myanmar), bidirectional levels and fallback faces all read.
@MainActor
@Suite struct TextScriptsTests {
    let body = Font.body.resolved()

    @Test func aRunKnowsWhichScriptsItsTextHas() {
        let cases: [(String, TextScripts)] = [
            ("", []),
            ("Hello, world", []),
            ("Café — naïve “quotes” → 12:30 ✓", .nonASCII),     // nothing from U+2E80 on
            ("नमस्ते", .nonASCII),                               // Devanagari shares Thai's lead byte, not its block
            ("Go ไทย", [.nonASCII, .dictionary]),
            ("ພາສາ ខ្ញុំ ကျွန်", [.nonASCII, .dictionary]),
            ("我们一起学习 こんにちは 안녕", [.nonASCII, .ideographic]),
            ("Go 👍", [.nonASCII, .ideographic]),
            ("ꧠ", [.nonASCII, .ideographic, .dictionary]),          // Myanmar Extended-B lies past U+2E80
            ("ภาษาไทย 中文", [.nonASCII, .ideographic, .dictionary]),
        ]
        for (text, scripts) in cases {
            #expect(TextRun(text: text, font: body).scripts == scripts, "\(text)")
        }
    }

    @Test func onlyRunsWithIdeographsTakeTheHanFormsOfTheirLanguage() {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "ja_JP")
        let text = Text(verbatim: "Hello ") + Text(verbatim: "直す")
        let runs = text.runs(in: env).runs
        #expect(runs.map(\.hanForms) == [.simplifiedChinese, .japanese])
    }
}

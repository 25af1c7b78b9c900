import Foundation
import Testing
@testable import Tether

/// Thai, Lao, Khmer and Myanmar, written without spaces between words, wrap between words as
/// on iOS (ICU's dictionaries), not between any two characters. Each sentence below is given
/// with its words, as a dictionary of the language splits it:
/// - Thai "ภาษาไทยเป็นภาษาที่มีระดับเสียง", "Thai is a tonal language": ภาษา (language)
///   ไทย (Thai) เป็น (is) ภาษา ที่ (that) มี (has) ระดับ (level) เสียง (tone);
/// - Lao "ພາສາລາວເປັນພາສາ", "Lao is a language": ພາສາ (language) ລາວ (Lao) ເປັນ (is) ພາສາ;
/// - Khmer "ខ្ញុំទៅផ្សារ", "I go to the market": ខ្ញុំ (I) ទៅ (go) ផ្សារ (market);
/// - Myanmar "ကျွန်တော်ကျောင်းသွားတယ်", "I go to school": ကျွန်တော် (I) ကျောင်း (school)
///   သွား (go) တယ် (the particle ending a statement).
@MainActor
@Suite struct DictionaryLineBreakTests {
    let body = Font.body.resolved()

    nonisolated static let sentences: [(language: String, words: [String])] = [
        ("Thai", ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "มี", "ระดับ", "เสียง"]),
        ("Lao", ["ພາສາ", "ລາວ", "ເປັນ", "ພາສາ"]),
        ("Khmer", ["ខ្ញុំ", "ទៅ", "ផ្សារ"]),
        ("Myanmar", ["ကျွန်တော်", "ကျောင်း", "သွား", "တယ်"]),
    ]

    /// The character offsets between the words: where a line may break.
    func wordBoundaries(_ words: [String]) -> [Int] {
        var offsets: [Int] = [], count = 0
        for word in words.dropLast() { count += word.count; offsets.append(count) }
        return offsets
    }

    func width(_ s: String) -> CGFloat {
        TextEngine.layout(s, font: body, maxWidth: nil, lineLimit: nil, alignment: .leading, truncation: .tail).size.width
    }

    /// The text of each line, from the layout's own words.
    func lineTexts(_ s: String, width: CGFloat) throws -> [String] {
        let runs = [TextRun(text: s, font: body)]
        let shaper = try #require(TextEngine.RunShaper(runs: runs))
        let paragraph = try #require(TextToken.paragraphs(of: runs).first)
        return LineBreaker.breakLines(paragraph.tokens, shaper: shaper, maxWidth: width).map { $0.map(\.text).joined() }
    }

    @Test(arguments: sentences)
    func breakOpportunitiesAreTheDictionaryWordBoundaries(language: String, words: [String]) {
        #expect(DictionaryLineBreakTests.dictionaryAvailable)
        let text = words.joined()
        #expect(DictionaryLineBreaks.breaks(in: Array(text)) == wordBoundaries(words), "\(language)")
    }

    @Test(arguments: sentences)
    func aNarrowFrameWrapsBetweenWords(language: String, words: [String]) throws {
        // The frame holds the first two words and half the third: the first line is those two
        // words, where breaking between characters would have put part of the third there too.
        let two = width(words[0] + words[1]), three = width(words[0] + words[1] + words[2])
        let text = words.joined()
        let lines = try lineTexts(text, width: (two + three) / 2)
        #expect(lines.first == words[0] + words[1], "\(language): \(lines)")
        #expect(lines.joined() == text)
        // Every line ends between two words.
        var end = 0
        for line in lines.dropLast() {
            end += line.count
            #expect(wordBoundaries(words).contains(end), "\(language): \(lines)")
        }
    }

    @Test func theThaiSentenceFillsEachLineWithWholeWords() throws {
        // In the width of "ภาษาไทยเป็น" and a little more, each line takes the words that fit:
        // ภาษาไทยเป็น, then ภาษาที่มี (narrower than the first), then ระดับเสียง when it fits.
        let words = DictionaryLineBreakTests.sentences[0].words
        let limit = width("ภาษาไทยเป็น") + 1
        let lines = try lineTexts(words.joined(), width: limit)
        var expected: [String] = [], line = ""
        for word in words {
            if !line.isEmpty, width(line + word) > limit { expected.append(line); line = "" }
            line += word
        }
        expected.append(line)
        #expect(lines == expected)
        #expect(lines.first == "ภาษาไทยเป็น")
    }

    @Test func linesBrokenBetweenThaiWordsJoinWithoutASpace() throws {
        let runs = [TextRun(text: "ภาษาไทยเป็นภาษา", font: body)]
        let tokens = try #require(TextToken.paragraphs(of: runs).first).tokens
        #expect(tokens.map { $0.pieces.map(\.text).joined() } == ["ภาษา", "ไทย", "เป็น", "ภาษา"])
        #expect(tokens.allSatisfy { !$0.isSpace })
        let shaper = try #require(TextEngine.RunShaper(runs: runs))
        let lines = LineBreaker.breakLines(tokens, shaper: shaper, maxWidth: width("ภาษาไทย") + 1)
        #expect(lines[0].last?.breaksWithinWord == true)
    }

    @Test func wordsSplitAcrossStyledRunsStillBreakAtWordBoundaries() throws {
        // "ภาษาไ" bold then "ทยเป็นภาษา": ไทย spans both runs and stays one word.
        let runs = [TextRun(text: "ภาษาไ", font: Font.body.bold().resolved()), TextRun(text: "ทยเป็นภาษา", font: body)]
        let tokens = try #require(TextToken.paragraphs(of: runs).first).tokens
        #expect(tokens.map { $0.pieces.map(\.text).joined() } == ["ภาษา", "ไทย", "เป็น", "ภาษา"])
        #expect(tokens[1].pieces.map(\.run) == [0, 1])
    }

    @Test func spacesAndOtherScriptsKeepTheirOwnRules() throws {
        // Latin words beside Thai break at the space; a Thai stretch touching a Latin word
        // does not break at its edge (no dictionary word ends there).
        let runs = [TextRun(text: "Hello ภาษาไทยABC", font: body)]
        let tokens = try #require(TextToken.paragraphs(of: runs).first).tokens
        #expect(tokens.map { $0.pieces.map(\.text).joined() } == ["Hello", " ", "ภาษา", "ไทยABC"])
    }

    @Test func latinAndCJKTextNeverAskForTheDictionary() {
        #expect(!DictionaryLineBreaks.mayApply("Hello, world"))
        #expect(!DictionaryLineBreaks.mayApply("Café — naïve “quotes” → 12:30 ✓"))
        #expect(!DictionaryLineBreaks.mayApply("我们一起学习 こんにちは 안녕"))
        #expect(!DictionaryLineBreaks.mayApply("नमस्ते")) // Devanagari shares Thai's lead byte, not its block
        #expect(DictionaryLineBreaks.mayApply("Go ไทย"))
        #expect(DictionaryLineBreaks.breaks(in: Array("Hello world")).isEmpty)
    }

    @Test func aThaiTextInANarrowFrameRendersWithoutDiagnostics() throws {
        let host = ViewHost(Text(verbatim: "ภาษาไทยเป็นภาษาที่มีระดับเสียง").frame(width: 90),
                            size: CGSize(width: 120, height: 120))
        host.update()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let laidOut = try #require(textLayouts(host).first).layout(ProposedViewSize(width: 90, height: nil))
        #expect(laidOut.lines.count > 1)
        #expect(!laidOut.isTruncated)
    }

    static var dictionaryAvailable: Bool { DictionaryLineBreaks.unavailableReason == nil }
}

import Foundation
import Testing
@testable import Tether

/// `UITextChecker` against Debian's American English word list (`wamerican`, which the
/// Makefile installs): misspellings found in UTF-16 ranges, capitalised words at a
/// sentence's start, learned and ignored words, wrapping, guesses one edit away,
/// completions, and languages without a list.
@MainActor @Suite struct UITextCheckerTests {
    let english = "en"

    func misspelled(_ text: String, from start: Int = 0, wrap: Bool = false, in checker: UITextChecker = UITextChecker()) -> NSRange {
        checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: (text as NSString).length),
                                      startingAt: start, wrap: wrap, language: english)
    }

    @Test func aRealWordIsSpelledRightAndAMadeUpOneIsFound() {
        #expect(misspelled("silkworm").location == NSNotFound)
        // "Thhe" spans UTF-16 units 4..<8 of "The Thhe cat".
        #expect(misspelled("The Thhe cat") == NSRange(location: 4, length: 4))
        // Word Scramble's check: the whole word, from 0, no wrap.
        #expect(misspelled("zxqv") == NSRange(location: 0, length: 4))
    }

    @Test func capitalsAndApostrophesAreWordsTheListHolds() {
        // A capital at the start of a sentence; a word in capitals; a possessive; a proper name.
        #expect(misspelled("Dog").location == NSNotFound)
        #expect(misspelled("DOG").location == NSNotFound)
        #expect(misspelled("dog's bone").location == NSNotFound)
        #expect(misspelled("Paris").location == NSNotFound)
        // A lower-case proper name is not in the list.
        #expect(misspelled("paris") == NSRange(location: 0, length: 5))
    }

    @Test func rangesCountUTF16UnitsAndStartingAtSkipsEarlierWords() {
        // "é" is one UTF-16 unit and "🐶" two, so "café 🐶 " is 8 units: "qqq" is 8..<11,
        // "rrrr" 12..<16.
        let text = "café 🐶 qqq rrrr"
        #expect(misspelled(text) == NSRange(location: 8, length: 3))
        // From offset 12 the next misspelling is "rrrr"; from the end none, unless it wraps.
        #expect(misspelled(text, from: 12) == NSRange(location: 12, length: 4))
        #expect(misspelled(text, from: 16).location == NSNotFound)
        #expect(misspelled(text, from: 16, wrap: true) == NSRange(location: 8, length: 3))
    }

    @Test func learnedAndIgnoredWordsAreSpelledRight() {
        let checker = UITextChecker()
        #expect(misspelled("tetherish", in: checker).location == 0)
        checker.ignoreWord("tetherish")
        #expect(checker.ignoredWords == ["tetherish"])
        #expect(misspelled("tetherish", in: checker).location == NSNotFound)
        // Another checker does not ignore it; a learned word is known to every checker.
        #expect(misspelled("tetherish").location == 0)
        UITextChecker.learnWord("tetherish")
        defer { UITextChecker.unlearnWord("tetherish") }
        #expect(UITextChecker.hasLearnedWord("tetherish"))
        #expect(misspelled("tetherish").location == NSNotFound)
    }

    @Test func guessesAreListWordsOneEditAwayInTheWordsCase() throws {
        let checker = UITextChecker()
        // "teh": swapping "e" and "h" gives "the", listed first as the swap.
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: english))
        #expect(guesses.first == "the")
        // "Recieve": a capital in, a capital out; "receive" is one swap away.
        let capital = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: english))
        #expect(capital.contains("Receive"))
        #expect(capital.allSatisfy { $0.first?.isUppercase == true })
    }

    @Test func completionsBeginWithThePartialWord() throws {
        let checker = UITextChecker()
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "xylop", language: english))
        #expect(completions.contains("xylophone"))
        #expect(completions.allSatisfy { $0.hasPrefix("xylop") && $0 != "xylop" })
        #expect(completions == completions.sorted())
    }

    @Test func aLanguageWithoutAListFindsNothingAndSaysSo() {
        let checker = UITextChecker()
        let text = "zxqv"
        let found = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "xx_XX")
        #expect(found.location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: "xx_XX") == nil)
        #expect(UITextChecker.availableLanguages.contains("en_US"))
        #expect(!UITextChecker.availableLanguages.contains("xx_XX"))
    }

    @Test func aRangeOutsideTheStringIsCutOrRefused() {
        let checker = UITextChecker()
        // Past the end: cut to the string, "qqq" still found.
        let cut = checker.rangeOfMisspelledWord(in: "so qqq", range: NSRange(location: 0, length: 99), startingAt: 0, wrap: false, language: english)
        #expect(cut == NSRange(location: 3, length: 3))
        let outside = checker.rangeOfMisspelledWord(in: "so qqq", range: NSRange(location: 50, length: 2), startingAt: 0, wrap: false, language: english)
        #expect(outside.location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: -1, length: 2), in: "so", language: english) == [])
    }
}

import Foundation

/// Mirrors UIKit's `UITextChecker`: finds misspelled words in a string and offers
/// corrections and completions, checked against the system word list of the language.
/// Tether reads the word lists Debian installs under `/usr/share/dict` (`wamerican` gives
/// `en_US`, also used for `"en"`; `wbritish` gives `en_GB`); a language without a list
/// finds no misspellings, with a diagnostic, as UIKit finds none in a language it lacks.
///
/// A word is spelled right when the list holds it as written, or — capitalised or in
/// capitals, as at the start of a sentence — in lower case. Ranges are `NSRange`s in
/// UTF-16 units, as in UIKit. UIKit ranks guesses and completions by likelihood, which no
/// word list records: Tether's guesses are the list's words one edit away (a swap of two
/// neighbouring letters first, then a replaced, a missing and an extra letter), else two
/// edits away for words of up to 8 letters; completions are in alphabetical order.
@MainActor @preconcurrency open class UITextChecker: NSObject {
    /// Mirrors `ignoredWords`: words this checker takes as spelled right.
    open var ignoredWords: [String]?

    public override init() { super.init() }

    /// Mirrors `availableLanguages`: the languages a word list is installed for.
    open class var availableLanguages: [String] {
        WordList.languages.filter { WordList.path(for: $0) != nil }
    }

    /// Mirrors `learnWord(_:)`: a word every checker takes as spelled right (kept while
    /// the process runs; UIKit keeps it for the user).
    open class func learnWord(_ word: String) { learnedWords.insert(word) }
    /// Mirrors `unlearnWord(_:)`.
    open class func unlearnWord(_ word: String) { learnedWords.remove(word) }
    /// Mirrors `hasLearnedWord(_:)`.
    open class func hasLearnedWord(_ word: String) -> Bool { learnedWords.contains(word) }
    private static var learnedWords: Set<String> = []

    /// Mirrors `ignoreWord(_:)`: adds to `ignoredWords`.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Mirrors `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`: the first
    /// misspelled word inside `range` from `startingOffset` on (and, with `wrapFlag`, from
    /// the start of `range` up to it), or `{NSNotFound, 0}` when there is none.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let list = WordList.list(for: language) else { return notFound }
        let text = stringToCheck as NSString
        guard let bounds = Self.clamped(range, length: text.length, in: "rangeOfMisspelledWord") else { return notFound }
        let start = min(max(startingOffset, bounds.location), NSMaxRange(bounds))
        let words = WordList.words(in: text, range: bounds)
        let isWrong = { (word: NSRange) in !self.isSpelledRight(text.substring(with: word), in: list) }
        if let found = words.first(where: { $0.location >= start && isWrong($0) }) { return found }
        if wrapFlag, let found = words.first(where: { $0.location < start && isWrong($0) }) { return found }
        return notFound
    }

    /// Mirrors `guesses(forWordRange:in:language:)`: words of the list close to the word at
    /// `range`, in the word's capitalisation; nil when the language has no list.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let (list, word) = Self.word(at: range, in: string, language: language, for: "guesses") else { return nil }
        guard let word else { return [] }
        let lower = word.lowercased()
        var guesses = WordList.edits(of: lower).filter { list.contains($0) && $0 != lower }
        if guesses.isEmpty, lower.count <= 8 {
            for once in WordList.edits(of: lower) {
                guesses += WordList.edits(of: once).filter { $0 != lower && list.contains($0) }
            }
        }
        var unique = Set<String>()
        return guesses.filter { unique.insert($0).inserted }.map { WordList.matchingCase(of: word, $0) }
    }

    /// Mirrors `completions(forPartialWordRange:in:language:)`: the list's words that begin
    /// with the partial word at `range`, in its capitalisation; nil when the language has no
    /// list.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let (list, partial) = Self.word(at: range, in: string, language: language, for: "completions") else { return nil }
        guard let partial else { return [] }
        let prefix = partial.lowercased()
        return list.sortedLowercased.filter { $0.hasPrefix(prefix) && $0 != prefix }.map { WordList.matchingCase(of: partial, $0) }
    }

    /// The language's list and the word at `range` (nil when the range is empty or outside
    /// the string); nil when the language has no list.
    private static func word(at range: NSRange, in string: String, language: String, for call: String) -> (WordList, String?)? {
        guard let list = WordList.list(for: language) else { return nil }
        let text = string as NSString
        guard let bounds = clamped(range, length: text.length, in: call), bounds.length > 0 else { return (list, nil) }
        return (list, text.substring(with: bounds))
    }

    private func isSpelledRight(_ word: String, in list: WordList) -> Bool {
        if Self.learnedWords.contains(word) || ignoredWords?.contains(word) == true { return true }
        if list.contains(word) { return true }
        guard let first = word.first, first.isUppercase else { return false }
        let lower = word.lowercased()
        if list.contains(lower) { return true }
        // A word in capitals may be a proper name: "PARIS" is "Paris".
        return word == word.uppercased() && list.contains(lower.prefix(1).uppercased() + lower.dropFirst())
    }

    /// `range` within a string of `length` UTF-16 units; a range reaching outside it is cut
    /// to it with a diagnostic (UIKit raises), a range wholly outside gives nil.
    private static func clamped(_ range: NSRange, length: Int, in call: String) -> NSRange? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= length else {
            UIKitDiagnostics.report(.invalidGeometry, "UITextChecker.\(call): range \(range) is outside the string of length \(length)")
            return nil
        }
        let end = min(NSMaxRange(range), length)
        if NSMaxRange(range) > length {
            UIKitDiagnostics.report(.invalidGeometry, "UITextChecker.\(call): range \(range) reaches past the string's end \(length); cut to it")
        }
        return NSRange(location: range.location, length: end - range.location)
    }
}

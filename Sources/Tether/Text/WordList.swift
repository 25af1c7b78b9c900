import Foundation

/// A language's word list for `UITextChecker`: Debian's `/usr/share/dict` lists, read once.
final class WordList: @unchecked Sendable {
    /// The languages Tether knows a list for, with the file each is in.
    static let languages = ["en_US", "en_GB"]
    private static let files = ["en_US": "american-english", "en_GB": "british-english"]
    private static let directory = "/usr/share/dict"

    let words: Set<String>
    /// The list in lower case, sorted, for completions.
    let sortedLowercased: [String]

    private init(words: Set<String>) {
        self.words = words
        sortedLowercased = Array(Set(words.map { $0.lowercased() })).sorted()
    }

    func contains(_ word: String) -> Bool { words.contains(word) }

    /// The installed list's path for `language`, nil when none is installed.
    static func path(for language: String) -> String? {
        guard let file = files[language] else { return nil }
        let path = directory + "/" + file
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    @MainActor private static let cache = WordListCache()

    /// The list for `language` (`en`, `en_US`, `en-US`, `en_GB`...), nil with a diagnostic
    /// when Tether has none for it or it is not installed.
    @MainActor static func list(for language: String) -> WordList? {
        let normalized = language.replacingOccurrences(of: "-", with: "_")
        let resolved = normalized == "en" ? "en_US" : normalized
        if let list = cache.lists[resolved] { return list }
        guard files[resolved] != nil else {
            UIKitDiagnostics.report(.missingResource, "UITextChecker: no word list for language \"\(language)\"; available: \(languages.joined(separator: ", "))")
            return nil
        }
        guard let path = path(for: resolved), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            UIKitDiagnostics.report(.missingResource, "UITextChecker: the \(resolved) word list is not installed (\(directory)/\(files[resolved]!); Debian's wamerican or wbritish)")
            return nil
        }
        // The lists hold possessives ("cat's"); a word checked is letters and inner apostrophes.
        let list = WordList(words: Set(text.split(separator: "\n").map(String.init)))
        cache.lists[resolved] = list
        return list
    }

    /// The words of `text` inside `range`: runs of letters, with single apostrophes between
    /// letters ("don't").
    static func words(in text: NSString, range: NSRange) -> [NSRange] {
        var found: [NSRange] = []
        var offset = range.location
        var start: Int?
        var apostrophe: Int?
        func close() {
            if let s = start { found.append(NSRange(location: s, length: (apostrophe ?? offset) - s)) }
            start = nil
            apostrophe = nil
        }
        for character in text.substring(with: range) {
            if character.isLetter {
                if start == nil { start = offset }
                apostrophe = nil
            } else if character == "'" || character == "\u{2019}", start != nil, apostrophe == nil {
                apostrophe = offset
            } else {
                close()
            }
            offset += character.utf16.count
        }
        close()
        return found
    }

    /// The strings one edit from `word`: neighbouring letters swapped, then one letter
    /// replaced, one removed, one added.
    static func edits(of word: String) -> [String] {
        let letters = Array(word)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var result: [String] = []
        if letters.count > 1 {
            for i in 0..<(letters.count - 1) {
                var swapped = letters
                swapped.swapAt(i, i + 1)
                result.append(String(swapped))
            }
        }
        for i in letters.indices {
            for c in alphabet where c != letters[i] {
                var replaced = letters
                replaced[i] = c
                result.append(String(replaced))
            }
        }
        for i in letters.indices {
            var removed = letters
            removed.remove(at: i)
            result.append(String(removed))
        }
        for i in 0...letters.count {
            for c in alphabet {
                var added = letters
                added.insert(c, at: i)
                result.append(String(added))
            }
        }
        return result
    }

    /// `suggestion` in the capitalisation of `word`: capitals, a capital first, or as listed.
    static func matchingCase(of word: String, _ suggestion: String) -> String {
        if word.count > 1, word == word.uppercased(), word != word.lowercased() { return suggestion.uppercased() }
        if word.first?.isUppercase == true { return suggestion.prefix(1).uppercased() + suggestion.dropFirst() }
        return suggestion
    }
}

/// The lists read so far, by language.
@MainActor private final class WordListCache {
    var lists: [String: WordList] = [:]
}

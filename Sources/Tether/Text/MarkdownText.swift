import Foundation

/// The inline Markdown SwiftUI styles in a `Text` made from a `LocalizedStringKey`:
/// `**strong**` and `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic),
/// `***both***`, `` `code` `` (monospaced), `~~strikethrough~~` and `[links](url)` (tint
/// colour). Delimiters follow CommonMark's flanking rules (an `_` inside a word is a
/// character); unmatched delimiters and backslash-escaped ones show as written.
enum MarkdownText {
    static func pieces(_ source: String) -> [TextPiece] {
        guard source.contains(where: { "*_`~[\\".contains($0) }) else { return [TextPiece(content: .verbatim(source))] }
        cacheLock.lock(); defer { cacheLock.unlock() }
        if let known = parsed[source] { return known }
        var parser = Parser(characters: Array(source))
        let pieces = merged(parser.parse(until: nil, attributes: TextAttributes()))
        // The same string in many rows is parsed once; the cache is emptied when it holds
        // more than `cacheCharacterLimit` characters.
        if parsedCharacters + source.count > cacheCharacterLimit { parsed.removeAll(); parsedCharacters = 0 }
        parsed[source] = pieces
        parsedCharacters += source.count
        return pieces
    }

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var parsed: [String: [TextPiece]] = [:]
    nonisolated(unsafe) private static var parsedCharacters = 0
    static let cacheCharacterLimit = 1_000_000

    /// Neighbouring pieces with the same style joined into one.
    private static func merged(_ pieces: [TextPiece]) -> [TextPiece] {
        var out: [TextPiece] = []
        for piece in pieces {
            if let last = out.last, last.attributes == piece.attributes,
               case .verbatim(let a) = last.content, case .verbatim(let b) = piece.content {
                out[out.count - 1].content = .verbatim(a + b)
            } else {
                out.append(piece)
            }
        }
        return out.isEmpty ? [TextPiece(content: .verbatim(""))] : out
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        /// For each `[`, its matching `]` (brackets nest); unmatched ones are absent.
        private let matchingBracket: [Int: Int]
        /// For each index, the first `)` and the first backtick at or after it (`count` when none).
        private let nextParenthesis: [Int]
        private let nextBacktick: [Int]
        /// Per delimiter, the last closer search: where it started and the closer it found
        /// (nil: none up to the end). Parsing moves forward, so searches reuse it and the
        /// whole parse stays linear in the text's length.
        private var closerSearches: [String: (from: Int, found: Int?)] = [:]

        init(characters: [Character]) {
            self.characters = characters
            var matching: [Int: Int] = [:], open: [Int] = []
            for (i, ch) in characters.enumerated() {
                if ch == "[" { open.append(i) } else if ch == "]", let start = open.popLast() { matching[start] = i }
            }
            matchingBracket = matching
            func nextPositions(of target: Character) -> [Int] {
                var next = [Int](repeating: characters.count, count: characters.count + 1)
                for i in stride(from: characters.count - 1, through: 0, by: -1) {
                    next[i] = characters[i] == target ? i : next[i + 1]
                }
                return next
            }
            nextParenthesis = nextPositions(of: ")")
            nextBacktick = nextPositions(of: "`")
        }

        /// Pieces up to the closing `delimiter` (consumed) or the end.
        mutating func parse(until delimiter: String?, attributes: TextAttributes) -> [TextPiece] {
            var pieces: [TextPiece] = []
            var literal = ""
            func flush() {
                if !literal.isEmpty { pieces.append(TextPiece(content: .verbatim(literal), attributes: attributes)) }
                literal = ""
            }
            while index < characters.count {
                if let delimiter, closes(delimiter, at: index) {
                    index += delimiter.count
                    flush()
                    return pieces
                }
                let ch = characters[index]
                if ch == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    literal.append(characters[index + 1]); index += 2
                    continue
                }
                if ch == "`", let end = nextBacktick(after: index) {
                    flush()
                    var code = attributes
                    code.design = .monospaced
                    pieces.append(TextPiece(content: .verbatim(String(characters[(index + 1)..<end])), attributes: code))
                    index = end + 1
                    continue
                }
                if ch == "[", let link = link(at: index) {
                    flush()
                    var inner = attributes
                    inner.link = link.url
                    var sub = Parser(characters: Array(characters[(index + 1)..<link.labelEnd]))
                    pieces += sub.parse(until: nil, attributes: inner)
                    index = link.end
                    continue
                }
                if let opener = opener(at: index), hasCloser(opener.delimiter, after: index + opener.delimiter.count) {
                    flush()
                    index += opener.delimiter.count
                    var inner = attributes
                    opener.apply(&inner)
                    pieces += parse(until: opener.delimiter, attributes: inner)
                    continue
                }
                literal.append(ch)
                index += 1
            }
            flush()
            return pieces
        }

        private struct Opener {
            let delimiter: String
            let apply: (inout TextAttributes) -> Void
        }

        /// The emphasis delimiter that opens at `i`, longest first.
        private func opener(at i: Int) -> Opener? {
            let candidates: [Opener] = [
                Opener(delimiter: "***") { $0.weight = $0.weight ?? .bold; $0.italic = true },
                Opener(delimiter: "___") { $0.weight = $0.weight ?? .bold; $0.italic = true },
                Opener(delimiter: "**") { $0.weight = $0.weight ?? .bold },
                Opener(delimiter: "__") { $0.weight = $0.weight ?? .bold },
                Opener(delimiter: "~~") { $0.strikethrough = $0.strikethrough ?? .single },
                Opener(delimiter: "*") { $0.italic = true },
                Opener(delimiter: "_") { $0.italic = true },
            ]
            return candidates.first { matches($0.delimiter, at: i) && isLeftFlanking($0.delimiter, at: i) }
        }

        /// Whether `delimiter` is written at `i`.
        private func spells(_ delimiter: String, at i: Int) -> Bool {
            var j = i
            for ch in delimiter {
                guard j < characters.count, characters[j] == ch else { return false }
                j += 1
            }
            return true
        }

        private func matches(_ delimiter: String, at i: Int) -> Bool {
            guard spells(delimiter, at: i) else { return false }
            // A longer run of the same character is not this delimiter.
            let after = i + delimiter.count
            if after < characters.count, characters[after] == delimiter.first, delimiter.count < 3 { return false }
            return true
        }

        private func isLeftFlanking(_ delimiter: String, at i: Int) -> Bool {
            let after = i + delimiter.count
            guard after < characters.count, !characters[after].isWhitespace else { return false }
            if delimiter.first == "_", i > 0, characters[i - 1].isLetter || characters[i - 1].isNumber { return false }
            return true
        }

        private func closes(_ delimiter: String, at i: Int) -> Bool {
            guard i > 0, spells(delimiter, at: i), !characters[i - 1].isWhitespace else { return false }
            let after = i + delimiter.count
            if delimiter.first == "_", after < characters.count, characters[after].isLetter || characters[after].isNumber { return false }
            return true
        }

        private mutating func hasCloser(_ delimiter: String, after start: Int) -> Bool {
            if let last = closerSearches[delimiter], start >= last.from {
                guard let found = last.found else { return false }
                if found > start { return true }
            }
            var i = start + 1
            while i < characters.count {
                if characters[i] == "\\" { i += 2; continue }
                if closes(delimiter, at: i) { closerSearches[delimiter] = (start, i); return true }
                i += 1
            }
            closerSearches[delimiter] = (start, nil)
            return false
        }

        /// The first backtick after `index`, if any.
        private func nextBacktick(after index: Int) -> Int? {
            guard index + 1 < characters.count else { return nil }
            let next = nextBacktick[index + 1]
            return next < characters.count ? next : nil
        }

        /// `[label](destination)` starting at `i`: where the label ends, the URL, and the index after.
        private func link(at i: Int) -> (labelEnd: Int, url: URL, end: Int)? {
            guard let j = matchingBracket[i], j + 2 < characters.count, characters[j + 1] == "(" else { return nil }
            let close = nextParenthesis[j + 2]
            guard close < characters.count else { return nil }
            let destination = String(characters[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
            guard let url = URL(string: destination) else { return nil }
            return (j, url, close + 1)
        }
    }
}

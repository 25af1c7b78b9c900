import Foundation

/// The inline Markdown SwiftUI styles in a `Text` made from a `LocalizedStringKey`:
/// `**strong**` and `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic),
/// `***both***`, `` `code` `` (monospaced), `~~strikethrough~~` and `[links](url)` (tint
/// colour). Delimiters follow CommonMark's flanking rules (an `_` inside a word is a
/// character); unmatched delimiters and backslash-escaped ones show as written.
enum MarkdownText {
    static func pieces(_ source: String) -> [TextPiece] {
        guard source.contains(where: { "*_`~[\\".contains($0) }) else { return [TextPiece(content: .verbatim(source))] }
        var parser = Parser(characters: Array(source))
        return merged(parser.parse(until: nil, attributes: TextAttributes()))
    }

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

        init(characters: [Character]) { self.characters = characters }

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
                if ch == "`", let end = find("`", from: index + 1) {
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

        private func matches(_ delimiter: String, at i: Int) -> Bool {
            let d = Array(delimiter)
            guard i + d.count <= characters.count, Array(characters[i..<(i + d.count)]) == d else { return false }
            // A longer run of the same character is not this delimiter.
            if i + d.count < characters.count, characters[i + d.count] == d[0], d.count < 3 { return false }
            return true
        }

        private func isLeftFlanking(_ delimiter: String, at i: Int) -> Bool {
            let after = i + delimiter.count
            guard after < characters.count, !characters[after].isWhitespace else { return false }
            if delimiter.first == "_", i > 0, characters[i - 1].isLetter || characters[i - 1].isNumber { return false }
            return true
        }

        private func closes(_ delimiter: String, at i: Int) -> Bool {
            let d = Array(delimiter)
            guard i > 0, i + d.count <= characters.count, Array(characters[i..<(i + d.count)]) == d,
                  !characters[i - 1].isWhitespace else { return false }
            let after = i + d.count
            if d[0] == "_", after < characters.count, characters[after].isLetter || characters[after].isNumber { return false }
            return true
        }

        private func hasCloser(_ delimiter: String, after start: Int) -> Bool {
            var i = start + 1
            while i < characters.count {
                if characters[i] == "\\" { i += 2; continue }
                if closes(delimiter, at: i) { return true }
                i += 1
            }
            return false
        }

        private func find(_ character: Character, from start: Int) -> Int? {
            characters[start...].firstIndex(of: character)
        }

        /// `[label](destination)` starting at `i`: where the label ends, the URL, and the index after.
        private func link(at i: Int) -> (labelEnd: Int, url: URL, end: Int)? {
            var depth = 0, j = i
            while j < characters.count {
                if characters[j] == "[" { depth += 1 }
                if characters[j] == "]" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard j + 1 < characters.count, characters[j + 1] == "(",
                  let close = characters[(j + 2)...].firstIndex(of: ")") else { return nil }
            let destination = String(characters[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
            guard let url = URL(string: destination) else { return nil }
            return (j, url, close + 1)
        }
    }
}

import Foundation

/// Greedy line breaking like SwiftUI's `Text`: words go on the current line while they fit;
/// spaces at a break are dropped; a word wider than the line breaks between characters.
/// Words with no space between them (ideographs, `LineBreakRules`) join without one.
enum LineBreaker {
    static func breakLines(_ paragraph: [TextToken], shaper: TextEngine.RunShaper, maxWidth: CGFloat?) -> [[ShapedWord]] {
        var lines: [[ShapedWord]] = []
        var current: [ShapedWord] = []
        var currentWidth: CGFloat = 0   // without trailing spaces
        var pendingSpaces: CGFloat = 0  // trailing spaces' width
        var followsWord = false         // the previous token is a word: no space between
        func newLine() {
            lines.append(current)
            current = []; currentWidth = 0; pendingSpaces = 0
        }
        for token in paragraph {
            let word = shaper.shape(token)
            defer { followsWord = !word.isSpace }
            if word.isSpace {
                if current.isEmpty && !lines.isEmpty { continue }
                current.append(word)
                pendingSpaces += word.width
                continue
            }
            guard let maxWidth else {
                current.append(word); currentWidth += pendingSpaces + word.width; pendingSpaces = 0
                continue
            }
            if currentWidth + pendingSpaces + word.width <= maxWidth + 0.001 || current.allSatisfy(\.isSpace) && word.width <= maxWidth + 0.001 {
                current.append(word); currentWidth += pendingSpaces + word.width; pendingSpaces = 0
                continue
            }
            if current.contains(where: { !$0.isSpace }) {
                // A break between words with no space: joining the lines again adds none.
                if followsWord { current[current.count - 1].breaksWithinWord = true }
                newLine()
            }
            if word.width <= maxWidth + 0.001 {
                current = [word]; currentWidth = word.width
                continue
            }
            // A word wider than the line: as many characters per line as fit (at least one).
            let pieces = splitByCharacters(token.characters, shaper: shaper, maxWidth: maxWidth)
            for (index, piece) in pieces.enumerated() {
                current = [piece]; currentWidth = piece.width
                if index < pieces.count - 1 { newLine() }
            }
        }
        lines.append(current)
        return lines.map(trimTrailingSpaces)
    }

    /// A line's width, trailing spaces excluded.
    static func width(of line: [ShapedWord]) -> CGFloat {
        trimTrailingSpaces(line).reduce(0) { $0 + $1.width }
    }

    private static func trimTrailingSpaces(_ line: [ShapedWord]) -> [ShapedWord] {
        var line = line
        while let last = line.last, last.isSpace { line.removeLast() }
        return line
    }

    /// The word in pieces, each the longest run of characters that fits (at least one), as
    /// greedy breaking gives. Each piece is found by doubling its length until it no longer
    /// fits, then halving the gap, so a long word costs O(n log n) shaping, not O(n²).
    static func splitByCharacters(_ characters: [TextCharacter], shaper: TextEngine.RunShaper,
                                  maxWidth: CGFloat) -> [ShapedWord] {
        func fits(_ start: Int, _ count: Int) -> Bool {
            shaper.shape(characters[start..<(start + count)]).width <= maxWidth + 0.001
        }
        var pieces: [ShapedWord] = []
        var start = 0
        while start < characters.count {
            let rest = characters.count - start
            var good = 1, bad: Int?
            var step = 1
            while bad == nil, good < rest {
                let next = min(rest, good + step)
                if fits(start, next) { good = next; step *= 2 } else { bad = next }
            }
            if var high = bad {
                while high - good > 1 {
                    let mid = (good + high) / 2
                    if fits(start, mid) { good = mid } else { high = mid }
                }
            }
            var piece = shaper.shape(characters[start..<(start + good)])
            start += good
            piece.breaksWithinWord = start < characters.count
            pieces.append(piece)
        }
        return pieces
    }
}

/// Shortens text to a width with an ellipsis at the head, middle or tail; the ellipsis
/// takes the style of the character beside it and, in right-to-left text, the direction of
/// the text around it (`BidiParagraph.neutralLevel`) in a paragraph of level `baseLevel`.
enum Truncator {
    static func truncate(_ characters: [TextCharacter], shaper: TextEngine.RunShaper,
                         maxWidth: CGFloat?, mode: TextTruncation, baseLevel: UInt8 = 0) -> ShapedWord {
        typealias Characters = [TextCharacter]
        func trimmed(_ part: ArraySlice<TextCharacter>) -> Characters {
            var part = Array(part)
            while let first = part.first, first.character.isWhitespace { part.removeFirst() }
            while let last = part.last, last.character.isWhitespace { part.removeLast() }
            return part
        }
        let fallbackRun = characters.last?.run ?? 0
        func ellipsis(run: Int?, between before: TextCharacter?, and after: TextCharacter?) -> TextCharacter {
            ("…", run ?? fallbackRun, BidiParagraph.neutralLevel(before: before?.level, after: after?.level, base: baseLevel))
        }
        func candidate(_ keep: Int) -> Characters {
            switch mode {
            case .tail, .clip:
                let front = trimmed(characters.prefix(keep))
                return front + [ellipsis(run: front.last?.run, between: front.last, and: nil)]
            case .head:
                let back = trimmed(characters.suffix(keep))
                return [ellipsis(run: back.first?.run, between: nil, and: back.first)] + back
            case .middle:
                let front = trimmed(characters.prefix((keep + 1) / 2)), back = trimmed(characters.suffix(keep / 2))
                return front + [ellipsis(run: front.last?.run, between: front.last, and: back.first)] + back
            }
        }
        guard let maxWidth else { return shaper.shape(candidate(characters.count)[...]) }
        // The most characters whose shortened form still fits (binary search).
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if shaper.shape(candidate(mid)[...]).width <= maxWidth + 0.001 { low = mid } else { high = mid - 1 }
        }
        return shaper.shape(candidate(low)[...])
    }
}

/// Tightening as an alternative to truncation (`allowsTightening`): a line whose text is at
/// most 5 % wider than the width is drawn whole, the space after each glyph reduced evenly
/// so that it fits. The 5 % is the documented default of TextKit's
/// `NSParagraphStyle.tighteningFactorForTruncation` (0.05: tightening is used while "the
/// ratio of the text width to the line fragment width does not exceed 1.0 + the value").
/// UIKit's `allowsDefaultTighteningForTruncation`, what `allowsTightening` turns on under
/// SwiftUI on iOS, documents only that the amount depends on the font and the line width,
/// so Tether takes TextKit's figure; it is not measured on a device.
enum Tightener {
    static let factor: CGFloat = 0.05

    /// The characters shaped as one line and tightened to `maxWidth`, or nil when they need
    /// more than `factor` of tightening (they are truncated instead).
    static func tighten(_ characters: [TextCharacter], shaper: TextEngine.RunShaper,
                        maxWidth: CGFloat) -> ShapedWord? {
        let word = shaper.shape(characters[...])
        let glyphCount = word.pieces.reduce(0) { $0 + $1.glyphs.count }
        guard glyphCount > 0, word.width.isFinite, maxWidth > 0, word.width <= maxWidth * (1 + factor) else { return nil }
        guard word.width > maxWidth else { return word }
        let reduction = (word.width - maxWidth) / CGFloat(glyphCount)
        return ShapedWord(pieces: word.pieces.map { piece in
            var piece = piece
            piece.spacing -= reduction
            return piece
        }, isSpace: false)
    }
}

import Foundation

/// Greedy line breaking like SwiftUI's `Text`: words go on the current line while they fit;
/// spaces at a break are dropped; a word wider than the line breaks between characters.
enum LineBreaker {
    static func breakLines(_ paragraph: String, shaper: TextEngine.WordShaper, maxWidth: CGFloat?) -> [[ShapedWord]] {
        var lines: [[ShapedWord]] = []
        var current: [ShapedWord] = []
        var currentWidth: CGFloat = 0   // without trailing spaces
        var pendingSpaces: CGFloat = 0  // trailing spaces' width
        func newLine() {
            lines.append(current)
            current = []; currentWidth = 0; pendingSpaces = 0
        }
        for token in tokens(paragraph) {
            let word = shaper.shape(token)
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
            if current.contains(where: { !$0.isSpace }) { newLine() }
            if word.width <= maxWidth + 0.001 {
                current = [word]; currentWidth = word.width
                continue
            }
            // A word wider than the line: as many characters per line as fit (at least one).
            let pieces = splitByCharacters(token, shaper: shaper, maxWidth: maxWidth)
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

    /// Words and runs of spaces, in order.
    private static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var inSpaces = false
        for ch in text {
            let isSpace = ch == " "
            if !current.isEmpty && isSpace != inSpaces { out.append(current); current = "" }
            current.append(ch)
            inSpaces = isSpace
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// The word in pieces, each the longest run of characters that fits (at least one), as
    /// greedy breaking gives. Each piece is found by doubling its length until it no longer
    /// fits, then halving the gap, so a long word costs O(n log n) shaping, not O(n²).
    static func splitByCharacters(_ word: String, shaper: TextEngine.WordShaper, maxWidth: CGFloat) -> [ShapedWord] {
        let characters = Array(word)
        func fits(_ start: Int, _ count: Int) -> Bool {
            shaper.shape(String(characters[start..<(start + count)])).width <= maxWidth + 0.001
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
            pieces.append(shaper.shape(String(characters[start..<(start + good)])))
            start += good
        }
        return pieces
    }
}

/// Shortens text to a width with an ellipsis at the head, middle or tail.
enum Truncator {
    static func truncate(_ text: String, shaper: TextEngine.WordShaper, maxWidth: CGFloat?, mode: TextTruncation) -> ShapedWord {
        let characters = Array(text)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .tail:
                return String(characters.prefix(keep)).trimmingCharacters(in: .whitespaces) + "…"
            case .head:
                return "…" + String(characters.suffix(keep)).trimmingCharacters(in: .whitespaces)
            case .middle:
                let front = (keep + 1) / 2, back = keep / 2
                return String(characters.prefix(front)).trimmingCharacters(in: .whitespaces) + "…"
                    + String(characters.suffix(back)).trimmingCharacters(in: .whitespaces)
            }
        }
        guard let maxWidth else { return shaper.shape(candidate(characters.count)) }
        // The most characters whose shortened form still fits (binary search).
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if shaper.shape(candidate(mid)).width <= maxWidth + 0.001 { low = mid } else { high = mid - 1 }
        }
        return shaper.shape(candidate(low))
    }
}

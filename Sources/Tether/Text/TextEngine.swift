import Foundation

/// Vertical metrics of a resolved font, in points.
struct TextMetrics {
    var lineHeight: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
    /// Distance from a line box's top to its baseline: the glyph box centred in the line.
    var baseline: CGFloat { (lineHeight - ascent - descent) / 2 + ascent }
}

/// One laid-out line: glyphs with their x positions (points) relative to the line start.
struct TextLine {
    var glyphs: [(id: UInt32, x: CGFloat, dy: CGFloat)]
    var width: CGFloat
    var x: CGFloat
    var baseline: CGFloat
}

/// The result of laying out a string: its size, baselines and lines of placed glyphs.
struct TextLayout {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    var lines: [TextLine]
    var font: ResolvedFont
    var diagnostics: [String]

    /// Every glyph's outline in the layout's space (points, y down).
    func path() -> Path {
        guard let face = FontLibrary.face(weight: font.weight, italic: font.italic) else { return Path() }
        let scale = font.size / face.unitsPerEm
        var out = Path()
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        for line in lines {
            for glyph in line.glyphs {
                let outline = face.outline(of: glyph.id)
                guard !outline.isEmpty else { continue }
                let t = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: line.x + glyph.x, ty: line.baseline - glyph.dy)
                out.addPath(outline, transform: t)
            }
        }
        return out
    }
}

/// Shapes text with HarfBuzz (Inter, unhinted, fractional advances) and breaks it into
/// lines like SwiftUI's `Text`: greedy at spaces, long words broken between characters,
/// explicit newlines kept; a line limit truncates the last line with an ellipsis.
enum TextEngine {
    static func metrics(for font: ResolvedFont) -> TextMetrics {
        guard let face = FontLibrary.face(weight: font.weight, italic: font.italic) else {
            return TextMetrics(lineHeight: font.lineHeight, ascent: font.size * 0.8, descent: font.size * 0.2)
        }
        let scale = font.size / face.unitsPerEm
        return TextMetrics(lineHeight: font.lineHeight, ascent: face.ascender * scale, descent: -face.descender * scale)
    }

    private struct CacheKey: Hashable {
        var string: String, font: ResolvedFont, width: CGFloat?, limit: Int?, alignment: TextAlignment, truncation: TextTruncation
    }
    nonisolated(unsafe) private static var layoutCache: [CacheKey: TextLayout] = [:]
    nonisolated(unsafe) private static var wordCache: [WordKey: ShapedWord] = [:]
    /// The characters the cached layouts and words hold: the caches are emptied when they
    /// hold more than `cacheCharacterLimit`, however few the entries (a long string laid
    /// out at a thousand widths would otherwise keep a thousand copies of its glyphs).
    nonisolated(unsafe) private(set) static var layoutCacheCharacters = 0
    nonisolated(unsafe) private(set) static var wordCacheCharacters = 0
    static let cacheCharacterLimit = 2_000_000

    /// Forgets every shaped word and laid-out string (the benchmarks start each cold run empty).
    static func clearCaches() {
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        layoutCache.removeAll()
        wordCache.removeAll()
        layoutCacheCharacters = 0
        wordCacheCharacters = 0
    }

    static func layout(_ string: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?,
                       alignment: TextAlignment, truncation: TextTruncation) -> TextLayout {
        let width: CGFloat? = maxWidth.map { $0.isNaN || $0 < 0 ? 0 : $0 }.flatMap { $0.isInfinite ? nil : $0 }
        let key = CacheKey(string: string, font: font, width: width, limit: lineLimit, alignment: alignment, truncation: truncation)
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        if let cached = layoutCache[key] { return cached }
        let result = compute(string, font: font, maxWidth: width, lineLimit: lineLimit.map { max(1, $0) },
                             alignment: alignment, truncation: truncation)
        if layoutCache.count > 20_000 || layoutCacheCharacters > cacheCharacterLimit {
            layoutCache.removeAll(keepingCapacity: true)
            layoutCacheCharacters = 0
        }
        layoutCache[key] = result
        layoutCacheCharacters += string.utf8.count
        return result
    }

    private static func compute(_ string: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?,
                                alignment: TextAlignment, truncation: TextTruncation) -> TextLayout {
        let metrics = metrics(for: font)
        guard let face = FontLibrary.face(weight: font.weight, italic: font.italic) else {
            let width = CGFloat(string.count) * font.size * 0.5
            return TextLayout(size: CGSize(width: string.isEmpty ? 0 : width, height: metrics.lineHeight),
                              firstBaseline: metrics.baseline, lastBaseline: metrics.baseline, lines: [], font: font,
                              diagnostics: [FontLibrary.textFontError() ?? "Font Inter could not be loaded"])
        }
        let scale = font.size / face.unitsPerEm
        let shaper = WordShaper(face: face, scale: scale, font: font)
        var lines: [[ShapedWord]] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: LineBreaker.breakLines(String(paragraph), shaper: shaper, maxWidth: maxWidth))
        }
        var truncated = false
        var remainder: String?
        if let limit = lineLimit, lines.count > limit {
            // The last shown line ends with what would have followed it, shortened.
            remainder = lines[(limit - 1)...].map { $0.map(\.text).joined() }.joined(separator: " ")
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        // A line wider than the width (a line limit with nowhere to wrap) is shortened too.
        if let maxWidth, let last = lines.last, LineBreaker.width(of: last) > maxWidth + 0.001 { truncated = true }
        if truncated, let last = lines.last {
            let text = remainder ?? last.map(\.text).joined()
            lines[lines.count - 1] = [Truncator.truncate(text, shaper: shaper, maxWidth: maxWidth, mode: truncation)]
        }
        let widths = lines.map(LineBreaker.width(of:))
        let layoutWidth = maxWidth.map { min($0, widths.max() ?? 0) } ?? (widths.max() ?? 0)
        var placed: [TextLine] = []
        for (index, words) in lines.enumerated() {
            var glyphs: [(id: UInt32, x: CGFloat, dy: CGFloat)] = []
            var x: CGFloat = 0
            for word in words {
                for g in word.glyphs {
                    glyphs.append((g.id, x + g.offset.x * scale, g.offset.y * scale))
                    x += g.advance * scale
                }
            }
            let lineWidth = widths[index]
            let start: CGFloat
            switch alignment {
            case .leading: start = 0
            case .center: start = (layoutWidth - lineWidth) / 2
            case .trailing: start = layoutWidth - lineWidth
            }
            placed.append(TextLine(glyphs: glyphs, width: lineWidth, x: start,
                                   baseline: CGFloat(index) * metrics.lineHeight + metrics.baseline))
        }
        let lineCount = max(1, placed.count)
        return TextLayout(size: CGSize(width: string.isEmpty ? 0 : layoutWidth, height: CGFloat(lineCount) * metrics.lineHeight),
                          firstBaseline: metrics.baseline,
                          lastBaseline: CGFloat(lineCount - 1) * metrics.lineHeight + metrics.baseline,
                          lines: placed, font: font, diagnostics: [])
    }

    fileprivate struct WordKey: Hashable { var text: String; var weight: Font.Weight; var italic: Bool }

    /// Shapes words once per face and caches them (font units; widths scale with size).
    struct WordShaper {
        let face: FontFace
        let scale: CGFloat
        let font: ResolvedFont

        func shape(_ text: String) -> ShapedWord {
            let key = WordKey(text: text, weight: font.weight, italic: font.italic)
            if var cached = TextEngine.wordCache[key] { cached.scale = scale; return cached }
            let glyphs = face.shape(text)
            var word = ShapedWord(text: text, glyphs: glyphs, scale: scale)
            word.scale = scale
            if TextEngine.wordCache.count > 100_000 || TextEngine.wordCacheCharacters > TextEngine.cacheCharacterLimit {
                TextEngine.wordCache.removeAll(keepingCapacity: true)
                TextEngine.wordCacheCharacters = 0
            }
            TextEngine.wordCache[key] = word
            TextEngine.wordCacheCharacters += text.utf8.count
            return word
        }
    }
}

/// A shaped run of text (a word, its trailing space, or a truncated line).
struct ShapedWord {
    var text: String
    var glyphs: [ShapedGlyph]
    var scale: CGFloat
    var width: CGFloat { glyphs.reduce(0) { $0 + $1.advance } * scale }
    var isSpace: Bool { text.allSatisfy { $0 == " " } }
}

import Foundation

/// Vertical metrics of a resolved font, in points: a line's glyph box is `ascent` above
/// the baseline and `descent` below; consecutive baselines are `lineHeight` apart, so the
/// space between two lines' boxes is `leading`.
struct TextMetrics {
    var lineHeight: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat { max(lineHeight - ascent - descent, 0) }
}

/// A glyph placed on a line: x from the line's start, `dy` up from the baseline, the run
/// whose font and paint it takes and the face its outline comes from (`FontFallback`).
struct PlacedGlyph {
    var id: UInt32
    /// `FontFallback.primary` (the run's face), a fallback face or `FontFallback.missing`.
    var face: UInt8 = FontFallback.primary
    /// The embedding level (`BidiParagraph`) of the piece it was shaped in: odd for right to
    /// left. (Next to `face`, so a glyph takes no more memory for it.)
    var level: UInt8 = 0
    var x: CGFloat
    var dy: CGFloat
    /// The pen's advance after this glyph, spacing included.
    var advance: CGFloat
    var run: Int
}

/// One laid-out line, its glyphs in drawing order (left to right, right-to-left text
/// reordered).
struct TextLine {
    var glyphs: [PlacedGlyph]
    var width: CGFloat
    var x: CGFloat
    var baseline: CGFloat
}

/// The result of laying out runs of text: its size, baselines and lines of placed glyphs.
struct TextLayout {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    var lines: [TextLine]
    var runs: [TextRun]
    /// Whether lines or characters were left out (a line limit, or a line too narrow).
    var isTruncated = false
    var diagnostics: [String]

    /// The outline of every glyph of the runs `include` accepts, in the layout's space
    /// (points, y down). With `visible`, only glyphs whose outline reaches into that rectangle
    /// are included: drawing costs what shows, not the length of the string.
    func path(runs include: (Int) -> Bool = { _ in true }, visible: CGRect? = nil) -> Path {
        var out = Path()
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        let faces = runs.map { FontLibrary.face(for: $0.font) }
        for line in lines {
            for glyph in line.glyphs where include(glyph.run) {
                guard let face = glyph.face == FontFallback.primary ? faces[glyph.run] : FontFallback.face(glyph.face) else { continue }
                let scale = runs[glyph.run].font.size / face.unitsPerEm
                let origin = CGPoint(x: line.x + glyph.x, y: line.baseline - glyph.dy)
                if let visible {
                    let b = face.bounds(of: glyph.id)
                    guard !b.isNull else { continue }
                    let ink = CGRect(x: origin.x + b.minX * scale, y: origin.y - b.maxY * scale,
                                     width: b.width * scale, height: b.height * scale)
                    // Non-finite numbers (a hostile size) cannot be tested; the glyph is kept.
                    if ink.isFiniteRect, !ink.intersects(visible) { continue }
                }
                let outline = face.outline(of: glyph.id)
                guard !outline.isEmpty else { continue }
                let t = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x, ty: origin.y)
                out.addPath(outline, transform: t)
            }
        }
        return out
    }

    /// The horizontal extents of each line's stretches of consecutive glyphs from one run:
    /// where an underline or strikethrough of that run is drawn.
    func runSpans() -> [(run: Int, minX: CGFloat, maxX: CGFloat, baseline: CGFloat)] {
        var spans: [(run: Int, minX: CGFloat, maxX: CGFloat, baseline: CGFloat)] = []
        for line in lines {
            var index = 0
            while index < line.glyphs.count {
                let run = line.glyphs[index].run
                var end = index
                while end + 1 < line.glyphs.count, line.glyphs[end + 1].run == run { end += 1 }
                let first = line.glyphs[index], last = line.glyphs[end]
                spans.append((run, line.x + first.x, line.x + last.x + last.advance, line.baseline))
                index = end + 1
            }
        }
        return spans
    }
}

/// Shapes text with HarfBuzz (Inter, unhinted, fractional advances, SF Pro's tracking for
/// the size) and breaks it into lines like SwiftUI's `Text`: greedy at spaces and between
/// ideographs (`LineBreakRules`), long words broken between characters, explicit newlines
/// kept; a line limit truncates the last line with an ellipsis. A line is as tall as its
/// tallest run needs.
///
/// Characters Inter has no glyph for (Arabic, Thai, Devanagari, CJK, emoji…) are shaped in
/// stretches of the fallback face that has them (`FontFallback`), in the line box of the
/// run's font. Text with right-to-left characters is bidirectional, as on iOS: each
/// paragraph's levels come from the Unicode Bidirectional Algorithm (`BidiParagraph`), each
/// stretch of one level is shaped in its direction, lines are broken in logical order (widths
/// do not depend on order) and each line is then reordered for drawing. Latin text skips all
/// of that.
enum TextEngine {
    /// A font's vertical metrics: iOS's system font's (`SystemFontMetrics`) when Inter draws
    /// it, and for the serif and monospaced designs' faces too (SF Pro's line box for every
    /// design); the face's own when it comes from `TETHER_FONT_DIRECTORY`.
    static func metrics(for font: ResolvedFont) -> TextMetrics {
        if FontLibrary.usesUserFaces, !FontLibrary.drawsOwnFace(font.design), let face = FontLibrary.face(for: font) {
            let scale = font.size / face.unitsPerEm
            return TextMetrics(lineHeight: font.lineHeight, ascent: face.ascender * scale, descent: -face.descender * scale)
        }
        return TextMetrics(lineHeight: font.lineHeight, ascent: SystemFontMetrics.ascent * font.size,
                           descent: SystemFontMetrics.descent * font.size)
    }

    /// A run's vertical metrics: its font's, reaching as far above and below the baseline as
    /// its inline image does.
    static func metrics(for run: TextRun) -> TextMetrics {
        var metrics = metrics(for: run.font)
        if let image = run.inlineImage {
            metrics.ascent = max(metrics.ascent, image.ascent)
            metrics.descent = max(metrics.descent, image.descent)
        }
        return metrics
    }

    private struct CacheKey: Hashable {
        var runs: [TextRun], width: CGFloat?, limit: Int?, lineSpacing: CGFloat, alignment: TextAlignment, truncation: TextTruncation
        var allowsTightening: Bool
    }
    nonisolated(unsafe) private static var layoutCache: [CacheKey: TextLayout] = [:]
    nonisolated(unsafe) private static var wordCache: [WordKey: [ShapedGlyph]] = [:]
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

    /// `string` in one font, laid out.
    static func layout(_ string: String, font: ResolvedFont, maxWidth: CGFloat?, lineLimit: Int?,
                       alignment: TextAlignment, truncation: TextTruncation) -> TextLayout {
        layout([TextRun(text: string, font: font)], maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: 0,
               alignment: alignment, truncation: truncation)
    }

    /// `runs` laid out; with `allowsTightening`, a line that would be truncated is tightened
    /// instead when that is enough (`Tightener`).
    static func layout(_ runs: [TextRun], maxWidth: CGFloat?, lineLimit: Int?, lineSpacing: CGFloat,
                       alignment: TextAlignment, truncation: TextTruncation, allowsTightening: Bool = false) -> TextLayout {
        let width: CGFloat? = maxWidth.map { $0.isNaN || $0 < 0 ? 0 : $0 }.flatMap { $0.isInfinite ? nil : $0 }
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        let key = CacheKey(runs: runs, width: width, limit: lineLimit, lineSpacing: spacing, alignment: alignment, truncation: truncation,
                           allowsTightening: allowsTightening)
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        if let cached = layoutCache[key] { return cached }
        let result = compute(runs.isEmpty ? [TextRun(text: "", font: ResolvedFont(size: 17, weight: .regular, italic: false, lineHeight: 22))] : runs,
                             maxWidth: width, lineLimit: lineLimit.map { max(1, $0) }, lineSpacing: spacing,
                             alignment: alignment, truncation: truncation, allowsTightening: allowsTightening)
        if layoutCache.count > 20_000 || layoutCacheCharacters > cacheCharacterLimit {
            layoutCache.removeAll(keepingCapacity: true)
            layoutCacheCharacters = 0
        }
        layoutCache[key] = result
        layoutCacheCharacters += runs.reduce(0) { $0 + $1.text.utf8.count }
        return result
    }

    private static func compute(_ runs: [TextRun], maxWidth: CGFloat?, lineLimit: Int?, lineSpacing: CGFloat,
                                alignment: TextAlignment, truncation: TextTruncation, allowsTightening: Bool) -> TextLayout {
        let isEmpty = runs.allSatisfy(\.text.isEmpty)
        guard let shaper = RunShaper(runs: runs) else {
            let font = runs[0].font
            let metrics = metrics(for: font)
            let width = CGFloat(runs.reduce(0) { $0 + $1.text.count }) * font.size * 0.5
            return TextLayout(size: CGSize(width: isEmpty ? 0 : width, height: metrics.ascent + metrics.descent),
                              firstBaseline: metrics.ascent, lastBaseline: metrics.ascent, lines: [], runs: runs,
                              diagnostics: [FontLibrary.textFontError() ?? "Font Inter could not be loaded"])
        }
        // Each line with the run its paragraph starts in and, in bidirectional text, the
        // paragraph's base level.
        var lines: [(words: [ShapedWord], run: Int, baseLevel: UInt8?)] = []
        for paragraph in TextToken.paragraphs(of: runs) {
            var tokens = paragraph.tokens, baseLevel: UInt8?
            if shaper.isBidirectional { (tokens, baseLevel) = TextToken.leveled(tokens) }
            lines.append(contentsOf: LineBreaker.breakLines(tokens, shaper: shaper, maxWidth: maxWidth)
                .map { ($0, paragraph.run, baseLevel) })
        }
        var truncated = false
        var remainder: [TextCharacter]?
        if let limit = lineLimit, lines.count > limit {
            // Clipped text keeps the lines up to the limit whole; other text ends its last
            // shown line with what would have followed it, shortened.
            if truncation != .clip {
                var rest: [TextCharacter] = []
                var joinsWithSpace = false
                for line in lines[(limit - 1)...] {
                    let characters = line.words.flatMap(\.characters)
                    if joinsWithSpace, let last = rest.last {
                        rest.append((" ", last.run, BidiParagraph.neutralLevel(before: last.level, after: characters.first?.level,
                                                                             base: lines[limit - 1].baseLevel ?? 0)))
                    }
                    rest += characters
                    joinsWithSpace = line.words.last?.breaksWithinWord != true
                }
                remainder = rest
                truncated = true
            }
            lines = Array(lines.prefix(limit))
        }
        // A line wider than the width (a line limit with nowhere to wrap) is shortened too.
        if truncation != .clip, let maxWidth, let last = lines.last, LineBreaker.width(of: last.words) > maxWidth + 0.001 { truncated = true }
        if truncated, let last = lines.last {
            let characters = remainder ?? last.words.flatMap(\.characters)
            if allowsTightening, let maxWidth, let tightened = Tightener.tighten(characters, shaper: shaper, maxWidth: maxWidth) {
                lines[lines.count - 1].words = [tightened]
                truncated = false
            } else {
                lines[lines.count - 1].words = [Truncator.truncate(characters, shaper: shaper, maxWidth: maxWidth, mode: truncation,
                                                                   baseLevel: last.baseLevel ?? 0)]
            }
        }
        let widths = lines.map { LineBreaker.width(of: $0.words) }
        let layoutWidth = maxWidth.map { min($0, widths.max() ?? 0) } ?? (widths.max() ?? 0)
        let runMetrics = runs.map { metrics(for: $0) }
        // Each line's glyph box holds its runs' ascents and descents; consecutive boxes are
        // apart by the larger leading of the two lines (and `lineSpacing`), so baselines of
        // one font are its line height apart and a single line is ascent plus descent tall.
        var placed: [TextLine] = []
        var bottom: CGFloat = 0
        var previousLeading: CGFloat = 0
        for (index, line) in lines.enumerated() {
            var glyphs: [PlacedGlyph] = []
            var x: CGFloat = 0
            var above: CGFloat = 0, below: CGFloat = 0, leading: CGFloat = 0
            func include(_ run: Int) {
                let m = runMetrics[run], offset = runs[run].baselineOffset
                above = max(above, m.ascent + max(offset, 0))
                below = max(below, m.descent + max(-offset, 0))
                leading = max(leading, m.leading)
            }
            func place(_ piece: ShapedPiece) {
                include(piece.run)
                for g in piece.glyphs {
                    let advance = g.advance * piece.scale + piece.spacing
                    glyphs.append(PlacedGlyph(id: g.id, face: piece.face, level: piece.level, x: x + g.offset.x * piece.scale,
                                              dy: g.offset.y * piece.scale + runs[piece.run].baselineOffset,
                                              advance: advance, run: piece.run))
                    x += advance
                }
            }
            if line.baseLevel != nil {
                // Rule L2 over the line's stretches of one level; each right-to-left stretch's
                // glyphs already come from HarfBuzz in drawing order.
                let pieces = line.words.flatMap(\.pieces)
                for index in BidiParagraph.visualOrder(pieces.map(\.level)) { place(pieces[index]) }
            } else {
                for word in line.words { for piece in word.pieces { place(piece) } }
            }
            if glyphs.isEmpty { include(line.run) }
            let lineWidth = widths[index]
            let start: CGFloat
            switch alignment {
            case .leading: start = 0
            case .center: start = (layoutWidth - lineWidth) / 2
            case .trailing: start = layoutWidth - lineWidth
            }
            let top = index > 0 ? bottom + max(previousLeading, leading) + lineSpacing : 0
            placed.append(TextLine(glyphs: glyphs, width: lineWidth, x: start, baseline: top + above))
            bottom = top + above + below
            previousLeading = leading
        }
        return TextLayout(size: CGSize(width: isEmpty ? 0 : layoutWidth, height: bottom),
                          firstBaseline: placed.first?.baseline ?? 0, lastBaseline: placed.last?.baseline ?? 0,
                          lines: placed, runs: runs, isTruncated: truncated, diagnostics: [])
    }

    fileprivate struct WordKey: Hashable {
        var text: String; var weight: Font.Weight; var italic: Bool; var design: Font.Design
        var face = FontFallback.primary; var rightToLeft = false
        var smallCapitals: Font.SmallCapitals = []
    }

    /// Shapes the pieces of words in their runs' faces; glyphs are cached per face in font
    /// units (widths scale with size). In bidirectional text each piece is shaped in the
    /// direction of its level, in stretches of one face (the run's, or a fallback's where the
    /// run's has no glyph).
    struct RunShaper {
        let faces: [FontFace]
        let scales: [CGFloat]
        let runs: [TextRun]
        /// Whether the text has right-to-left characters: levels apply.
        let isBidirectional: Bool
        /// Whether some characters may be drawn from a fallback face (`FontFallback`): each
        /// character's face is then looked up.
        let usesFallback: Bool
        /// Whether each run takes SF Pro's tracking: drawn with the system font's stand-in,
        /// not a design's own face (`FontLibrary.drawsOwnFace`).
        let tracked: [Bool]

        /// Nil when a run's face cannot be loaded.
        init?(runs: [TextRun]) {
            // ASCII runs (most text) need neither levels nor fallback faces: only the others are scanned.
            isBidirectional = runs.contains { $0.scripts.contains(.nonASCII) && BidiParagraph.needsBidi($0.text) }
            var faces: [FontFace] = []
            for run in runs {
                guard let face = FontLibrary.face(for: run.font) else { return nil }
                faces.append(face)
            }
            tracked = runs.map { $0.font.design == .default || !FontLibrary.drawsOwnFace($0.font.design) }
            usesFallback = zip(runs, faces).contains {
                $0.inlineImage == nil && $0.scripts.contains(.nonASCII) && FontFallback.mayNeedFallback($0.text, face: $1)
            }
            self.faces = faces
            scales = zip(runs, faces).map { $0.font.size / $1.unitsPerEm }
            self.runs = runs
        }

        func shape(_ token: TextToken) -> ShapedWord {
            guard isBidirectional || usesFallback else {
                return ShapedWord(pieces: token.pieces.map { piece($0.text, run: $0.run) }, isSpace: token.isSpace)
            }
            var pieces: [ShapedPiece] = []
            for piece in token.pieces { appendPieces(piece.text, run: piece.run, level: piece.level, to: &pieces) }
            return ShapedWord(pieces: pieces, isSpace: token.isSpace)
        }

        /// Characters tagged with their runs and levels, shaped as one word.
        func shape(_ characters: ArraySlice<TextCharacter>) -> ShapedWord {
            var pieces: [ShapedPiece] = []
            var text = ""
            var run = characters.first?.run ?? 0, level = characters.first?.level ?? 0
            func flush() {
                guard !text.isEmpty else { return }
                if isBidirectional || usesFallback { appendPieces(text, run: run, level: level, to: &pieces) } else { pieces.append(piece(text, run: run)) }
                text = ""
            }
            for (character, characterRun, characterLevel) in characters {
                if characterRun != run || characterLevel != level { flush() }
                run = characterRun; level = characterLevel
                text.append(character)
            }
            flush()
            return ShapedWord(pieces: pieces, isSpace: characters.allSatisfy { $0.character == " " })
        }

        /// `text` of one run and level, shaped in stretches of the face each character is
        /// drawn from.
        private func appendPieces(_ text: String, run: Int, level: UInt8, to pieces: inout [ShapedPiece]) {
            if runs[run].inlineImage != nil { pieces.append(piece(text, run: run, level: level)); return }
            let weight = runs[run].font.weight, hanForms = runs[run].hanForms
            var stretch = "", face = FontFallback.primary
            for character in text {
                let source = usesFallback ? FontFallback.source(of: character, in: faces[run], weight: weight, hanForms: hanForms)
                    : FontFallback.primary
                if source != face, !stretch.isEmpty {
                    pieces.append(piece(stretch, run: run, level: level, face: face)); stretch = ""
                }
                face = source
                stretch.append(character)
            }
            if !stretch.isEmpty { pieces.append(piece(stretch, run: run, level: level, face: face)) }
        }

        /// A piece shaped in its run's face or the fallback face `face` (a missing face shapes
        /// with the run's, for its advances); right to left at an odd level. A fallback face
        /// takes no SF Pro tracking (it is SF Pro's own table), only the run's spacing, nor
        /// does a design's own face (Noto Sans Mono, Noto Serif).
        private func piece(_ text: String, run: Int, level: UInt8 = 0, face: UInt8 = FontFallback.primary) -> ShapedPiece {
            if let image = runs[run].inlineImage {
                // Not shaped: each of its characters is the image, as wide as the image.
                let glyphs = text.map { _ in ShapedGlyph(id: 0, cluster: 0, advance: image.width, offset: .zero) }
                return ShapedPiece(text: text, glyphs: glyphs, scale: 1, spacing: runs[run].spacing, run: run, level: level,
                                   face: FontFallback.inlineImage)
            }
            let font = runs[run].font
            let rightToLeft = level % 2 == 1
            let fallback = FontFallback.face(face)
            let shapingFace = fallback ?? faces[run]
            let key = WordKey(text: text, weight: font.weight, italic: font.italic, design: font.design, face: face, rightToLeft: rightToLeft,
                              smallCapitals: font.smallCapitals)
            let glyphs: [ShapedGlyph]
            if let cached = TextEngine.wordCache[key] {
                glyphs = cached
            } else {
                glyphs = shapingFace.shape(text, rightToLeft: rightToLeft, features: font.smallCapitals.features)
                if TextEngine.wordCache.count > 100_000 || TextEngine.wordCacheCharacters > TextEngine.cacheCharacterLimit {
                    TextEngine.wordCache.removeAll(keepingCapacity: true)
                    TextEngine.wordCacheCharacters = 0
                }
                TextEngine.wordCache[key] = glyphs
                TextEngine.wordCacheCharacters += text.utf8.count
            }
            return ShapedPiece(text: text, glyphs: glyphs, scale: fallback.map { font.size / $0.unitsPerEm } ?? scales[run],
                               spacing: runs[run].spacing + (fallback == nil && tracked[run] ? SystemFontMetrics.tracking(size: font.size) : 0),
                               run: run, level: level, face: face)
        }
    }
}

/// Glyphs of one run within a word.
struct ShapedPiece {
    var text: String
    var glyphs: [ShapedGlyph]
    var scale: CGFloat
    var spacing: CGFloat
    var run: Int
    /// The embedding level (`BidiParagraph`): odd pieces were shaped right to left.
    var level: UInt8 = 0
    /// Where the glyphs come from (`FontFallback`).
    var face: UInt8 = FontFallback.primary
    var width: CGFloat { glyphs.reduce(0) { $0 + $1.advance } * scale + spacing * CGFloat(glyphs.count) }
}

/// A shaped word, its trailing spaces, or a truncated line: pieces in one or more runs.
struct ShapedWord {
    var pieces: [ShapedPiece]
    var isSpace: Bool
    let width: CGFloat
    /// Whether the line ends where no space is (a word too long for its line broken between
    /// characters, or a break between ideographs): joining the lines again adds no space.
    var breaksWithinWord = false

    init(pieces: [ShapedPiece], isSpace: Bool) {
        self.pieces = pieces
        self.isSpace = isSpace
        width = pieces.reduce(0) { $0 + $1.width }
    }
    var text: String { pieces.map(\.text).joined() }
    var characters: [TextCharacter] { TextToken.characters(of: pieces.lazy.map { ($0.text, $0.run, $0.level) }) }
}

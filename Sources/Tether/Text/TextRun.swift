import Foundation

/// A stretch of text in one font and spacing, as the text engine lays it out: a `Text`
/// becomes one run per differently styled piece.
struct TextRun: Hashable, Sendable {
    let text: String
    /// The scripts of `text`, found once when the run is made: the steps that depend on them
    /// (Han forms, line breaking, bidirectional levels, fallback faces) read them here.
    let scripts: TextScripts
    var font: ResolvedFont
    /// Points added after each glyph (`tracking`, else `kerning`).
    var spacing: CGFloat
    /// Points the run is raised above the line's baseline (`baselineOffset`).
    var baselineOffset: CGFloat
    /// The forms its Han ideographs are drawn in, from its typesetting language or locale.
    var hanForms: HanGlyphForms
    /// The image the run is, when it is one (`Text(Image(…))`): its `text` is then the one
    /// character `TextInlineImage.character`.
    var inlineImage: TextInlineImage?

    init(text: String, font: ResolvedFont, spacing: CGFloat = 0, baselineOffset: CGFloat = 0,
         hanForms: HanGlyphForms = .simplifiedChinese) {
        self.text = text
        scripts = TextScripts(scanning: text)
        self.font = font
        self.spacing = spacing
        self.baselineOffset = baselineOffset
        self.hanForms = hanForms
    }

    /// This run with its font (and spacing) scaled by `factor` (`minimumScaleFactor`).
    func scaled(by factor: CGFloat) -> TextRun {
        var run = self
        run.font.size *= factor
        run.font.lineHeight *= factor
        run.spacing *= factor
        run.inlineImage = inlineImage?.scaled(by: factor)
        return run
    }
}

/// How a run is painted: its fill and its lines. Kept apart from `TextRun`, which is all
/// that layout depends on.
struct TextRunPaint: Hashable, Sendable {
    /// The run's own fill; nil draws with the environment's foreground style.
    var foreground: ResolvedPaint?
    /// A fill behind the run's glyphs, as tall as its font's glyph box.
    var background: ResolvedPaint?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
}

/// A character of laid-out text: the run whose font and paint it takes and its embedding level
/// (`BidiParagraph`: 0 for left-to-right text).
typealias TextCharacter = (character: Character, run: Int, level: UInt8)

/// A word (characters between spaces, possibly from several runs) or a run of spaces.
struct TextToken {
    /// The word's text in pieces of one run and one embedding level each, in logical order.
    var pieces: [(text: String, run: Int, level: UInt8)]
    var isSpace: Bool
    /// Each character with its run and level.
    var characters: [TextCharacter] {
        TextToken.characters(of: pieces.lazy.map { ($0.text, $0.run, $0.level) })
    }

    /// Each character of `pieces` (texts in runs at levels) with its run and level.
    static func characters(of pieces: some Sequence<(text: String, run: Int, level: UInt8)>) -> [TextCharacter] {
        pieces.flatMap { piece in piece.text.map { ($0, piece.run, piece.level) } }
    }

    /// The paragraphs of `runs` (split at newlines) as words and spaces, and the run each
    /// paragraph starts in (an empty line takes that run's height). Where a line may break
    /// between two characters (between ideographs, `LineBreakRules`, or between the
    /// dictionary words of Thai, Lao, Khmer and Myanmar, `DictionaryLineBreaks`), each side
    /// is a word of its own, with no space between them.
    static func paragraphs(of runs: [TextRun]) -> [(tokens: [TextToken], run: Int)] {
        var paragraphs: [(tokens: [TextToken], run: Int)] = [([], 0)]
        var current: TextToken?
        let breaksBetweenCharacters = runs.contains { $0.scripts.contains(.ideographic) }
        // The positions (characters counted across the runs) before which a dictionary word starts.
        let dictionaryBreaks = runs.contains { $0.scripts.contains(.dictionary) }
            ? Set(DictionaryLineBreaks.breaks(in: runs.flatMap { Array($0.text) })) : []
        var position = 0
        var previous: Character?
        func flush() {
            if let token = current { paragraphs[paragraphs.count - 1].tokens.append(token) }
            current = nil
        }
        for (index, run) in runs.enumerated() {
            if paragraphs.count == 1 && paragraphs[0].tokens.isEmpty && current == nil { paragraphs[0].run = index }
            var pending = ""
            var pendingIsSpace = false
            func flushPending() {
                guard !pending.isEmpty else { return }
                if var token = current, token.isSpace == pendingIsSpace {
                    if token.pieces.last?.run == index { token.pieces[token.pieces.count - 1].text += pending }
                    else { token.pieces.append((pending, index, 0)) }
                    current = token
                } else {
                    flush()
                    current = TextToken(pieces: [(pending, index, 0)], isSpace: pendingIsSpace)
                }
                pending = ""
            }
            for ch in run.text {
                defer { position += 1 }
                if ch == "\n" {
                    flushPending(); flush()
                    paragraphs.append(([], index))
                    previous = nil
                    continue
                }
                let isSpace = ch == " "
                if !pending.isEmpty && isSpace != pendingIsSpace {
                    flushPending()
                } else if !isSpace, let previous,
                          breaksBetweenCharacters && LineBreakRules.allowsBreak(between: previous, and: ch)
                            || !dictionaryBreaks.isEmpty && dictionaryBreaks.contains(position) {
                    flushPending(); flush()
                }
                pendingIsSpace = isSpace
                pending.append(ch)
                previous = isSpace ? nil : ch
            }
            flushPending()
        }
        flush()
        return paragraphs
    }
}

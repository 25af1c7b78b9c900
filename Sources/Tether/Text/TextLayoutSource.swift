import Foundation

/// The laid-out text a `Text.Layout` reads, shared by all its lines, runs and slices: the
/// engine's lines of placed glyphs and, per run of the engine, how it is painted and the
/// custom attributes it carries. Each line is split, as Core Text splits it, into stretches of
/// glyphs of one piece of the text, one direction and one face.
final class TextLayoutSource {
    let laidOut: TextLayout
    let paints: [TextRunPaint]
    /// Each run's fill, resolved in the text's environment over its bounds.
    let fills: [Paint]
    /// Each run's background fill, if it has one.
    let backgrounds: [Paint?]
    let custom: [CustomTextAttributes]
    let environment: EnvironmentValues
    /// The glyph ranges of each line's runs, in drawing order.
    let runRanges: [[Range<Int>]]

    init(_ laidOut: TextLayout, paints: [TextRunPaint], fills: [Paint], backgrounds: [Paint?],
         custom: [CustomTextAttributes], environment: EnvironmentValues) {
        self.laidOut = laidOut
        self.paints = paints
        self.fills = fills
        self.backgrounds = backgrounds
        self.custom = custom
        self.environment = environment
        runRanges = laidOut.lines.map { line in
            var ranges: [Range<Int>] = []
            var start = 0
            for index in line.glyphs.indices.dropFirst() {
                let a = line.glyphs[index - 1], b = line.glyphs[index]
                if a.run != b.run || a.level != b.level || a.face != b.face {
                    ranges.append(start..<index)
                    start = index
                }
            }
            if !line.glyphs.isEmpty { ranges.append(start..<line.glyphs.count) }
            return ranges
        }
    }

    /// The engine run (piece of the text) the glyphs of `range` on `line` come from.
    func engineRun(line: Int, glyphs range: Range<Int>) -> Int { laidOut.lines[line].glyphs[range.lowerBound].run }

    /// The typographic bounds of glyphs `range` of `line`, where the line was laid out: from
    /// the first glyph's pen position to the last one's advance, on the run's own baseline,
    /// with its font's ascent, descent and leading.
    func bounds(line: Int, glyphs range: Range<Int>) -> Text.Layout.TypographicBounds {
        var bounds = Text.Layout.TypographicBounds()
        guard line < laidOut.lines.count, !range.isEmpty else { return bounds }
        let textLine = laidOut.lines[line]
        let first = textLine.glyphs[range.lowerBound], last = textLine.glyphs[range.upperBound - 1]
        let run = laidOut.runs[first.run]
        let metrics = TextEngine.metrics(for: run)
        bounds.origin = CGPoint(x: textLine.x + first.x, y: textLine.baseline - run.baselineOffset)
        bounds.width = last.x + last.advance - first.x
        bounds.ascent = metrics.ascent
        bounds.descent = metrics.descent
        bounds.leading = metrics.leading
        return bounds
    }

    /// The typographic bounds of `line` where it was laid out: as wide as its glyphs' advances,
    /// as tall above and below its baseline as its runs reach (their baseline offsets included).
    func bounds(line: Int) -> Text.Layout.TypographicBounds {
        var bounds = Text.Layout.TypographicBounds()
        guard line < laidOut.lines.count else { return bounds }
        let textLine = laidOut.lines[line]
        bounds.origin = CGPoint(x: textLine.x, y: textLine.baseline)
        bounds.width = textLine.width
        var runs = Set(textLine.glyphs.map(\.run))
        if runs.isEmpty, !laidOut.runs.isEmpty { runs = [0] }
        for index in runs where index < laidOut.runs.count {
            let run = laidOut.runs[index], metrics = TextEngine.metrics(for: run.font)
            bounds.ascent = max(bounds.ascent, metrics.ascent + max(run.baselineOffset, 0))
            bounds.descent = max(bounds.descent, metrics.descent + max(-run.baselineOffset, 0))
            bounds.leading = max(bounds.leading, metrics.leading)
        }
        return bounds
    }

    /// What glyphs `range` of `line` draw, moved by `shift`: their run's background, their
    /// outlines in the run's fill, colour glyphs as images, and the run's underline and
    /// strikethrough under them. Nothing when the shift is not finite or the range is empty.
    func items(line: Int, glyphs range: Range<Int>, shift: CGSize) -> [DisplayItem] {
        guard shift.width.isFinite, shift.height.isFinite, line < laidOut.lines.count else { return [] }
        let textLine = laidOut.lines[line]
        let range = range.clamped(to: 0..<textLine.glyphs.count)
        guard !range.isEmpty else { return [] }
        let first = textLine.glyphs[range.lowerBound], last = textLine.glyphs[range.upperBound - 1]
        let index = first.run
        guard index < laidOut.runs.count else { return [] }
        let run = laidOut.runs[index]
        let minX = textLine.x + first.x, maxX = textLine.x + last.x + last.advance
        var items: [DisplayItem] = []
        if index < backgrounds.count, let background = backgrounds[index] {
            let metrics = TextEngine.metrics(for: run)
            let rect = CGRect(x: minX, y: textLine.baseline - run.baselineOffset - metrics.ascent,
                              width: maxX - minX, height: metrics.ascent + metrics.descent)
            if rect.isFiniteRect, rect.width > 0, rect.height > 0 { items.append(.fill(Path(rect), background, FillStyle())) }
        }
        let outline = laidOut.outline(line: line, glyphs: range)
        if !outline.isEmpty, index < fills.count { items.append(.fill(outline, fills[index], FillStyle())) }
        items += laidOut.colorGlyphImages(line: line, glyphs: range)
        if run.inlineImage != nil, index < fills.count {
            for glyph in textLine.glyphs[range] {
                guard let (image, rect) = laidOut.inlineImage(glyph, on: textLine) else { continue }
                items += image.drawing(in: rect, fill: fills[index])
            }
        }
        if index < paints.count, index < fills.count {
            items += TextDrawing.decorations(of: paints[index], run: run, from: minX, to: maxX, baseline: textLine.baseline,
                                             fill: fills[index], environment: environment)
        }
        guard !items.isEmpty, shift != .zero else { return items }
        return [.group(transform: CGAffineTransform(translationX: shift.width, y: shift.height), opacity: 1, clip: nil, items: items)]
    }
}

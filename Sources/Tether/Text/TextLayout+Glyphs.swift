import Foundation

extension TextLayout {
    /// The outlines of glyphs `range` of line `index`, in the layout's space (points, y down):
    /// what the text engine's `path()` draws of them.
    func outline(line index: Int, glyphs range: Range<Int>) -> Path {
        var out = Path()
        guard index < lines.count else { return out }
        let line = lines[index]
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        for glyph in line.glyphs[range.clamped(to: line.glyphs.indices)] where glyph.run < runs.count {
            let face = glyph.face == FontFallback.primary ? FontLibrary.face(for: runs[glyph.run].font) : FontFallback.face(glyph.face)
            guard let face else { continue }
            let outline = face.outline(of: glyph.id)
            guard !outline.isEmpty else { continue }
            let scale = runs[glyph.run].font.size / face.unitsPerEm
            let t = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: line.x + glyph.x, ty: line.baseline - glyph.dy)
            out.addPath(outline, transform: t)
        }
        return out
    }

    /// The colour glyphs among glyphs `range` of line `index`, as images in the layout's
    /// space, placed as `colorGlyphImages(visible:)` places them.
    func colorGlyphImages(line index: Int, glyphs range: Range<Int>) -> [DisplayItem] {
        guard index < lines.count else { return [] }
        let line = lines[index]
        var items: [DisplayItem] = []
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        for glyph in line.glyphs[range.clamped(to: line.glyphs.indices)] where glyph.face != FontFallback.primary && glyph.run < runs.count {
            guard let face = FontFallback.face(glyph.face), face.hasColorBitmaps, let bitmap = face.colorBitmap(of: glyph.id) else { continue }
            let scale = runs[glyph.run].font.size / face.unitsPerEm
            let origin = CGPoint(x: line.x + glyph.x, y: line.baseline - glyph.dy)
            let rect = CGRect(x: origin.x + bitmap.bounds.minX * scale, y: origin.y - bitmap.bounds.maxY * scale,
                              width: bitmap.bounds.width * scale, height: bitmap.bounds.height * scale)
            guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { continue }
            items.append(.image(bitmap.image, rect))
        }
        return items
    }
}

extension TextDrawing {
    /// The underline and strikethrough `paint` asks for under a stretch of `run` from `minX`
    /// to `maxX` on a line whose baseline is at `baseline`, as text draws them.
    static func decorations(of paint: TextRunPaint, run: TextRun, from minX: CGFloat, to maxX: CGFloat, baseline: CGFloat,
                            fill: Paint, environment: EnvironmentValues) -> [DisplayItem] {
        guard paint.underline?.isActive == true || paint.strikethrough?.isActive == true else { return [] }
        let metrics = FontLibrary.decorationMetrics(for: run.font)
        var items: [DisplayItem] = []
        for (style, position) in [(paint.underline, metrics.underlinePosition), (paint.strikethrough, metrics.strikethroughPosition)] {
            guard let style, style.isActive else { continue }
            let y = baseline - run.baselineOffset - position
            let line = TextDecorationLine.path(from: minX, to: maxX, y: y, thickness: metrics.thickness, pattern: style.pattern)
            items.append(.fill(line, style.color.map { Paint.solid($0.rgba(in: environment)) } ?? fill, FillStyle()))
        }
        return items
    }
}

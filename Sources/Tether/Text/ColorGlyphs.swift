import Foundation

extension TextLayout {
    /// The colour glyphs of the layout (emoji from Noto Color Emoji) as images in the
    /// layout's space (points, y down), each scaled from the font's bitmap to its run's size
    /// and placed on its line's baseline. As on iOS, a colour glyph keeps its own colours:
    /// the run's foreground style does not paint it. With `visible`, only images reaching into
    /// that rectangle are included.
    func colorGlyphImages(visible: CGRect? = nil) -> [DisplayItem] {
        guard lines.contains(where: { $0.glyphs.contains { $0.face != FontFallback.primary } }) else { return [] }
        var items: [DisplayItem] = []
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        for line in lines {
            for glyph in line.glyphs where glyph.face != FontFallback.primary {
                guard let face = FontFallback.face(glyph.face), face.hasColorBitmaps,
                      let bitmap = face.colorBitmap(of: glyph.id) else { continue }
                let scale = runs[glyph.run].font.size / face.unitsPerEm
                let origin = CGPoint(x: line.x + glyph.x, y: line.baseline - glyph.dy)
                let rect = CGRect(x: origin.x + bitmap.bounds.minX * scale, y: origin.y - bitmap.bounds.maxY * scale,
                                  width: bitmap.bounds.width * scale, height: bitmap.bounds.height * scale)
                guard rect.isFiniteRect, rect.width > 0, rect.height > 0, visible.map(rect.intersects) ?? true else { continue }
                items.append(.image(bitmap.image, rect))
            }
        }
        return items
    }
}

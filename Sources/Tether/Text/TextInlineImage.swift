import Foundation

/// An image inside a text, as SwiftUI draws `Text(Image(systemName: "star.fill"))`,
/// `Text("\(Image(systemName: "star")) 4.5")` or `Text(Image("logo")) + Text(" Pro")`: laid
/// out as one character of the line, as wide as the image, sitting on the baseline.
///
/// A symbol takes the size of its run's font (times the `imageScale`), in the line-tall frame
/// a symbol image has beside text, its square centred on the line, and is filled with the run's
/// foreground style, as SF Symbols are drawn in text. A bitmap or catalog image keeps its
/// natural size (`resizable()` has no effect in text) with its bottom on the baseline, as
/// text attachments sit, so a tall image makes its line taller; a template image is filled
/// with the run's foreground style.
struct TextInlineImage: Hashable, Sendable {
    enum Content: Equatable, Sendable {
        /// A symbol's glyph, mirrored in right-to-left text when it points forward or backward.
        case symbol(SymbolGlyph, mirrored: Bool)
        /// A symbol Tether has no glyph for: a crossed box, as `Image(systemName:)` draws it.
        case unknownSymbol
        case bitmap(RasterImage, isTemplate: Bool)
        /// A catalog image that cannot be found: nothing, in no space.
        case missing
    }
    var content: Content
    /// The pen's advance over the image.
    var width: CGFloat
    /// How far the image reaches above and below the baseline.
    var ascent: CGFloat
    var descent: CGFloat

    /// The character an inline image stands for in the text's string (U+FFFC OBJECT
    /// REPLACEMENT CHARACTER, as in attributed strings with attachments).
    static let character: Character = "\u{FFFC}"

    // Layouts are cached by their runs: the box is all layout depends on, so only it is hashed.
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(ascent)
        hasher.combine(descent)
    }

    /// This image scaled by `factor` (`minimumScaleFactor`): its box, and what is drawn in it.
    func scaled(by factor: CGFloat) -> TextInlineImage {
        var image = self
        image.width *= factor
        image.ascent *= factor
        image.descent *= factor
        return image
    }

    /// `image` as it is laid out in a run of text drawn in `font` in `env`; problems (an
    /// unknown symbol, a missing catalog image) go to `report`.
    init(_ image: Image, font: ResolvedFont, in env: EnvironmentValues, report: (Diagnostic.Kind, String) -> Void) {
        switch image.source {
        case .symbol(let named):
            let name = Image.drawnSymbolName(named, in: env)
            var pointSize = font.size * env.imageScale.factor
            if !(pointSize.isFinite && pointSize >= 0) || pointSize > SymbolCatalog.maximumPointSize {
                report(.invalidGeometry, "Symbol '\(name)' in text at \(pointSize) pt is outside what Tether draws; drawing it at \(SymbolCatalog.maximumPointSize) pt at most")
                pointSize = pointSize.isFinite && pointSize >= 0 ? SymbolCatalog.maximumPointSize : 0
            }
            if let glyph = SymbolCatalog.glyph(systemName: name, pointSize: pointSize) {
                content = .symbol(glyph, mirrored: SymbolCatalog.isDirectional(name) && env.layoutDirection == .rightToLeft)
            } else if let fontError = SymbolCatalog.fontError() {
                content = .unknownSymbol
                report(.missingFont, fontError)
            } else {
                content = .unknownSymbol
                report(.unknownSymbol, "No symbol named '\(name)' in Tether's symbol table; drawing a placeholder in the text")
            }
            width = pointSize
            ascent = pointSize * SystemFontMetrics.ascent
            descent = pointSize * SystemFontMetrics.descent
        case .bitmap(let raster):
            content = .bitmap(raster, isTemplate: image.templateRenderingMode == .template)
            (width, ascent, descent) = (raster.pointSize.width, raster.pointSize.height, 0)
        case .catalog(let name, let bundle):
            switch AssetCatalogs.cachedImage(named: name, bundle: bundle) {
            case .success(let raster):
                content = .bitmap(raster, isTemplate: image.rendersCatalogImageAsTemplate(named: name, bundle: bundle))
                (width, ascent, descent) = (raster.pointSize.width, raster.pointSize.height, 0)
            case .failure(let problem):
                // As an image view, a text draws nothing for an image it cannot find.
                report(.missingResource, problem.message)
                content = .missing
                (width, ascent, descent) = (0, 0, 0)
            }
        }
    }

    /// What is drawn of the image in `rect` (its box on the line), filled with `fill` where it
    /// takes the text's style.
    func drawing(in rect: CGRect, fill: Paint) -> [DisplayItem] {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return [] }
        switch content {
        case .symbol(let glyph, let mirrored):
            return SymbolDrawing.items(glyph: glyph, in: rect, paint: fill, mirrored: mirrored)
        case .unknownSymbol:
            return SymbolDrawing.items(glyph: nil, in: rect, paint: fill, mirrored: false)
        case .bitmap(let raster, let isTemplate):
            return BitmapDrawing.items(raster, in: rect, fill: isTemplate ? fill : nil)
        case .missing:
            return []
        }
    }
}

extension Text {
    /// Mirrors `Text(_:)` for an `Image` (iOS 14): the image as a text, to be joined with
    /// others (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`) and styled as text.
    public init(_ image: Image) { self.init(segment: .image(image)) }
}

extension TextLayout {
    /// The inline images on the lines, each with its box in the layout's space and its run;
    /// with `visible`, only those reaching into that rectangle.
    func inlineImages(visible: CGRect? = nil) -> [(image: TextInlineImage, rect: CGRect, run: Int)] {
        guard runs.contains(where: { $0.inlineImage != nil }) else { return [] }
        var placed: [(image: TextInlineImage, rect: CGRect, run: Int)] = []
        for line in lines {
            for glyph in line.glyphs {
                guard let (image, rect) = inlineImage(glyph, on: line), visible.map(rect.intersects) ?? true else { continue }
                placed.append((image, rect, glyph.run))
            }
        }
        return placed
    }

    /// The inline image `glyph` of `line` stands for, with its box in the layout's space; nil
    /// for a glyph of text.
    func inlineImage(_ glyph: PlacedGlyph, on line: TextLine) -> (TextInlineImage, CGRect)? {
        guard glyph.face == FontFallback.inlineImage, glyph.run < runs.count, let image = runs[glyph.run].inlineImage else { return nil }
        return (image, CGRect(x: line.x + glyph.x, y: line.baseline - glyph.dy - image.ascent,
                              width: image.width, height: image.ascent + image.descent))
    }
}

import Foundation

/// Text's layout: HarfBuzz-shaped lines, wrapped at the proposed width; a limited height
/// keeps only the lines that fit (at least one). Text that does not fit shrinks first, down
/// to `minimumScaleFactor`.
struct TextLayoutNode: NodeLayout, Equatable {
    /// The text as resolved (looked up and formatted), for dumps and tests.
    let text: Text
    let runs: [TextRun]
    /// The environment's font: the height of a line when fitting lines to a height.
    let font: ResolvedFont
    let lineLimit: Int?
    /// The lines the text is at least as tall as (`lineLimit` ranges, `reservesSpace`).
    var reservedLines: Int? = nil
    let lineSpacing: CGFloat
    let minimumScaleFactor: CGFloat
    let alignment: TextAlignment
    let truncation: TextTruncation
    /// Whether a line that would be truncated is tightened instead when that is enough.
    var allowsTightening = false
    /// Pixels per point of the display (`displayScale`) whose pixel grid the size fills.
    var pixelScale: CGFloat = 2
    /// The `TextRenderer` the text draws with, whose `sizeThatFits` sizes it.
    var renderer: AnyTextRenderer? = nil

    /// The text laid out for `p`, remembered on `node` until its layout is invalidated
    /// (stacks ask for many proposals while measuring, aligning and drawing; those that differ
    /// only in a height that fits the same number of lines share one layout).
    func layout(_ p: ProposedViewSize, node: ViewNode) -> TextLayout {
        let memo: TextLayoutMemo
        if let existing = node.layoutCache as? TextLayoutMemo {
            memo = existing
        } else {
            memo = TextLayoutMemo()
            node.layoutCache = memo
        }
        let request = TextLayoutMemo.Request(width: p.width, height: minimumScaleFactor < 1 ? p.height : nil,
                                             lineLimit: lineLimit(for: p))
        if let known = memo.layouts[request] { return known }
        let laidOut = layout(request)
        memo.layouts[request] = laidOut
        return laidOut
    }

    func layout(_ p: ProposedViewSize) -> TextLayout {
        layout(TextLayoutMemo.Request(width: p.width, height: minimumScaleFactor < 1 ? p.height : nil, lineLimit: lineLimit(for: p)))
    }

    private func layout(_ request: TextLayoutMemo.Request) -> TextLayout {
        let full = layout(runs, request)
        guard minimumScaleFactor < 1, !fits(full, request) else { return full }
        // The largest scale, down to the minimum, at which the text fits (binary search).
        var low = max(minimumScaleFactor, 0.01), high: CGFloat = 1
        var best = layout(runs.map { $0.scaled(by: low) }, request)
        guard fits(best, request) else { return best }
        for _ in 0..<8 {
            let mid = (low + high) / 2
            let candidate = layout(runs.map { $0.scaled(by: mid) }, request)
            if fits(candidate, request) { low = mid; best = candidate } else { high = mid }
        }
        return best
    }

    private func layout(_ runs: [TextRun], _ request: TextLayoutMemo.Request) -> TextLayout {
        let limit = request.height.map { h in min(request.lineLimit ?? Int.max, fittingLines(h, runs: runs)) } ?? request.lineLimit
        var laidOut = TextEngine.layout(runs, maxWidth: request.width, lineLimit: limit, lineSpacing: lineSpacing,
                                        alignment: alignment, truncation: truncation, allowsTightening: allowsTightening)
        // Reserved lines the text does not fill add a line pitch each below its last line.
        if let reserved = reservedLines, reserved > max(laidOut.lines.count, 1) {
            laidOut.size.height += CGFloat(reserved - max(laidOut.lines.count, 1)) * (font.lineHeight + lineSpacing)
        }
        return laidOut
    }

    private func fits(_ laidOut: TextLayout, _ request: TextLayoutMemo.Request) -> Bool {
        !laidOut.isTruncated && (request.height.map { laidOut.size.height <= $0 + 0.001 } ?? true)
    }

    /// The number of lines (at least one) of the runs' tallest font that fit in `height`:
    /// the first line's glyph box, then a line pitch (and `lineSpacing`) per further line.
    private func fittingLines(_ height: CGFloat, runs: [TextRun]) -> Int {
        guard height.isFinite else { return Int.max }
        let tallest = (runs.map(\.font) + [font]).max { $0.lineHeight < $1.lineHeight } ?? font
        let metrics = TextEngine.metrics(for: tallest)
        let further = (height - metrics.ascent - metrics.descent + 0.001) / max(tallest.lineHeight + lineSpacing, 1)
        return max(1, 1 + Int(saturating: further.rounded(.down)))
    }

    /// `lineLimit`, lowered to the number of lines a finite proposed height fits.
    private func lineLimit(for p: ProposedViewSize) -> Int? {
        guard let h = p.height, h.isFinite, minimumScaleFactor >= 1 else { return lineLimit }
        return min(lineLimit ?? Int.max, fittingLines(h, runs: runs))
    }
    /// The laid-out size rounded up to whole pixels of the display, as SwiftUI sizes text
    /// (a line of body text, 20.29 pt, is 20.5 pt tall at 2x and 20.33 pt at 3x).
    /// Under a `TextRenderer`, the renderer's `sizeThatFits` decides (a size that is not
    /// finite and non-negative is reported and the text's own taken).
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let renderer else { return ownSize(p, node: node) }
        let size = renderer.base.sizeThatFits(proposal: p, text: TextProxy { ownSize($0, node: node) })
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            node.graph.report(.invalidGeometry, "TextRenderer.sizeThatFits returned \(size); using the text's own size", at: node)
            return ownSize(p, node: node)
        }
        return size
    }
    /// The text's own size for `p`.
    private func ownSize(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = layout(p, node: node).size
        return CGSize(width: (size.width * pixelScale).rounded(.up) / pixelScale,
                      height: (size.height * pixelScale).rounded(.up) / pixelScale)
    }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout(proposal, node: node).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout(proposal, node: node).lastBaseline }
        return nil
    }
}

/// A text node's layouts per proposal, kept in the node's layout cache.
final class TextLayoutMemo {
    /// What a layout depends on from the proposal.
    struct Request: Hashable {
        var width: CGFloat?
        /// The proposed height, when the text may shrink to fit it.
        var height: CGFloat?
        var lineLimit: Int?
    }
    var layouts: [Request: TextLayout] = [:]
}

/// Draws text as glyph outlines filled with each run's colour, colour glyphs (emoji) as
/// images, and its underlines and strikethroughs.
struct TextDrawing: NodeDrawing {
    let layout: TextLayoutNode
    let paints: [TextRunPaint]

    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        draw(size: size, environment: environment, node: node, visible: nil)
    }

    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode, visible: CGRect?) -> [DisplayItem] {
        let laidOut = layout.layout(node.proposal, node: node)
        let bounds = CGRect(origin: .zero, size: size)
        let styles = paints.map { $0.foreground ?? .foreground(level: 0) }
        let fills = styles.map { $0.paint(in: environment, bounds: bounds) }
        if environment.drawsRedacted { return redacted(laidOut, fill: fills.first ?? .solid(Color.primary.rgba(in: environment))) }
        if let renderer = environment.textRenderer {
            return rendered(laidOut, with: renderer, size: size, fills: fills, environment: environment, node: node, visible: visible)
        }
        var items = backgrounds(of: laidOut, in: environment, bounds: bounds, visible: visible)
        // Runs that share a style are drawn as one path, in the order the styles first appear.
        var groups: [(first: Int, runs: Set<Int>)] = []
        var groupOfStyle: [ResolvedPaint: Int] = [:]
        for (run, style) in styles.enumerated() {
            if let group = groupOfStyle[style] {
                groups[group].runs.insert(run)
            } else {
                groupOfStyle[style] = groups.count
                groups.append((run, [run]))
            }
        }
        for group in groups {
            let path = groups.count == 1 ? laidOut.path(visible: visible)
                : laidOut.path(runs: { group.runs.contains($0) }, visible: visible)
            if !path.isEmpty { items.append(.fill(path, fills[group.first], FillStyle())) }
        }
        items += laidOut.colorGlyphImages(visible: visible)
        for placed in laidOut.inlineImages(visible: visible) where placed.run < fills.count {
            items += placed.image.drawing(in: placed.rect, fill: fills[placed.run])
        }
        // Underlines and strikethroughs, with each decorated run's metrics looked up once.
        let decorated = paints.indices.filter { paints[$0].underline?.isActive == true || paints[$0].strikethrough?.isActive == true }
        guard !decorated.isEmpty else { return items }
        var metricsOfRun: [Int: (underlinePosition: CGFloat, strikethroughPosition: CGFloat, thickness: CGFloat)] = [:]
        for run in decorated where run < laidOut.runs.count { metricsOfRun[run] = FontLibrary.decorationMetrics(for: laidOut.runs[run].font) }
        for span in laidOut.runSpans() {
            guard let metrics = metricsOfRun[span.run] else { continue }
            let paint = paints[span.run]
            for (style, position) in [(paint.underline, metrics.underlinePosition), (paint.strikethrough, metrics.strikethroughPosition)] {
                guard let style, style.isActive else { continue }
                let y = span.baseline - laidOut.runs[span.run].baselineOffset - position
                let line = TextDecorationLine.path(from: span.minX, to: span.maxX, y: y, thickness: metrics.thickness, pattern: style.pattern)
                let fill = style.color.map { Paint.solid($0.rgba(in: environment)) } ?? fills[span.run]
                items.append(.fill(line, fill, FillStyle()))
            }
        }
        return items
    }
}

extension TextDrawing {
    /// The fills behind runs with a background colour: per stretch of a line, as wide as the
    /// stretch's glyphs and as tall as its font's glyph box (moved with its baseline offset).
    func backgrounds(of laidOut: TextLayout, in environment: EnvironmentValues, bounds: CGRect, visible: CGRect?) -> [DisplayItem] {
        guard paints.contains(where: { $0.background != nil }) else { return [] }
        var items: [DisplayItem] = []
        for span in laidOut.runSpans() where span.run < paints.count && span.run < laidOut.runs.count {
            guard let background = paints[span.run].background else { continue }
            let run = laidOut.runs[span.run]
            let metrics = TextEngine.metrics(for: run)
            let rect = CGRect(x: span.minX, y: span.baseline - run.baselineOffset - metrics.ascent,
                              width: span.maxX - span.minX, height: metrics.ascent + metrics.descent)
            guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
                  visible.map(rect.intersects) ?? true else { continue }
            items.append(.fill(Path(rect), background.paint(in: environment, bounds: bounds), FillStyle()))
        }
        return items
    }

    /// Redacted text: a placeholder box per line, from about the cap height to just below
    /// the baseline of the line's largest font, as wide as the line.
    func redacted(_ laidOut: TextLayout, fill: Paint) -> [DisplayItem] {
        var path = Path()
        for line in laidOut.lines where line.width > 0 {
            let size = Set(line.glyphs.map(\.run)).map { laidOut.runs[$0].font.size }.max() ?? 0
            path.addPath(RedactionPlaceholder.box(CGRect(x: line.x, y: line.baseline - size * 0.72, width: line.width, height: size * 0.82)))
        }
        return path.isEmpty ? [] : [.fill(path, RedactionPlaceholder.paint(fill), FillStyle())]
    }
}

/// The rectangles of an underline or strikethrough, dashed by its pattern.
enum TextDecorationLine {
    static func path(from minX: CGFloat, to maxX: CGFloat, y: CGFloat, thickness: CGFloat, pattern: Text.LineStyle.Pattern) -> Path {
        var path = Path()
        guard maxX > minX, thickness > 0, (maxX - minX).isFinite, y.isFinite, thickness.isFinite else { return path }
        let top = y - thickness / 2
        // A line too long for its dashes (huge tracking) is drawn solid: at most 10,000 dashes.
        let period = pattern.dashes.reduce(0, +) * thickness
        guard !pattern.dashes.isEmpty, period > 0, (maxX - minX) / period * CGFloat(pattern.dashes.count) < 10_000 else {
            path.addRect(CGRect(x: minX, y: top, width: maxX - minX, height: thickness))
            return path
        }
        var x = minX, index = 0
        while x < maxX {
            let length = pattern.dashes[index % pattern.dashes.count] * thickness
            if index % 2 == 0 { path.addRect(CGRect(x: x, y: top, width: min(length, maxX - x), height: thickness)) }
            x += max(length, 0.1)
            index += 1
        }
        return path
    }
}

extension Text: ResolvableView {
    func resolve(in node: ViewNode) {
        let env = node.environment
        let truncation: TextTruncation
        if env.clipsTextPastLineLimit {
            truncation = .clip
        } else {
            switch env.truncationMode {
            case .head: truncation = .head
            case .middle: truncation = .middle
            case .tail: truncation = .tail
            }
        }
        var limit = env.lineLimit
        if let l = limit, l < 1 {
            node.graph.report(.invalidGeometry, "lineLimit must be at least 1; using 1", at: node)
            limit = 1
        }
        var reserved = env.textLineLimits.reserved
        if let r = reserved, r < 1 || r > 1_000 {
            node.graph.report(.invalidGeometry, "a line limit reserving \(r) lines is outside 1...1000; reserving none", at: node)
            reserved = nil
        }
        if let r = reserved, let l = limit, r > l { reserved = l }
        var factor = env.minimumScaleFactor
        if !(factor > 0 && factor <= 1) {
            if factor != 1 { node.graph.report(.invalidGeometry, "minimumScaleFactor must be in 0...1 (not \(factor)); using 1", at: node) }
            factor = 1
        }
        var spacing = env.lineSpacing
        if !spacing.isFinite {
            node.graph.report(.invalidGeometry, "lineSpacing must be finite (not \(spacing)); using 0", at: node)
            spacing = 0
        }
        let shown = localized(for: node).cased(env.textCase, locale: env.locale)
        let (runs, paints) = shown.runs(in: env) { node.graph.report($0, $1, at: node) }
        let layout = TextLayoutNode(text: shown, runs: runs, font: Text.leadingFont(of: runs, in: env), lineLimit: limit,
                                    reservedLines: reserved, lineSpacing: spacing, minimumScaleFactor: factor,
                                    alignment: env.multilineTextAlignment.onScreen(in: env.layoutDirection), truncation: truncation,
                                    allowsTightening: env.allowsTightening, pixelScale: env.pixelScale, renderer: env.textRenderer)
        node.layout = layout
        node.drawing = TextDrawing(layout: layout, paints: paints)
        node.setChildren([])
        if let message = FontLibrary.textFontError() { node.graph.report(.missingFont, message, at: node) }
        if let message = runs.lazy.compactMap({ FontLibrary.designFontError($0.font.design) }).first {
            node.graph.report(.missingFont, message, at: node)
        }
        if let message = runs.lazy.compactMap({ FontLibrary.smallCapitalsError($0.font) }).first {
            node.graph.report(.missingFont, message, at: node)
        }
        if let message = runs.lazy.filter({ $0.inlineImage == nil && $0.scripts.contains(.nonASCII) }).compactMap({ FontFallback.missingFontError(in: $0.text) }).first {
            node.graph.report(.missingFont, message, at: node)
        }
        let outer = env.textAttributes
        if let message = shown.pieces.lazy.compactMap({ $0.attributes.typesettingLanguage ?? outer.typesettingLanguage })
            .compactMap(TypesettingLanguage.problem(with:)).first {
            node.graph.report(.other, message, at: node)
        }
        if let reason = DictionaryLineBreaks.unavailableReason, runs.contains(where: { $0.scripts.contains(.dictionary) }) {
            node.graph.report(.other, reason, at: node)
        }
    }
}

extension TextAlignment {
    /// Where the lines go on screen: in right to left, leading lines are flush right and
    /// trailing ones flush left, as SwiftUI aligns multiline text.
    func onScreen(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}

import Foundation

/// A string as UIKit's string drawing (`NSString(NSStringDrawing)` and
/// `NSAttributedString(NSStringDrawing)`) lays it out, which SwiftUI and UIKit code uses to
/// size views to a text and to draw text in `draw(_:)`: measured by Tether's text engine as a
/// `Text` concatenation of its runs is (each run's `font`, `kern` and `baselineOffset`; the
/// first paragraph style's `alignment` and `lineSpacing`), one line per line of the string
/// unless it wraps. Without a font UIKit measures in Helvetica 12; Tether measures in its
/// system font at 12 points.
struct DrawnString {
    /// The string's characters and its runs of attributes.
    let characters: NSString
    let runs: [LabelTextRun]
    /// What the drawing is called in diagnostics.
    let operation: String
    /// The alignment of every line, over the first paragraph style's (a `CATextLayer`'s
    /// `alignmentMode`).
    var alignmentOverride: TextAlignment? = nil

    /// A plain string whose attributes are `attributes`.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?, operation: String) {
        characters = string as NSString
        runs = [LabelTextRun(range: NSRange(location: 0, length: characters.length), attributes: attributes ?? [:])]
        self.operation = operation
    }

    /// An attributed string, run by run.
    init(_ string: NSAttributedString, operation: String) {
        characters = string.string as NSString
        runs = string.labelTextRuns
        self.operation = operation
    }

    /// The size of a string no font attribute gives one.
    static let defaultPointSize: CGFloat = 12

    /// The first paragraph style, which sets the alignment and line spacing of every line.
    private var paragraphStyle: NSParagraphStyle? { runs.first?.attributes[.paragraphStyle] as? NSParagraphStyle }
    private var alignment: TextAlignment { alignmentOverride ?? paragraphStyle?.alignment.textAlignment ?? .leading }
    private var lineSpacing: CGFloat {
        let spacing = paragraphStyle?.lineSpacing ?? 0
        return spacing.isFinite && spacing >= 0 ? spacing : 0
    }

    /// The string laid out with its fonts at `scale` of their sizes, wrapped at `width` (nil:
    /// not wrapped), at most `lineLimit` lines (the last truncated with an ellipsis where
    /// `truncation` says).
    func layout(width: CGFloat?, lineLimit: Int? = nil, scale: CGFloat = 1, reports: Bool = false,
                truncation: TextTruncation = .tail) -> TextLayout {
        var environment = EnvironmentValues()
        let fallback = UIFont.systemFont(ofSize: Self.defaultPointSize * scale)
        environment.font = fallback.font
        let operation = operation
        let text = LabelTextRun.text(of: characters, runs, fallbackFont: fallback,
                                     adjust: { scale == 1 ? $0 : $0.withSize($0.pointSize * scale) },
                                     report: { if reports { UpdatingHost.reportMisuse("\(operation): \($0)") } })
        return TextEngine.layout(text.runs(in: environment).runs, maxWidth: width, lineLimit: lineLimit, lineSpacing: lineSpacing,
                                 alignment: alignment, truncation: truncation)
    }

    /// The fill of each run's glyphs: its `foregroundColor` (black without one), the link
    /// colour for a link.
    private var runColors: [RGBA] {
        runs.map { run in
            if let link = run.attributes[.link], LabelTextRun.isLink(link) {
                return UIColor.link.rgba
            }
            return (run.attributes[.foregroundColor] as? UIColor)?.rgba ?? .black
        }
    }

    /// What measuring with options found: the layout, its bounding rectangle (relative to the
    /// line fragment origin, or to the first baseline's origin without
    /// `usesLineFragmentOrigin`) and the scale its fonts were shrunk to.
    struct Measurement {
        var layout: TextLayout
        var bounds: CGRect
        var scale: CGFloat
        /// Points from the rectangle's origin down to the top of the first line.
        var top: CGFloat
    }

    /// Mirrors `boundingRect(with:options:…)`: with `usesLineFragmentOrigin` the string wraps
    /// at `size.width` (when positive), and with `truncatesLastVisibleLine` too it keeps the
    /// lines that fit `size.height` (when positive); without it the string is set on one line
    /// per line of the string, its origin the first baseline's. A `context` whose
    /// `minimumScaleFactor` is between 0 and 1 shrinks the fonts, as little as needed and no
    /// further than that factor, to fit `size`; it receives the scale and the bounds.
    func measure(in size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> Measurement {
        let fragments = options.contains(.usesLineFragmentOrigin)
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let height = size.height.isFinite && size.height > 0 ? size.height : nil
        let wraps = fragments ? width : nil
        let truncates = fragments && options.contains(.truncatesLastVisibleLine) ? height : nil
        if !(size.width.isFinite || size.width == .infinity) || !(size.height.isFinite || size.height == .infinity) {
            UpdatingHost.reportMisuse("\(operation): the size \(size) is not a size; measured unconstrained")
        }

        func laidOut(at scale: CGFloat) -> TextLayout {
            let full = layout(width: wraps, scale: scale, reports: scale == 1)
            guard let truncates, full.lines.count > 1 else { return full }
            let descent = full.size.height - full.lastBaseline
            let fitting = full.lines.prefix { $0.baseline + descent <= truncates + 0.01 }.count
            return fitting < full.lines.count ? layout(width: wraps, lineLimit: max(1, fitting), scale: scale) : full
        }
        func fits(_ layout: TextLayout) -> Bool {
            if let width, layout.lines.contains(where: { $0.width > width + 0.01 }) { return false }
            if fragments, let height, layout.size.height > height + 0.01 { return false }
            return !layout.isTruncated
        }

        var scale: CGFloat = 1
        var best = laidOut(at: 1)
        if let minimum = context?.minimumScaleFactor, minimum.isFinite, minimum > 0, minimum < 1, !fits(best) {
            // The largest scale that fits, to a thousandth of the font sizes.
            var low = minimum, high: CGFloat = 1
            best = laidOut(at: low)
            scale = low
            if fits(best) {
                while high - low > 0.001 {
                    let middle = (low + high) / 2
                    let candidate = laidOut(at: middle)
                    if fits(candidate) { low = middle; best = candidate; scale = middle } else { high = middle }
                }
            }
        }

        let top = fragments ? 0 : -best.firstBaseline
        var bounds = CGRect(x: 0, y: top, width: best.size.width, height: best.size.height)
        if options.contains(.usesDeviceMetrics) {
            let ink = best.path().boundingRect
            bounds = ink.isNull || ink.isEmpty ? CGRect(x: 0, y: top, width: 0, height: 0) : ink.offsetBy(dx: 0, dy: top)
        }
        context?.actualScaleFactor = scale
        context?.totalBounds = bounds
        return Measurement(layout: best, bounds: bounds, scale: scale, top: top)
    }

    #if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
    /// Draws the string into the current context: its glyph outlines filled with each run's
    /// colour, the top of its first line at `rect`'s origin, wrapped at its width and clipped to
    /// it when `clips`.
    func draw(in rect: CGRect, clips: Bool) {
        guard let context = UIGraphicsContextStack.context(for: operation) else { return }
        guard context.finite(rect.minX, rect.minY, clips ? rect.width : 0, clips ? rect.height : 0, operation) else { return }
        let frame = rect.standardized
        let laidOut = layout(width: clips ? frame.width : nil, reports: true)
        fill(laidOut, at: CGPoint(x: frame.minX + blockOffset(of: laidOut, in: clips ? frame.width : nil), y: frame.minY),
             clip: clips ? frame : nil, in: context)
    }

    /// Mirrors `draw(with:options:…)`: the string laid out as `measure` lays it out in
    /// `rect.size`, from `rect`'s origin (the top left of the first line with
    /// `usesLineFragmentOrigin`, else its baseline's origin); not clipped.
    func draw(with rect: CGRect, options: NSStringDrawingOptions, context drawingContext: NSStringDrawingContext?) {
        guard let context = UIGraphicsContextStack.context(for: operation) else { return }
        guard context.finite(rect.minX, rect.minY, 0, 0, operation) else { return }
        let measured = measure(in: rect.size, options: options, context: drawingContext)
        let width = options.contains(.usesLineFragmentOrigin) && rect.width.isFinite && rect.width > 0 ? rect.width : nil
        fill(measured.layout, at: CGPoint(x: rect.minX + blockOffset(of: measured.layout, in: width), y: rect.minY + measured.top),
             clip: nil, in: context)
    }

    /// How far the lines move right to take their alignment in a rectangle `width` wide.
    func blockOffset(of layout: TextLayout, in width: CGFloat?) -> CGFloat {
        guard let width, width > layout.size.width else { return 0 }
        switch alignment {
        case .leading: return 0
        case .center: return (width - layout.size.width) / 2
        case .trailing: return width - layout.size.width
        }
    }

    /// Fills the glyphs of `layout` placed at `origin`, each run in its colour.
    func fill(_ layout: TextLayout, at origin: CGPoint, clip: CGRect?, in context: CGContext) {
        let colors = runColors
        let placement = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(context.state.ctm)
        let visible = clip.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        context.saveGState()
        defer { context.restoreGState() }
        if let clip { context.clip(to: clip) }
        // Runs of one colour are filled together.
        for color in Set(colors) {
            let glyphs = layout.path(runs: { $0 < colors.count && colors[$0] == color }, visible: visible)
            guard !glyphs.isEmpty else { continue }
            context.state.fillColor = color
            context.recordFill(glyphs.applying(placement), evenOdd: false)
        }
    }
    #endif
}

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension NSString {
    /// Mirrors UIKit's `draw(at:withAttributes:)`: the string on unwrapped lines, the top of
    /// the first at `point`, in the current context, with the `font`, `kern`,
    /// `baselineOffset` and `foregroundColor` attributes (Tether's system font at 12 points
    /// without a font).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        DrawnString(String(describing: self), attributes: attrs, operation: "NSString.draw(at:withAttributes:)")
            .draw(in: CGRect(origin: point, size: .zero), clips: false)
    }
    /// Mirrors UIKit's `draw(in:withAttributes:)`: the string wrapped at the rectangle's width
    /// and clipped to it, its lines aligned by the paragraph style.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        DrawnString(String(describing: self), attributes: attrs, operation: "NSString.draw(in:withAttributes:)")
            .draw(in: rect, clips: true)
    }
    /// Mirrors UIKit's `draw(with:options:attributes:context:)` (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        DrawnString(String(describing: self), attributes: attributes, operation: "NSString.draw(with:options:attributes:context:)")
            .draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    /// Mirrors UIKit's `draw(at:withAttributes:)` on Swift strings.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        DrawnString(String(self), attributes: attrs, operation: "String.draw(at:withAttributes:)")
            .draw(in: CGRect(origin: point, size: .zero), clips: false)
    }
    /// Mirrors UIKit's `draw(in:withAttributes:)` on Swift strings.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        DrawnString(String(self), attributes: attrs, operation: "String.draw(in:withAttributes:)")
            .draw(in: rect, clips: true)
    }
    /// Mirrors UIKit's `draw(with:options:attributes:context:)` on Swift strings.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        DrawnString(String(self), attributes: attributes, operation: "String.draw(with:options:attributes:context:)")
            .draw(with: rect, options: options, context: context)
    }
}

extension NSAttributedString {
    /// Mirrors UIKit's `draw(at:)`: the string on unwrapped lines, the top of the first at
    /// `point`, each run in its font and colour.
    public func draw(at point: CGPoint) {
        DrawnString(self, operation: "NSAttributedString.draw(at:)").draw(in: CGRect(origin: point, size: .zero), clips: false)
    }
    /// Mirrors UIKit's `draw(in:)`: the string wrapped at the rectangle's width and clipped to it.
    public func draw(in rect: CGRect) {
        DrawnString(self, operation: "NSAttributedString.draw(in:)").draw(in: rect, clips: true)
    }
    /// Mirrors UIKit's `draw(with:options:context:)` (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        DrawnString(self, operation: "NSAttributedString.draw(with:options:context:)").draw(with: rect, options: options, context: context)
    }
}
#endif

extension NSString {
    /// Mirrors UIKit's `size(withAttributes:)`: the widest line's advance by the lines' height
    /// (not rounded).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        DrawnString(String(describing: self), attributes: attrs, operation: "NSString.size(withAttributes:)").layout(width: nil, reports: true).size
    }
    /// Mirrors UIKit's `boundingRect(with:options:attributes:context:)` (see
    /// `NSStringDrawingOptions`): not rounded, as UIKit's, which asks callers to round up.
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        DrawnString(String(describing: self), attributes: attributes, operation: "NSString.boundingRect(with:options:attributes:context:)")
            .measure(in: size, options: options, context: context).bounds
    }
}

extension StringProtocol {
    /// Mirrors UIKit's `size(withAttributes:)` on Swift strings.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        DrawnString(String(self), attributes: attrs, operation: "String.size(withAttributes:)").layout(width: nil, reports: true).size
    }
    /// Mirrors UIKit's `boundingRect(with:options:attributes:context:)` on Swift strings.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        DrawnString(String(self), attributes: attributes, operation: "String.boundingRect(with:options:attributes:context:)")
            .measure(in: size, options: options, context: context).bounds
    }
}

extension NSAttributedString {
    /// Mirrors UIKit's `size()`: the widest line's advance by the lines' height, each run
    /// measured in its own font.
    public func size() -> CGSize {
        DrawnString(self, operation: "NSAttributedString.size()").layout(width: nil, reports: true).size
    }
    /// Mirrors UIKit's `boundingRect(with:options:context:)` (see `NSStringDrawingOptions`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        DrawnString(self, operation: "NSAttributedString.boundingRect(with:options:context:)").measure(in: size, options: options, context: context).bounds
    }
}

import Foundation

/// UIKit's string measuring (`NSString(NSStringDrawing)`), which SwiftUI code uses to size
/// views to a text: measured by Tether's text engine as a `Text` in that font is, one line per
/// line of the string. Without a font UIKit measures in Helvetica 12; Tether measures in its
/// system font at 12 points.
enum StringDrawing {
    /// The size of `string` drawn with `attributes`: the widest line's advance (with `kern`)
    /// by the lines' height, as `size(withAttributes:)` reports it (not rounded).
    static func size(of string: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        layout(of: string, attributes: attributes, width: nil).size
    }

    /// `string` laid out with `attributes`, its lines wrapped at `width` (nil: not wrapped).
    static func layout(of string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> TextLayout {
        var environment = EnvironmentValues()
        environment.font = (attributes?[.font] as? UIFont)?.font ?? .system(size: 12)
        var text = Text(verbatim: string)
        if let kern = attributes?[.kern] as? NSNumber {
            text = text.kerning(CGFloat(kern.doubleValue))
        } else if let kern = attributes?[.kern] as? CGFloat {
            text = text.kerning(kern)
        }
        let runs = text.runs(in: environment).runs
        return TextEngine.layout(runs, maxWidth: width, lineLimit: nil, lineSpacing: 0, alignment: .leading, truncation: .tail)
    }

    #if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
    /// Draws `string` into the current context: its glyph outlines filled with the
    /// `foregroundColor` attribute (black without one), the top of its first line at `rect`'s
    /// origin, wrapped at its width and clipped to it when `clips`.
    static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?, clips: Bool, operation: String) {
        guard let context = UIGraphicsContextStack.context(for: operation) else { return }
        guard context.finite(rect.minX, rect.minY, clips ? rect.width : 0, clips ? rect.height : 0, operation) else { return }
        let frame = rect.standardized
        let layout = layout(of: string, attributes: attributes, width: clips ? frame.width : nil)
        var glyphs = layout.path(visible: clips ? CGRect(origin: .zero, size: frame.size) : nil)
        guard !glyphs.isEmpty else { return }
        glyphs = glyphs.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(context.state.ctm))
        let color = (attributes?[.foregroundColor] as? UIColor)?.rgba ?? .black
        context.saveGState()
        if clips { context.clip(to: frame) }
        context.state.fillColor = color
        context.recordFill(glyphs, evenOdd: false)
        context.restoreGState()
    }
    #endif
}

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
extension NSString {
    /// Mirrors UIKit's `draw(at:withAttributes:)`: the string on unwrapped lines, the top of
    /// the first at `point`, in the current context, with the `font`, `kern` and
    /// `foregroundColor` attributes (Tether's system font at 12 points without a font).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(describing: self), in: CGRect(origin: point, size: .zero), attributes: attrs,
                           clips: false, operation: "NSString.draw(at:withAttributes:)")
    }
    /// Mirrors UIKit's `draw(in:withAttributes:)`: the string wrapped at the rectangle's width
    /// and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(describing: self), in: rect, attributes: attrs,
                           clips: true, operation: "NSString.draw(in:withAttributes:)")
    }
}

extension StringProtocol {
    /// Mirrors UIKit's `draw(at:withAttributes:)` on Swift strings.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: CGRect(origin: point, size: .zero), attributes: attrs,
                           clips: false, operation: "String.draw(at:withAttributes:)")
    }
    /// Mirrors UIKit's `draw(in:withAttributes:)` on Swift strings.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, attributes: attrs,
                           clips: true, operation: "String.draw(in:withAttributes:)")
    }
}
#endif

extension NSString {
    /// Mirrors UIKit's `size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: String(describing: self), attributes: attrs)
    }
}

extension StringProtocol {
    /// Mirrors UIKit's `size(withAttributes:)` on Swift strings.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: String(self), attributes: attrs)
    }
}

import Foundation

extension NSAttributedString.Key {
    /// Mirrors UIKit's `NSAttributedString.Key.font` (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// Mirrors UIKit's `NSAttributedString.Key.kern` (points added after each character).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Mirrors UIKit's `NSAttributedString.Key.foregroundColor` (a `UIColor`; no effect on size).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// UIKit's string measuring (`NSString(NSStringDrawing)`), which SwiftUI code uses to size
/// views to a text: measured by Tether's text engine as a `Text` in that font is, one line per
/// line of the string. Without a font UIKit measures in Helvetica 12; Tether measures in its
/// system font at 12 points.
enum StringDrawing {
    /// The size of `string` drawn with `attributes`: the widest line's advance (with `kern`)
    /// by the lines' height, as `size(withAttributes:)` reports it (not rounded).
    static func size(of string: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        var environment = EnvironmentValues()
        environment.font = (attributes?[.font] as? UIFont)?.font ?? .system(size: 12)
        var text = Text(verbatim: string)
        if let kern = attributes?[.kern] as? NSNumber {
            text = text.kerning(CGFloat(kern.doubleValue))
        } else if let kern = attributes?[.kern] as? CGFloat {
            text = text.kerning(kern)
        }
        let runs = text.runs(in: environment).runs
        return TextEngine.layout(runs, maxWidth: nil, lineLimit: nil, lineSpacing: 0, alignment: .leading, truncation: .tail).size
    }
}

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

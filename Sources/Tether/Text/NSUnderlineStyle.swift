import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSUnderlineStyle`, the
/// value of the `underlineStyle` and `strikethroughStyle` attributes: a line style (`single`,
/// `thick`, `double`) combined with a pattern (solid unless one is given) and `byWord`, with
/// UIKit's raw values. A pattern without a line style draws no line, as in UIKit.
///
/// ```swift
/// let struck: [NSAttributedString.Key: Any] = [
///     .strikethroughStyle: NSUnderlineStyle([.single, .patternDash]).rawValue,
/// ]
/// ```
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Mirrors `single`: a thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// Mirrors `thick`: a thicker line (Tether draws it as `single`).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Mirrors `double`: two lines (Tether draws one).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Mirrors `patternDot`.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Mirrors `patternDash`.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Mirrors `patternDashDot`.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Mirrors `patternDashDotDot`.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Mirrors `byWord`: the line only under words (Tether draws it under the spaces too).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// Whether a line is drawn: the style bits (the low byte) name one.
    var drawsLine: Bool { rawValue & 0xFF != 0 }

    /// The SwiftUI line style this draws as, in `color` (nil: the text's colour); nil when
    /// it draws no line.
    func lineStyle(color: Color?) -> Text.LineStyle? {
        guard drawsLine else { return nil }
        let pattern: Text.LineStyle.Pattern
        switch rawValue & 0x0700 {
        case 0x0100: pattern = .dot
        case 0x0200: pattern = .dash
        case 0x0300: pattern = .dashDot
        case 0x0400: pattern = .dashDotDot
        default: pattern = .solid
        }
        return Text.LineStyle(pattern: pattern, color: color)
    }
}

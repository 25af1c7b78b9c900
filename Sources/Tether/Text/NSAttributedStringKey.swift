import Foundation

/// The attribute keys UIKit code styles attributed strings with (swift-corelibs-foundation
/// declares none of them), with UIKit's raw values. What a `UILabel` does with each is told
/// on `UILabel.attributedText`; `size(withAttributes:)` and `draw(at:withAttributes:)` read
/// `font`, `kern` and `foregroundColor`.
extension NSAttributedString.Key {
    /// Mirrors UIKit's `NSAttributedString.Key.font` (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// Mirrors UIKit's `NSAttributedString.Key.kern` (points added after each character).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Mirrors UIKit's `NSAttributedString.Key.foregroundColor` (a `UIColor`; no effect on size;
    /// the colour `draw(at:withAttributes:)` fills the text with).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Mirrors UIKit's `NSAttributedString.Key.backgroundColor` (a `UIColor` filled behind the
    /// characters).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Mirrors UIKit's `NSAttributedString.Key.underlineStyle` (an `NSUnderlineStyle` raw
    /// value as an `NSNumber`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Mirrors UIKit's `NSAttributedString.Key.underlineColor` (a `UIColor`; the text's colour
    /// when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// Mirrors UIKit's `NSAttributedString.Key.strikethroughStyle` (an `NSUnderlineStyle` raw
    /// value as an `NSNumber`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Mirrors UIKit's `NSAttributedString.Key.strikethroughColor` (a `UIColor`; the text's
    /// colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Mirrors UIKit's `NSAttributedString.Key.baselineOffset` (points the characters are
    /// raised by, as an `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Mirrors UIKit's `NSAttributedString.Key.paragraphStyle` (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Mirrors UIKit's `NSAttributedString.Key.link` (a `URL` or a `String`).
    public static let link = NSAttributedString.Key("NSLink")
}

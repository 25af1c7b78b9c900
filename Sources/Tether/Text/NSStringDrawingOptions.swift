import Foundation

/// Mirrors UIKit's `NSStringDrawingOptions`: how `boundingRect(with:options:…)` and
/// `draw(with:options:…)` lay a string out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Mirrors `usesLineFragmentOrigin`: the rectangle's origin is the top left of the first
    /// line, and the text wraps at the rectangle's width. Without it the origin is the first
    /// line's baseline and the string is drawn on one line per line of the string.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Mirrors `usesFontLeading`: lines are spaced by the font's leading. Tether's lines always
    /// are, as SwiftUI's `Text` lines are.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Mirrors `usesDeviceMetrics`: the bounding rectangle is the glyphs' ink, not their
    /// line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Mirrors `truncatesLastVisibleLine`: with `usesLineFragmentOrigin`, the lines that fit
    /// the rectangle's height are kept, the last of them ending in an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// Mirrors `NSString.DrawingOptions`, Foundation's name for `NSStringDrawingOptions`.
    public typealias DrawingOptions = NSStringDrawingOptions
}

import Foundation

/// Mirrors UIKit's `NSStringDrawingContext`: how far string drawing may shrink the text to fit
/// its rectangle, and what the last measuring or drawing with this context did.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// Mirrors `minimumScaleFactor`: the smallest fraction of its font sizes a string is
    /// shrunk to when it does not fit the rectangle (0 or 1: never shrunk).
    open var minimumScaleFactor: CGFloat = 0
    /// Mirrors `actualScaleFactor`: the fraction of its font sizes the string was last drawn
    /// or measured at (1: not shrunk).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// Mirrors `totalBounds`: the bounding rectangle of the string last drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

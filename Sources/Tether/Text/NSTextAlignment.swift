import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSTextAlignment`, how a
/// `UILabel` aligns its lines (UIKit's raw values on iOS).
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// SwiftUI's alignment for these lines: justified and natural lines start at the leading
    /// edge (Tether does not justify).
    var textAlignment: TextAlignment {
        switch self {
        case .center: return .center
        case .right: return .trailing
        case .left, .justified, .natural: return .leading
        }
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSLineBreakMode`, how a
/// `UILabel` wraps and truncates its text.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

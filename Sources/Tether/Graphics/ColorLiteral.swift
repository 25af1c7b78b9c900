import Foundation

/// Mirrors UIKit's `_ColorLiteralType`: a bare `#colorLiteral(red:green:blue:alpha:)` (Xcode's
/// colour swatch in code) is a `UIColor`, so `Color(#colorLiteral(…))` builds a SwiftUI colour
/// from it, as on iOS.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// Mirrors `init(_colorLiteralRed:green:blue:alpha:)`: sRGB components, 0 to 1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// Mirrors SwiftUI's `Color` colour literals: `let accent: Color = #colorLiteral(…)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

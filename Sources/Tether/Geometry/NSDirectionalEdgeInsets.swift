import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `NSDirectionalEdgeInsets`,
/// insets by leading and trailing edge rather than left and right (a view's
/// `directionalLayoutMargins`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    /// Mirrors `init(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Mirrors `init()`: no insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// Mirrors `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()
}

extension EdgeInsets {
    /// Mirrors SwiftUI's `init(_:)` from UIKit's directional insets.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIBackgroundConfiguration`
/// as a button configuration's `background` uses it: a fill colour, corner radius and stroke
/// that replace what the button's style draws. Unset values keep the style's.
public struct UIBackgroundConfiguration {
    /// Mirrors `backgroundColor`: the fill (nil: the style's).
    public var backgroundColor: UIColor?
    /// Mirrors `cornerRadius`: used by the `.fixed` corner style.
    public var cornerRadius: CGFloat = 0
    /// Mirrors `strokeColor`: an outline along the shape (nil: none).
    public var strokeColor: UIColor?
    /// Mirrors `strokeWidth`.
    public var strokeWidth: CGFloat = 0
    /// Mirrors `image` (kept, not drawn).
    public var image: UIImage?

    /// Mirrors `clear()`: a transparent background.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    init() {}
}

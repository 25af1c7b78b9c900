import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UILayoutPriority`, the
/// priorities a `UIView` gives to hugging its content and resisting compression. Tether has
/// no Auto Layout; SwiftUI reads these two priorities of a representable's view to size it
/// (see `UIViewRepresentable`), and so does Tether.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Mirrors `init(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Mirrors `UILayoutPriority.required` (1000).
    public static let required = UILayoutPriority(1000)
    /// Mirrors `UILayoutPriority.defaultHigh` (750): how strongly a view resists compression.
    public static let defaultHigh = UILayoutPriority(750)
    /// Mirrors `UILayoutPriority.dragThatCanResizeScene` (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// Mirrors `UILayoutPriority.sceneSizeStayPut` (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Mirrors `UILayoutPriority.dragThatCannotResizeScene` (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// Mirrors `UILayoutPriority.defaultLow` (250): how strongly a view hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// Mirrors `UILayoutPriority.fittingSizeLevel` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Mirrors UIKit's `+`: a priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// Mirrors UIKit's `-`: a priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIPopoverPresentationController`, where a popover points. An iPhone shows a popover as a
/// sheet, so Tether keeps these settings without drawing an arrow.
@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
    /// Mirrors `sourceView`.
    open weak var sourceView: UIView?
    /// Mirrors `sourceRect`.
    open var sourceRect = CGRect.zero
    /// Mirrors `barButtonItem`.
    open var barButtonItem: UIBarButtonItem?
    /// Mirrors `permittedArrowDirections`.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// Mirrors `canOverlapSourceViewRect`.
    open var canOverlapSourceViewRect = false
    /// Mirrors `backgroundColor`.
    open var backgroundColor: UIColor?
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIPopoverPresentationController`, where a popover points. In a compact size class (an
/// iPhone) a popover adapts to a sheet unless its delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none`; then, as in a regular
/// size class, it shows as a bubble (iOS's popover, as SwiftUI's `popover` draws it) sized to
/// the presented controller's `preferredContentSize` (the room the canvas leaves when that is
/// zero), its arrow at `sourceRect` in `sourceView` (the view's bounds when the rectangle is
/// empty) from a side `permittedArrowDirections` allows. A tap outside it asks the delegate's
/// `presentationControllerShouldDismiss(_:)` and dismisses it, as a sheet's swipe does.
@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
    /// Mirrors `sourceView`.
    open weak var sourceView: UIView?
    /// Mirrors `sourceRect`: in `sourceView`'s bounds (empty: its bounds).
    open var sourceRect = CGRect.zero
    /// Mirrors `barButtonItem` (kept: Tether cannot locate a bar's items, so a popover from
    /// one shows as a sheet, with a diagnostic).
    open var barButtonItem: UIBarButtonItem?
    /// Mirrors `permittedArrowDirections`: the sides the arrow may point from (`.any` by
    /// default, letting the bubble take the side with more room above or below).
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// Mirrors `canOverlapSourceViewRect` (kept).
    open var canOverlapSourceViewRect = false
    /// Mirrors `backgroundColor` (kept: the bubble is the elevated system background).
    open var backgroundColor: UIColor?
    /// Whether the delegate heard `prepareForPopoverPresentation(_:)` this presentation.
    var prepared = false

    /// The frame on the canvas the arrow points at (nil: no source Tether can locate; each
    /// problem reported once per presentation).
    func sourceFrame() -> CGRect? {
        guard let sourceView else {
            reportOnce(barButtonItem != nil
                ? "a popover from a UIBarButtonItem: Tether cannot locate a bar's items, so it shows as a sheet"
                : "UIPopoverPresentationController (\(type(of: presentedViewController))) should have a non-nil sourceView or barButtonItem set before the presentation occurs; it shows as a sheet")
            return nil
        }
        var rect = sourceRect
        if !rect.isFiniteRect {
            reportOnce("popover sourceRect \(rect) is not finite: the source view's bounds are used")
            rect = sourceView.bounds
        } else if rect.isEmpty && rect.origin == .zero {
            rect = sourceView.bounds
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let global = corners.compactMap { sourceView.globalPoint(fromLocal: $0) }
        guard global.count == 4 else {
            reportOnce("the popover's sourceView (\(type(of: sourceView))) is in no hierarchy a host shows; it shows as a sheet")
            return nil
        }
        let xs = global.map(\.x), ys = global.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether Tether can point at the source: a source view in a hierarchy a host shows.
    var hasLocatableSource: Bool { sourceView?.globalPoint(fromLocal: .zero) != nil }

    /// The bubble edge the arrow is on for `source` (nil: the side with more room above or
    /// below): `.up` points up from below the source (the bubble's top edge), `.left` points
    /// left from its right.
    func arrowEdge(for source: CGRect) -> Edge? {
        let permitted = permittedArrowDirections
        let vertical = permitted.intersection([.up, .down]), horizontal = permitted.intersection([.left, .right])
        if permitted.isEmpty {
            reportOnce("permittedArrowDirections is empty (UIKit requires one): any direction is taken")
            return nil
        }
        if vertical == [.up, .down] { return nil }
        if vertical == .up { return .top }
        if vertical == .down { return .bottom }
        if horizontal == .left { return .leading }
        if horizontal == .right { return .trailing }
        // Left or right: the side of the screen with more room.
        return source.midX <= UIScreen.main.bounds.midX ? .leading : .trailing
    }
}

/// Mirrors UIKit's `UIPopoverPresentationControllerDelegate`: a popover's adaptive delegate
/// (set it as the popover presentation controller's `delegate`), which may keep the popover
/// on an iPhone by answering `.none` from `adaptivePresentationStyle(for:traitCollection:)`.
@MainActor @preconcurrency public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Mirrors `prepareForPopoverPresentation(_:)`: called once per presentation, before the
    /// popover is first drawn.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
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

import Foundation

/// Mirrors SwiftUI's `ScrollGeometry` (iOS 18): where a scroll view is scrolled to and how
/// large its content and container are, as `onScrollGeometryChange` and
/// `onScrollPhaseChange` report them. Like UIKit's scroll view, `contentOffset` counts from the
/// content's top-leading corner without its insets: at rest at the top of a scroll view with
/// 20 points of top `contentMargins` it is (0, −20).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// Mirrors `contentOffset`: the content point at the container's top-leading corner.
    public var contentOffset: CGPoint
    /// Mirrors `contentSize`: the size of the content, without its insets.
    public var contentSize: CGSize
    /// Mirrors `contentInsets`: the insets around the content (`contentMargins`, safe area
    /// insets the scroll view adds to its content).
    public var contentInsets: EdgeInsets
    /// Mirrors `containerSize`: the size of the scroll view itself.
    public var containerSize: CGSize

    /// Mirrors `init(contentOffset:contentSize:contentInsets:containerSize:)`.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// Mirrors `visibleRect`: the part of the content the container shows, in the content's
    /// coordinates (the content offset and the container's size).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Mirrors `bounds`: the visible rect within the content insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// Mirrors `debugDescription`.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

/// Mirrors SwiftUI's `ScrollPhase` (iOS 18): what a scroll view is doing.
@frozen public enum ScrollPhase: Equatable, Sendable {
    /// Mirrors `idle`: not scrolling.
    case idle
    /// Mirrors `tracking`: a touch is down and may turn into a scroll.
    case tracking
    /// Mirrors `interacting`: the user is dragging the content.
    case interacting
    /// Mirrors `decelerating`: the user let go and the content glides to its target.
    case decelerating
    /// Mirrors `animating`: an animated programmatic scroll is running.
    case animating

    /// Mirrors `isScrolling`: every phase but `idle`.
    public var isScrolling: Bool { self != .idle }
}

/// Mirrors SwiftUI's `ScrollPhaseChangeContext` (iOS 18): what `onScrollPhaseChange` knows
/// beyond the two phases.
public struct ScrollPhaseChangeContext: Sendable {
    /// Mirrors `geometry`: the scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry { storedGeometry }
    /// Mirrors `velocity`: Tether's scrolls move at once, with no velocity (nil).
    public var velocity: CGVector? { storedVelocity }

    let storedGeometry: ScrollGeometry
    let storedVelocity: CGVector?
}

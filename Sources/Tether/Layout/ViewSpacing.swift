import Foundation

/// Mirrors SwiftUI's `ViewSpacing`: the spacing a view prefers on each edge. The distance
/// between two views is the larger of their facing preferences; a view that prefers 0
/// (a `Spacer`) sits flush against its neighbour.
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The system's default spacing between views (8 points).
    static let defaultValue: CGFloat = 8

    public init() { self.init(top: Self.defaultValue, leading: Self.defaultValue, bottom: Self.defaultValue, trailing: Self.defaultValue) }
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Mirrors `formUnion(_:edges:)`: keeps the larger preference on the given edges.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self; copy.formUnion(other, edges: edges); return copy
    }

    /// Mirrors `distance(to:along:)`: the space between this view and `next` after it.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        if mine == 0 || theirs == 0 { return 0 }
        return max(mine, theirs)
    }
}

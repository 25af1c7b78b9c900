import Foundation

extension LayoutEngine {
    /// Mirrors SwiftUI's right-to-left layout: "SwiftUI horizontally flips the x position of
    /// each view within its parent". A frame a right-to-left node recorded for a subview (in the
    /// node's local space) is reflected about the node's vertical centre line, so what a layout
    /// put at its leading edge (x = 0) ends at the right edge. Every placement goes through
    /// here, so stacks, grids, frames, padding, overlays, `position`, scroll views and custom
    /// `Layout`s mirror alike; nested levels compose (a left-to-right subtree inside a
    /// right-to-left one is itself placed mirrored, its content not). Only positions flip:
    /// sizes, drawing inside a view and its local coordinates stay left to right, and global
    /// frames (`GeometryProxy.frame(in:)`, anchors) are where the view ends up on screen.
    static func mirroredForLayoutDirection(_ frame: CGRect, in node: ViewNode) -> CGRect {
        guard node.layoutDirection == .rightToLeft else { return frame }
        var mirrored = frame
        mirrored.origin.x = node.frame.width - frame.maxX
        return mirrored
    }

    /// A rect in `node`'s local space as `node`'s layout sees it: reflected back in a
    /// right-to-left node (a scroll view's offsets and targets run from its leading edge).
    /// The reflection is its own inverse, so this is the same flip.
    static func unmirrored(_ rect: CGRect, in node: ViewNode) -> CGRect { mirroredForLayoutDirection(rect, in: node) }

    /// The horizontal reflection of a box `width` wide onto itself (x ↦ width − x).
    static func horizontalMirror(width: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }
}

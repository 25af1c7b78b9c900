import Foundation

/// Mirrors UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that begins only when the
/// finger touched down near one of the screen's `edges` (Tether's screen is the host's
/// canvas), as the swipe back from a navigation controller's left edge does. Apple does not
/// document how near; Tether takes 20 points, and the pan then begins as any pan does, once
/// the finger moved 10 points.
@MainActor @preconcurrency open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Mirrors `edges`: the screen edges the pan may start from (none by default: set them,
    /// as UIKit requires).
    open var edges: UIRectEdge = []

    /// How near an edge the finger must touch down.
    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Only the first finger decides where the pan starts.
        let first = start == nil
        super.touchesBegan(touches, with: event)
        guard first, state == .possible, let location = touches.first?.globalLocation else { return }
        if !Self.touchesEdge(location, edges: edges, of: UIScreen.main.bounds) { state = .failed }
    }

    /// Whether `point` (canvas space) is within `edgeWidth` of one of `edges` of `screen`.
    static func touchesEdge(_ point: CGPoint, edges: UIRectEdge, of screen: CGRect) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        return (edges.contains(.left) && point.x - screen.minX <= edgeWidth)
            || (edges.contains(.right) && screen.maxX - point.x <= edgeWidth)
            || (edges.contains(.top) && point.y - screen.minY <= edgeWidth)
            || (edges.contains(.bottom) && screen.maxY - point.y <= edgeWidth)
    }
}

import Foundation

extension ViewHost {
    /// Taps the Button, Toggle, `onTapGesture` or tap gesture of the view marked
    /// `.accessibilityIdentifier(id)` (or the nearest one inside or around it), then updates.
    /// Where gestures take part, the tap lands on the view's centre and goes to the gestures
    /// there as a finger's would.
    public func tap(_ id: String) throws {
        guard let node = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        try tap(node: node, named: "The view \"\(id)\"")
    }

    /// Taps `node` (described as `name` in errors): at its centre when gestures take part,
    /// else its nearest tap handler; then updates.
    func tap(node: ViewNode, named name: String) throws {
        if hasGestures(around: node) {
            let bounds = node.globalBounds
            let centre = CGPoint(x: bounds.midX, y: bounds.midY)
            if centre.x.isFinite, centre.y.isFinite,
               let hit = StackBudget.withStack(forDepth: graph.maxDepth, { HitTesting.hit(root, at: centre) }),
               hit.isDescendant(of: node) {
                return try deliverTouch(tapEvents(at: centre), at: centre)
            }
        }
        guard let (handler, owner) = HitTesting.handler(inOrAbove: node) else { throw InteractionError.notTappable(name) }
        guard owner.environment.isEnabled else { throw InteractionError.disabled(owner.path) }
        handler.action()
        update()
    }

    /// Taps at `point` (global space): the front-most view there gets the touch, and its
    /// tap handlers and gestures decide who acts, as SwiftUI's hit testing and gesture
    /// precedence do; then updates.
    public func tap(at point: CGPoint) throws {
        guard point.x.isFinite, point.y.isFinite else { throw InteractionError.invalidPoint(point) }
        try deliverTouch(tapEvents(at: point), at: point)
    }

    /// A finger touching `point` and lifting a twentieth of a second later.
    private func tapEvents(at point: CGPoint) -> [TouchEvent] {
        [TouchEvent(phase: .began, locations: [point], time: 0), TouchEvent(phase: .ended, locations: [point], time: 0.05)]
    }

    /// True when a gesture is attached in `node`'s subtree or above it.
    private func hasGestures(around node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let n = current {
            if n.attribute(GestureAttribute.self) != nil { return true }
            current = n.parent
        }
        var stack = [node]
        while let n = stack.popLast() {
            if n.attribute(GestureAttribute.self) != nil { return true }
            stack.append(contentsOf: n.children)
        }
        return false
    }
}

extension ViewNode {
    /// True when this node is `ancestor` or inside it.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let n = current {
            if n === ancestor { return true }
            current = n.parent
        }
        return false
    }
}

import Foundation

extension ViewHost {
    /// Taps the Button, Toggle, `onTapGesture` or tap gesture of the view marked
    /// `.accessibilityIdentifier(id)` (or the nearest one inside or around it), then updates.
    /// Where gestures take part, the tap lands on the view's centre and goes to the gestures
    /// there as a finger's would.
    public func tap(_ id: String) throws {
        try tap(id, count: 1)
    }

    /// Tether's own: one finger taps the view marked `.accessibilityIdentifier(id)` `count`
    /// times in quick succession (a double tap for 2), as `tap(_:)` taps once: a
    /// `onTapGesture(count: 2)` or `TapGesture(count: 2)` there recognizes the second tap.
    /// A count below 1 throws `InteractionError.invalidGesture`.
    public func tap(_ id: String, count: Int) throws {
        guard let node = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        try tap(node: node, named: "The view \"\(id)\"", count: count)
    }

    /// Taps `node` (described as `name` in errors) `count` times: at its centre when gestures
    /// or multi-tap handlers take part, else its nearest tap handler; then updates.
    func tap(node: ViewNode, named name: String, count: Int = 1) throws {
        try requireTapCount(count)
        if hasGestures(around: node) {
            let bounds = node.globalBounds
            let centre = CGPoint(x: bounds.midX, y: bounds.midY)
            if centre.x.isFinite, centre.y.isFinite,
               let hit = StackBudget.withStack(forDepth: graph.maxDepth, { HitTesting.hit(root, at: centre) }),
               hit.isDescendant(of: node) {
                return try deliverTouch(tapEvents(at: centre, count: count), at: centre)
            }
        }
        guard let (handler, owner) = HitTesting.handler(inOrAbove: node) else { throw InteractionError.notTappable(name) }
        guard owner.environment.isEnabled else { throw InteractionError.disabled(owner.path) }
        // Away from gestures, each run of `handler.count` taps recognizes it once.
        let recognitions = count / max(1, handler.count)
        guard recognitions > 0 else {
            let bounds = node.globalBounds
            throw InteractionError.notRecognized(CGPoint(x: bounds.midX, y: bounds.midY))
        }
        for _ in 0..<recognitions {
            handler.action()
            update()
        }
    }

    /// Taps at `point` (global space): the front-most view there gets the touch, and its
    /// tap handlers and gestures decide who acts, as SwiftUI's hit testing and gesture
    /// precedence do; then updates.
    public func tap(at point: CGPoint) throws {
        try tap(at: point, count: 1)
    }

    /// Tether's own: one finger taps `point` (global space) `count` times in quick succession,
    /// as `tap(at:)` taps once. A count below 1 throws `InteractionError.invalidGesture`.
    public func tap(at point: CGPoint, count: Int) throws {
        guard point.x.isFinite, point.y.isFinite else { throw InteractionError.invalidPoint(point) }
        try requireTapCount(count)
        try deliverTouch(tapEvents(at: point, count: count), at: point)
    }

    /// The most taps one call makes.
    static var maximumTapCount: Int { 100 }

    private func requireTapCount(_ count: Int) throws {
        guard (1...Self.maximumTapCount).contains(count) else {
            throw InteractionError.invalidGesture("a tap count of \(count) (1 to \(Self.maximumTapCount) taps)")
        }
    }

    /// A finger touching `point` and lifting a twentieth of a second later, `count` times a
    /// fifth of a second apart (well inside iOS's double-tap interval).
    private func tapEvents(at point: CGPoint, count: Int) -> [TouchEvent] {
        (0..<count).flatMap { i -> [TouchEvent] in
            let t = Double(i) * 0.2
            return [TouchEvent(phase: .began, locations: [point], time: t),
                    TouchEvent(phase: .ended, locations: [point], time: t + 0.05, anotherTapFollows: i < count - 1)]
        }
    }

    /// True when a gesture (or a multi-tap handler) is attached in `node`'s subtree or above it.
    private func hasGestures(around node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let n = current {
            if n.takesPartAsGesture { return true }
            current = n.parent
        }
        var stack = [node]
        while let n = stack.popLast() {
            if n.takesPartAsGesture { return true }
            stack.append(contentsOf: n.children)
        }
        return false
    }
}

extension ViewNode {
    /// True when the node has a gesture or a tap handler that needs several taps: a tap on
    /// it goes through gesture precedence.
    var takesPartAsGesture: Bool {
        attributes.contains { ($0 is GestureAttribute) || (($0 as? TapHandlerAttribute).map { $0.count != 1 } ?? false) }
    }

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

import Foundation

extension ViewHost {
    /// Taps the Button, Toggle or `onTapGesture` of the view marked
    /// `.accessibilityIdentifier(id)` (or the nearest one inside or around it), then updates.
    public func tap(_ id: String) throws {
        guard let node = findNode(id) else { throw InteractionError.noViewWithIdentifier(id) }
        guard let (handler, owner) = HitTesting.handler(inOrAbove: node) else { throw InteractionError.notTappable("The view \"\(id)\"") }
        try deliver(handler, owner)
    }

    /// Taps at `point` (global space): the front-most view there that handles taps gets it,
    /// as SwiftUI's hit testing decides; then updates.
    public func tap(at point: CGPoint) throws {
        guard point.x.isFinite, point.y.isFinite else { throw InteractionError.invalidPoint(point) }
        let hit = StackBudget.withStack(forDepth: graph.maxDepth) { HitTesting.hit(root, at: point) }
        guard let hit, let (handler, owner) = HitTesting.handler(from: hit) else {
            throw InteractionError.nothingAt(point)
        }
        try deliver(handler, owner)
    }

    private func deliver(_ handler: TapHandlerAttribute, _ owner: ViewNode) throws {
        guard owner.environment.isEnabled else { throw InteractionError.disabled(owner.path) }
        handler.action()
        update()
    }
}

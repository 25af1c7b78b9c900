import Foundation

extension ViewHost {
    /// Tether's own: drags the view marked `.accessibilityIdentifier(sourceID)` from its centre
    /// to the centre of the view marked `targetID`, as `dragAndDrop(from:to:steps:)` does.
    @discardableResult
    public func dragAndDrop(from sourceID: String, to targetID: String, steps: Int = 10) async throws -> Bool {
        let start = try dropPoint(of: sourceID)
        let end = try dropPoint(of: targetID)
        return try await dragAndDrop(from: start, to: end, steps: steps)
    }

    /// Tether's own: a drag and drop as on iOS, from `start` to `end` (global space) in
    /// `steps` moves (1 to 1,000), updating after each. The payload of the `onDrag` or
    /// `draggable` view at `start` is made as the drag starts; at each position, the innermost
    /// drop destination under the finger (SwiftUI's hit testing) that accepts the items is the
    /// target: `isTargeted` true while it is, `DropDelegate`'s `validateDrop`, `dropEntered`,
    /// `dropUpdated` and `dropExited` in iOS's order; letting go at `end` performs the drop
    /// (unless the last proposal was `.cancel` or `.forbidden`), then the target is exited.
    /// Loads the drop starts run to completion, and their completion handlers with the work
    /// they send to the main queue, before this returns. Returns true when a destination
    /// performed the drop and its action reported success. A non-finite point is an
    /// `InteractionError.invalidPoint`, a start on nothing draggable `.noDragSource`; both
    /// are also reported as diagnostics.
    @discardableResult
    public func dragAndDrop(from start: CGPoint, to end: CGPoint, steps: Int = 10) async throws -> Bool {
        try requireFiniteDropPoints([start, end], call: "dragAndDrop")
        update()
        guard let providers = DropSession.payload(at: start, root: root, maxDepth: graph.maxDepth) else {
            graph.reportBetweenUpdates(.other, "dragAndDrop: nothing at (\(start.x), \(start.y)) can be dragged (no onDrag or draggable)", at: nil)
            throw InteractionError.noDragSource(start)
        }
        let count = min(1_000, max(1, steps))
        let path = (0...count).map { i -> CGPoint in
            let t = CGFloat(i) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        return await deliverDrop(providers, along: path)
    }

    /// Tether's own: drops `items` from outside the app (another app, the Files app) on the
    /// centre of the view marked `id`, as `drop(_:at:)` does.
    @discardableResult
    public func drop(_ items: [NSItemProvider], on id: String) async throws -> Bool {
        try await drop(items, at: dropPoint(of: id))
    }

    /// Tether's own: drops a transferable item from outside the app on the view marked `id`,
    /// carried in every representation it exports.
    @discardableResult
    public func drop<T: Transferable>(_ item: T, on id: String) async throws -> Bool {
        try await drop([NSItemProvider(transferable: item)], on: id)
    }

    /// Tether's own: drops `items` from outside the app at `point` (global space): the drag
    /// comes over the destination there (entered, updated) and is let go (performed, exited),
    /// as `dragAndDrop` delivers it. An empty list of items is reported and drops nothing.
    @discardableResult
    public func drop(_ items: [NSItemProvider], at point: CGPoint) async throws -> Bool {
        try requireFiniteDropPoints([point], call: "drop")
        update()
        guard !items.isEmpty else {
            graph.reportBetweenUpdates(.other, "drop: no items to drop; nothing is dropped", at: nil)
            return false
        }
        return await deliverDrop(items, along: [point])
    }

    /// Moves the drop along `path`, updating after each move, lets go at its end, waits for
    /// the loads it started, reports the ones that failed, and updates.
    private func deliverDrop(_ providers: [NSItemProvider], along path: [CGPoint]) async -> Bool {
        let loads = TransferLoads()
        let session = DropSession(providers: providers)
        let performed = await TransferLoads.$current.withValue(loads) {
            for point in path {
                session.move(to: point, root: root, maxDepth: graph.maxDepth)
                update()
            }
            let performed = await session.release(at: path[path.count - 1])
            // What the drop changed shows before the loads it started finish, as on a device.
            update()
            await waitForTransferLoads(loads)
            return performed
        }
        for failure in loads.takeFailures() { graph.reportBetweenUpdates(.other, failure, at: nil) }
        update()
        return performed
    }

    /// Waits until every item-provider load has called its completion handler, then lets the
    /// main actor run what those handlers sent to it (`DispatchQueue.main.async`, tasks). A
    /// load still under way after 10 s of waiting is reported and left.
    private func waitForTransferLoads(_ loads: TransferLoads) async {
        var waited = Duration.zero
        while loads.pending > 0 {
            if waited >= .seconds(10) {
                loads.fail("\(loads.pending) item-provider load(s) still under way after 10 s (a load handler that never calls its completion handler?); not waiting for them")
                break
            }
            try? await Task.sleep(for: .milliseconds(1))
            waited += .milliseconds(1)
        }
        // Work the handlers queued on the main actor or the main queue runs before the host returns.
        for _ in 0..<3 { try? await Task.sleep(for: .milliseconds(1)) }
    }

    /// The centre of the view marked `id`, in global space.
    private func dropPoint(of id: String) throws -> CGPoint {
        update()
        guard let node = findNode(id) else {
            graph.reportBetweenUpdates(.other, "drag and drop: no view has accessibilityIdentifier \"\(id)\"", at: nil)
            throw InteractionError.noViewWithIdentifier(id)
        }
        let bounds = node.globalBounds
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        try requireFiniteDropPoints([centre], call: "drag and drop")
        return centre
    }

    private func requireFiniteDropPoints(_ points: [CGPoint], call: String) throws {
        guard let bad = points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) else { return }
        graph.reportBetweenUpdates(.other, "\(call): the point (\(bad.x), \(bad.y)) is not finite; nothing is dropped", at: nil)
        throw InteractionError.invalidPoint(bad)
    }
}

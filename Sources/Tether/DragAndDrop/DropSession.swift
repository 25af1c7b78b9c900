import Foundation

/// One drag and drop as iOS delivers it: the payload made when the drag starts, then at each
/// position of the finger the innermost destination under it (found by SwiftUI's hit
/// testing) that accepts the items, told when the drop enters, moves over and leaves it;
/// letting go performs the drop on the destination under the finger, unless its last
/// proposal was `.cancel` or `.forbidden`.
@MainActor
final class DropSession {
    let providers: [NSItemProvider]
    private var current: (node: ViewNode, target: any DropTarget)?
    private var operation: DropOperation = .copy
    /// Destinations under the finger whose delegate did not validate the drop: not asked
    /// again until the finger leaves them.
    private var rejected: Set<ObjectIdentifier> = []

    init(providers: [NSItemProvider]) { self.providers = providers }

    /// The finger is at `point` (global space) over the tree under `root`.
    func move(to point: CGPoint, root: ViewNode, maxDepth: Int) {
        let next = destination(at: point, root: root, maxDepth: maxDepth)
        if let current, next?.node !== current.node {
            current.target.exited(info(point, in: current.node))
            self.current = nil
        }
        guard let next else { return }
        if current == nil {
            current = next
            operation = .copy
            next.target.entered(info(point, in: next.node))
        }
        if let proposal = next.target.updated(info(point, in: next.node)) { operation = proposal.operation }
    }

    /// The finger lifts at `point`: the destination under it performs the drop, then is told
    /// the drop left. True when a destination performed it and reported success.
    func release(at point: CGPoint) async -> Bool {
        guard let current else { return false }
        self.current = nil
        let dropInfo = info(point, in: current.node)
        var performed = false
        if operation != .cancel && operation != .forbidden {
            performed = await current.target.perform(dropInfo)
        }
        current.target.exited(dropInfo)
        return performed
    }

    /// The innermost destination at `point` that accepts the items: it has items of its types
    /// and, when it is not the current destination already, validates the drop.
    private func destination(at point: CGPoint, root: ViewNode, maxDepth: Int) -> (node: ViewNode, target: any DropTarget)? {
        guard let hit = StackBudget.withStack(forDepth: maxDepth, { HitTesting.hit(root, at: point) }) else { return nil }
        var node: ViewNode? = hit
        var under: Set<ObjectIdentifier> = []
        defer { rejected.formIntersection(under) }
        while let n = node {
            under.insert(ObjectIdentifier(n))
            var targets: [any DropTarget] = []
            for case let attribute as DropDestinationAttribute in n.attributes { targets.append(attribute.target) }
            if let list = ListInsertTarget(list: n) { targets.append(list) }
            for target in targets {
                let dropInfo = info(point, in: n)
                guard dropInfo.hasItemsConforming(to: target.contentTypes) else { continue }
                if let current, current.node === n { return current }
                if rejected.contains(ObjectIdentifier(n)) { continue }
                if target.validate(dropInfo) { return (n, target) }
                rejected.insert(ObjectIdentifier(n))
            }
            node = n.parent
        }
        return nil
    }

    /// What the destination at `node` sees: the point in its own space and the items.
    private func info(_ point: CGPoint, in node: ViewNode) -> DropInfo {
        DropInfo(location: DropSession.localPoint(point, in: node), providers: providers)
    }

    /// A global point in the space of the view a node stands for (its one layout node).
    static func localPoint(_ point: CGPoint, in node: ViewNode) -> CGPoint {
        let target = node.isLayoutNode ? node : (LayoutEngine.layoutChildren(of: node).first?.node ?? node)
        return point.applying(FiniteGeometry.clamp(target.globalTransform.inverted()))
    }

    /// The drag payload of the source at `point`: the nearest `onDrag`/`draggable` at or above
    /// the view hit there, made now, as when the drag starts.
    static func payload(at point: CGPoint, root: ViewNode, maxDepth: Int) -> [NSItemProvider]? {
        guard let hit = StackBudget.withStack(forDepth: maxDepth, { HitTesting.hit(root, at: point) }) else { return nil }
        var node: ViewNode? = hit
        while let n = node {
            if let source = n.attribute(DragSourceAttribute.self) { return [source.makeProvider()] }
            node = n.parent
        }
        return nil
    }
}

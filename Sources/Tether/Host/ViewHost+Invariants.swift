import Foundation

extension ViewHost {
    /// Tether's own debugging aid: checks the tree after an update and returns every broken
    /// rule (empty when all hold). Frames, proposals and transforms are finite, sizes are not
    /// negative, every child's depth is one more than its parent's, and the incremental flags
    /// are settled: no body waits for evaluation (unless the update loop was cut), no shown
    /// layout node waits for placement or measurement, no shown node's preferences are stale.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        let settled = !graph.diagnostics.contains { $0.kind == .updateLoop }
        // Omitted subtrees (other alternatives, lower navigation levels, other tab pages) are
        // not laid out or collected while omitted; only their structure is checked.
        var stack = [(root, false)]
        while let (node, insideOmitted) = stack.popLast() {
            let omitted = insideOmitted || node.isOmitted
            if settled && node.needsBody { problems.append("body still scheduled at \(node.path)") }
            if !omitted && !node.isDiscarded {
                if node.needsPreferenceRefresh { problems.append("preferences stale at \(node.path)") }
                if node.isLayoutNode && node.isPlaced {
                    if node.needsPlacement { problems.append("placement pending at \(node.path)") }
                    if node.pendingPlacement != nil { problems.append("recorded placement left over at \(node.path)") }
                    if node.layoutInvalid { problems.append("layout invalid after the update\(node.measureCache.isEmpty ? "" : " (its size is cached)") at \(node.path)") }
                }
            }
            if node.isLayoutNode && node.isPlaced {
                let f = node.frame
                if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) { problems.append("non-finite frame \(f) at \(node.path)") }
                if f.width < 0 || f.height < 0 { problems.append("negative size \(f.size) at \(node.path)") }
                let t = node.globalTransform
                if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { problems.append("non-finite transform at \(node.path)") }
                for value in [node.proposal.width, node.proposal.height] {
                    if let v = value, v.isNaN || v < 0 { problems.append("bad proposal \(v) at \(node.path)") }
                }
            }
            for child in node.children {
                if child.depth != node.depth + 1 { problems.append("depth mismatch at \(child.path)") }
                if child.parent !== node { problems.append("parent link broken at \(child.path)") }
                stack.append((child, omitted))
            }
        }
        return problems
    }
}

extension ViewGraph {
    /// Set by Tether's debug test runs: called with the broken rules whenever an update
    /// leaves the tree breaking one (see `ViewHost.checkInvariants()`).
    nonisolated(unsafe) static var invariantViolationHandler: (([String]) -> Void)?
}

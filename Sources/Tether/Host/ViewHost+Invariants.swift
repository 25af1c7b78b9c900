import Foundation

extension ViewHost {
    /// Tether's own debugging aid: checks the placed tree and returns every broken rule
    /// (empty when all hold). Frames, proposals and transforms are finite, sizes are not
    /// negative, and every child's depth is one more than its parent's.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
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
                stack.append(child)
            }
        }
        return problems
    }
}

import Foundation

extension ViewGraph {
    /// The nodes of `set` that stand in the tree now, in the order a depth-first walk from the
    /// root meets them (a container before its content, children in order): those reached
    /// from the root through each node's `children`, with no node on the way — themselves
    /// included — that `isSkipped` (a walk that does not enter such a node's subtree). What
    /// walking the whole tree would find, at the cost of the found nodes' paths to the root.
    /// Nodes that left the tree (discarded, or set aside by a lazy container) are not found.
    func nodesInTree(_ set: WeakNodeSet, skipping isSkipped: (ViewNode) -> Bool) -> [ViewNode] {
        guard let root else { return [] }
        var positions = ChildPositions()
        var found: [(path: [Int], node: ViewNode)] = []
        for node in set.nodes {
            if let path = positions.path(of: node, from: root, skipping: isSkipped) { found.append((path, node)) }
        }
        // A depth-first walk meets nodes in the lexicographic order of their paths.
        found.sort { $0.path.lexicographicallyPrecedes($1.path) }
        return found.map(\.node)
    }
}

/// Where nodes stand among their parents' children, for paths from the root. A parent asked
/// about more than once is indexed, so many registered nodes in one long list cost one pass
/// over it rather than one each.
private struct ChildPositions {
    private var scanned: Set<ObjectIdentifier> = []
    private var indexed: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

    /// The indices of `node` and its ancestors among their parents' children, from the root
    /// down; nil when `node` is not in the tree under `root` or a node on the way is skipped.
    mutating func path(of node: ViewNode, from root: ViewNode, skipping isSkipped: (ViewNode) -> Bool) -> [Int]? {
        var indices: [Int] = []
        var current = node
        while true {
            if isSkipped(current) { return nil }
            guard let parent = current.parent else { return current === root ? Array(indices.reversed()) : nil }
            guard let index = index(of: current, in: parent) else { return nil }
            indices.append(index)
            current = parent
        }
    }

    private mutating func index(of child: ViewNode, in parent: ViewNode) -> Int? {
        let key = ObjectIdentifier(parent)
        if let map = indexed[key] { return map[ObjectIdentifier(child)] }
        if parent.children.count > 8, !scanned.insert(key).inserted {
            var map: [ObjectIdentifier: Int] = [:]
            map.reserveCapacity(parent.children.count)
            for (i, c) in parent.children.enumerated() { map[ObjectIdentifier(c)] = i }
            indexed[key] = map
            return map[ObjectIdentifier(child)]
        }
        return parent.children.firstIndex { $0 === child }
    }
}

/// A set of nodes held without keeping them alive, for registries that nodes join while they
/// are measured or resolved (the `containerRelativeFrame` views of a container, the views that
/// publish focused values). Inserting costs O(1) amortised: entries of freed nodes are dropped
/// when the set has doubled since the last sweep.
struct WeakNodeSet {
    private var entries: [ObjectIdentifier: WeakNode] = [:]
    private var sweepAt = 16

    /// Adds `node` unless it is already in the set.
    mutating func insert(_ node: ViewNode) {
        let key = ObjectIdentifier(node)
        if entries[key]?.node === node { return }
        entries[key] = WeakNode(node: node)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.node != nil }
            sweepAt = max(16, entries.count * 2)
        }
    }

    /// The nodes of the set still alive, in no particular order.
    var nodes: [ViewNode] { entries.values.compactMap(\.node) }

    /// Whether a node of the set is still alive.
    var hasNodes: Bool { entries.values.contains { $0.node != nil } }
}

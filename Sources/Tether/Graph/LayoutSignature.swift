import Foundation

/// What a node's layout depends on from the node itself: its `NodeLayout` value and whether
/// it carries layout traits. Taken before a node is resolved again and compared after, so a
/// change that only affects drawing (a colour) keeps the layout of the node and its ancestors.
struct LayoutSignature {
    private let layout: (any NodeLayout)?
    private let hasTraits: Bool

    init(_ node: ViewNode) {
        layout = node.layout
        hasTraits = node.attributes.contains { $0 is LayoutTraitAttribute }
    }

    /// True when `node` lays out exactly as it did: the same layout type with identical bytes
    /// (a conservative test: equal values with different storage count as changed), and no
    /// layout traits before or after (traits are not compared, so any counts as a change).
    func matches(_ node: ViewNode) -> Bool {
        if hasTraits || node.attributes.contains(where: { $0 is LayoutTraitAttribute }) { return false }
        switch (layout, node.layout) {
        case (nil, nil): return true
        case let (old?, new?): return old.hasIdenticalBytes(to: new)
        default: return false
        }
    }
}

extension NodeLayout {
    /// True when `other` is a `Self` whose memory is byte-for-byte the same as this value's.
    func hasIdenticalBytes(to other: any NodeLayout) -> Bool {
        guard let other = other as? Self else { return false }
        return withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }
}

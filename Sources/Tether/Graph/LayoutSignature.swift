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

    /// True when `node` lays out exactly as it did: an equal layout value (see `sameLayout`)
    /// and no layout traits before or after (traits are not compared, so any counts as a change).
    func matches(_ node: ViewNode) -> Bool {
        if hasTraits || node.attributes.contains(where: { $0 is LayoutTraitAttribute }) { return false }
        switch (layout, node.layout) {
        case (nil, nil): return true
        case let (old?, new?): return sameLayout(old, new)
        default: return false
        }
    }
}

/// A layout value that says itself whether another one lays out the same (SwiftUI's public
/// layouts, which are not `Equatable`, and wrappers around user layouts).
protocol LayoutComparable {
    func hasSameLayout(as other: Any) -> Bool
}

/// Whether two layout values lay out the same: `LayoutComparable` and `Equatable` values
/// compare their fields; any other value compares its bytes, as SwiftUI compares view values
/// (conservative: equal values stored differently count as changed).
func sameLayout(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any LayoutComparable { return a.hasSameLayout(as: b) }
    if let a = a as? any Equatable { return a.isEqual(toAny: b) }
    return hasIdenticalBytes(a, b)
}

private func hasIdenticalBytes(_ a: Any, _ b: Any) -> Bool {
    func compare<T>(_ a: T) -> Bool {
        guard let b = b as? T else { return false }
        return withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }
    return _openExistential(a, do: compare)
}

extension LayoutAdapter: LayoutComparable {
    func hasSameLayout(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return sameLayout(layout, other.layout)
    }
}

extension HStackLayout: LayoutComparable {
    func hasSameLayout(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment && spacing == other.spacing
    }
}

extension VStackLayout: LayoutComparable {
    func hasSameLayout(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment && spacing == other.spacing
    }
}

extension ZStackLayout: LayoutComparable {
    func hasSameLayout(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment
    }
}

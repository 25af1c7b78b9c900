import Foundation

/// A list's content as the list lays it out: the subviews built, in order, and between them
/// the runs of `ForEach` elements not built yet. A list builds only the rows near what its
/// scroll view shows, as iOS's lists make cells only for visible rows, so a list of 100,000
/// rows costs about what its visible rows cost (see `ListLayout.buildRowsNearVisibleArea`).
struct ListContent {
    /// A `ForEach` whose elements the list builds on demand; `base` numbers its elements
    /// after those of the `ForEach`es before it, so each element has one index in the list.
    struct Segment {
        let node: ViewNode
        let elements: LazyElements
        let base: Int
    }
    /// Element `index` of segment `segment`.
    struct ElementRef: Hashable {
        let segment: Int
        let index: Int
    }
    /// Elements `range` of segment `segment`, not built, in a part of the list of `role`.
    struct Run {
        let segment: Int
        let range: Range<Int>
        let role: ListRowRole
    }
    enum Entry {
        /// A built subview; `element` when it is (part of) a `ForEach` element.
        case subview(LayoutSubview, element: ElementRef?)
        case unbuilt(Run)
    }

    private(set) var entries: [Entry] = []
    private(set) var segments: [Segment] = []
    private var nextBase = 0

    /// The content of the list container `node`.
    init(of node: ViewNode) {
        if let content = node.children.first { collect(content, LayoutTraits(), element: nil) }
    }

    /// Walks the content as `LayoutEngine.subviews(of:)` does, stopping at on-demand `ForEach`es.
    private mutating func collect(_ n: ViewNode, _ inherited: LayoutTraits, element: ElementRef?) {
        var traits = inherited
        for case let writer as LayoutTraitAttribute in n.attributes { writer.apply(to: &traits) }
        if n.isLayoutNode {
            LayoutEngine.addTraits(within: n, to: &traits)
            entries.append(.subview(LayoutSubview(child: LayoutChild(node: n, traits: traits)), element: element))
        } else if let lazy = n.attribute(LazyElements.self) {
            let segment = segments.count
            segments.append(Segment(node: n, elements: lazy, base: nextBase))
            nextBase += lazy.count
            let role = traits.values[ObjectIdentifier(ListRowRoleKey.self)] as? ListRowRole ?? ListRowRoleKey.defaultValue
            var next = 0
            for (index, built) in lazy.built where index < lazy.count {
                if index > next { entries.append(.unbuilt(Run(segment: segment, range: next..<index, role: role))) }
                collect(built, traits, element: ElementRef(segment: segment, index: index))
                next = index + 1
            }
            if next < lazy.count { entries.append(.unbuilt(Run(segment: segment, range: next..<lazy.count, role: role))) }
        } else {
            for child in n.children { collect(child, traits, element: element) }
        }
    }

    /// The list-wide index of an element (what its measured height is kept under).
    func line(of element: ElementRef) -> Int { segments[element.segment].base + element.index }
}

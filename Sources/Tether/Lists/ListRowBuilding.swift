import Foundation

/// How a list builds its rows on demand, as iOS's lists make cells only for the rows they
/// show: the elements of its `ForEach`es are built when their rows come within a margin of a
/// quarter of what the scroll view shows (at least 20 points), and set aside with their state
/// when they leave it. Rows not built yet are estimated at the average height of the rows
/// measured so far (44 points, iOS's estimated row height, before any).
extension ListLayout: OnDemandLayout {
    var buildsOnDemand: Bool { true }

    /// The state a list keeps across updates: measured element heights and relayout counts.
    static func lazyState(of node: ViewNode) -> LazyLayoutState {
        if let state = node.persistentLayoutState as? LazyLayoutState { return state }
        let state = LazyLayoutState()
        node.persistentLayoutState = state
        return state
    }

    /// Changes of the rows being built do not change the size of the views above: the list
    /// reports its own change of length (`requestLayout`).
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool {
        Self.lazyState(of: node).isBuilding || child !== node.children.first
    }

    /// Builds the elements whose rows meet the visible area and its margin, parks the others,
    /// and again while measuring the new rows moves which ones meet it.
    func buildRowsNearVisibleArea(_ node: ViewNode) {
        guard let visible = ScrollViewportLayout.visibleRect(around: node) else { return }
        let margin = max(20, visible.height / 4)
        let low = visible.minY - margin, high = visible.maxY + margin
        let state = Self.lazyState(of: node)
        if state.estimatedExtent == 0 {
            // Nothing to estimate from: the first element is built and measured to start with.
            let content = ListContent(of: node)
            if let first = content.segments.first(where: { $0.elements.count > 0 }), first.elements.built.isEmpty {
                state.isBuilding = true
                first.elements.build([0], in: first.node)
                state.isBuilding = false
                _ = compute(node, width: node.frame.width, place: false)
            }
        }
        for _ in 0..<8 {
            let geometry = compute(node, width: node.frame.width, place: false)
            guard let content = geometry.content, !content.segments.isEmpty else { return }
            var wanted = Array(repeating: [Int](), count: content.segments.count)
            var total = 0
            for row in geometry.rows where row.cell.maxY >= low && row.cell.minY <= high {
                if let element = row.element, wanted[element.segment].last != element.index {
                    wanted[element.segment].append(element.index)
                    total += 1
                }
            }
            for gap in geometry.unbuilt where gap.step > 0 {
                // The rows of the run from the one at `low` to the one at `high`.
                let count = gap.run.range.count
                func offset(_ y: CGFloat) -> Int {
                    let rows = ((y - gap.top) / gap.step).rounded(.down)
                    return rows.isFinite ? Int(min(max(rows, 0), CGFloat(count))) : 0
                }
                let start = gap.run.range.lowerBound
                let range = (start + offset(low))..<(start + min(offset(high) + 1, count))
                guard !range.isEmpty, gap.top <= high else { continue }
                wanted[gap.run.segment].append(contentsOf: range)
                total += range.count
            }
            if total > LazyContainerLayout.maxBuiltLines {
                node.graph.report(.invalidGeometry, "more than \(LazyContainerLayout.maxBuiltLines) rows of a list are visible at once; the others are not built", at: node)
                var left = LazyContainerLayout.maxBuiltLines
                for i in wanted.indices {
                    wanted[i] = Array(wanted[i].sorted().prefix(left))
                    left -= wanted[i].count
                }
            }
            var changed = false
            for (i, segment) in content.segments.enumerated() {
                let indices = Array(Set(wanted[i])).sorted()
                if indices != segment.elements.built.map(\.index) { changed = true }
            }
            guard changed else { return }
            state.isBuilding = true
            for (i, segment) in content.segments.enumerated() {
                segment.elements.build(Array(Set(wanted[i])).sorted(), in: segment.node, refreshingBuilt: false)
            }
            state.isBuilding = false
        }
    }

    /// Where element `index` of the `ForEach` at `forEach` is in the list, built or estimated.
    func rect(ofElement index: Int, in forEach: ViewNode, container node: ViewNode) -> CGRect? {
        let geometry = compute(node, width: node.frame.width, place: false)
        guard let content = geometry.content, let segment = content.segments.firstIndex(where: { $0.node === forEach }) else { return nil }
        if let row = geometry.rows.first(where: { $0.element == ListContent.ElementRef(segment: segment, index: index) }) {
            return row.cell
        }
        for gap in geometry.unbuilt where gap.run.segment == segment && gap.run.range.contains(index) {
            let top = gap.top + CGFloat(index - gap.run.range.lowerBound) * gap.step
            return CGRect(x: 0, y: top, width: node.frame.width, height: max(0, gap.step))
        }
        return nil
    }
}

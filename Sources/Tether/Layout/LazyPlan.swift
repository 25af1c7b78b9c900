import Foundation

/// One layout pass of a lazy container (see `LazyContainerLayout`): its content as segments
/// (built views, `ForEach`es whose elements are built on demand), the segments as lines, and
/// the lines' positions from measured and estimated extents.
struct LazyPlan {
    /// A run of the container's content: a view built as usual, or the elements of a `ForEach`.
    enum Segment {
        case view(LayoutChild)
        case elements(ViewNode, LazyElements)
    }
    /// Consecutive lines made of the same kind of content (a section's header, its rows, its
    /// footer): a grid's section header or footer takes a whole line; cells fill lines of `columns`.
    struct Block {
        var firstLine = 0
        var lines = 0
        var fullWidth = false
        var runs: [(segment: Int, count: Int)] = []
        var cells = 0
        var role = ListRowRole(section: nil, kind: .row)
    }
    struct Cell { var segment: Int; var element: Int }

    let layout: LazyContainerLayout
    let node: ViewNode
    let state: LazyLayoutState
    let axis: Axis
    let spacing: CGFloat
    let tracks: [GridTrack]
    let crossLength: CGFloat?
    private(set) var segments: [(segment: Segment, role: ListRowRole)] = []
    private(set) var blocks: [Block] = []
    private(set) var lineCount = 0
    private var columns: Int { max(tracks.count, 1) }

    init(_ layout: LazyContainerLayout, node: ViewNode, crossLength: CGFloat?) {
        self.layout = layout
        self.node = node
        self.axis = layout.axis
        self.crossLength = crossLength
        if let existing = node.persistentLayoutState as? LazyLayoutState {
            state = existing
        } else {
            state = LazyLayoutState()
            node.persistentLayoutState = state
        }
        spacing = layout.spacing.map { layout.sanitizedSpacing($0, node) } ?? ViewSpacing.defaultValue
        if var items = layout.gridItems {
            if items.isEmpty {
                node.graph.report(.invalidGeometry, "a lazy grid has no \(axis == .vertical ? "columns" : "rows"); using one flexible", at: node)
                items = [GridItem()]
            }
            tracks = GridTrackSolver.tracks(items, length: crossLength) { node.graph.report(.invalidGeometry, $0, at: node) }
        } else {
            tracks = []
        }
        if let content = node.children.first { collect(content, LayoutTraits()) }
        makeBlocks()
    }

    // MARK: Content

    private mutating func collect(_ n: ViewNode, _ inherited: LayoutTraits) {
        var traits = inherited
        for case let writer as LayoutTraitAttribute in n.attributes { writer.apply(to: &traits) }
        if n.isLayoutNode { LayoutEngine.addTraits(within: n, to: &traits) }
        let role = traits.values[ObjectIdentifier(ListRowRoleKey.self)] as? ListRowRole ?? ListRowRole(section: nil, kind: .row)
        if n.isLayoutNode {
            segments.append((.view(LayoutChild(node: n, traits: traits)), role))
        } else if layout.buildsOnDemand, let lazy = n.attribute(LazyElements.self) {
            segments.append((.elements(n, lazy), role))
        } else {
            for child in n.children { collect(child, traits) }
        }
    }

    private mutating func makeBlocks() {
        for (index, (segment, role)) in segments.enumerated() {
            let count: Int
            switch segment {
            case .view: count = 1
            case .elements(_, let lazy): count = lazy.count
            }
            guard count > 0 else { continue }
            let fullWidth = layout.isGrid && role.kind != .row
            if !fullWidth, var last = blocks.last, !last.fullWidth, last.role.section === role.section, last.role.kind == role.kind {
                last.runs.append((index, count))
                last.cells += count
                blocks[blocks.count - 1] = last
            } else {
                blocks.append(Block(fullWidth: fullWidth, runs: [(index, count)], cells: count, role: role))
            }
        }
        var line = 0
        for i in blocks.indices {
            blocks[i].firstLine = line
            blocks[i].lines = blocks[i].fullWidth ? 1 : (blocks[i].cells + columns - 1) / columns
            line += blocks[i].lines
        }
        lineCount = line
    }

    private func blockIndex(ofLine line: Int) -> Int? {
        var low = 0, high = blocks.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let b = blocks[mid]
            if line < b.firstLine { high = mid - 1 } else if line >= b.firstLine + b.lines { low = mid + 1 } else { return mid }
        }
        return nil
    }

    /// The cells of a line, in track order.
    func cells(ofLine line: Int) -> [Cell] {
        guard let b = blockIndex(ofLine: line) else { return [] }
        let block = blocks[b]
        let perLine = block.fullWidth ? block.cells : columns
        let first = (line - block.firstLine) * perLine
        let last = min(first + perLine, block.cells)
        guard first < last else { return [] }
        var out: [Cell] = []
        var start = 0
        for run in block.runs {
            let lo = max(first, start), hi = min(last, start + run.count)
            if lo < hi { for i in lo..<hi { out.append(Cell(segment: run.segment, element: i - start)) } }
            start += run.count
            if start >= last { break }
        }
        return out
    }

    /// The built layout nodes of a cell (none for an element not built).
    func views(of cell: Cell) -> [ViewNode] {
        switch segments[cell.segment].segment {
        case .view(let child): return [child.node]
        case .elements(_, let lazy):
            guard let element = lazy.node(at: cell.element) else { return [] }
            return LayoutEngine.layoutChildren(of: element).map(\.node)
        }
    }

    /// The lines holding views built as usual (measured and placed wherever they are).
    func staticLines() -> [Int] {
        var lines: [Int] = []
        for block in blocks {
            var start = 0
            for run in block.runs {
                if case .view = segments[run.segment].segment {
                    lines.append(block.firstLine + (block.fullWidth ? 0 : start / columns))
                }
                start += run.count
            }
        }
        return lines
    }

    /// The line element `index` of the `ForEach` at `forEach` falls on.
    func line(ofElement index: Int, in forEach: ViewNode) -> Int? {
        for block in blocks {
            var start = 0
            for run in block.runs {
                if case .elements(let n, _) = segments[run.segment].segment, n === forEach, index < run.count {
                    return block.firstLine + (block.fullWidth ? 0 : (start + index) / columns)
                }
                start += run.count
            }
        }
        return nil
    }

    // MARK: Measuring

    /// What a cell at track `column` of a line is offered (a whole line: the container's length across).
    func proposal(column: Int?, fullWidth: Bool) -> ProposedViewSize {
        guard layout.isGrid else { return ProposedViewSize(axis: axis, major: nil, minor: crossLength) }
        if fullWidth || column == nil { return ProposedViewSize(axis: axis, major: nil, minor: GridTrackSolver.length(of: tracks)) }
        return ProposedViewSize(axis: axis, major: nil, minor: tracks[min(column!, tracks.count - 1)].size)
    }

    private func isFullWidth(_ line: Int) -> Bool { blockIndex(ofLine: line).map { blocks[$0].fullWidth } ?? false }

    /// Measures a line's built views and records its extent (the longest cell; a cell with
    /// several views stacks them).
    @discardableResult
    func measure(line: Int) -> CGFloat {
        let fullWidth = isFullWidth(line)
        var extent: CGFloat = 0
        var any = false
        for (column, cell) in cells(ofLine: line).enumerated() {
            let views = views(of: cell)
            guard !views.isEmpty else { continue }
            any = true
            let p = proposal(column: column, fullWidth: fullWidth)
            extent = max(extent, cellLength(views, p))
        }
        if any { state.setExtent(extent, line: line) }
        return extent
    }

    private func cellLength(_ views: [ViewNode], _ p: ProposedViewSize) -> CGFloat {
        views.reduce(0) { $0 + LayoutEngine.measure($1, p)[axis] } + CGFloat(max(views.count - 1, 0)) * spacing
    }

    /// The widest built view of a stack across the growth axis.
    func widestBuilt() -> CGFloat {
        LayoutEngine.subviews(of: node).reduce(0) { max($0, $1.sizeThatFits(proposal(column: nil, fullWidth: true))[axis.other]) }
    }

    // MARK: Positions

    func extent(_ line: Int) -> CGFloat { state.extents[line] ?? state.estimatedExtent }

    /// Where a line starts: the lines before it, measured or estimated, and the spacing.
    func position(of line: Int) -> CGFloat {
        let estimate = state.estimatedExtent
        var y = CGFloat(line) * (estimate + spacing)
        for (l, e) in state.extents where l < line { y += e - estimate }
        return y
    }

    /// The container's length along the growth axis.
    func length() -> CGFloat {
        guard lineCount > 0 else { return 0 }
        let estimate = state.estimatedExtent
        var total = CGFloat(lineCount) * estimate + CGFloat(lineCount - 1) * spacing
        for (l, e) in state.extents where l < lineCount { total += e - estimate }
        return max(0, total)
    }

    /// The lines that meet `range` by the current measurements and estimates.
    func lines(covering range: ClosedRange<CGFloat>) -> Range<Int> {
        guard lineCount > 0 else { return 0..<0 }
        let step = state.estimatedExtent + spacing
        let guess = step > 0 ? min(max(range.lowerBound / step, 0), CGFloat(lineCount - 1)) : 0
        var line = Int(guess.finiteOr(0))
        var y = position(of: line)
        while line > 0, y > range.lowerBound {
            line -= 1
            y -= extent(line) + spacing
        }
        while line < lineCount - 1, y + extent(line) < range.lowerBound {
            y += extent(line) + spacing
            line += 1
        }
        var end = line
        while end < lineCount, y <= range.upperBound, end - line < LazyContainerLayout.maxBuiltLines {
            y += extent(end) + spacing
            end += 1
        }
        if end - line >= LazyContainerLayout.maxBuiltLines, end < lineCount, y <= range.upperBound {
            node.graph.report(.invalidGeometry, "more than \(LazyContainerLayout.maxBuiltLines) lines of a lazy container are visible at once; the others are not built", at: node)
        }
        return line..<end
    }

    // MARK: Building

    /// Builds the elements on `lines`; the other built elements are parked unless kept.
    func build(lines: Range<Int>, keepingOthers: Bool) {
        var wanted: [ObjectIdentifier: (node: ViewNode, lazy: LazyElements, indices: Set<Int>)] = [:]
        for (segment, _) in segments {
            if case .elements(let n, let lazy) = segment {
                wanted[ObjectIdentifier(n)] = (n, lazy, keepingOthers ? Set(lazy.built.map(\.index)) : [])
            }
        }
        for line in lines {
            for cell in cells(ofLine: line) {
                guard case .elements(let n, _) = segments[cell.segment].segment else { continue }
                wanted[ObjectIdentifier(n)]?.indices.insert(cell.element)
            }
        }
        state.isBuilding = true
        defer { state.isBuilding = false }
        for (_, entry) in wanted { entry.lazy.build(entry.indices.sorted(), in: entry.node, refreshingBuilt: false) }
    }

    /// With no line measured there is nothing to estimate from: the first line is built and
    /// measured (the built elements stay).
    func measureFirstLineIfNothingIsKnown() {
        guard state.extents.isEmpty, lineCount > 0 else { return }
        build(lines: 0..<1, keepingOthers: true)
        measure(line: 0)
    }

    /// Builds the lines that cover `range`, again while measuring them moves the range's lines.
    func buildWindow(covering range: ClosedRange<CGFloat>) -> Range<Int> {
        measureFirstLineIfNothingIsKnown()
        var window = 0..<0
        for _ in 0..<8 {
            let next = lines(covering: range)
            if next == window { break }
            build(lines: next, keepingOthers: false)
            for line in next { measure(line: line) }
            window = next
        }
        for line in staticLines() { measure(line: line) }
        return window
    }

    /// Records where each built view goes: the window's lines and the lines of views built as
    /// usual. Pinned section headers (footers) stay at the visible area's start (end) while
    /// their section shows.
    func recordPlacements(window: Range<Int>, visible: ClosedRange<CGFloat>?) {
        var lines: [(line: Int, y: CGFloat)] = []
        var y = position(of: window.lowerBound)
        for line in window {
            lines.append((line, y))
            y += extent(line) + spacing
        }
        for line in staticLines() where !window.contains(line) { lines.append((line, position(of: line))) }
        let trackOffsets = tracks.indices.map { i in tracks[..<i].reduce(0) { $0 + $1.size + $1.spacing } }
        for (line, natural) in lines {
            guard let b = blockIndex(ofLine: line) else { continue }
            let block = blocks[b]
            let lineExtent = extent(line)
            let main = pinnedPosition(block: b, natural: natural, extent: lineExtent, visible: visible)
            for (column, cell) in cells(ofLine: line).enumerated() {
                let views = views(of: cell)
                guard !views.isEmpty else { continue }
                let p = proposal(column: column, fullWidth: block.fullWidth)
                let crossStart: CGFloat, crossSpace: CGFloat, cellAlignment: Alignment
                if layout.isGrid, !block.fullWidth {
                    let track = tracks[min(column, tracks.count - 1)]
                    crossStart = trackOffsets[min(column, tracks.count - 1)]
                    crossSpace = track.size
                    cellAlignment = track.alignment ?? layout.alignment
                } else {
                    crossStart = 0
                    crossSpace = layout.isGrid ? GridTrackSolver.length(of: tracks) : node.frame.size[axis.other]
                    cellAlignment = layout.alignment
                }
                let total = cellLength(views, p)
                let mainGuide = axis == .vertical ? cellAlignment.vertical.key : cellAlignment.horizontal.key
                let crossGuide = axis == .vertical ? cellAlignment.horizontal.key : cellAlignment.vertical.key
                var cursor = main + (lineExtent - total) * fraction(mainGuide)
                for view in views {
                    let d = LayoutEngine.dimensions(of: view, p)
                    let space = ViewDimensions(size: CGSize(axis: axis.other, major: crossSpace, minor: 0))
                    let cross = crossStart + space[crossGuide] - d[crossGuide]
                    state.placements.append((view, CGPoint(axis: axis, major: cursor, minor: cross), p))
                    cursor += d.size[axis] + spacing
                }
            }
        }
    }

    /// Where a guide sits along a length of 1 (0 leading/top, 0.5 centre, 1 trailing/bottom).
    private func fraction(_ key: AlignmentKey) -> CGFloat {
        let v = key.defaultValue(ViewDimensions(size: CGSize(width: 1, height: 1)))
        return v.isFinite ? min(max(v, 0), 1) : 0.5
    }

    private func pinnedPosition(block b: Int, natural: CGFloat, extent: CGFloat, visible: ClosedRange<CGFloat>?) -> CGFloat {
        guard let visible, let section = blocks[b].role.section else { return natural }
        let kind = blocks[b].role.kind
        let sectionBlocks = blocks.indices.filter { blocks[$0].role.section === section }
        guard let first = sectionBlocks.first, let last = sectionBlocks.last else { return natural }
        if kind == .header, layout.pinnedViews.contains(.sectionHeaders) {
            let lastLine = blocks[last].firstLine + blocks[last].lines - 1
            let end = position(of: lastLine) + self.extent(lastLine)
            return max(natural, min(visible.lowerBound, end - extent))
        }
        if kind == .footer, layout.pinnedViews.contains(.sectionFooters) {
            let start = position(of: blocks[first].firstLine)
            return min(natural, max(visible.upperBound - extent, start))
        }
        return natural
    }
}

import Foundation

/// The layout of the lazy stacks and grids. Their content is a list of *lines* along the
/// growth axis: a stack's rows, a grid's rows of cells (a section's header or footer takes a
/// whole line). Views that are not `ForEach` elements are built as usual; the elements of a
/// `ForEach` are built as the lines they fall on are needed.
///
/// Outside a scroll view that scrolls along the growth axis every line is built and a lazy
/// stack sizes like a `VStack`/`HStack`. Inside one only the lines that meet the visible area
/// (plus a margin of a quarter of it) are built, measured, placed and drawn; the lines not
/// built yet are estimated at the average extent of the lines measured so far (the first line
/// is measured to start with), and the container's length is the measured lines plus the
/// estimated ones. When building changes that length the update lays out again (a bounded
/// number of passes), as SwiftUI's lazy stacks resize while they scroll.
///
/// Across the growth axis a lazy stack takes the length it is offered (its rows are aligned in
/// it), or its widest built row when offered none; a grid is as wide as its tracks.
struct LazyContainerLayout: NodeLayout, StackAxisProviding {
    /// The growth axis: vertical for `LazyVStack` and `LazyVGrid`.
    let axis: Axis
    /// How rows (a stack) or cells (a grid) are aligned in their space.
    let alignment: Alignment
    /// Between lines (nil: 8 points).
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    /// The grid's columns (rows for a horizontal grid); nil for a stack.
    let gridItems: [GridItem]?
    /// True inside a scroll view along `axis`: `ForEach` elements are built on demand.
    var buildsOnDemand = false

    var stackAxis: Axis? { gridItems == nil ? axis : nil }
    /// What it builds depends on where the scroll view shows it: moved, it is placed again.
    var dependsOnGlobalPosition: Bool { buildsOnDemand }
    var isGrid: Bool { gridItems != nil }

    /// The most lines built for one visible area; more is reported (rows of zero length).
    static let maxBuiltLines = 2_000

    // MARK: Sizes

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let plan = LazyPlan(self, node: node, crossLength: proposal[axis.other])
        if !isGrid, !buildsOnDemand {
            let result = stackResult(proposal, node)
            return CGSize(axis: axis, major: result.size[axis], minor: crossSize(result.size[axis.other], proposal))
        }
        let state = plan.state
        if buildsOnDemand {
            // Something to estimate from: the first line, and the lines already built.
            plan.measureFirstLineIfNothingIsKnown()
            for line in state.window where line < plan.lineCount { _ = plan.measure(line: line) }
            for line in plan.staticLines() { _ = plan.measure(line: line) }
        } else {
            for line in 0..<plan.lineCount { _ = plan.measure(line: line) }
        }
        let major = plan.length()
        let cross = isGrid ? GridTrackSolver.length(of: plan.tracks) : crossSize(plan.widestBuilt(), proposal)
        return CGSize(axis: axis, major: major, minor: cross)
    }

    /// A stack takes the length it is offered across; offered none, its widest row.
    private func crossSize(_ content: CGFloat, _ proposal: ProposedViewSize) -> CGFloat {
        if let offered = proposal[axis.other], offered.isFinite { return max(offered, 0) }
        return content
    }

    private func stackResult(_ proposal: ProposedViewSize, _ node: ViewNode) -> StackAlgorithm.Result {
        let guide = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let algorithm = StackAlgorithm(axis: axis, crossGuide: guide, spacing: spacing.map { sanitizedSpacing($0, node) })
        return algorithm.run(proposal, LayoutEngine.subviews(of: node))
    }

    func sanitizedSpacing(_ value: CGFloat, _ node: ViewNode) -> CGFloat {
        if value.isFinite, value >= 0 { return value }
        node.graph.report(.invalidGeometry, "lazy container spacing \(value) is negative or not finite; using 0", at: node)
        return 0
    }

    // MARK: Building and placing

    /// Changes to the built elements while the container builds them never change the size of
    /// the views above: the container reports its own change of length (`requestLayout`).
    func sizeIgnoresChild(_ child: ViewNode, of node: ViewNode) -> Bool {
        (node.persistentLayoutState as? LazyLayoutState)?.isBuilding == true || child !== node.children.first
    }

    /// Builds the lines the visible area needs and records where everything goes; the engine
    /// then places the subviews, which now include the elements just built.
    func willPlace(_ node: ViewNode) {
        let plan = LazyPlan(self, node: node, crossLength: node.frame.size[axis.other])
        let state = plan.state
        state.placements = []
        if !isGrid, !buildsOnDemand {
            let result = stackResult(ProposedViewSize(axis: axis, major: node.proposal[axis], minor: node.frame.size[axis.other]), node)
            let shift = crossShift(contentCross: result.size[axis.other], in: node.frame.size[axis.other])
            for (i, subview) in LayoutEngine.subviews(of: node).enumerated() {
                let origin = CGPoint(axis: axis, major: result.majorOffsets[i], minor: result.crossOffsets[i] + shift)
                state.placements.append((subview.node, origin, result.proposals[i]))
            }
            return
        }
        let visible = buildsOnDemand ? visibleRange(of: node) : nil
        let window: Range<Int>
        if let visible {
            window = plan.buildWindow(covering: visible.lowerBound - visible.margin ... visible.upperBound + visible.margin)
        } else {
            window = 0..<plan.lineCount
            for line in window { _ = plan.measure(line: line) }
        }
        state.window = window
        plan.recordPlacements(window: window, visible: visible.map { $0.lowerBound ... $0.upperBound })
        // Building changed the estimated length: lay out again with it.
        // A few times per update at most: estimates that keep moving (the scroll offset clamped
        // by a length that changes what is built) settle on the last layout.
        if buildsOnDemand, abs(plan.length() - node.frame.size[axis]) > 0.5, state.allowsRelayout(in: node.graph.updateGeneration) {
            node.graph.requestLayout(of: node)
        }
    }

    /// Where a stack of `contentCross` sits across `length` by the stack's alignment.
    func crossShift(contentCross: CGFloat, in length: CGFloat) -> CGFloat {
        let guide = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let fraction = guide.defaultValue(ViewDimensions(size: CGSize(axis: axis.other, major: 1, minor: 0)))
        return (length - contentCross) * min(max(fraction, 0), 1)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let state = node.persistentLayoutState as? LazyLayoutState else { return }
        var byNode: [ObjectIdentifier: Int] = [:]
        for (i, p) in state.placements.enumerated() where byNode[ObjectIdentifier(p.node)] == nil { byNode[ObjectIdentifier(p.node)] = i }
        for subview in LayoutEngine.subviews(of: node) {
            guard let i = byNode[ObjectIdentifier(subview.node)] else { continue }
            let placement = state.placements[i]
            subview.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                          proposal: placement.proposal)
        }
    }

    /// The part of the container an enclosing scroll view shows along the growth axis, in the
    /// container's space, and the margin built around it.
    private func visibleRange(of node: ViewNode) -> (lowerBound: CGFloat, upperBound: CGFloat, margin: CGFloat)? {
        var current = node.parent
        while let n = current {
            if let scroll = n.layout as? ScrollViewportLayout {
                guard scroll.scrolls(axis), n.isPlaced else { return nil }
                // In the container's own terms: from its leading edge, the right one in right to left.
                let local = LayoutEngine.unmirrored(n.globalBounds.applying(node.globalTransform.inverted()), in: node)
                let length = local.size[axis]
                let low = axis == .vertical ? local.minY : local.minX
                return (low, low + length, max(20, length / 4))
            }
            current = n.parent
        }
        return nil
    }
}

extension LazyContainerLayout: OnDemandLayout {
    /// The band of the line element `index` falls on, across the whole container.
    func rect(ofElement index: Int, in forEach: ViewNode, container: ViewNode) -> CGRect? {
        let plan = LazyPlan(self, node: container, crossLength: container.frame.size[axis.other])
        guard let line = plan.line(ofElement: index, in: forEach) else { return nil }
        var local = CGRect(origin: .zero, size: container.frame.size)
        let start = plan.position(of: line), length = plan.extent(line)
        if axis == .vertical { local.origin.y = start; local.size.height = length } else { local.origin.x = start; local.size.width = length }
        return local
    }
}

extension CGPoint {
    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}

/// What a lazy container keeps across updates: the extents of the lines it measured, the
/// lines it built last, and where its subviews go.
final class LazyLayoutState {
    /// Measured extents along the growth axis, by line.
    private(set) var extents: [Int: CGFloat] = [:]
    private var extentSum: CGFloat = 0
    /// True while the container builds elements (their changes do not re-measure its ancestors).
    var isBuilding = false
    var window: Range<Int> = 0..<0
    var placements: [(node: ViewNode, origin: CGPoint, proposal: ProposedViewSize)] = []

    /// Relayouts asked for in the current update.
    private var relayouts = (update: -1, count: 0)
    static let maxRelayoutsPerUpdate = 4

    func allowsRelayout(in update: Int) -> Bool {
        if relayouts.update != update { relayouts = (update, 0) }
        relayouts.count += 1
        return relayouts.count <= Self.maxRelayoutsPerUpdate
    }

    func setExtent(_ extent: CGFloat, line: Int) {
        if let old = extents[line] { extentSum -= old }
        extents[line] = extent
        extentSum += extent
    }

    /// The extent assumed for a line not measured yet: the average of the measured ones.
    var estimatedExtent: CGFloat { extents.isEmpty ? 0 : extentSum / CGFloat(extents.count) }
    var measuredSum: CGFloat { extentSum }

    /// Forgets every measurement (the data changed).
    func forgetMeasurements() {
        extents = [:]
        extentSum = 0
        window = 0..<0
    }
}

extension ViewGraph {
    /// Asks for another layout pass in this update, with `node` measured again (a lazy
    /// container whose length changed while it built its lines).
    func requestLayout(of node: ViewNode) {
        layoutRequests.append(node)
    }
}

import Foundation

/// Mirrors SwiftUI's `GridLayout`, the layout of `Grid` (also usable through `AnyLayout`).
///
/// What Tether does, step by step (Apple documents the results, not the algorithm):
/// 1. **Cells.** Consecutive subviews of one `GridRow` form a row; each takes
///    `gridCellColumns` columns (1 by default). Any other subview is a row of its own spanning
///    every column. The grid has as many columns as its widest row; shorter rows leave their
///    last columns empty.
/// 2. **Spacing.** `horizontalSpacing` / `verticalSpacing`, or when nil the default spacing
///    between the neighbouring cells, computed with `ViewSpacing` as stacks do (8 points
///    between ordinary views, none next to a `Spacer`).
/// 3. **Columns** are sized like the children of an `HStack`: the proposed width minus the
///    gaps is shared among the columns, least flexible first, each offered an equal share of
///    what remains; a column is as wide as its widest single-column cell (measured with the
///    column's alignment guides lined up). A cell spanning several columns is then offered
///    its columns' width plus what is left over; if it is wider, the difference is shared
///    equally among its columns. A nil proposal gives every column its ideal width.
/// 4. **Rows** are sized the same way along y, each cell offered its column width, so a row
///    is as tall as its tallest cell (with the row's alignment guides lined up).
/// 5. Cells with `gridCellUnsizedAxes` are left out of steps 3 / 4 on those axes.
/// 6. **Placement.** Every cell is proposed its cell's size (its columns' width by its row's
///    height). Within a row the cells' vertical guides (`GridRow(alignment:)`, else the grid's)
///    are lined up; within a column the horizontal guides (`gridColumnAlignment`, else the
///    grid's). A cell spanning several columns is aligned in its span by its own
///    `gridColumnAlignment`, else the grid's. `gridCellAnchor` puts the anchor point of the view
///    on the same unit point of its cell.
nonisolated public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// Mirrors `init(alignment:horizontalSpacing:verticalSpacing:)`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Views directly in a grid stack vertically (a `Divider` there is a horizontal line).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// Mirrors SwiftUI's `GridLayout.Cache`: the grid's cells and gaps, and its solutions per
    /// proposal, shared by the measure and place queries until the subviews change.
    public struct Cache {
        let storage: GridCacheStorage
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(storage: GridCacheStorage(structure: GridStructure(subviews, layout: self)))
    }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.storage.solution(for: proposal, subviews, self).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let solution = cache.storage.solution(for: proposal, subviews, self)
        GridPlacement(structure: cache.storage.structure, solution: solution, layout: self)
            .place(in: bounds, subviews)
    }
}

extension GridLayout: LayoutComparable {
    func hasSameLayout(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return alignment == other.alignment && horizontalSpacing == other.horizontalSpacing
            && verticalSpacing == other.verticalSpacing
    }
}

/// The mutable part of `GridLayout.Cache`.
final class GridCacheStorage {
    let structure: GridStructure
    private var solutions: [ProposedViewSize: GridSolution] = [:]
    init(structure: GridStructure) { self.structure = structure }

    func solution(for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ layout: GridLayout) -> GridSolution {
        if let known = solutions[proposal] { return known }
        let solved = GridSolver(structure: structure, subviews: subviews, layout: layout).solve(proposal)
        solutions[proposal] = solved
        return solved
    }
}

/// Step 1 and 2: which cell goes where, and the gaps between columns and rows.
struct GridStructure {
    struct Cell {
        let subview: Int
        let row: Int
        let column: Int
        let span: Int
        let anchor: UnitPoint?
        let unsized: Axis.Set
        let ownAlignment: HorizontalAlignment?
        var columns: Range<Int> { column..<(column + span) }
    }
    struct Row {
        var cells: [Int] = []
        var alignment: VerticalAlignment?
    }

    /// The widest span Tether accepts: larger `gridCellColumns` values are capped, so a typo
    /// cannot make the grid allocate millions of columns.
    static let maxSpan = 1_000

    var cells: [Cell] = []
    var rows: [Row] = []
    var columnCount = 0
    /// Per column, the alignment set by `gridColumnAlignment` on one of its cells.
    var columnAlignments: [HorizontalAlignment?] = []
    /// The gap after each column but the last, and after each row but the last.
    var columnGaps: [CGFloat] = []
    var rowGaps: [CGFloat] = []

    init(_ subviews: LayoutSubviews, layout: GridLayout) {
        guard !subviews.isEmpty else { return }
        let gridNode = Self.gridNode(above: subviews[subviews.startIndex].node)
        // Rows: runs of cells of the same GridRow; other views are rows of their own.
        var current: ObjectIdentifier?
        var nextColumn = 0
        var pending: [(subview: Int, row: Int, column: Int, span: Int?)] = []
        for index in subviews.indices {
            let subview = subviews[index]
            guard let row = subview[GridRowKey.self] else {
                rows.append(Row(cells: [], alignment: nil))
                pending.append((index, rows.count - 1, 0, nil))
                current = nil
                continue
            }
            if row.id != current {
                rows.append(Row(cells: [], alignment: row.alignment))
                current = row.id
                nextColumn = 0
            }
            let span = Self.sanitizedSpan(subview[GridCellColumnsKey.self], subview.node)
            pending.append((index, rows.count - 1, nextColumn, span))
            nextColumn += span
            columnCount = max(columnCount, nextColumn)
        }
        columnCount = max(columnCount, 1)
        columnAlignments = Array(repeating: nil, count: columnCount)
        for item in pending {
            let subview = subviews[item.subview]
            var anchor = subview[GridCellAnchorKey.self]
            if let a = anchor, !(a.x.isFinite && a.y.isFinite) {
                subview.node.graph.report(.invalidGeometry, "gridCellAnchor got a non-finite unit point; aligning the cell by guides", at: subview.node)
                anchor = nil
            }
            let own = subview[GridColumnAlignmentKey.self]
            let cell = Cell(subview: item.subview, row: item.row, column: item.column, span: item.span ?? columnCount,
                            anchor: anchor, unsized: subview[GridCellUnsizedAxesKey.self], ownAlignment: own)
            if cell.span == 1, let own, columnAlignments[cell.column] == nil { columnAlignments[cell.column] = own }
            rows[item.row].cells.append(cells.count)
            cells.append(cell)
        }
        columnGaps = columnGaps(subviews, layout.horizontalSpacing, gridNode)
        rowGaps = rowGaps(subviews, layout.verticalSpacing, gridNode)
    }

    /// `gridCellColumns` below 1 means 1; above `maxSpan`, `maxSpan`. Both are reported.
    private static func sanitizedSpan(_ span: Int, _ node: ViewNode) -> Int {
        if span < 1 {
            node.graph.report(.invalidGeometry, "gridCellColumns(\(span)) must be at least 1; using 1", at: node)
            return 1
        }
        if span > maxSpan {
            node.graph.report(.invalidGeometry, "gridCellColumns(\(span)) is larger than \(maxSpan) columns; using \(maxSpan)", at: node)
            return maxSpan
        }
        return span
    }

    /// An explicit spacing, or nil (default spacing) when it is not finite.
    private static func explicitSpacing(_ value: CGFloat?, _ name: String, _ node: ViewNode?) -> CGFloat? {
        guard let value else { return nil }
        if value.isFinite { return value }
        node?.graph.report(.invalidGeometry, "Grid \(name) must be finite; using the default spacing", at: node)
        return nil
    }

    private func columnGaps(_ subviews: LayoutSubviews, _ spacing: CGFloat?, _ node: ViewNode?) -> [CGFloat] {
        guard columnCount > 1 else { return [] }
        if let fixed = Self.explicitSpacing(spacing, "horizontalSpacing", node) {
            return Array(repeating: fixed, count: columnCount - 1)
        }
        var ending = [ViewSpacing?](repeating: nil, count: columnCount)
        var starting = [ViewSpacing?](repeating: nil, count: columnCount)
        for cell in cells {
            let s = subviews[cell.subview].spacing
            ending[cell.columns.upperBound - 1] = ending[cell.columns.upperBound - 1]?.union(s) ?? s
            starting[cell.column] = starting[cell.column]?.union(s) ?? s
        }
        return (0..<(columnCount - 1)).map { c in
            (ending[c] ?? ViewSpacing()).distance(to: starting[c + 1] ?? ViewSpacing(), along: .horizontal)
        }
    }

    private func rowGaps(_ subviews: LayoutSubviews, _ spacing: CGFloat?, _ node: ViewNode?) -> [CGFloat] {
        guard rows.count > 1 else { return [] }
        if let fixed = Self.explicitSpacing(spacing, "verticalSpacing", node) {
            return Array(repeating: fixed, count: rows.count - 1)
        }
        let unions = rows.map { row in
            row.cells.dropFirst().reduce(subviews[cells[row.cells[0]].subview].spacing) {
                $0.union(subviews[cells[$1].subview].spacing)
            }
        }
        return (0..<(rows.count - 1)).map { unions[$0].distance(to: unions[$0 + 1], along: .vertical) }
    }

    /// The grid's own node (where diagnostics about the grid are reported).
    private static func gridNode(above node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let n = current, !n.isLayoutNode { current = n.parent }
        return current
    }
}

/// The sizes and positions of the columns and rows for one proposal.
struct GridSolution {
    var columnWidths: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    var columnOffsets: [CGFloat] = []
    var rowOffsets: [CGFloat] = []
    /// The gap after each column but the last.
    var columnGaps: [CGFloat] = []
    var size: CGSize = .zero

    /// The width of `cell`: its columns and the gaps between them.
    func width(of cell: GridStructure.Cell) -> CGFloat {
        // The widths plus the gaps between them (not a difference of offsets, which an
        // infinite column, probed for its maximum, would make NaN).
        let columns = cell.columns
        var width: CGFloat = 0
        for c in columns {
            width += columnWidths[c]
            if c + 1 < columns.upperBound, c < columnGaps.count { width += columnGaps[c] }
        }
        return width
    }

    /// The rectangle of `cell` in the grid's space.
    func frame(of cell: GridStructure.Cell) -> CGRect {
        CGRect(x: columnOffsets[cell.column], y: rowOffsets[cell.row], width: width(of: cell), height: rowHeights[cell.row])
    }
}

/// Steps 3 to 5: sizes the columns, then the rows, for a proposal.
struct GridSolver {
    let structure: GridStructure
    let subviews: LayoutSubviews
    let layout: GridLayout

    func solve(_ proposal: ProposedViewSize) -> GridSolution {
        guard !structure.cells.isEmpty else { return GridSolution() }
        var solution = GridSolution()
        let rowShare = share(of: proposal.height, among: structure.rows.count, gaps: structure.rowGaps)
        solution.columnWidths = columnWidths(proposal.width, rowShare: rowShare)
        solution.columnOffsets = offsets(solution.columnWidths, structure.columnGaps)
        solution.columnGaps = structure.columnGaps
        solution.rowHeights = rowHeights(proposal.height, solution)
        solution.rowOffsets = offsets(solution.rowHeights, structure.rowGaps)
        let width = (solution.columnOffsets.last ?? 0) + (solution.columnWidths.last ?? 0)
        let height = (solution.rowOffsets.last ?? 0) + (solution.rowHeights.last ?? 0)
        solution.size = CGSize(width: max(width, 0), height: max(height, 0))
        return solution
    }

    /// What each track is offered while the other axis is measured: an equal share of the
    /// proposal minus the gaps (nil and infinity pass through).
    private func share(of length: CGFloat?, among count: Int, gaps: [CGFloat]) -> CGFloat? {
        guard let length, length.isFinite, count > 0 else { return length }
        return max((length - gaps.reduce(0, +)) / CGFloat(count), 0)
    }

    private func offsets(_ lengths: [CGFloat], _ gaps: [CGFloat]) -> [CGFloat] {
        var result: [CGFloat] = []
        var cursor: CGFloat = 0
        for (i, length) in lengths.enumerated() {
            result.append(cursor)
            cursor += length + (i < gaps.count ? gaps[i] : 0)
        }
        return result
    }

    // MARK: Columns

    private func columnWidths(_ width: CGFloat?, rowShare: CGFloat?) -> [CGFloat] {
        let sized = structure.cells.filter { !$0.unsized.contains(.horizontal) }
        var members = [[GridStructure.Cell]](repeating: [], count: structure.columnCount)
        for cell in sized where cell.span == 1 { members[cell.column].append(cell) }
        let keys = structure.columnAlignments.map { ($0 ?? layout.alignment.horizontal).key }
        let tracks = TrackSizer(gaps: structure.columnGaps) { column, offer in
            extent(of: members[column], along: .horizontal, key: keys[column]) { _ in
                ProposedViewSize(width: offer, height: rowShare)
            }
        }
        var (widths, remaining) = tracks.distribute(width, count: structure.columnCount)
        // Cells spanning several columns widen their columns if they need more.
        for cell in sized.filter({ $0.span > 1 }).sorted(by: { $0.span < $1.span }) {
            let spanned = spannedLength(cell.columns, widths)
            let offer = width.map { $0.isFinite ? spanned + max(remaining, 0) : $0 }
            let needed = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: rowShare)).width
            let excess = needed - spanned
            guard excess > 0 else { continue }
            for c in cell.columns { widths[c] += excess / CGFloat(cell.span) }
            remaining -= excess
        }
        return widths
    }

    private func spannedLength(_ columns: Range<Int>, _ widths: [CGFloat]) -> CGFloat {
        columns.reduce(0) { $0 + widths[$1] } + structure.columnGaps[columns.lowerBound..<(columns.upperBound - 1)].reduce(0, +)
    }

    // MARK: Rows

    private func rowHeights(_ height: CGFloat?, _ solution: GridSolution) -> [CGFloat] {
        let members = structure.rows.map { row in
            row.cells.map { structure.cells[$0] }.filter { !$0.unsized.contains(.vertical) }
        }
        let keys = structure.rows.map { ($0.alignment ?? layout.alignment.vertical).key }
        let tracks = TrackSizer(gaps: structure.rowGaps) { row, offer in
            extent(of: members[row], along: .vertical, key: keys[row]) { cell in
                ProposedViewSize(width: solution.width(of: cell), height: offer)
            }
        }
        return tracks.distribute(height, count: structure.rows.count).lengths
    }

    // MARK: Measuring cells

    /// The length a track needs for `cells` along `axis`: their guides for `key` lined up
    /// (cells with an anchor are not aligned by guides and only need their own length).
    private func extent(of cells: [GridStructure.Cell], along axis: Axis, key: AlignmentKey,
                        proposal: (GridStructure.Cell) -> ProposedViewSize) -> CGFloat {
        var before: CGFloat = 0, after: CGFloat = 0, anchored: CGFloat = 0
        for cell in cells {
            let dimensions = subviews[cell.subview].dimensions(in: proposal(cell))
            let length = axis == .horizontal ? dimensions.width : dimensions.height
            if cell.anchor != nil {
                anchored = max(anchored, length)
            } else {
                let guide = dimensions[key].finiteOr(0)
                before = max(before, guide)
                after = max(after, length - guide)
            }
        }
        return max(before + after, anchored)
    }
}

/// Shares a length among tracks (columns or rows) as a stack shares it among its children:
/// least flexible first, each offered an equal share of what is left.
struct TrackSizer {
    let gaps: [CGFloat]
    /// The length track `index` takes when offered `offer`.
    let measure: (_ index: Int, _ offer: CGFloat?) -> CGFloat

    /// The tracks' lengths, and what is left of a finite proposal.
    func distribute(_ proposal: CGFloat?, count: Int) -> (lengths: [CGFloat], remaining: CGFloat) {
        guard let proposal, proposal.isFinite else {
            // Ideal (nil) or maximum (infinity): every track answers on its own.
            return ((0..<count).map { measure($0, proposal) }, 0)
        }
        let mins = (0..<count).map { measure($0, 0) }
        let maxs = (0..<count).map { measure($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
            if fa != fb { return fa < fb }
            if fa == .infinity, mins[a] != mins[b] { return mins[a] > mins[b] }
            return a < b
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = proposal - gaps.reduce(0, +)
        var left = count
        for index in order {
            let length = measure(index, max(remaining / CGFloat(left), 0))
            lengths[index] = length
            remaining -= length
            left -= 1
        }
        return (lengths, remaining)
    }
}

/// Step 6: proposes every cell its cell's size and lines up guides in rows and columns.
struct GridPlacement {
    let structure: GridStructure
    let solution: GridSolution
    let layout: GridLayout

    func place(in bounds: CGRect, _ subviews: LayoutSubviews) {
        let cells = structure.cells
        let frames = cells.map { solution.frame(of: $0) }
        let dimensions = cells.indices.map { subviews[cells[$0].subview].dimensions(in: ProposedViewSize(frames[$0].size)) }
        let columnKeys = structure.columnAlignments.map { $0 ?? layout.alignment.horizontal }
        let rowKeys = structure.rows.map { $0.alignment ?? layout.alignment.vertical }

        // The line each column's (and row's) guides sit on, from the edge of the track.
        var columnLines = [CGFloat](repeating: 0, count: structure.columnCount)
        for column in 0..<structure.columnCount {
            let members = cells.indices.filter { cells[$0].span == 1 && cells[$0].column == column && cells[$0].anchor == nil }
            columnLines[column] = line(members.map { (dimensions[$0][columnKeys[column]], dimensions[$0].width) },
                                       track: solution.columnWidths[column], key: columnKeys[column].key)
        }
        var rowLines = [CGFloat](repeating: 0, count: structure.rows.count)
        for (r, row) in structure.rows.enumerated() {
            let members = row.cells.filter { cells[$0].anchor == nil }
            rowLines[r] = line(members.map { (dimensions[$0][rowKeys[r]], dimensions[$0].height) },
                               track: solution.rowHeights[r], key: rowKeys[r].key)
        }

        for (i, cell) in cells.enumerated() {
            let frame = frames[i], d = dimensions[i]
            var origin = frame.origin
            if let anchor = cell.anchor {
                origin.x += (frame.width - d.width) * anchor.x
                origin.y += (frame.height - d.height) * anchor.y
            } else {
                if cell.span == 1 {
                    origin.x += columnLines[cell.column] - d[columnKeys[cell.column]].finiteOr(0)
                } else {
                    let guide = cell.ownAlignment ?? layout.alignment.horizontal
                    origin.x += (frame.width - d.width) * fraction(of: guide.key)
                }
                origin.y += rowLines[cell.row] - d[rowKeys[cell.row]].finiteOr(0)
            }
            subviews[cell.subview].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                                         anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }

    /// Where guides line up in a track of length `track`: the aligned views span
    /// `before + after` around the line, and that span sits in the track as the guide sits
    /// in a view (leading/top at the start, centre in the middle, trailing/bottom at the end).
    private func line(_ views: [(guide: CGFloat, length: CGFloat)], track: CGFloat, key: AlignmentKey) -> CGFloat {
        var before: CGFloat = 0, after: CGFloat = 0
        for v in views {
            let g = v.guide.finiteOr(0)
            before = max(before, g)
            after = max(after, v.length - g)
        }
        return (track - before - after) * fraction(of: key) + before
    }

    /// Where a guide sits in a view, as a fraction of its length (0 leading/top … 1 trailing/bottom).
    private func fraction(of key: AlignmentKey) -> CGFloat {
        let value = key.defaultValue(ViewDimensions(size: CGSize(width: 1, height: 1)))
        return value.isFinite ? min(max(value, 0), 1) : 0.5
    }
}

import Foundation
import Testing
@testable import Tether

/// `Grid`, `GridRow` and the `gridCell…` modifiers. Every number below follows from the rules
/// Apple documents for `Grid` (columns as wide as their widest cell, rows as tall as their
/// tallest cell, cells aligned in their cell) with fixed-size cells, so the arithmetic is exact.
@MainActor
@Suite struct GridTests {
    /// A fixed-size cell.
    func box(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
        Color.red.frame(width: width, height: height).testID(id)
    }

    /// The frame of `id` relative to the grid's top-left corner.
    func frame<V: View>(_ host: ViewHost<V>, _ id: String) -> CGRect {
        let grid = host.frame(of: "grid") ?? .zero
        let view = host.frame(of: id) ?? CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
        return view.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }

    // MARK: Column widths and row heights

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let h = host(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { box(40, 20, "a"); box(30, 50, "b") }
            GridRow { box(60, 10, "c"); box(20, 10, "d") }
        }.testID("grid"))
        // Columns: max(40, 60) = 60 and max(30, 20) = 30; rows: max(20, 50) = 50 and 10.
        // Grid: 60 + 10 + 30 = 100 wide, 50 + 5 + 10 = 65 tall, centred in the 400 × 400 canvas.
        expectFrame(h, "grid", CGRect(x: 150, y: 167.5, width: 100, height: 65))
        // Default alignment is .center: each view is centred in its cell.
        #expect(close(frame(h, "a"), CGRect(x: 10, y: 15, width: 40, height: 20)))   // (60-40)/2, (50-20)/2
        #expect(close(frame(h, "b"), CGRect(x: 70, y: 0, width: 30, height: 50)))    // column 2 starts at 60 + 10
        #expect(close(frame(h, "c"), CGRect(x: 0, y: 55, width: 60, height: 10)))    // row 2 starts at 50 + 5
        #expect(close(frame(h, "d"), CGRect(x: 75, y: 55, width: 20, height: 10)))   // 70 + (30-20)/2
    }

    @Test func aRowWithModifiersKeepsItsColumns() {
        // The same grid as above, its first row given a content shape and a tap action, as apps do
        // to make a whole row tappable: the cells stay in their columns.
        let h = host(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { box(40, 20, "a"); box(30, 50, "b") }.contentShape(Rectangle()).onTapGesture {}
            GridRow { box(60, 10, "c"); box(20, 10, "d") }
        }.testID("grid"))
        expectFrame(h, "grid", CGRect(x: 150, y: 167.5, width: 100, height: 65))
        #expect(close(frame(h, "a"), CGRect(x: 10, y: 15, width: 40, height: 20)))
        #expect(close(frame(h, "b"), CGRect(x: 70, y: 0, width: 30, height: 50)))
        #expect(close(frame(h, "d"), CGRect(x: 75, y: 55, width: 20, height: 10)))
    }

    @Test func rowsWithFewerCellsLeaveTheirLastColumnsEmpty() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b"); box(40, 20, "c") }
            GridRow { box(20, 20, "d") }
        }.testID("grid"))
        // Three columns of 40 (from the first row); the short row only fills the first column.
        #expect(close(h.frame(of: "grid")?.width ?? 0, 120))
        #expect(close(frame(h, "c"), CGRect(x: 80, y: 0, width: 40, height: 20)))
        #expect(close(frame(h, "d"), CGRect(x: 10, y: 20, width: 20, height: 20)))   // centred in column 1: (40-20)/2
    }

    // MARK: Spacing

    @Test func nilSpacingUsesTheDefaultEightPointsBetweenCells() {
        let h = host(Grid {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            GridRow { box(40, 20, "c"); box(40, 20, "d") }
        }.testID("grid"))
        // Colors prefer the default spacing of 8 on every edge: 40 + 8 + 40 = 88 by 20 + 8 + 20 = 48.
        #expect(close(h.frame(of: "grid")?.size.width ?? 0, 88))
        #expect(close(h.frame(of: "grid")?.size.height ?? 0, 48))
        #expect(close(frame(h, "d"), CGRect(x: 48, y: 28, width: 40, height: 20)))
    }

    @Test func explicitSpacingSeparatesColumnsAndRows() {
        let h = host(Grid(horizontalSpacing: 3, verticalSpacing: 17) {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            GridRow { box(40, 20, "c"); box(40, 20, "d") }
        }.testID("grid"))
        // 40 + 3 + 40 = 83 wide; 20 + 17 + 20 = 57 tall.
        #expect(close(h.frame(of: "grid")?.size.width ?? 0, 83))
        #expect(close(h.frame(of: "grid")?.size.height ?? 0, 57))
        #expect(close(frame(h, "d"), CGRect(x: 43, y: 37, width: 40, height: 20)))
    }

    @Test func noDefaultGapNextToASpacerCell() {
        let h = host(Grid {
            GridRow { box(40, 20, "a"); Spacer(minLength: 0).testID("spacer"); box(40, 20, "b") }
        }.frame(width: 200).testID("grid"))
        // A Spacer publishes zero spacing, as in an HStack: the 200 points are 40 + Spacer + 40
        // with no gaps, so the Spacer (the only flexible column) is 200 - 80 = 120 wide.
        #expect(close(frame(h, "spacer").width, 120))
        #expect(close(frame(h, "b").minX, 160))
    }

    // MARK: Alignment

    @Test func gridAlignmentPlacesEveryCellInItsCell() {
        let h = host(Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(30, 50, "b") }
            GridRow { box(60, 10, "c"); box(20, 10, "d") }
        }.testID("grid"))
        // Cells: column widths 60 / 30, row heights 50 / 10. Bottom-trailing in each cell.
        #expect(close(frame(h, "a"), CGRect(x: 20, y: 30, width: 40, height: 20)))
        #expect(close(frame(h, "d"), CGRect(x: 70, y: 50, width: 20, height: 10)))
    }

    @Test func gridRowAlignmentOverridesTheGridsVerticalAlignment() {
        let h = host(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 50, "b") }
            GridRow(alignment: .bottom) { box(40, 20, "c"); box(40, 50, "d") }
        }.testID("grid"))
        // Row 1 keeps the grid's .top: a at y 0. Row 2 (y 50, 50 tall) is bottom aligned: c at 50 + 30.
        #expect(close(frame(h, "a"), CGRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(close(frame(h, "c"), CGRect(x: 0, y: 80, width: 40, height: 20)))
    }

    @Test func gridColumnAlignmentOnOneCellAlignsTheWholeColumn() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(100, 20, "a"); box(100, 20, "b") }
            GridRow { box(40, 20, "c").gridColumnAlignment(.trailing); box(40, 20, "d") }
            GridRow { box(60, 20, "e"); box(60, 20, "f") }
        }.testID("grid"))
        // Column 1 (100 wide) is trailing: c at 100 - 40 = 60, e at 100 - 60 = 40.
        #expect(close(frame(h, "c").minX, 60))
        #expect(close(frame(h, "e").minX, 40))
        // Column 2 keeps the grid's .center: d at 100 + 30, f at 100 + 20.
        #expect(close(frame(h, "d").minX, 130))
        #expect(close(frame(h, "f").minX, 120))
    }

    @Test func gridCellAnchorAlignsOneCellByAUnitPoint() {
        // Apple's gridCellAnchor(_:) example: 60-point squares, spacing 1, a 10-point marker
        // anchored at (0.25, 0.75) in the bottom-right cell.
        let h = host(Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow { box(60, 60, "a"); box(60, 60, "b") }
            GridRow {
                box(60, 60, "c")
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)).testID("marker")
            }
        }.testID("grid"))
        // Cell (61, 61, 60, 60): x = 61 + (60 - 10) × 0.25 = 73.5; y = 61 + (60 - 10) × 0.75 = 98.5.
        #expect(close(frame(h, "marker"), CGRect(x: 73.5, y: 98.5, width: 10, height: 10)))
    }

    @Test func rowLinesUpCustomAlignmentGuidesLikeAnHStack() {
        let h = host(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box(40, 20, "a").alignmentGuide(.top) { _ in 10 }
                box(40, 20, "b")
            }
        }.testID("grid"))
        // a's top guide is 10 below its top, b's at its top: lined up, the row spans
        // max(10, 0) above the line + max(10, 20) below = 30; a at y 0, b at y 10.
        #expect(close(h.frame(of: "grid")?.height ?? 0, 30))
        #expect(close(frame(h, "a").minY, 0))
        #expect(close(frame(h, "b").minY, 10))
    }

    // MARK: Spanning

    @Test func gridCellColumnsSpansSeveralColumns() {
        let h = host(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b"); box(40, 20, "c") }
            GridRow { box(70, 20, "wide").gridCellColumns(2); box(20, 20, "d") }
        }.testID("grid"))
        // The spanning cell covers columns 1–2: 40 + 10 + 40 = 90 wide, and is centred: (90 - 70) / 2.
        #expect(close(frame(h, "wide"), CGRect(x: 10, y: 20, width: 70, height: 20)))
        // The next cell is in column 3, at 2 × (40 + 10) = 100, centred: 100 + 10.
        #expect(close(frame(h, "d"), CGRect(x: 110, y: 20, width: 20, height: 20)))
        #expect(close(h.frame(of: "grid")?.width ?? 0, 140))
    }

    @Test func aSpanningCellWiderThanItsColumnsWidensThemEqually() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b"); box(40, 20, "c") }
            GridRow { box(100, 20, "wide").gridCellColumns(2); box(20, 20, "d") }
        }.testID("grid"))
        // Columns 1 and 2 need 100 instead of 80: each grows by 20 / 2 = 10 (Tether shares the
        // excess equally). Column widths 50 / 50 / 40, grid 140.
        #expect(close(h.frame(of: "grid")?.width ?? 0, 140))
        #expect(close(frame(h, "b").minX, 55))     // 50 + (50 - 40) / 2
        #expect(close(frame(h, "wide").minX, 0))
        #expect(close(frame(h, "d").minX, 110))    // 100 + (40 - 20) / 2
    }

    @Test func aViewOutsideAnyGridRowSpansAllColumnsOnItsOwnRow() {
        let h = host(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { box(40, 20, "a"); box(30, 20, "b") }
            box(20, 10, "lone")
            GridRow { box(40, 20, "c"); box(30, 20, "d") }
        }.testID("grid"))
        // The lone view's cell is the whole width 40 + 10 + 30 = 80, on a row of its own
        // (y 20 + 5 = 25, 10 tall): centred at x (80 - 20) / 2 = 30.
        #expect(close(frame(h, "lone"), CGRect(x: 30, y: 25, width: 20, height: 10)))
        #expect(close(frame(h, "c").minY, 40))     // 25 + 10 + 5
        #expect(close(h.frame(of: "grid")?.height ?? 0, 60))
    }

    @Test func rowsGeneratedByForEachAreSeparateRows() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<3) { row in
                GridRow {
                    box(40, 20, "r\(row)c0")
                    box(10, 20, "r\(row)c1")
                }
            }
        }.testID("grid"))
        // Three rows of two columns, 40 + 10 wide and 3 × 20 tall.
        #expect(close(h.frame(of: "grid")?.size.width ?? 0, 50))
        #expect(close(h.frame(of: "grid")?.size.height ?? 0, 60))
        #expect(close(frame(h, "r2c1"), CGRect(x: 40, y: 40, width: 10, height: 20)))
    }

    // MARK: Unsized axes and flexible cells

    @Test func dividerWithUnsizedHorizontalAxisSpansTheGridWithoutWideningIt() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            Divider().gridCellUnsizedAxes(.horizontal).testID("divider")
            GridRow { box(40, 20, "c"); box(40, 20, "d") }
        }.testID("grid"))
        // Width comes from the cells alone (80); the divider is proposed that width and keeps
        // its 0.5 thickness, so the grid is 20 + 0.5 + 20 tall.
        #expect(close(h.frame(of: "grid")?.width ?? 0, 80))
        #expect(close(frame(h, "divider"), CGRect(x: 0, y: 20, width: 80, height: 0.5)))
        #expect(close(frame(h, "c").minY, 20.5))
    }

    @Test func dividerWithoutUnsizedAxesWidensTheGridToTheProposal() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            Divider().testID("divider")
        }.testID("grid"), width: 400)
        // The divider takes all it is offered: the 400-point canvas. The two columns share the
        // 320 extra points equally: 200 each, so a is centred at (200 - 40) / 2 = 80.
        #expect(close(h.frame(of: "grid")?.width ?? 0, 400))
        #expect(close(frame(h, "divider").width, 400))
        #expect(close(frame(h, "a").minX, 80))
    }

    @Test func dividerInsideAGridRowIsVerticalAndTakesTheRowHeightWhenUnsized() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box(40, 30, "a")
                Divider().gridCellUnsizedAxes(.vertical).testID("divider")
                box(40, 30, "b")
            }
        }.testID("grid"))
        // In a row a Divider is a vertical line 0.5 wide; unsized vertically, it is given the
        // row's height (30, from the boxes) instead of growing the row.
        #expect(close(frame(h, "divider"), CGRect(x: 40, y: 0, width: 0.5, height: 30)))
        #expect(close(frame(h, "b").minX, 40.5))
        #expect(close(h.frame(of: "grid")?.height ?? 0, 30))
    }

    @Test func unsizedColorFillsTheCellTheOtherCellsDefine() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).testID("corner")
                box(40, 20, "header")
            }
            GridRow { box(60, 30, "label"); box(40, 30, "value") }
        }.testID("grid"))
        // The corner cell asks for nothing: its column is 60 wide (label) and its row 20 tall
        // (header); the Color is proposed and takes exactly that cell.
        #expect(close(frame(h, "corner"), CGRect(x: 0, y: 0, width: 60, height: 20)))
        #expect(close(h.frame(of: "grid")?.size.width ?? 0, 100))
        #expect(close(h.frame(of: "grid")?.size.height ?? 0, 50))
    }

    @Test func flexibleColumnsShareTheOfferedWidthLikeAnHStack() {
        let h = host(Grid {
            GridRow { Color.red.testID("a"); Color.green.testID("b"); Color.blue.frame(width: 100).testID("c") }
        }.testID("grid"), width: 300, height: 100)
        // 300 - 2 × 8 = 284. The fixed column takes 100 first (least flexible); the two Colors
        // share the remaining 184: 92 each. The single row is offered, and fills, 100.
        #expect(close(frame(h, "a"), CGRect(x: 0, y: 0, width: 92, height: 100)))
        #expect(close(frame(h, "b"), CGRect(x: 100, y: 0, width: 92, height: 100)))
        #expect(close(frame(h, "c"), CGRect(x: 200, y: 0, width: 100, height: 100)))
    }

    @Test func aGridOfFlexibleCellsIsFlexibleInsideAStack() {
        // The HStack probes the grid with an infinite width (no NaN may come of it); the grid
        // then gets the 300 pt the fixed 100 leave and shares them between its two columns.
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 100)
            Grid(horizontalSpacing: 0, verticalSpacing: 0) { GridRow { Color.red.testID("a"); Color.blue.testID("b") } }
        })
        #expect(h.diagnostics.isEmpty)
        expectFrame(h, "a", CGRect(x: 100, y: 0, width: 150, height: 400))
        expectFrame(h, "b", CGRect(x: 250, y: 0, width: 150, height: 400))
    }

    @Test func flexibleRowsShareTheOfferedHeightLikeAVStack() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.testID("a") }
            GridRow { Color.green.frame(height: 40).testID("b") }
            GridRow { Color.blue.testID("c") }
        }.testID("grid"), width: 100, height: 200)
        // The 40-point row goes first; the two Color rows share 160: 80 each.
        #expect(close(frame(h, "a"), CGRect(x: 0, y: 0, width: 100, height: 80)))
        #expect(close(frame(h, "b"), CGRect(x: 0, y: 80, width: 100, height: 40)))
        #expect(close(frame(h, "c"), CGRect(x: 0, y: 120, width: 100, height: 80)))
    }

    @Test func spacerInAGridRowIsHorizontal() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); Spacer().testID("spacer") }
        }.frame(width: 100).testID("grid"))
        // As in an HStack: the Spacer takes the remaining 60 points and has no height.
        #expect(close(frame(h, "spacer").width, 60))
        #expect(close(frame(h, "spacer").height, 0))
    }

    @Test func gridThroughAnyLayoutLaysOutTheSame() {
        let h = host(AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 5)) {
            GridRow { box(40, 20, "a"); box(30, 50, "b") }
            GridRow { box(60, 10, "c"); box(20, 10, "d") }
        }.testID("grid"))
        // Same numbers as the first test.
        #expect(close(h.frame(of: "grid")?.size.width ?? 0, 100))
        #expect(close(frame(h, "d"), CGRect(x: 75, y: 55, width: 20, height: 10)))
    }

    @Test func changingASpanOrARowAlignmentLaysTheGridOutAgain() throws {
        let h = host(GridSpanToggle().testID("grid"))
        // Before: columns 40 / 40, the 30-point cell centred in column 1 at (40 - 30) / 2 = 5,
        // the top-aligned 10-point box at the top of its 20-point row.
        #expect(close(frame(h, "cell").minX, 5))
        #expect(close(frame(h, "small").minY, 20))
        try h.tap("toggle")
        // After: the cell spans both columns (80) and is centred at (80 - 30) / 2 = 25; the row is
        // bottom-aligned: the small box sits at 20 + (20 - 10) = 30.
        #expect(close(frame(h, "cell").minX, 25))
        #expect(close(frame(h, "small").minY, 30))
    }

    // MARK: Hostile input

    @Test func nonPositiveGridCellColumnsCountAsOneColumnWithADiagnostic() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a").gridCellColumns(0); box(40, 20, "b").gridCellColumns(-3) }
        }.testID("grid"))
        #expect(close(frame(h, "a"), CGRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(close(frame(h, "b"), CGRect(x: 40, y: 0, width: 40, height: 20)))
        #expect(h.diagnostics.contains { $0.kind == .invalidGeometry && $0.message.contains("gridCellColumns(0)") })
        #expect(h.diagnostics.contains { $0.message.contains("gridCellColumns(-3)") })
    }

    @Test func hugeGridCellColumnsIsCappedWithADiagnostic() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            GridRow { box(30, 20, "wide").gridCellColumns(.max) }
        }.testID("grid"))
        // Capped at 1000 columns; the extra columns are empty (0 wide with spacing 0), so the
        // grid stays 80 wide and the spanning cell is centred in it.
        #expect(close(h.frame(of: "grid")?.width ?? 0, 80))
        #expect(close(frame(h, "wide"), CGRect(x: 25, y: 20, width: 30, height: 20)))
        #expect(h.diagnostics.contains { $0.message.contains("gridCellColumns(\(Int.max))") })
    }

    @Test func nonFiniteSpacingFallsBackToTheDefaultWithADiagnostic() {
        let h = host(Grid(horizontalSpacing: .nan, verticalSpacing: -.infinity) {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            GridRow { box(40, 20, "c"); box(40, 20, "d") }
        }.testID("grid"))
        // Default spacing 8 on both axes: as in nilSpacingUsesTheDefaultEightPointsBetweenCells.
        #expect(close(frame(h, "d"), CGRect(x: 48, y: 28, width: 40, height: 20)))
        #expect(h.diagnostics.contains { $0.message.contains("horizontalSpacing") })
        #expect(h.diagnostics.contains { $0.message.contains("verticalSpacing") })
    }

    @Test func negativeSpacingOverlapsCellsLikeStacks() {
        let h = host(Grid(horizontalSpacing: -10, verticalSpacing: 0) {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
        }.testID("grid"))
        // As HStack(spacing: -10): 40 - 10 + 40 = 70 wide, b starts at 30.
        #expect(close(h.frame(of: "grid")?.width ?? 0, 70))
        #expect(close(frame(h, "b").minX, 30))
    }

    @Test func nonFiniteAnchorFallsBackToGuidesAndEmptyGridIsZeroSized() {
        let h = host(VStack(spacing: 0) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { box(60, 60, "a"); box(10, 10, "b").gridCellAnchor(UnitPoint(x: .nan, y: .infinity)) }
            }.testID("grid")
            Grid {}.testID("empty")
        })
        // b is centred in its 10 × 60 cell as if it had no anchor: y (60 - 10) / 2 = 25.
        #expect(close(frame(h, "b"), CGRect(x: 60, y: 25, width: 10, height: 10)))
        #expect(h.frame(of: "empty")?.size == .zero)
        #expect(h.diagnostics.contains { $0.message.contains("gridCellAnchor") })
    }
}

/// A grid whose tap makes one cell span two columns and bottom-aligns a row.
private struct GridSpanToggle: View {
    @State private var spanning = false
    var body: some View {
        Grid(alignment: .top, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.red.frame(width: 40, height: 20)
            }
            GridRow(alignment: spanning ? .bottom : nil) {
                Color.blue.frame(width: 10, height: 10).testID("small")
                Color.blue.frame(width: 40, height: 20)
            }
            GridRow {
                Color.green.frame(width: 30, height: 20).gridCellColumns(spanning ? 2 : 1).testID("cell")
            }
            Button("Toggle") { spanning.toggle() }.gridCellUnsizedAxes(.horizontal).testID("toggle")
        }
    }
}

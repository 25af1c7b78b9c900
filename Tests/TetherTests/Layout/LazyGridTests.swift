import Foundation
import Testing
@testable import Tether

/// `LazyVGrid`, `LazyHGrid` and `GridItem`. Column widths follow SwiftUI's lazy-grid algorithm
/// (objc.io, "SwiftUI's Grid Views"; swiftuifieldguide.com): the spacing after every column but
/// the last is taken off, fixed columns are sized first, then each other column is offered the
/// rest divided by the columns left (flexible ones clamp it, adaptive ones take it), and each
/// adaptive column fits as many columns of at least its minimum as it can.
@MainActor
@Suite struct LazyGridTests {
    /// A cell as wide as its column and `height` tall.
    func cell(_ height: CGFloat, _ id: String) -> some View {
        Color.red.frame(height: height).testID(id)
    }

    func frame<V: View>(_ host: ViewHost<V>, _ id: String) -> CGRect {
        let grid = host.frame(of: "grid") ?? .zero
        let view = host.frame(of: id) ?? CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
        return view.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }

    @Test func aFixedColumnTakesItsSizeAndAnAdaptiveOneFitsAsManyColumnsAsItCan() {
        let h = host(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<5, id: \.self) { i in cell(20, "c\(i)") }
        }.frame(width: 200).testID("grid"))
        // 200 - 8 - 70 = 122 for the adaptive column: (122 + 8) / (40 + 8) = 2.7 → 2 columns
        // of (122 - 8) / 2 = 57. Rows of three cells, 20 tall, 8 apart.
        #expect(close(frame(h, "c0"), CGRect(x: 0, y: 0, width: 70, height: 20)))
        #expect(close(frame(h, "c1"), CGRect(x: 78, y: 0, width: 57, height: 20)))
        #expect(close(frame(h, "c2"), CGRect(x: 143, y: 0, width: 57, height: 20)))
        #expect(close(frame(h, "c3"), CGRect(x: 0, y: 28, width: 70, height: 20)))
        #expect(close(frame(h, "c4"), CGRect(x: 78, y: 28, width: 57, height: 20)))
        #expect(close(h.frame(of: "grid")?.height ?? 0, 48))
    }

    @Test func adaptiveColumnsShareTheWidthEqually() {
        let h = host(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            ForEach(0..<6, id: \.self) { i in cell(10, "c\(i)") }
        }.testID("grid"), width: 300, height: 300)
        // (300 + 8) / (50 + 8) = 5.3 → 5 columns of (300 - 4 × 8) / 5 = 53.6.
        #expect(close(frame(h, "c0"), CGRect(x: 0, y: 0, width: 53.6, height: 10)))
        #expect(close(frame(h, "c4"), CGRect(x: 4 * 61.6, y: 0, width: 53.6, height: 10)))
        #expect(close(frame(h, "c5"), CGRect(x: 0, y: 18, width: 53.6, height: 10)))
    }

    @Test func flexibleColumnsAreOfferedTheirShareInOrderAndKeepTheirMinimum() {
        let h = host(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            cell(10, "a"); cell(10, "b")
        }.testID("grid"), width: 300, height: 100)
        // Sizing at 300: 292 / 2 = 146 for the first, 146 → 180 for the second: 146 + 8 + 180 = 334.
        // Placed in 334, the columns are recomputed: 326 / 2 = 163, then 180 (objc.io's quiz #3).
        #expect(close(h.frame(of: "grid")?.width ?? 0, 334))
        #expect(close(frame(h, "a"), CGRect(x: 0, y: 0, width: 163, height: 10)))
        #expect(close(frame(h, "b"), CGRect(x: 171, y: 0, width: 180, height: 10)))
    }

    @Test func itemSpacingSeparatesColumnsAndGridSpacingSeparatesRows() {
        let h = host(LazyVGrid(columns: [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(30))], spacing: 6) {
            cell(10, "a"); cell(10, "b"); cell(20, "c")
        }.testID("grid"))
        #expect(close(h.frame(of: "grid")?.width ?? 0, 64))
        #expect(close(frame(h, "b"), CGRect(x: 34, y: 0, width: 30, height: 10)))
        #expect(close(frame(h, "c"), CGRect(x: 0, y: 16, width: 30, height: 20)))
    }

    @Test func cellsAreCentredInTheirRowAndAlignedByTheirItem() {
        let h = host(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40), alignment: .topLeading)], spacing: 0) {
            Color.red.frame(width: 10, height: 10).testID("a")
            Color.red.frame(width: 10, height: 30).testID("tall")
            Color.red.frame(width: 10, height: 10).testID("b")
        }.testID("grid"))
        // Row 1 is 30 tall: "a" centred in its 40 × 30 cell; column 2 (from 40 + 8) aligns
        // its views top-leading.
        #expect(close(frame(h, "a"), CGRect(x: 15, y: 10, width: 10, height: 10)))
        #expect(close(frame(h, "tall"), CGRect(x: 48, y: 0, width: 10, height: 30)))
        #expect(close(frame(h, "b"), CGRect(x: 15, y: 30, width: 10, height: 10)))
    }

    @Test func sectionHeadersTakeAWholeRow() {
        let h = host(LazyVGrid(columns: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40))], spacing: 0) {
            Section { cell(10, "a"); cell(10, "b"); cell(10, "c") } header: { Color.gray.frame(height: 20).testID("header") }
        }.testID("grid"))
        #expect(close(frame(h, "header"), CGRect(x: 0, y: 0, width: 80, height: 20)))
        #expect(close(frame(h, "a"), CGRect(x: 0, y: 20, width: 40, height: 10)))
        #expect(close(frame(h, "c"), CGRect(x: 0, y: 30, width: 40, height: 10)))
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let h = host(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<3, id: \.self) { i in Color.red.frame(width: 10).testID("c\(i)") }
        }.testID("grid"))
        // Rows 20 and 30 tall, 8 apart: 58 tall. Columns 10 wide, 5 apart.
        #expect(close(h.frame(of: "grid")?.size.height ?? 0, 58))
        #expect(close(frame(h, "c0"), CGRect(x: 0, y: 0, width: 10, height: 20)))
        #expect(close(frame(h, "c1"), CGRect(x: 0, y: 28, width: 10, height: 30)))
        #expect(close(frame(h, "c2"), CGRect(x: 15, y: 0, width: 10, height: 20)))
    }

    @Test func aLazyGridInAScrollViewBuildsOnlyTheVisibleRows() {
        let counter = BodyCounter()
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                ForEach(0..<100_000, id: \.self) { i in CountedRow(index: i, counter: counter) }
            }
        }
        let h = host(view, width: 390, height: 400)
        // Rows 0...10 (as in a lazy stack) of two cells each.
        #expect(counter.built == Set(0...21))
        expectFrame(h, "row-3", CGRect(x: 199, y: 50, width: 191, height: 50))
    }

    @Test func aZeroAdaptiveMinimumIsReportedAndTheColumnCountStaysBounded() {
        let h = host(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
            ForEach(0..<3, id: \.self) { i in cell(10, "c\(i)") }
        }.testID("grid"), width: 300, height: 100)
        // Treated as a 1-point minimum: 300 columns of 1 point.
        #expect(close(frame(h, "c2"), CGRect(x: 2, y: 0, width: 1, height: 10)))
        #expect(h.diagnostics.contains { $0.message.contains("adaptive minimum") })
    }

    @Test func hugeWidthsAndHostileItemsGiveABoundedSanePicture() throws {
        let h = host(LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0), GridItem(.fixed(.nan), spacing: -5),
                                         GridItem(.flexible(minimum: -3, maximum: .nan))]) {
            ForEach(0..<5, id: \.self) { i in cell(10, "c\(i)") }
        }.frame(width: 1e6).testID("grid"), width: 300, height: 100)
        #expect(h.frame(of: "c4").map { $0.minX.isFinite && $0.width.isFinite } == true)
        #expect(h.diagnostics.contains { $0.message.contains("GridItem") })
        _ = try h.pngData(scale: 1)
    }

    @Test func trackSolverBoundsTheAdaptiveColumnCount() {
        let tracks = GridTrackSolver.tracks([GridItem(.adaptive(minimum: 1e-9), spacing: 0)], length: 1e15) { _ in }
        #expect(tracks.count == GridTrackSolver.maxAdaptiveTracks)
    }

    @Test func aLazyHGridInAHorizontalScrollViewBuildsOnlyTheVisibleColumns() throws {
        let counter = BodyCounter()
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 0) {
                ForEach(0..<10_000, id: \.self) { i in CountedRowH(index: i, counter: counter) }
            }
        }.testID("scroll")
        let h = host(view, width: 400, height: 100)
        // Columns of two 50-point cells: 400 visible points and a 100-point margin are columns 0...10.
        #expect(counter.built == Set(0...21))
        // Rows 40 tall, 8 apart, centred in the 100-point scroll view: from y = 6.
        expectFrame(h, "col-3", CGRect(x: 50, y: 54, width: 50, height: 40))
        try h.scroll("scroll", by: CGSize(width: 5_000, height: 0))
        expectFrame(h, "col-200", CGRect(x: 0, y: 6, width: 50, height: 40))
    }

    @Test func aGridSectionHeaderPinsWhileItsCellsScroll() throws {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())], spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<100, id: \.self) { i in Color.blue.frame(height: 50).testID("c\(i)") }
                } header: {
                    Color.gray.frame(height: 50).testID("header")
                }
            }
        }.testID("scroll")
        let h = host(view, width: 300, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 500))
        expectFrame(h, "header", CGRect(x: 0, y: 0, width: 300, height: 50))
        // Row 9 of cells (18 and 19) starts at 50 + 450 = 500: at the top, under the header.
        expectFrame(h, "c19", CGRect(x: 150, y: 0, width: 150, height: 50))
    }
}

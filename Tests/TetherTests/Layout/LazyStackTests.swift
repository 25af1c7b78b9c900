import Foundation
import Testing
@testable import Tether

/// Counts how many times rows' bodies run (a row's body runs when the row is built).
final class BodyCounter: @unchecked Sendable {
    var built: Set<Int> = []
    var evaluations = 0
}

/// A 50-point row that counts its body evaluations.
struct CountedRow: View {
    let index: Int
    let counter: BodyCounter
    var body: some View {
        counter.evaluations += 1
        counter.built.insert(index)
        return Color.blue.frame(height: 50).testID("row-\(index)")
    }
}

/// A row whose colour is its own state (tapping it flips it).
struct StatefulRow: View {
    let index: Int
    @State private var on = false
    var body: some View {
        (on ? Color.red : Color.blue).frame(height: 50)
            .onTapGesture { on.toggle() }
            .preference(key: RowStateKey.self, value: on ? [index] : [])
            .testID("row-\(index)")
    }
}

struct RowStateKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// `LazyVStack` and `LazyHStack`. Sizes follow SwiftUI's rules: outside a scroll view a lazy
/// stack sizes like a `VStack` along its axis; across it takes the length it is offered (Apple's
/// example: "The stack aligns to the leading edge of the scroll view"); inside a scroll view only
/// the rows near the visible area are built.
@MainActor
@Suite struct LazyStackTests {
    func box(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
        Color.red.frame(width: width, height: height).testID(id)
    }

    @Test func lazyVStackOutsideAScrollViewStacksLikeAVStackAndTakesTheOfferedWidth() {
        let h = host(LazyVStack(spacing: 10) { box(50, 20, "a"); box(80, 30, "b") }.testID("stack"), width: 200, height: 300)
        // Height 20 + 10 + 30 = 60, centred: y = (300 - 60) / 2 = 120; width the offered 200.
        expectFrame(h, "stack", CGRect(x: 0, y: 120, width: 200, height: 60))
        // Rows centred across (the default alignment): (200 - 50) / 2 and (200 - 80) / 2.
        expectFrame(h, "a", CGRect(x: 75, y: 120, width: 50, height: 20))
        expectFrame(h, "b", CGRect(x: 60, y: 150, width: 80, height: 30))
    }

    @Test func leadingAlignmentPutsRowsAtTheLeadingEdgeOfTheOfferedWidth() {
        let h = host(LazyVStack(alignment: .leading, spacing: 0) { box(50, 20, "a"); box(80, 30, "b") }, width: 200, height: 300)
        expectFrame(h, "a", CGRect(x: 0, y: 125, width: 50, height: 20))
        expectFrame(h, "b", CGRect(x: 0, y: 145, width: 80, height: 30))
    }

    @Test func offeredNoWidthALazyVStackIsAsWideAsItsWidestRow() {
        let h = host(LazyVStack { box(50, 20, "a"); box(80, 30, "b") }.fixedSize().testID("stack"), width: 200, height: 300)
        // Default spacing between two colours: 8. Height 58, width the widest row, 80.
        expectFrame(h, "stack", CGRect(x: 60, y: 121, width: 80, height: 58))
        expectFrame(h, "a", CGRect(x: 75, y: 121, width: 50, height: 20))
    }

    @Test func lazyHStackStacksLeadingToTrailingAndTakesTheOfferedHeight() {
        let h = host(LazyHStack(spacing: 5) { box(20, 30, "a"); box(40, 10, "b") }.testID("stack"), width: 300, height: 200)
        // Width 20 + 5 + 40 = 65 centred: x = 117.5; height the offered 200, rows centred in it.
        expectFrame(h, "stack", CGRect(x: 117.5, y: 0, width: 65, height: 200))
        expectFrame(h, "a", CGRect(x: 117.5, y: 85, width: 20, height: 30))
        expectFrame(h, "b", CGRect(x: 142.5, y: 95, width: 40, height: 10))
    }

    @Test func sectionHeadersAndFootersAreRowsOfALazyVStack() {
        let h = host(LazyVStack(spacing: 0) {
            Section { box(10, 30, "row") } header: { box(10, 20, "header") } footer: { box(10, 10, "footer") }
        }.testID("stack"), width: 100, height: 100)
        // 20 + 30 + 10 = 60 tall, from y = 20.
        expectFrame(h, "header", CGRect(x: 45, y: 20, width: 10, height: 20))
        expectFrame(h, "row", CGRect(x: 45, y: 40, width: 10, height: 30))
        expectFrame(h, "footer", CGRect(x: 45, y: 70, width: 10, height: 10))
    }

    // MARK: Laziness

    func longList(_ counter: BodyCounter, count: Int = 100_000) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in CountedRow(index: i, counter: counter) }
            }.testID("stack")
        }.testID("scroll")
    }

    @Test func inAScrollViewOnlyTheRowsNearTheVisibleAreaAreBuilt() {
        let counter = BodyCounter()
        let h = host(longList(counter), width: 390, height: 400)
        // 400 visible points of 50-point rows are rows 0...7; a quarter of the viewport (100)
        // more below reaches row 10 (it starts at 500). Nothing else is built.
        #expect(counter.built == Set(0...10))
        #expect(counter.evaluations <= 22)
        expectFrame(h, "row-0", CGRect(x: 0, y: 0, width: 390, height: 50))
        expectFrame(h, "row-7", CGRect(x: 0, y: 350, width: 390, height: 50))
        #expect(h.frame(of: "row-40") == nil)
        // Unbuilt rows are estimated at the measured rows' average: 100,000 × 50 points.
        #expect(close(h.frame(of: "stack")?.height ?? 0, 5_000_000))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func scrollingBuildsTheRowsThatComeIntoView() throws {
        let counter = BodyCounter()
        let h = host(longList(counter), width: 390, height: 400)
        counter.built = []
        try h.scroll("scroll", by: CGSize(width: 0, height: 1000))
        // Row 20 starts at 1000: now at the top. Rows 18...30 (the margins) are built.
        expectFrame(h, "row-20", CGRect(x: 0, y: 0, width: 390, height: 50))
        expectFrame(h, "row-27", CGRect(x: 0, y: 350, width: 390, height: 50))
        #expect(counter.built.isSubset(of: Set(17...31)))
        #expect(h.frame(of: "row-0") == nil)
        // Far down: the last row ends at the bottom of the viewport.
        try h.scroll("scroll", to: CGPoint(x: 0, y: 1e12))
        expectFrame(h, "row-99999", CGRect(x: 0, y: 350, width: 390, height: 50))
        #expect(counter.built.count < 60)
    }

    @Test func rowsKeepTheirStateWhenTheyScrollAwayAndBack() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { i in StatefulRow(index: i) } }
        }.testID("scroll")
        let h = host(view, width: 390, height: 400)
        try h.tap("row-2")
        try h.scroll("scroll", by: CGSize(width: 0, height: 5_000))
        #expect(h.frame(of: "row-2") == nil)
        try h.scroll("scroll", to: .zero)
        expectFrame(h, "row-2", CGRect(x: 0, y: 100, width: 390, height: 50))
        let pixels = try PNGDecoder.decode(h.pngData(scale: 1))
        // Row 2 is still red (its state came back with it); row 3 is blue.
        #expect(pixels.pixel(x: 10, y: 125).r > 200)
        #expect(pixels.pixel(x: 10, y: 175).b > 200)
    }

    @Test func pinnedHeadersStayAtTheTopWhileTheirSectionScrolls() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section { ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 50).testID("a\(i)") } }
                    header: { Color.gray.frame(height: 50).testID("h1") }
                Section { ForEach(20..<40, id: \.self) { i in Color.blue.frame(height: 50).testID("b\(i)") } }
                    header: { Color.gray.frame(height: 50).testID("h2") }
            }
        }.testID("scroll")
        let h = host(view, width: 390, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 300))
        // Header 1's own place is at -300; pinned, it stays at the top.
        expectFrame(h, "h1", CGRect(x: 0, y: 0, width: 390, height: 50))
        expectFrame(h, "a10", CGRect(x: 0, y: 250, width: 390, height: 50)) // 50 + 500 - 300
        // Section 1 ends at 50 + 20 × 50 = 1050: scrolled to 1030 it ends 20 points down, and
        // its header is pushed up with it; header 2 is in its own place.
        try h.scroll("scroll", to: CGPoint(x: 0, y: 1030))
        expectFrame(h, "h1", CGRect(x: 0, y: -30, width: 390, height: 50))
        expectFrame(h, "h2", CGRect(x: 0, y: 20, width: 390, height: 50))
    }

    @Test func unpinnedHeadersScrollWithTheirSection() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                Section { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) } }
                    header: { Color.gray.frame(height: 50).testID("h1") }
            }
        }.testID("scroll")
        let h = host(view, width: 390, height: 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: 300))
        expectFrame(h, "h1", CGRect(x: 0, y: -300, width: 390, height: 50))
    }

    @Test func aLazyHStackInAHorizontalScrollViewBuildsOnlyTheVisibleColumns() {
        let counter = BodyCounter()
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { i in
                    CountedRowH(index: i, counter: counter)
                }
            }
        }
        let h = host(view, width: 400, height: 100)
        // 400 points of 50-point columns and a 100-point margin: columns 0...10.
        #expect(counter.built == Set(0...10))
        expectFrame(h, "col-3", CGRect(x: 150, y: 0, width: 50, height: 100))
    }

    /// A canvas a million points tall shows every row of a long lazy stack at once. Rows of
    /// about eighty views each reach Tether's bound on the views lazy containers make in one
    /// update long before the 2,000 lines a container builds at most: the first rows are
    /// built, in order, the rest stay in their estimated space, and a diagnostic says so.
    @Test func aMillionPointCanvasBuildsLazyRowsOnlyUpToTheUpdateBound() throws {
        struct HeavyRow: View {
            let index: Int
            let counter: BodyCounter
            var body: some View {
                counter.built.insert(index)
                return VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 1) }
                }.testID("row-\(index)")
            }
        }
        let counter = BodyCounter()
        let list = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { i in HeavyRow(index: i, counter: counter) }
            }
        }
        let h = host(list, width: 100, height: 1_000_000)
        let built = counter.built
        #expect(built.contains(0) && !built.isEmpty)
        // Rows are built from the top: no gaps.
        #expect(built == Set(0..<built.count))
        // Each row makes more than 20 views, so 50,000 views are fewer than 2,500 rows.
        #expect(built.count < 2_500 && built.count < 10_000)
        #expect(h.diagnostics.contains { $0.message.contains("\(LazyElements.maxNodesPerUpdate) views in one update") })
        // Back on a phone-sized canvas, the rows in view are built and nothing is reported.
        h.size = CGSize(width: 100, height: 400)
        h.update()
        #expect(h.frame(of: "row-0") != nil)
        #expect(!h.diagnostics.contains { $0.message.contains("views in one update") })
    }

    @Test func negativeOrNonFiniteSpacingIsReportedAndTreatedAsZero() {
        let h = host(LazyVStack(spacing: -.infinity) { box(10, 10, "a"); box(10, 10, "b") }, width: 100, height: 100)
        expectFrame(h, "b", CGRect(x: 45, y: 50, width: 10, height: 10))
        #expect(h.diagnostics.contains { $0.message.contains("spacing") })
    }

    @Test func rowsAppearAndDisappearAsTheyScrollInAndOut() throws {
        let log = Recorder<[String]>()
        log.value = []
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { i in
                    Color.blue.frame(height: 50)
                        .onAppear { log.value?.append("+\(i)") }
                        .onDisappear { log.value?.append("-\(i)") }
                }
            }
        }.testID("scroll")
        let h = host(view, width: 300, height: 400)
        #expect(log.value?.contains("+0") == true && log.value?.contains("+40") == false)
        log.value = []
        try h.scroll("scroll", by: CGSize(width: 0, height: 2_000))
        #expect(log.value?.contains("-0") == true && log.value?.contains("+40") == true)
        log.value = []
        try h.scroll("scroll", to: .zero)
        // Row 0 comes back (with its state) and appears again.
        #expect(log.value?.contains("+0") == true && log.value?.contains("-40") == true)
    }

    @Test func sectionsMadeByAForEachHaveLazyRowsAndPinnedHeaders() throws {
        let counter = BodyCounter()
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3, id: \.self) { s in
                    Section {
                        ForEach(s * 1_000..<(s + 1) * 1_000, id: \.self) { i in CountedRow(index: i, counter: counter) }
                    } header: {
                        Color.gray.frame(height: 50).testID("h\(s)")
                    }
                }
            }
        }.testID("scroll")
        let h = host(view, width: 390, height: 400)
        // The header and rows 0...9 reach 550 (the visible 400 and a margin of 100).
        #expect(counter.built == Set(0...9))
        try h.scroll("scroll", by: CGSize(width: 0, height: 10_000))
        expectFrame(h, "h0", CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(counter.built.count < 60)
    }
}

/// A 50-point column that counts its body evaluations.
struct CountedRowH: View {
    let index: Int
    let counter: BodyCounter
    var body: some View {
        counter.evaluations += 1
        counter.built.insert(index)
        return Color.blue.frame(width: 50).testID("col-\(index)")
    }
}

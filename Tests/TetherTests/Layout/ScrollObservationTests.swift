import Foundation
import Testing
@testable import Tether

/// `onScrollGeometryChange`, `onScrollPhaseChange`, `onScrollVisibilityChange` and
/// `onScrollTargetVisibilityChange` (iOS 18): what a scroll view reports as it is scrolled by
/// the host and as its content changes. The scroll view is 200 × 200 and holds ten rows of
/// 100 points (content 200 × 1000).
@MainActor
@Suite struct ScrollObservationTests {
    struct Rows: View {
        var count = 10
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Color.blue.frame(height: 100).testID("row\(i)")
                }
            }
        }
    }

    @Test func geometryChangeRunsWithOldAndNewOffsetAfterAHostScrollButNotForTheFirstValue() throws {
        let seen = Recorder<[CGFloat]>()
        let h = host(ScrollView { Rows() }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in seen.record([old, new]) }
            .testID("scroll"), width: 200, height: 200)
        #expect(seen.count == 0)
        try h.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(seen.value == [0, 150])
        #expect(seen.count == 1)
        // Scrolling past the end stops at content − container = 800.
        try h.scroll("scroll", by: CGSize(width: 0, height: 5000))
        #expect(seen.value == [150, 800])
    }

    @Test func geometryReportsOffsetSizesAndRectsAsUIKitCountsThemWithContentInsets() throws {
        let seen = Recorder<ScrollGeometry>()
        let h = host(ScrollView { Rows() }
            .contentMargins(.vertical, 20)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.record(new) }
            .testID("scroll"), width: 200, height: 200)
        try h.scroll("scroll", by: CGSize(width: 0, height: 100))
        let g = try #require(seen.value)
        // At rest the offset is −20 (the top inset); 100 points further it is 80.
        #expect(close(g.contentOffset, CGPoint(x: 0, y: 80)))
        #expect(g.contentSize == CGSize(width: 200, height: 1000))
        #expect(g.contentInsets == EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        #expect(g.containerSize == CGSize(width: 200, height: 200))
        #expect(close(g.visibleRect, CGRect(x: 0, y: 80, width: 200, height: 200)))
        #expect(close(g.bounds, CGRect(x: 0, y: 100, width: 200, height: 160)))
    }

    struct Growing: View {
        let seen: Recorder<[CGFloat]>
        @State var count = 10
        var body: some View {
            VStack {
                ScrollView { Rows(count: count) }
                    .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentSize.height }) { old, new in seen.record([old, new]) }
                    .frame(height: 150)
                Button("More") { count += 1 }.testID("more")
            }
        }
    }

    @Test func geometryChangeRunsWhenTheContentChangesSizeWithoutAScroll() throws {
        let seen = Recorder<[CGFloat]>()
        let h = host(Growing(seen: seen), width: 200, height: 300)
        #expect(seen.count == 0)
        try h.tap("more")
        #expect(seen.value == [1000, 1100])
    }

    @Test func aHostScrollIsAnInteractionFromIdleAndBackToIdle() throws {
        let seen = Recorder<[[ScrollPhase]]>()
        seen.value = []
        let h = host(ScrollView { Rows() }
            .onScrollPhaseChange { old, new in seen.value?.append([old, new]) }
            .testID("scroll"), width: 200, height: 200)
        #expect(seen.value == [])
        try h.scroll("scroll", by: CGSize(width: 0, height: 50))
        #expect(seen.value == [[.idle, .interacting], [.interacting, .idle]])
        #expect(ScrollPhase.interacting.isScrolling && !ScrollPhase.idle.isScrolling)
    }

    @Test func thePhaseContextCarriesTheGeometryAtTheChange() throws {
        let seen = Recorder<ScrollPhaseChangeContext>()
        let h = host(ScrollView { Rows() }
            .onScrollPhaseChange { _, new, context in if new == .idle { seen.record(context) } }
            .testID("scroll"), width: 200, height: 200)
        try h.scroll("scroll", by: CGSize(width: 0, height: 70))
        #expect(seen.value?.geometry.contentOffset == CGPoint(x: 0, y: 70))
        #expect(seen.value?.velocity == nil)
    }

    @Test func observersWatchTheFirstScrollViewNotOnesNestedInIt() throws {
        let seen = Recorder<[CGFloat]>()
        let h = host(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 1000, height: 50) }.testID("inner")
                Rows()
            }
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { old, new in seen.record([old, new]) }
        .testID("outer"), width: 200, height: 200)
        try h.scroll("inner", by: CGSize(width: 300, height: 0))
        #expect(seen.count == 0)
    }

    struct VisibilityRow: View {
        let seen: Recorder<[Bool]>
        var threshold = 0.5
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in
                        if i == 5 {
                            Color.red.frame(height: 100).onScrollVisibilityChange(threshold: threshold) { seen.value?.append($0) }
                        } else {
                            Color.blue.frame(height: 100)
                        }
                    }
                }
            }.testID("scroll")
        }
    }

    @Test func visibilityChangeRunsWhenTheViewCrossesTheThreshold() throws {
        let seen = Recorder<[Bool]>()
        seen.value = []
        // Row 5 spans 500…600 of the content.
        let h = host(VisibilityRow(seen: seen), width: 200, height: 200)
        #expect(seen.value == [])
        // Showing 300…500: not at all visible.
        try h.scroll("scroll", by: CGSize(width: 0, height: 300))
        #expect(seen.value == [])
        // Showing 360…560: 60 % of the row.
        try h.scroll("scroll", by: CGSize(width: 0, height: 60))
        #expect(seen.value == [true])
        // Showing 420…620: all of it, still visible — no new call.
        try h.scroll("scroll", by: CGSize(width: 0, height: 60))
        #expect(seen.value == [true])
        // Showing 0…200: gone.
        try h.scroll("scroll", to: .zero)
        #expect(seen.value == [true, false])
    }

    @Test func aViewVisibleAtFirstReportsTrueAndANaNThresholdIsReported() throws {
        let seen = Recorder<[Bool]>()
        seen.value = []
        let h = host(ScrollView {
            Color.red.frame(height: 100).onScrollVisibilityChange(threshold: .nan) { seen.value?.append($0) }
        }, width: 200, height: 200)
        #expect(seen.value == [true])
        #expect(h.diagnostics.contains { $0.message.contains("threshold is NaN") })
    }

    /// Fuzz seed 54348 trapped in Foundation's `CGRect.intersection` measuring how much of a
    /// view shows under hostile geometry. A rectangle with a non-finite number shows nothing;
    /// finite ones keep their share (half of a 100-point square past the edge of 50).
    @Test func visibilityOfNonFiniteGeometryIsNoneAndDoesNotTrap() {
        let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(visibleFraction(of: CGRect(x: 50, y: 0, width: 100, height: 100), in: visible) == 0.5)
        #expect(visibleFraction(of: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), in: visible) == 0)
        #expect(visibleFraction(of: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), in: visible) == 0)
        #expect(visibleFraction(of: CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: CGFloat.nan)) == 0)
    }

    @Test func targetVisibilityListsTheTargetsShowingAtLeastTheThreshold() throws {
        let seen = Recorder<[Int]>()
        let h = host(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in Color.blue.frame(height: 100) }
            }.scrollTargetLayout()
        }
        .onScrollTargetVisibilityChange(idType: Int.self) { seen.record($0) }
        .testID("scroll"), width: 200, height: 200)
        #expect(seen.value == [0, 1])
        // Showing 150…350: half of 1, all of 2, half of 3.
        try h.scroll("scroll", by: CGSize(width: 0, height: 150))
        #expect(seen.value == [1, 2, 3])
        let count = seen.count
        try h.scroll("scroll", by: CGSize(width: 0, height: 10))
        // 160…360: 1 shows 40 %, out; 3 shows 60 %.
        #expect(seen.value == [2, 3])
        #expect(seen.count == count + 1)
    }
}

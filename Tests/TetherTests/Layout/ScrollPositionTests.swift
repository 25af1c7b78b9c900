import Foundation
import Testing
@testable import Tether

/// `ScrollPosition` and `scrollPosition(_:anchor:)` (iOS 18): the code scrolls by setting it,
/// and the user's scrolls are written back into it.
@MainActor
@Suite struct ScrollPositionTests {
    /// Twenty 50-point rows (ids 0...19) in a 400-point scroll view: the content is 1,000 points
    /// tall, so the farthest it scrolls is 600.
    struct Rows: View {
        @State var position: ScrollPosition
        @State var count = 20
        let seen: Recorder<ScrollPosition>
        var body: some View {
            seen.record(position)
            return VStack(spacing: 0) {
                Button("Bottom") { position.scrollTo(edge: .bottom) }.testID("bottom")
                Button("Row 10") { position.scrollTo(id: 10, anchor: .top) }.testID("row10")
                Button("Y") { position.scrollTo(y: 120) }.testID("y")
                Button("More") { count += 10 }.testID("more")
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { Color.blue.frame(height: 50).testID("row-\($0)") }
                    }.scrollTargetLayout()
                }
                .frame(height: 400).testID("scroll")
                .scrollPosition($position)
            }
        }
    }

    func offset<V: View>(_ h: ViewHost<V>) -> CGFloat { h.scrollOffset(of: "scroll")?.y ?? .nan }

    @Test func settingAnEdgeOrACoordinateScrollsThere() throws {
        let seen = Recorder<ScrollPosition>()
        let h = host(Rows(position: ScrollPosition(idType: Int.self), seen: seen), width: 300, height: 700)
        #expect(close(offset(h), 0))
        try h.tap("bottom")
        #expect(close(offset(h), 600))
        #expect(seen.value?.edge == .bottom && seen.value?.isPositionedByUser == false)
        try h.tap("y")
        #expect(close(offset(h), 120))
        #expect(seen.value?.edge == nil)
    }

    /// A view by its identity, with an anchor: row 10 (at 500) at the top.
    @Test func settingAViewScrollsItToTheAnchor() throws {
        let seen = Recorder<ScrollPosition>()
        let h = host(Rows(position: ScrollPosition(idType: Int.self), seen: seen), width: 300, height: 700)
        try h.tap("row10")
        #expect(close(offset(h), 500))
        #expect(seen.value?.viewID(type: Int.self) == 10)
        #expect(seen.value?.viewID as? Int == 10)
    }

    /// The user's scroll wins and is written back: positioned by the user, no edge, and the
    /// first row showing (row 4 spans 200...250 once scrolled 200) as the view.
    @Test func aUserScrollIsWrittenBack() throws {
        let seen = Recorder<ScrollPosition>()
        let h = host(Rows(position: ScrollPosition(idType: Int.self, y: 120), seen: seen), width: 300, height: 700)
        #expect(close(offset(h), 120))
        try h.scroll("scroll", by: CGSize(width: 0, height: 80))
        #expect(close(offset(h), 200))
        let position = try #require(seen.value)
        #expect(position.isPositionedByUser && position.edge == nil && position.point == nil)
        #expect(position.viewID(type: Int.self) == 4)
        // Setting an edge again scrolls again.
        try h.tap("bottom")
        #expect(close(offset(h), 600))
    }

    /// A position at the bottom edge stays at the bottom as the content grows (30 rows: 1,100).
    @Test func anEdgeHoldsAsTheContentGrows() throws {
        let seen = Recorder<ScrollPosition>()
        let h = host(Rows(position: ScrollPosition(edge: .bottom), seen: seen), width: 300, height: 700)
        #expect(close(offset(h), 600))
        try h.tap("more")
        #expect(close(offset(h), 1_100))
        // A position of `Never` identities reports no view after a user scroll.
        try h.scroll("scroll", by: CGSize(width: 0, height: -100))
        #expect(seen.value?.isPositionedByUser == true && seen.value?.viewID == nil)
    }

    /// Setting `isPositionedByUser` drops the edge; a missing id is a diagnostic and nothing moves.
    @Test func positionedByUserDropsTheEdgeAndAMissingIDIsReported() throws {
        var position = ScrollPosition(edge: .top)
        position.isPositionedByUser = true
        #expect(position.edge == nil && position.isPositionedByUser)
        #expect(ScrollPosition(idType: Int.self, point: CGPoint(x: 0, y: 5)).point == CGPoint(x: 0, y: 5))
        let h = host(Rows(position: ScrollPosition(id: 99), seen: Recorder()), width: 300, height: 700)
        #expect(close(offset(h), 0))
        #expect(h.diagnostics.contains { $0.message.contains("no view with id 99") })
    }
}

import Foundation
import Testing
@testable import Tether

/// A `List` builds its rows on demand, as iOS's lists make cells only for the rows they show:
/// the rows near what its scroll view shows (a quarter of its height more on each side) are
/// built, measured and drawn; the others are estimated at the measured rows' height and built
/// as they scroll into view, keeping their state when they scroll away and back.
///
/// The rows here hold a 50-point colour: with the rows' 15-point insets above and below, each
/// cell is 80 points high, and a plain list has no top margin, so row `i`'s cell spans
/// `80 i ... 80 i + 80` in the list's content.
@MainActor
@Suite struct ListRowBuildingTests {
    struct LongList: View {
        let count: Int
        let counter: BodyCounter
        var body: some View {
            List {
                ForEach(0..<count, id: \.self) { i in CountedRow(index: i, counter: counter) }
            }.listStyle(.plain).testID("list")
        }
    }

    @Test func aLongListBuildsOnlyTheRowsNearWhatItShows() {
        let counter = BodyCounter()
        let h = host(LongList(count: 100_000, counter: counter), width: 300, height: 400)
        // 400 points show cells 0...4; a quarter of that (100) more below reaches row 6 (480...560).
        #expect(counter.built == Set(0...6))
        expectFrame(h, "row-0", CGRect(x: 16, y: 15, width: 268, height: 50))
        expectFrame(h, "row-4", CGRect(x: 16, y: 4 * 80 + 15, width: 268, height: 50))
        #expect(h.frame(of: "row-7") == nil)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func scrollingBuildsTheRowsThatComeIntoViewAndTheEstimateIsTheMeasuredHeight() throws {
        let counter = BodyCounter()
        let h = host(LongList(count: 100_000, counter: counter), width: 300, height: 400)
        counter.built = []
        try h.scroll("list", by: CGSize(width: 0, height: 8_000))
        // Row 100's cell starts at 8,000: now at the top; rows 98...106 are in the margins.
        expectFrame(h, "row-100", CGRect(x: 16, y: 15, width: 268, height: 50))
        #expect(counter.built.isSubset(of: Set(98...106)))
        #expect(h.frame(of: "row-0") == nil)
        // At the end: every row estimated at 80, so the content is 8,000,000 high and the last
        // cell ends at the bottom of the 400-point viewport.
        try h.scroll("list", to: CGPoint(x: 0, y: 1e12))
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 8_000_000 - 400))
        expectFrame(h, "row-99999", CGRect(x: 16, y: 400 - 80 + 15, width: 268, height: 50))
        #expect(counter.built.count < 30)
    }

    struct Jumping: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { proxy.scrollTo(5_000, anchor: .top) }.testID("go").frame(height: 50)
                    List { ForEach(0..<10_000, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") } }
                        .listStyle(.plain).testID("list")
                }
            }
        }
    }

    @Test func scrollToReachesARowThatIsNotBuiltYet() throws {
        let h = host(Jumping(), width: 300, height: 450)
        #expect(h.frame(of: "r5000") == nil)
        try h.tap("go")
        // Row 5,000's cell starts at 400,000 in the content; the list starts at y = 50.
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 400_000))
        expectFrame(h, "r5000", CGRect(x: 16, y: 50 + 15, width: 268, height: 50))
        #expect(h.diagnostics.isEmpty)
    }

    struct JumpingByOwnID: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { proxy.scrollTo("row 700", anchor: .top) }.testID("go").frame(height: 50)
                    List { ForEach(0..<1_000, id: \.self) { i in Color.blue.frame(height: 50).id("row \(i)") } }
                        .listStyle(.plain).testID("list")
                }
            }
        }
    }

    @Test func scrollToFindsARowNotBuiltYetByTheIDItsViewIsGiven() throws {
        let h = host(JumpingByOwnID(), width: 300, height: 450)
        try h.tap("go")
        // Row 700's cell starts at 56,000 in the content.
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 56_000))
        #expect(h.diagnostics.isEmpty)
    }

    struct StatefulList: View {
        var body: some View {
            List {
                ForEach(0..<1_000, id: \.self) { i in ListStatefulRow(index: i) }
            }.listStyle(.plain).testID("list")
        }
    }

    @Test func aRowKeepsItsStateWhenItScrollsAwayAndBack() throws {
        let h = host(StatefulList(), width: 300, height: 400)
        try h.tap("r1")
        #expect(h.find(text: "on 1") != nil)
        try h.scroll("list", by: CGSize(width: 0, height: 20_000))
        #expect(h.frame(of: "r1") == nil)
        try h.scroll("list", to: .zero)
        #expect(h.find(text: "on 1") != nil)
        #expect(h.find(text: "off 0") != nil)
    }

    struct AppearanceList: View {
        let appeared: IndexLog
        let disappeared: IndexLog
        var body: some View {
            List {
                ForEach(0..<500, id: \.self) { i in
                    Color.blue.frame(height: 50).testID("r\(i)")
                        .onAppear { appeared.indices.append(i) }.onDisappear { disappeared.indices.append(i) }
                }
            }.listStyle(.plain).testID("list")
        }
    }

    @Test func rowsAppearWhenTheyAreBuiltAndDisappearWhenTheyScrollAway() throws {
        let appeared = IndexLog(), disappeared = IndexLog()
        let h = host(AppearanceList(appeared: appeared, disappeared: disappeared), width: 300, height: 400)
        #expect(Set(appeared.indices) == Set(0...6))
        #expect(disappeared.indices.isEmpty)
        try h.scroll("list", by: CGSize(width: 0, height: 8_000))
        #expect(Set(disappeared.indices) == Set(0...6))
        #expect(appeared.indices.contains(100))
    }

    @Test func anInsetGroupedSectionOfUnbuiltRowsKeepsItsCardsRoundedEnds() throws {
        // Two sections of 1,000 rows: the second's card starts 35 (margin) + 80,000 + 35 down.
        let view = List {
            Section { ForEach(0..<1_000, id: \.self) { i in Color.blue.frame(height: 50).testID("a\(i)") } }
            Section { ForEach(0..<1_000, id: \.self) { i in Color.blue.frame(height: 50).testID("b\(i)") } }
        }.listStyle(.insetGrouped).testID("list")
        let h = host(view, width: 300, height: 400)
        #expect(h.frame(of: "b0") == nil)
        try h.scroll("list", by: CGSize(width: 0, height: 35 + 80_000 + 35 - 100))
        // The second section's first cell is 100 points down the viewport; its content 15 in,
        // 20 + 16 from the left (the inset-grouped card margin and the row inset).
        let frame = try #require(h.frame(of: "b0"))
        #expect(close(frame.minY, 100 + 15))
        #expect(h.frame(of: "a0") == nil)
    }
}

/// A list row whose text is its own state (a tap flips it).
struct ListStatefulRow: View {
    let index: Int
    @State private var on = false
    var body: some View {
        Text(on ? "on \(index)" : "off \(index)").frame(height: 50).testID("r\(index)")
            .onTapGesture { on.toggle() }
    }
}

/// The indices of the rows an action ran for, in order.
final class IndexLog: @unchecked Sendable {
    var indices: [Int] = []
}

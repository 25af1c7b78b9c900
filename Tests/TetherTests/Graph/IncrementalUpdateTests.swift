import Foundation
import Testing
@testable import Tether

/// Anchors of every row's icon, keyed by row.
private struct IconAnchorsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// What a tap on a row changes.
enum RowChange: String, CaseIterable, Sendable {
    case color, height, text, insertion, anchorSource
}

/// A row whose tap changes one thing; `startTapped` builds it directly in the tapped state.
private struct ChangingRow: View {
    let index: Int
    let change: RowChange
    @State private var tapped: Bool

    init(index: Int, change: RowChange, startTapped: Bool) {
        self.index = index
        self.change = change
        _tapped = State(initialValue: startTapped)
    }

    var body: some View {
        HStack(spacing: 4) {
            (change == .color && tapped ? Color.red : Color.blue)
                .frame(width: 20, height: change == .height && tapped ? 40 : 20)
                .anchorPreference(key: IconAnchorsKey.self,
                                  value: change == .anchorSource && tapped ? .rect(CGRect(x: 5, y: 5, width: 10, height: 10)) : .bounds) {
                    [index: $0]
                }
            if change == .insertion && tapped {
                Color.green.frame(width: 30, height: 30)
            }
            Text(change == .text && tapped ? "A much longer label" : "Row")
            Spacer()
        }
        .accessibilityIdentifier("row-\(index)")
        .onTapGesture { tapped.toggle() }
    }
}

/// Three rows and an overlay that marks every icon's anchor (the seed 004 pattern).
private struct ChangingList: View {
    let change: RowChange
    var secondRowStartsTapped = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<3, id: \.self) { i in
                ChangingRow(index: i, change: change, startTapped: i == 1 && secondRowStartsTapped)
            }
        }
        .overlayPreferenceValue(IconAnchorsKey.self) { anchors in
            GeometryReader { proxy in
                ForEach(anchors.keys.sorted(), id: \.self) { i in
                    let rect = proxy[anchors[i]!]
                    Rectangle().stroke(Color.orange)
                        .frame(width: rect.width, height: rect.height)
                        .accessibilityIdentifier("mark-\(i)")
                        .position(x: rect.midX, y: rect.midY)
                }
            }
        }
    }
}

/// A square that grows from 20 to 60 pt wide when tapped ("grow"), in a view of its own, so
/// the views beside it keep their own bodies and only move.
private struct Grower: View {
    @State private var wide = false
    var body: some View {
        Color.red.frame(width: wide ? 60 : 20, height: 20).onTapGesture { wide.toggle() }.testID("grow")
    }
}

/// Counts how often it is measured; its identity (the counter) never changes.
private struct CountingLayout: Layout {
    final class Counter: @unchecked Sendable { var measurements = 0 }
    let counter: Counter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.measurements += 1
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

/// A box whose colour and height change on taps, inside a `CountingLayout`.
private struct CountedBox: View {
    let counter: CountingLayout.Counter
    @State private var red = false
    @State private var tall = false
    var body: some View {
        VStack(spacing: 0) {
            CountingLayout(counter: counter) {
                (red ? Color.red : Color.blue).frame(width: 50, height: tall ? 80 : 40).accessibilityIdentifier("box")
            }
            Color.gray.frame(width: 50, height: 10).accessibilityIdentifier("recolor").onTapGesture { red.toggle() }
            Color.gray.frame(width: 50, height: 10).accessibilityIdentifier("grow").onTapGesture { tall.toggle() }
        }
    }
}

/// An update after a state change recomputes only what changed, and ends exactly where a
/// fresh layout of the final state ends.
@MainActor
@Suite struct IncrementalUpdateTests {
    @Test(arguments: RowChange.allCases)
    func updateAfterATapMatchesAFreshLayoutOfTheFinalState(change: RowChange) throws {
        let updated = host(ChangingList(change: change), width: 390, height: 400)
        try updated.tap("row-1")
        let fresh = host(ChangingList(change: change, secondRowStartsTapped: true), width: 390, height: 400)
        #expect(updated.layoutDump() == fresh.layoutDump())
        for i in 0..<3 {
            #expect(close(updated.frame(of: "row-\(i)"), fresh.frame(of: "row-\(i)")!))
            #expect(close(updated.frame(of: "mark-\(i)"), fresh.frame(of: "mark-\(i)")!))
        }
        // Tapping back returns to the first layout.
        try updated.tap("row-1")
        #expect(updated.layoutDump() == host(ChangingList(change: change), width: 390, height: 400).layoutDump())
    }

    @Test func aTallerRowMovesTheRowsBelowAndTheirAnchors() throws {
        let h = host(ChangingList(change: .height), width: 390, height: 400)
        let rowHeight = h.frame(of: "row-0")!.height          // max(icon 20, the text's line height)
        let before = h.frame(of: "row-2")!
        try h.tap("row-1")
        // Row 1 grows from rowHeight to 40; the stack grows by the difference and stays centred,
        // so row 0 moves up by half of it and row 2 down by the other half.
        let growth = 40 - rowHeight
        #expect(close(h.frame(of: "row-1")!.height, 40))
        #expect(close(h.frame(of: "row-2")!.minY, before.minY + growth / 2))
        #expect(close(h.frame(of: "row-1")!.minY, h.frame(of: "row-0")!.maxY + 8))
        #expect(close(h.frame(of: "row-2")!.minY, h.frame(of: "row-1")!.maxY + 8))
        // The icon is 20 wide, 40 high, centred in the row; the anchor mark covers it exactly.
        let row1 = h.frame(of: "row-1")!
        expectFrame(h, "mark-1", CGRect(x: row1.minX, y: row1.minY, width: 20, height: 40))
        let row2 = h.frame(of: "row-2")!
        expectFrame(h, "mark-2", CGRect(x: row2.minX, y: row2.midY - 10, width: 20, height: 20))
    }

    @Test func aMovedGeometryReaderSeesItsNewPosition() throws {
        // A subtree that only moves is moved, not placed again, except a GeometryReader: its
        // content is built from its global frame, so it is built again where it now is. (The
        // square grows in a view of its own, so the row's body, and the reader, stay as they are.)
        struct Row: View {
            let seen: Recorder<CGFloat>
            var body: some View {
                HStack(spacing: 0) {
                    Grower()
                    GeometryReader { proxy in Recording(recorder: seen, value: proxy.frame(in: .global).minX) }
                        .frame(width: 30, height: 30)
                        .testID("moved")
                }
            }
        }
        let seen = Recorder<CGFloat>()
        let h = host(Row(seen: seen))
        let before = h.frame(of: "moved")!.minX
        try h.tap("grow")
        // The row grows by 40 and stays centred: the reader moves right by 20.
        #expect(close(h.frame(of: "moved")!.minX, before + 20))
        #expect(close(seen.value ?? .nan, before + 20))
    }

    /// SwiftUI re-runs a reader's content only when what it read from the proxy changed: a
    /// reader that reads only its size is not rebuilt when it moves (the row grows by 40 and
    /// stays centred, so the reader moves right by 20), while one that reads its global frame
    /// is, as above.
    @Test func aMovedGeometryReaderThatReadsOnlyItsSizeIsNotRebuilt() throws {
        struct Row: View {
            let sized: Recorder<CGFloat>, placed: Recorder<CGFloat>
            var body: some View {
                HStack(spacing: 0) {
                    Grower()
                    GeometryReader { proxy in Recording(recorder: sized, value: proxy.size.width) }.frame(width: 30, height: 30)
                    GeometryReader { proxy in Recording(recorder: placed, value: proxy.frame(in: .global).minX) }
                        .frame(width: 30, height: 30).testID("placed")
                }
            }
        }
        let sized = Recorder<CGFloat>(), placed = Recorder<CGFloat>()
        let h = host(Row(sized: sized, placed: placed))
        let before = h.frame(of: "placed")!.minX
        let (sizedBuilds, placedBuilds) = (sized.count, placed.count)
        try h.tap("grow")
        #expect(close(placed.value ?? .nan, before + 20))
        #expect(placed.count == placedBuilds + 1)
        #expect(sized.count == sizedBuilds)
        #expect(sized.value == 30)
    }

    /// A reader's proxy is live: kept by an action and read after the reader moved, it gives
    /// where the reader is now (it moved right by 20, as above), not where it was built.
    @Test func aGeometryProxyReadLaterGivesTheCurrentFrame() throws {
        struct Row: View {
            let tapped: Recorder<CGFloat>
            var body: some View {
                HStack(spacing: 0) {
                    Grower()
                    GeometryReader { proxy in
                        Color.blue.frame(width: proxy.size.width).onTapGesture { tapped.record(proxy.frame(in: .global).minX) }
                    }
                    .frame(width: 30, height: 30).testID("reader")
                }
            }
        }
        let tapped = Recorder<CGFloat>()
        let h = host(Row(tapped: tapped))
        let before = h.frame(of: "reader")!.minX
        try h.tap("grow")
        try h.tap("reader")
        #expect(close(tapped.value ?? .nan, before + 20))
    }

    @Test func aColourChangeReusesMeasurementsAndASizeChangeRedoesThem() throws {
        let counter = CountingLayout.Counter()
        let h = host(CountedBox(counter: counter))
        let first = counter.measurements
        #expect(first > 0)
        try h.tap("recolor")
        #expect(counter.measurements == first)
        #expect(close(h.frame(of: "box")!.height, 40))
        try h.tap("grow")
        #expect(counter.measurements > first)
        #expect(close(h.frame(of: "box")!.height, 80))
        // The stack (80 + 10 + 10 high) is centred in the 400×400 canvas.
        expectFrame(h, "box", CGRect(x: 175, y: 150, width: 50, height: 80))
    }

    @Test func anUpdateWithNothingChangedMeasuresNothing() {
        let counter = CountingLayout.Counter()
        let h = host(CountedBox(counter: counter))
        let dump = h.layoutDump()
        let first = counter.measurements
        h.update()
        #expect(counter.measurements == first)
        #expect(h.lastUpdateStatistics.bodyEvaluations == 0)
        #expect(h.layoutDump() == dump)
    }

    /// A lazy container measures rows it does not place (outside the visible window); such a
    /// row is marked for placement from its creation. A change inside it must still lay out
    /// the containers whose measurements it invalidates (found by fuzz seed 1126).
    @Test func aChangeBelowAMeasuredButUnplacedViewLaysItsAncestorsOutAgain() throws {
        let h = host(VStack(spacing: 0) { HStack { Text("A").accessibilityIdentifier("a") } }, width: 200, height: 100)
        let text = try #require(h.findNode("a"))
        var row: ViewNode? = text.parent
        while let n = row, !(n.layout is HStackLayout || "\(type(of: n.view))".contains("HStack")) || !n.isLayoutNode { row = n.parent }
        let unplaced = try #require(row)
        unplaced.isPlaced = false
        unplaced.needsPlacement = true
        text.invalidateLayout()
        h.update()
        #expect(h.checkInvariants().isEmpty)
        #expect(!unplaced.layoutInvalid)
    }
}


/// A row whose `==` compares its title only: the closure it holds differs on every body.
private struct TitleRow: View, Equatable {
    let title: String
    let counter: Recorder<Int>
    let action: () -> Void
    nonisolated static func == (a: TitleRow, b: TitleRow) -> Bool { a.title == b.title }
    var body: some View {
        counter.record(1)
        return Text(title)
    }
}

/// `equatable()`: SwiftUI evaluates an `EquatableView`'s content again only when its `==` says
/// the new value differs.
@MainActor
@Suite struct EquatableViewTests {
    private struct Screen: View {
        let counter: Recorder<Int>
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Tap \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
                TitleRow(title: taps < 2 ? "Same" : "Changed", counter: counter, action: { _ = taps }).equatable()
                    .accessibilityIdentifier("row")
            }
        }
    }

    @Test func anEquatableViewSkipsItsBodyWhileItsValueIsEqual() throws {
        let counter = Recorder<Int>()
        let h = host(Screen(counter: counter))
        #expect(counter.count == 1)
        try h.tap("tap")
        // The parent's body ran again and made a new closure, but the titles are equal.
        #expect(counter.count == 1)
        try h.tap("tap")
        #expect(counter.count == 2)
        #expect(h.find(text: "Changed") != nil)
    }
}

import Foundation
import Testing
@testable import Tether

/// A `List` scrolls as iOS's lists do: its rows sit in a scroll view's viewport, so the host's
/// scrolling, `ScrollViewReader`, `scrollPosition`, `scrollDisabled`, `defaultScrollAnchor` and
/// `contentMargins` act on it as on a `ScrollView`; a plain list's section headers float.
///
/// The rows here hold a 50-point colour: with iOS's 15-point insets above and below, each row
/// is 80 points high (more than the 52-point minimum) and its content starts 15 points into
/// its cell, 16 points from the card's leading edge.
@MainActor
@Suite struct ListScrollingTests {
    static let rowHeight: CGFloat = 80

    func rows(_ count: Int = 20, tapped: Recorder<Int>? = nil) -> some View {
        ForEach(0..<count, id: \.self) { i in
            Color.blue.frame(height: 50).testID("r\(i)").onTapGesture { tapped?.record(i) }
        }
    }

    func plainList(_ count: Int = 20, tapped: Recorder<Int>? = nil) -> some View {
        List { rows(count, tapped: tapped) }.listStyle(.plain).testID("list")
    }

    @Test func scrollingAListMovesItsRowsAndStopsAtTheEndOfItsContent() throws {
        let h = host(plainList(), width: 300, height: 400)
        expectFrame(h, "r0", CGRect(x: 16, y: 15, width: 268, height: 50))
        try h.scroll("list", by: CGSize(width: 0, height: 100))
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 100))
        expectFrame(h, "r0", CGRect(x: 16, y: -85, width: 268, height: 50))
        // 20 rows of 80 points in 400: the offset stops at 1,600 − 400.
        try h.scroll("list", by: CGSize(width: 0, height: 10_000))
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 1_200))
        expectFrame(h, "r19", CGRect(x: 16, y: 19 * Self.rowHeight + 15 - 1_200, width: 268, height: 50))
        try h.scroll("list", to: CGPoint(x: 0, y: -50))
        expectFrame(h, "r0", CGRect(x: 16, y: 15, width: 268, height: 50))
    }

    @Test func anInsetGroupedListScrollsOverItsMarginsToo() throws {
        // 35 points above the card and below it: 35 + 1,600 + 35 of content.
        let h = host(List { rows() }.testID("list"), width: 300, height: 400)
        try h.scroll("list", by: CGSize(width: 0, height: 1e9))
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 1_670 - 400))
        // The last row's cell ends 35 points above the bottom.
        expectFrame(h, "r19", CGRect(x: 32, y: 400 - 35 - 65, width: 236, height: 50))
    }

    @Test func aListShorterThanItsFrameDoesNotScroll() throws {
        let h = host(plainList(3), width: 300, height: 400)
        try h.scroll("list", by: CGSize(width: 0, height: 100))
        #expect(h.scrollOffset(of: "list") == .zero)
        expectFrame(h, "r0", CGRect(x: 16, y: 15, width: 268, height: 50))
    }

    @Test func tapsOnAScrolledListHitTheRowShownThere() throws {
        let tapped = Recorder<Int>()
        let h = host(plainList(tapped: tapped), width: 300, height: 400)
        try h.scroll("list", by: CGSize(width: 0, height: 500))
        // Content point 500 + 40 is in row 6 (480...560), whose colour spans 495...545.
        try h.tap(at: CGPoint(x: 150, y: 40))
        #expect(tapped.value == 6)
    }

    struct Selecting: View {
        @State var selection: Int?
        let recorder: Recorder<Int?>
        var body: some View {
            let _ = recorder.record(selection)
            List(selection: $selection) {
                ForEach(0..<20, id: \.self) { i in Text("Row \(i)").tag(i) }
            }.listStyle(.plain).testID("list")
        }
    }

    @Test func aTapOnAScrolledListSelectsTheRowShownThere() throws {
        let recorder = Recorder<Int?>()
        let h = host(Selecting(recorder: recorder), width: 300, height: 400)
        let rowHeight = ListMetrics.minimumRowHeight(EnvironmentValues())
        try h.scroll("list", by: CGSize(width: 0, height: rowHeight * 10))
        try h.tap(at: CGPoint(x: 150, y: rowHeight / 2))
        #expect(recorder.value == 10)
    }

    @Test func scrollDisabledKeepsAListStill() throws {
        let h = host(plainList().scrollDisabled(true), width: 300, height: 400)
        #expect(throws: InteractionError.self) { try h.scroll("list", by: CGSize(width: 0, height: 100)) }
        expectFrame(h, "r0", CGRect(x: 16, y: 15, width: 268, height: 50))
    }

    @Test func aBottomDefaultScrollAnchorStartsAListAtItsEnd() throws {
        let h = host(plainList().defaultScrollAnchor(.bottom), width: 300, height: 400)
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 1_200))
        expectFrame(h, "r19", CGRect(x: 16, y: 400 - 65, width: 268, height: 50))
    }

    @Test func contentMarginsAddRoomAroundAListsRows() throws {
        let h = host(plainList().contentMargins(.vertical, 20), width: 300, height: 400)
        expectFrame(h, "r0", CGRect(x: 16, y: 35, width: 268, height: 50))
        try h.scroll("list", by: CGSize(width: 0, height: 1e9))
        // 20 + 1,600 + 20 of content: the last row's colour ends 15 + 20 above the bottom.
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 1_240))
        expectFrame(h, "r19", CGRect(x: 16, y: 400 - 35 - 50, width: 268, height: 50))
    }

    @Test func contentMarginsOutOfRangeAreReportedAndIgnored() throws {
        let h = host(plainList().contentMargins(.top, -.infinity), width: 300, height: 400)
        expectFrame(h, "r0", CGRect(x: 16, y: 15, width: 268, height: 50))
        #expect(h.diagnostics.contains { $0.message.contains("contentMargins") })
    }

    // MARK: ScrollViewReader and scrollPosition

    struct Jumping: View {
        let target: Int
        let anchor: UnitPoint?
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { proxy.scrollTo(target, anchor: anchor) }.testID("go").frame(height: 50)
                    List { ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") } }
                        .listStyle(.plain).testID("list")
                }
            }
        }
    }

    @Test func scrollToWithATopAnchorPutsTheRowsCellAtTheListsTop() throws {
        let h = host(Jumping(target: 10, anchor: .top), width: 300, height: 450)
        try h.tap("go")
        // The list starts at y = 50; row 10's cell starts at 800 in its content.
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 800))
        expectFrame(h, "r10", CGRect(x: 16, y: 50 + 15, width: 268, height: 50))
    }

    @Test func scrollToWithABottomAnchorPutsTheRowsCellAtTheListsBottom() throws {
        let h = host(Jumping(target: 15, anchor: .bottom), width: 300, height: 450)
        try h.tap("go")
        // Row 15's cell ends at 1,280: the offset is 1,280 − 400.
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 880))
        expectFrame(h, "r15", CGRect(x: 16, y: 450 - 15 - 50, width: 268, height: 50))
    }

    @Test func scrollToWithNoAnchorScrollsAsLittleAsShowsTheWholeCell() throws {
        let h = host(Jumping(target: 7, anchor: nil), width: 300, height: 450)
        try h.tap("go")
        // Row 7 (560...640) below a 400-point viewport: its cell ends at the bottom edge.
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 240))
    }

    @Test func rowsScrolledAboveTheListAreNeitherDrawnNorHitOverTheViewAboveIt() throws {
        let h = host(Jumping(target: 10, anchor: .top), width: 300, height: 450)
        try h.scroll("list", by: CGSize(width: 0, height: 200))
        // The button's band (0...50) shows the button, not row 1 scrolled under it; a tap
        // there reaches the button, which jumps to row 10.
        try h.tap(at: CGPoint(x: 150, y: 25))
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 800))
        let pixel = try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 20, y: 25)
        #expect(pixel.b < 200 || pixel.r > 200)
    }

    @Test func scrollToAnUnknownIDIsReportedAndNothingMoves() throws {
        let h = host(Jumping(target: 99, anchor: .top), width: 300, height: 450)
        try h.tap("go")
        #expect(h.scrollOffset(of: "list") == .zero)
        #expect(h.diagnostics.contains { $0.message.contains("scrollTo") })
    }

    struct Positioned: View {
        @State private var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Button("Jump") { position = 12 }.testID("jump").frame(height: 50)
                List { ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 50).testID("r\(i)") } }
                    .listStyle(.plain)
                    .scrollPosition(id: $position)
                    .testID("list")
            }
        }
    }

    @Test func settingTheScrollPositionScrollsTheListToThatRow() throws {
        let h = host(Positioned(), width: 300, height: 450)
        try h.tap("jump")
        // Row 12's cell (960...1,040) at the top of the list (which starts at y = 50).
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 960))
        expectFrame(h, "r12", CGRect(x: 16, y: 50 + 15, width: 268, height: 50))
    }

    // MARK: Floating section headers

    /// Two sections of ten rows; a header is a footnote line (16 points) in a band 6 points
    /// above and below it: 28 points. Section A: header 0...28, rows 28...828; B: header
    /// 828...856, rows 856...1,656.
    func sectioned(_ style: some ListStyle) -> some View {
        List {
            Section { rows(10) } header: { Text("A").testID("hA") }
            Section { ForEach(10..<20, id: \.self) { i in Color.red.frame(height: 50).testID("r\(i)") } } header: { Text("B").testID("hB") }
        }.listStyle(style).testID("list")
    }

    static let header: CGFloat = 16 + 12

    @Test func aPlainListsHeaderStaysAtTheTopWhileItsSectionScrollsUnderIt() throws {
        let h = host(sectioned(.plain), width: 300, height: 400)
        let a = try #require(h.frame(of: "hA"))
        #expect(close(a.minY, 6))
        try h.scroll("list", by: CGSize(width: 0, height: 300))
        expectFrame(h, "hA", a)
        expectFrame(h, "r3", CGRect(x: 16, y: Self.header + 3 * Self.rowHeight + 15 - 300, width: 268, height: 50))
    }

    @Test func theNextSectionPushesAFloatingHeaderUp() throws {
        let h = host(sectioned(.plain), width: 300, height: 400)
        let a = try #require(h.frame(of: "hA"))
        let b = try #require(h.frame(of: "hB"))
        // At 820 section A ends (828) 8 points below the top: its header ends there.
        try h.scroll("list", to: CGPoint(x: 0, y: 820))
        expectFrame(h, "hA", a.offsetBy(dx: 0, dy: 828 - Self.header - 820))
        expectFrame(h, "hB", b.offsetBy(dx: 0, dy: -820))
        // At 900 section B's header floats where A's did.
        try h.scroll("list", to: CGPoint(x: 0, y: 900))
        expectFrame(h, "hB", CGRect(origin: a.origin, size: b.size))
    }

    @Test func anInsetGroupedListsHeadersScrollWithTheRows() throws {
        let h = host(sectioned(.insetGrouped), width: 300, height: 400)
        let a = try #require(h.frame(of: "hA"))
        try h.scroll("list", by: CGSize(width: 0, height: 300))
        expectFrame(h, "hA", a.offsetBy(dx: 0, dy: -300))
    }

    @Test func aFloatingHeaderIsDrawnOverTheRowsUnderIt() throws {
        let h = host(sectioned(.plain), width: 300, height: 400)
        try h.scroll("list", by: CGSize(width: 0, height: 300))
        let image = try PNGDecoder.decode(h.pngData(scale: 1))
        // Content 310 is row 3's colour (283...333), under the header's white band (0...28);
        // content 330, below the band, shows the blue.
        let underBand = image.pixel(x: 200, y: 10)
        #expect(underBand.r > 240 && underBand.g > 240 && underBand.b > 240)
        let below = image.pixel(x: 200, y: 30)
        #expect(below.b > 200 && below.r < 100)
    }

    // MARK: Bad input

    @Test func hostileScrollAmountsOnAListThrowAndKeepItsPlace() throws {
        let h = host(plainList(), width: 300, height: 400)
        try h.scroll("list", by: CGSize(width: 0, height: 100))
        #expect(throws: InteractionError.self) { try h.scroll("list", by: CGSize(width: 0, height: CGFloat.nan)) }
        #expect(throws: InteractionError.self) { try h.scroll("list", to: CGPoint(x: 0, y: CGFloat.infinity)) }
        try h.scroll("list", by: CGSize(width: 0, height: 1e308))
        #expect(h.scrollOffset(of: "list") == CGPoint(x: 0, y: 1_200))
    }
}

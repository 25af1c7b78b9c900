import Foundation
import Testing
@testable import Tether

/// The navigation bar over a scrolling screen: as on iOS, the content starts under the bar and
/// scrolls up under it; a large title scrolls away with the content (the bar shrinking by as
/// much), and once it has gone the bar shows the inline title over its own background.
@MainActor @Suite struct NavigationBarScrollEdgeTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))
    /// A 34 pt line (40.57 pt, 41 on the 2x grid): the large title.
    let largeLine = pixelCeil(lineBox(34))
    /// A 17 pt line: the inline title.
    let inlineLine = pixelCeil(lineBox(17))

    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in Color.blue.frame(height: 50).testID("row\(i)") }
                }
            }
            .testID("scroll")
        }
    }

    @Test func theContentStartsUnderTheLargeTitle() {
        let h = host(NavigationStack { Rows().navigationTitle("Inbox") }, width: phone.width, height: phone.height)
        // The 44 pt top row and the 52 pt large-title row: the first row 96 pt down.
        expectFrame(h, "row0", CGRect(x: 0, y: 96, width: 390, height: 50))
        let title = h.find(text: "Inbox")?.frame
        #expect(close(title?.minY ?? -1, 44 + (52 - largeLine) / 2))
        #expect(close(title?.minX ?? -1, 16))
    }

    @Test func theLargeTitleScrollsUpWithTheContent() throws {
        let h = host(NavigationStack { Rows().navigationTitle("Inbox") }, width: phone.width, height: phone.height)
        try h.scroll("scroll", by: CGSize(width: 0, height: 30))
        // The content moves by the scroll alone (the room the title leaves stays in the safe
        // area), and the title moves up with it.
        expectFrame(h, "row0", CGRect(x: 0, y: 66, width: 390, height: 50))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, 44 + (52 - largeLine) / 2 - 30))
        #expect(h.scrollOffset(of: "scroll")?.y == 30)
    }

    @Test func pastTheLargeTitleTheBarShowsTheInlineTitle() throws {
        let h = host(NavigationStack { Rows().navigationTitle("Inbox") }, width: phone.width, height: phone.height)
        try h.scroll("scroll", by: CGSize(width: 0, height: 100))
        expectFrame(h, "row0", CGRect(x: 0, y: -4, width: 390, height: 50))
        // One title left: the inline one, centred in the 44 pt row.
        #expect(dumpedTexts(h).filter { $0 == "Inbox" }.count == 1)
        let title = h.find(text: "Inbox")?.frame
        #expect(close(title?.minY ?? -1, (44 - inlineLine) / 2))
        #expect(close(title?.midX ?? -1, 195))
        // Scrolled back to the top, the large title is back.
        try h.scroll("scroll", to: .zero)
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, 44 + (52 - largeLine) / 2))
    }

    @Test func theBarBackgroundShowsOnceContentScrollsUnderIt() throws {
        let h = host(NavigationStack { Rows().navigationTitle("Inbox") }, width: phone.width, height: phone.height)
        // At rest the bar is transparent (scroll edge): nothing behind the top row.
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 300, y: 20).a == 0)
        // Half way through the title: still at the scroll edge, the row moved up 30 pt.
        try h.scroll("scroll", by: CGSize(width: 0, height: 30))
        var p = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(p.pixel(x: 300, y: 20).a == 0)
        #expect(p.pixel(x: 300, y: 60).a == 0)
        #expect(p.pixel(x: 300, y: 70).b == 255)
        // Collapsed, with rows under it: the bar's light grey material covers the top row.
        try h.scroll("scroll", by: CGSize(width: 0, height: 70))
        p = try PNGDecoder.decode(h.pngData(scale: 1))
        let bar = p.pixel(x: 300, y: 20)
        #expect(bar.r == 249 && bar.g == 249 && bar.b == 249 && bar.a == 255)
        #expect(p.pixel(x: 300, y: 60).b == 255)
    }

    @Test func anInlineTitleBarShowsItsBackgroundAsSoonAsContentScrollsUnderIt() throws {
        let h = host(NavigationStack { Rows().navigationTitle("Inbox").toolbarTitleDisplayMode(.inline) },
                     width: phone.width, height: phone.height)
        expectFrame(h, "row0", CGRect(x: 0, y: 44, width: 390, height: 50))
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 300, y: 20).a == 0)
        try h.scroll("scroll", by: CGSize(width: 0, height: 10))
        expectFrame(h, "row0", CGRect(x: 0, y: 34, width: 390, height: 50))
        #expect(try PNGDecoder.decode(h.pngData(scale: 1)).pixel(x: 300, y: 20).g == 249)
    }

    @Test func aListCollapsesTheTitleAsItScrolls() throws {
        let h = host(NavigationStack {
            List { ForEach(0..<60, id: \.self) { Text("Row \($0)").testID("r\($0)") } }
                .testID("list")
                .navigationTitle("Mail")
        }, width: phone.width, height: phone.height)
        let before = try #require(h.frame(of: "r1"))
        try h.scroll("list", by: CGSize(width: 0, height: 20))
        let after = try #require(h.frame(of: "r1"))
        #expect(close(after.minY, before.minY - 20))
        try h.scroll("list", by: CGSize(width: 0, height: 200))
        #expect(close(h.find(text: "Mail")?.frame.minY ?? -1, (44 - inlineLine) / 2))
    }

    @Test func scrollingByAProxyCollapsesTheTitleToo() throws {
        let h = host(NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40, id: \.self) { i in Color.blue.frame(height: 50).id(i) } }
                }
                .toolbar { Button("End") { proxy.scrollTo(39, anchor: .bottom) }.testID("end") }
            }
            .navigationTitle("Inbox")
        }, width: phone.width, height: phone.height)
        try h.tap("end")
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, (44 - inlineLine) / 2))
    }

    @Test func aScrollViewBelowOtherContentDoesNotCollapseTheTitle() throws {
        // Only a scroll view reaching under the bar is the screen's primary one.
        let h = host(NavigationStack {
            VStack(spacing: 0) {
                Text("Header")
                ScrollView { Color.blue.frame(height: 2000) }.testID("inner")
            }
            .navigationTitle("Inbox")
        }, width: phone.width, height: phone.height)
        try h.scroll("inner", by: CGSize(width: 0, height: 300))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, 44 + (52 - largeLine) / 2))
    }

    @Test func aHorizontalScrollViewDoesNotCollapseTheTitle() throws {
        let h = host(NavigationStack {
            ScrollView(.horizontal) { Color.blue.frame(width: 2000, height: 300) }.testID("strip")
                .navigationTitle("Inbox")
        }, width: phone.width, height: phone.height)
        try h.scroll("strip", by: CGSize(width: 300, height: 0))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, 44 + (52 - largeLine) / 2))
    }

    @Test func aScrollViewStartingAtItsBottomStartsWithTheTitleCollapsed() {
        let h = host(NavigationStack { Rows().defaultScrollAnchor(.bottom).navigationTitle("Inbox") },
                     width: phone.width, height: phone.height)
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, (44 - inlineLine) / 2))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func theSearchFieldMovesUpWithTheLargeTitle() throws {
        let h = host(NavigationStack {
            Rows().navigationTitle("Inbox").searchable(text: .constant(""), prompt: "Find")
        }, width: phone.width, height: phone.height)
        let field = try #require(h.frame(of: "Find"))
        let row = try #require(h.frame(of: "row0"))
        try h.scroll("scroll", by: CGSize(width: 0, height: 20))
        // The field and the content move up together, by the scroll.
        #expect(close(h.frame(of: "Find")?.minY ?? -1, field.minY - 20))
        #expect(close(h.frame(of: "row0")?.minY ?? -1, row.minY - 20))
    }

    /// As on iOS, the search field in the bar's drawer scrolls away first, sliding up under
    /// the large title, which stays; once the field's block (36 pt field, 10 pt under it) has
    /// gone, the title scrolls away as without a field.
    @Test func theSearchFieldScrollsAwayBeforeTheLargeTitle() throws {
        let h = host(NavigationStack {
            Rows().navigationTitle("Inbox").searchable(text: .constant(""), prompt: "Find")
        }, width: phone.width, height: phone.height)
        let titleAtRest = 44 + (52 - largeLine) / 2
        let row = try #require(h.frame(of: "row0"))
        #expect(close(row.minY, 44 + 52 + 46))
        try h.scroll("scroll", by: CGSize(width: 0, height: 20))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, titleAtRest))
        try h.scroll("scroll", by: CGSize(width: 0, height: 26))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, titleAtRest))
        #expect(close(h.frame(of: "row0")?.minY ?? -1, row.minY - 46))
        try h.scroll("scroll", by: CGSize(width: 0, height: 30))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, titleAtRest - 30))
        // Past both blocks the bar shows the inline title.
        try h.scroll("scroll", by: CGSize(width: 0, height: 30))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, (44 - inlineLine) / 2))
    }

    /// `navigationBarDrawer(displayMode: .always)` keeps the field: the large title scrolls
    /// away at once, the field moving up under it by as much.
    @Test func anAlwaysShownSearchFieldStaysAsTheTitleScrollsAway() throws {
        let h = host(NavigationStack {
            Rows().navigationTitle("Inbox")
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
        }, width: phone.width, height: phone.height)
        let field = try #require(h.frame(of: "Find"))
        try h.scroll("scroll", by: CGSize(width: 0, height: 30))
        #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, 44 + (52 - largeLine) / 2 - 30))
        #expect(close(h.frame(of: "Find")?.minY ?? -1, field.minY - 30))
        try h.scroll("scroll", by: CGSize(width: 0, height: 100))
        #expect(close(h.frame(of: "Find")?.minY ?? -1, field.minY - 52))
    }
}

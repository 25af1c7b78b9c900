import Foundation
import Testing
@testable import Tether

/// iOS's More tab: more than five pages on an iPhone-width tab view.
@MainActor @Suite struct TabMoreTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))
    /// Each of the five bar items is a fifth of the width; the bar is 49 pt tall.
    var moreItemCentre: CGPoint { CGPoint(x: 390 / 5 * 4.5, y: 844 - 49 / 2) }

    struct SevenTabs: View {
        @State private var selection: Int
        let recorder: Recorder<Int>
        init(selection: Int, recorder: Recorder<Int> = Recorder()) {
            _selection = State(initialValue: selection)
            self.recorder = recorder
        }
        var body: some View {
            TabView(selection: Binding(get: { selection }, set: { selection = $0; recorder.record($0) })) {
                ForEach(0..<7, id: \.self) { i in
                    Text("Page \(i)").testID("page\(i)")
                        .tabItem { Label("Tab \(i)", systemImage: "star") }
                        .tag(i)
                }
            }
        }
    }

    @Test func theBarShowsFourTabsAndMore() {
        let h = host(SevenTabs(selection: 0), width: phone.width, height: phone.height)
        for i in 0..<4 { #expect(h.find(text: "Tab \(i)") != nil) }
        #expect(h.find(text: "Tab 4") == nil)
        let more = h.find(text: "More")?.frame
        #expect(close(more?.midX ?? -1, moreItemCentre.x, tolerance: 1))
    }

    @Test func moreListsTheOtherTabsAndATapShowsOne() throws {
        let selection = Recorder<Int>()
        let h = host(SevenTabs(selection: 0, recorder: selection), width: phone.width, height: phone.height)
        try h.tap(at: moreItemCentre)
        // The list, titled More, over the page: a row per remaining tab.
        #expect(h.frame(of: "page0") == nil)
        #expect(dumpedTexts(h).filter { $0 == "More" }.count == 2)
        for i in 4..<7 { #expect(h.find(text: "Tab \(i)") != nil) }
        let row = try #require(h.find(text: "Tab 5")).frame
        try h.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(selection.value == 5)
        #expect(h.frame(of: "page5") != nil)
        #expect(h.find(text: "Tab 4") == nil)
        // Pushed on the list: a back button labelled More returns to it.
        let back = try #require(h.find(role: .button, label: "More"))
        #expect(close(back.frame.minX, 16))
        try h.tap(at: CGPoint(x: back.frame.midX, y: back.frame.midY))
        #expect(h.find(text: "Tab 4") != nil)
        #expect(h.frame(of: "page5") == nil)
    }

    @Test func aPlainPagePushedOnMoreStartsBelowItsBar() {
        let h = host(SevenTabs(selection: 6), width: phone.width, height: phone.height)
        // Selected by the binding: shown pushed on More, under a 44 pt bar, above the tab bar.
        let top = 44 + (844 - 49 - 44 - bodyLine) / 2
        #expect(close(h.frame(of: "page6")?.minY ?? -1, top))
        #expect(h.find(role: .button, label: "More") != nil)
    }

    @Test func aTapOnADirectTabLeavesMore() throws {
        let selection = Recorder<Int>()
        let h = host(SevenTabs(selection: 5, recorder: selection), width: phone.width, height: phone.height)
        try h.tap(at: CGPoint(x: 390 / 5 * 0.5, y: 844 - 49 / 2))
        #expect(selection.value == 0)
        #expect(h.frame(of: "page0") != nil)
        #expect(h.find(role: .button, label: "More") == nil)
    }

    @Test func aNavigationStackPageShowsTheBackButtonInItsOwnBar() throws {
        let h = host(TabView {
            ForEach(0..<6, id: \.self) { i in
                NavigationStack { Text("Body \(i)").testID("body\(i)").navigationTitle("Title \(i)") }
                    .tabItem { Label("Tab \(i)", systemImage: "star") }
            }
        }, width: phone.width, height: phone.height)
        try h.tap(at: moreItemCentre)
        let row = try #require(h.find(text: "Tab 5")).frame
        try h.tap(at: CGPoint(x: row.midX, y: row.midY))
        // The stack's own bar (no second bar above it): its large title, and the back button in its top row.
        #expect(close(h.find(text: "Title 5")?.frame.minY ?? -1, 44 + (52 - pixelCeil(lineBox(34))) / 2))
        try h.tap(at: CGPoint(x: 16 + 22, y: 22))
        #expect(h.find(text: "Tab 4") != nil)
    }

    @Test func theTabAPIGetsAMoreTabToo() {
        let h = host(TabView {
            Tab("One", systemImage: "1.circle") { Text("1") }
            Tab("Two", systemImage: "2.circle") { Text("2") }
            Tab("Three", systemImage: "3.circle") { Text("3") }
            Tab("Four", systemImage: "4.circle") { Text("4") }
            Tab("Five", systemImage: "5.circle") { Text("5") }
            Tab("Six", systemImage: "6.circle") { Text("6") }
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "More") != nil)
        #expect(h.find(text: "Five") == nil)
    }

    @Test func fiveTabsOrARegularWidthNeedNoMore() {
        let five = host(TabView {
            ForEach(0..<5, id: \.self) { i in Text("\(i)").tabItem { Label("Tab \(i)", systemImage: "star") } }
        }, width: phone.width, height: phone.height)
        #expect(five.find(text: "More") == nil)
        #expect(five.find(text: "Tab 4") != nil)
        let pad = host(TabView {
            ForEach(0..<7, id: \.self) { i in Text("\(i)").tabItem { Label("Tab \(i)", systemImage: "star") } }
        }, width: 1024, height: 768)
        #expect(pad.find(text: "More") == nil)
        #expect(pad.find(text: "Tab 6") != nil)
    }

    /// A page selected past the fourth is pushed on More, which the pages' environment must
    /// know: the pages are resolved a second time in place, never built twice. The shown page
    /// appears once on the first update, and a body scheduled while the pages were first
    /// resolved belongs to the one tree (fuzz seed 68470 reached a freed ancestor that way).
    @Test func aPagePushedOnMoreAppearsOnceOnTheFirstUpdate() {
        let appeared = Recorder<Int>()
        let h = host(TabView(selection: .constant(5)) {
            ForEach(0..<7, id: \.self) { i in
                Text("Page \(i)").onAppear { if i == 5 { appeared.record(i) } }
                    .tabItem { Label("Tab \(i)", systemImage: "star") }
                    .tag(i)
            }
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "Page 5") != nil)
        #expect(appeared.count == 1)
    }
}

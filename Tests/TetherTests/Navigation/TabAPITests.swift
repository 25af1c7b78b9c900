import Foundation
import Testing
@testable import Tether

/// iOS 18's `Tab` API in a `TabView`: the same tab bar and selection as `tabItem` and `tag`.
@MainActor @Suite struct TabAPITests {
    let phone = (width: CGFloat(390), height: CGFloat(844))
    /// The middle of the 49 pt tab bar.
    var barMidY: CGFloat { 844 - 49.0 / 2 }

    struct Tabs: View {
        @Binding var selection: String
        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home page").testID("home") }
                Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings page").testID("settings") }
            }
        }
    }

    @Test func theSelectionShowsTheTabWithThatValue() throws {
        let selection = Recorder<String>()
        selection.value = "settings"
        let binding = Binding<String>(get: { selection.value ?? "" }, set: { selection.record($0) })
        let h = host(Tabs(selection: binding), width: phone.width, height: phone.height)
        #expect(h.frame(of: "settings") != nil && h.frame(of: "home") == nil)
        // Each of the two items spans half the bar; a tap on the first selects "home".
        try h.tap(at: CGPoint(x: 390.0 / 4, y: barMidY))
        #expect(selection.value == "home")
        #expect(h.frame(of: "home") != nil)
    }

    @Test func theBarShowsEachTabsTitleAndImage() {
        let h = host(Tabs(selection: .constant("home")), width: phone.width, height: phone.height)
        #expect(h.find(text: "Home") != nil && h.find(text: "Settings") != nil)
        #expect(h.layoutDump().contains("Image"))
    }

    @Test func tabsWithoutValuesAreSelectedByPosition() throws {
        let h = host(TabView {
            Tab("One", systemImage: "1.circle") { Text("First").testID("first") }
            Tab("Two", systemImage: "2.circle") { Text("Second").testID("second") }
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "first") != nil)
        try h.tap(at: CGPoint(x: 390 * 3.0 / 4, y: barMidY))
        #expect(h.frame(of: "second") != nil && h.frame(of: "first") == nil)
    }

    @Test func aTabWithACustomLabel() {
        let h = host(TabView(selection: .constant(1)) {
            Tab(value: 1) { Text("Page") } label: { Label("Custom", systemImage: "star") }
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "Custom") != nil)
    }

    @Test func aSearchTabIsLabelledSearch() {
        let h = host(TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab(role: .search) { Text("Find") }
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "Search") != nil)
    }

    @Test func sectionsTabsStandInTheBarInOrder() throws {
        let selection = Recorder<Int>()
        selection.value = 1
        let binding = Binding<Int>(get: { selection.value ?? 0 }, set: { selection.record($0) })
        let h = host(TabView(selection: binding) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
            TabSection("More") {
                Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
                Tab("Three", systemImage: "3.circle", value: 3) { Text("Third").testID("third") }
            }
        }, width: phone.width, height: phone.height)
        // Three items a third of the bar each; the header is not in the bar.
        #expect(h.find(text: "More") == nil)
        try h.tap(at: CGPoint(x: 390 * 5.0 / 6, y: barMidY))
        #expect(selection.value == 3)
        #expect(h.frame(of: "third") != nil)
    }

    /// A custom `TabContent` lists its tabs in its `body`, as a view lists its content: its
    /// two tabs stand in the bar after the one beside it, and its second is selected by value.
    struct ReadingTabs: TabContent {
        var body: some TabContent<Int> {
            Tab("Books", systemImage: "book", value: 2) { Text("Books page") }
            Tab("Papers", systemImage: "doc", value: 3) { Text("Papers page").testID("papers") }
        }
    }

    @Test func aCustomTabContentListsItsTabs() {
        let h = host(TabView(selection: .constant(3)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home page") }
            ReadingTabs()
        }, width: phone.width, height: phone.height)
        for title in ["Home", "Books", "Papers"] { #expect(h.find(text: title) != nil) }
        #expect(h.frame(of: "papers") != nil)
    }

    /// `ForEach`, `if`/`else` and `if` build tabs as they build views: four tabs in all here,
    /// a quarter of the bar each; a tap on the last selects the value the `else` gave it.
    @Test func forEachAndConditionsBuildTabs() throws {
        let selection = Recorder<Int>()
        selection.value = 0
        let binding = Binding<Int>(get: { selection.value ?? 0 }, set: { selection.record($0) })
        let showsExtra = false, showsMissing = false
        let h = host(TabView(selection: binding) {
            ForEach(0..<2, id: \.self) { i in
                Tab("Tab \(i)", systemImage: "star", value: i) { Text("Page \(i)") }
            }
            if showsMissing { Tab("Missing", systemImage: "xmark", value: 9) { Text("Missing") } }
            Tab("Middle", systemImage: "circle", value: 5) { Text("Middle") }
            if showsExtra {
                Tab("Extra", systemImage: "plus", value: 7) { Text("Extra") }
            } else {
                Tab("Other", systemImage: "minus", value: 8) { Text("Other page").testID("other") }
            }
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "Missing") == nil && h.find(text: "Extra") == nil)
        try h.tap(at: CGPoint(x: 390 * 7.0 / 8, y: barMidY))
        #expect(selection.value == 8)
        #expect(h.frame(of: "other") != nil)
    }

    /// `hidden(_:)` leaves a tab out of the bar; `AnyTabContent` erases a tab's type; the
    /// badge modifiers of tab content badge the item.
    @Test func tabContentModifiersAndTypeErasure() {
        let h = host(TabView {
            Tab("Shown", systemImage: "eye") { Text("Shown") }.badge(4)
            Tab("Hidden", systemImage: "eye.slash") { Text("Hidden") }.hidden()
            AnyTabContent(Tab("Erased", systemImage: "square") { Text("Erased") })
        }, width: phone.width, height: phone.height)
        #expect(h.find(text: "Shown") != nil && h.find(text: "Erased") != nil)
        #expect(h.find(text: "Hidden") == nil)
        #expect(h.find(text: "4") != nil)
    }
}

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
}

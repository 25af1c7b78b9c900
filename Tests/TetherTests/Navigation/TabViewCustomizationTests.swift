import Foundation
import Testing
@testable import Tether

/// iOS 18's tab view customization: the `TabViewCustomization` value (what a person changed in
/// an iPad's adaptable sidebar), saved by `@AppStorage`, and its modifiers, which leave an
/// iPhone's tab bar as it is.
@MainActor @Suite struct TabViewCustomizationTests {
    @Test func anEmptyCustomizationLeavesEveryTabAndSectionAtItsDefault() {
        let customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "alerts"] == .automatic)
        #expect(customization[tab: "alerts"].tabBarVisibility == .automatic)
        #expect(customization[sectionID: "categories"] == nil)
        #expect(customization[section: "categories"].tabOrder == nil)
    }

    @Test func visibilitiesAreSetByIdentifierAndResetWithoutTouchingSectionOrders() {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "alerts"] = .hidden
        customization[tab: "inbox"].sidebarVisibility = .visible
        #expect(customization[tab: "alerts"].sidebarVisibility == .hidden)
        #expect(customization[sidebarVisibility: "inbox"] == .visible)
        // Setting a tab back to its default is no customization at all.
        customization[sidebarVisibility: "inbox"] = .automatic
        var plain = TabViewCustomization()
        plain[sidebarVisibility: "alerts"] = .hidden
        #expect(customization == plain)

        customization[section: "categories"].tabOrder = ["lights", "climate"]
        customization.resetVisibility()
        #expect(customization[sidebarVisibility: "alerts"] == .automatic)
        #expect(customization[sectionID: "categories"] == ["lights", "climate"])
    }

    @Test func sectionOrdersResetOneByOneOrAll() {
        var customization = TabViewCustomization()
        customization[section: "a"].tabOrder = ["2", "1"]
        customization[section: "b"].tabOrder = ["y", "x"]
        customization[sidebarVisibility: "1"] = .hidden
        customization.resetSectionOrder(for: "a")
        #expect(customization[sectionID: "a"] == nil && customization[sectionID: "b"] == ["y", "x"])
        customization[section: "b"].resetTabOrder()
        #expect(customization[sectionID: "b"] == nil)
        customization[section: "a"].tabOrder = ["2", "1"]
        customization.resetSectionOrder()
        #expect(customization[sectionID: "a"] == nil)
        #expect(customization[sidebarVisibility: "1"] == .hidden, "visibilities stay")
    }

    @Test func aCustomizationRoundTripsThroughCodable() throws {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "alerts"] = .hidden
        customization[section: "categories"].tabOrder = ["lights", "climate"]
        let data = try JSONEncoder().encode(customization)
        #expect(try JSONDecoder().decode(TabViewCustomization.self, from: data) == customization)
    }

    struct SavedCustomization: View {
        @AppStorage("sidebarCustomization", store: TabViewCustomizationTests.store) var customization: TabViewCustomization
        var body: some View {
            Text(customization[sidebarVisibility: "alerts"] == .hidden ? "hidden" : "shown")
                .onTapGesture { customization[sidebarVisibility: "alerts"] = .hidden }
        }
    }

    nonisolated(unsafe) static let store = UserDefaults(suiteName: "TabViewCustomizationTests")!

    @Test func appStorageSavesTheCustomizationAndReadersSeeTheChange() throws {
        Self.store.removeObject(forKey: "sidebarCustomization")
        let h = host(SavedCustomization(), width: 200, height: 100)
        #expect(h.find(text: "shown") != nil)
        try h.tap(label: "shown")
        #expect(h.find(text: "hidden") != nil)
        // A new property over the same key reads what was saved.
        let again = AppStorage<TabViewCustomization>("sidebarCustomization", store: Self.store)
        #expect(again.wrappedValue[sidebarVisibility: "alerts"] == .hidden)
        // Something else under the key is no customization.
        Self.store.set("not a customization", forKey: "sidebarCustomization")
        #expect(again.wrappedValue == TabViewCustomization())
        Self.store.removeObject(forKey: "sidebarCustomization")
    }

    @Test func anIPhonesTabBarIsNotCustomized() throws {
        // Apple: the modifiers act on an iPad's adaptable tab bar and sidebar only. On an
        // iPhone the `.sidebarAdaptable` tab view shows every tab in its bar, in order.
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "settings"] = .hidden
        let h = host(TabView {
            TabSection("Main") {
                Tab("Home", systemImage: "house") { Text("Home page").testID("home") }
                    .customizationID("home")
                    .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                Tab("Settings", systemImage: "gear") { Text("Settings page").testID("settings") }
                    .customizationID("settings")
                    .defaultVisibility(.hidden, for: .sidebar)
            }
            .customizationID("main")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(.constant(customization))
        .tabViewSidebarHeader { Text("Sidebar header") }
        .tabViewSidebarFooter { Text("Sidebar footer") }
        .tabViewSidebarBottomBar { Text("Sidebar bar") }, width: 390, height: 844)
        #expect(h.find(text: "Home") != nil && h.find(text: "Settings") != nil)
        #expect(h.find(text: "Sidebar header") == nil && h.find(text: "Sidebar footer") == nil && h.find(text: "Sidebar bar") == nil)
        try h.tap(at: CGPoint(x: 390 * 3.0 / 4, y: 844 - 49.0 / 2))
        #expect(h.frame(of: "settings") != nil)
    }
}

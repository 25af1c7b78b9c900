import Foundation
import Testing
@testable import Tether

/// `UITabBarController`: its controllers as tabs of SwiftUI's `TabView`, selected by taps
/// through its delegate, with their items' titles, symbols and badges.
@MainActor @Suite struct UITabBarControllerTests {
    typealias Screen = UINavigationControllerTests.Screen

    final class Gate: NSObject, UITabBarControllerDelegate {
        var refuses: Set<String> = []
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            !refuses.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    struct Embedded: UIViewControllerRepresentable {
        let tabs: UITabBarController
        func makeUIViewController(context: Context) -> UITabBarController { tabs }
        func updateUIViewController(_ controller: UITabBarController, context: Context) {}
    }

    func make() -> (UITabBarController, [UIViewController], Gate) {
        let inbox = Screen("inbox"), search = Screen("search"), settings = Screen("settings")
        inbox.tabBarItem.image = UIImage(systemName: "tray")
        inbox.tabBarItem.badgeValue = "3"
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
        let tabs = UITabBarController()
        // A navigation controller in a tab keeps its stack.
        tabs.viewControllers = [UINavigationController(rootViewController: inbox), search, settings]
        let gate = Gate()
        tabs.delegate = gate
        return (tabs, [inbox, search, settings], gate)
    }

    @Test func theControllersAreTabsAndATapSelectsThroughTheDelegate() throws {
        let (tabs, screens, gate) = make()
        #expect(tabs.selectedIndex == 0 && screens[1].tabBarController === tabs && screens[0].tabBarController === tabs)
        let h = host(Embedded(tabs: tabs), width: 390, height: 844)
        #expect(h.frame(of: "inbox") != nil && h.frame(of: "search") == nil)
        // The system item's title, the badge.
        #expect(h.find(text: "Search") != nil && h.find(text: "Settings") != nil)
        #expect(h.layoutDump().contains("3"))
        try h.tap(label: "Settings")
        #expect(tabs.selectedIndex == 2 && gate.selected == ["Settings"])
        #expect(h.frame(of: "settings") != nil && h.frame(of: "inbox") == nil)
        // The delegate refuses Search: the selection stays.
        gate.refuses = ["Search"]
        try h.tap(label: "Search")
        #expect(tabs.selectedIndex == 2 && gate.selected == ["Settings"])
        // Selecting in code tells no one; an index outside the tabs is ignored.
        tabs.selectedViewController = screens[0].navigationController
        tabs.selectedIndex = 9
        h.update()
        #expect(tabs.selectedIndex == 0 && gate.selected == ["Settings"] && h.frame(of: "inbox") != nil)
    }

    @Test func aTabItemsChangeRedrawsTheBar() throws {
        let (tabs, screens, _) = make()
        let h = host(Embedded(tabs: tabs), width: 390, height: 844)
        screens[2].tabBarItem.title = "Preferences"
        h.update()
        #expect(h.find(text: "Preferences") != nil && h.find(text: "Settings") == nil)
        // A disabled tab cannot be chosen.
        screens[2].tabBarItem.isEnabled = false
        h.update()
        try? h.tap(label: "Preferences")
        #expect(tabs.selectedIndex == 0)
    }
}

import Foundation
import Testing
@testable import Tether

/// `UINavigationController`: its stack of view controllers, drawn as iOS draws it (the top
/// controller's view under a bar with its navigation item), the back button popping it, bar
/// button items running their actions.
@MainActor @Suite struct UINavigationControllerTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))

    /// A controller whose view is one identified, coloured view filling it.
    final class Screen: UIViewController {
        let name: String
        var appearances = 0
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
            title = name.capitalized
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = name
            view.backgroundColor = .systemBackground
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearances += 1
        }
    }

    final class Watcher: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.title ?? "")
        }
    }

    struct Embedded: UIViewControllerRepresentable {
        let navigation: UINavigationController
        func makeUIViewController(context: Context) -> UINavigationController { navigation }
        func updateUIViewController(_ controller: UINavigationController, context: Context) {}
    }

    @Test func pushingAndPoppingKeepTheStackAndItsParents() {
        let root = Screen("root"), detail = Screen("detail"), more = Screen("more")
        let navigation = UINavigationController(rootViewController: root)
        let watcher = Watcher()
        navigation.delegate = watcher
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(more, animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail", "More"])
        #expect(navigation.topViewController === more && more.parent === navigation && more.navigationController === navigation)
        // Pushing one already in the stack is refused (UIKit raises).
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.popViewController(animated: true) === more)
        #expect(more.parent == nil && more.navigationController == nil)
        navigation.pushViewController(more, animated: false)
        #expect(navigation.popToViewController(root, animated: true)?.map(\.title) == ["Detail", "More"])
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToViewController(more, animated: true) == nil)
        navigation.setViewControllers([root, detail, detail], animated: false)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.popToRootViewController(animated: false)?.count == 1)
        #expect(watcher.shown == ["Detail", "More", "Detail", "More", "Root", "Detail", "Root"])
    }

    @Test func titleAndNavigationItemTitleStayTogetherUntilSetApart() {
        let screen = Screen("root")
        #expect(screen.navigationItem.title == "Root")
        screen.title = "Renamed"
        #expect(screen.navigationItem.title == "Renamed")
        screen.navigationItem.title = "Bar only"
        #expect(screen.title == "Renamed")
    }

    @Test func theTopControllerShowsUnderAnInlineTitleAndTheBackButtonPopsIt() throws {
        let root = Screen("root"), detail = Screen("detail")
        let navigation = UINavigationController(rootViewController: root)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        // UIKit's bar: an inline title (prefersLargeTitles is false) in the 44 pt row; the
        // view fills the rest of the screen below it.
        let rootFrame = try #require(h.frame(of: "root"))
        #expect(abs(rootFrame.minY - 44) < 0.001 && abs(rootFrame.height - (phone.height - 44)) < 0.001)
        #expect(h.find(text: "Root") != nil)
        navigation.pushViewController(detail, animated: true)
        h.update()
        #expect(h.frame(of: "root") == nil)
        #expect(try #require(h.frame(of: "detail")).minY == rootFrame.minY)
        #expect(h.find(text: "Detail") != nil && detail.appearances == 1)
        // The back button, at the leading end of the row, pops the controller.
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(navigation.viewControllers.count == 1)
        #expect(h.frame(of: "detail") == nil && h.frame(of: "root") != nil)
    }

    @Test func aBarThatPrefersLargeTitlesShowsOneAtTheRoot() throws {
        let root = Screen("root"), detail = Screen("detail")
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        detail.navigationItem.largeTitleDisplayMode = .never
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        // 44 (top row) + 52 (large title) above the view.
        #expect(abs(try #require(h.frame(of: "root")).minY - 96) < 0.001)
        navigation.pushViewController(detail, animated: false)
        h.update()
        #expect(abs(try #require(h.frame(of: "detail")).minY - 44) < 0.001)
    }

    @Test func barButtonItemsRunTheirActionsAndLeftItemsReplaceTheBackButton() throws {
        let root = Screen("root"), detail = Screen("detail")
        let log = Recorder<String>()
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in
            log.record((action.sender as? UIBarButtonItem)?.systemItem == .add ? "add" : "?")
        })
        add.accessibilityIdentifier = "add"
        let disabled = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in log.record("edit") })
        disabled.accessibilityIdentifier = "edit"
        disabled.isEnabled = false
        root.navigationItem.rightBarButtonItems = [add, disabled]
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in log.record("cancel") })
        cancel.accessibilityIdentifier = "cancel"
        detail.navigationItem.leftBarButtonItem = cancel
        let navigation = UINavigationController(rootViewController: root)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        // The first right item is the rightmost.
        let addFrame = try #require(h.frame(of: "add")), editFrame = try #require(h.frame(of: "edit"))
        #expect(addFrame.minX > editFrame.maxX && addFrame.maxY <= 44)
        try h.tap("add")
        #expect(throws: InteractionError.self) { try h.tap("edit") }
        #expect(log.value == "add" && log.count == 1)
        navigation.pushViewController(detail, animated: false)
        h.update()
        // Cancel, drawn as iOS's system item, sits where the back button would.
        #expect(h.find(text: "Cancel") != nil)
        #expect(try #require(h.frame(of: "cancel")).minX < 100)
        try h.tap("cancel")
        #expect(log.value == "cancel" && log.count == 2)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOutside() {
        let root = Screen("root"), detail = Screen("detail")
        let navigation = UINavigationController(rootViewController: root)
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
    }

    @Test func aHiddenBarLeavesTheWholeScreenToTheView() throws {
        let navigation = UINavigationController(rootViewController: Screen("root"))
        navigation.setNavigationBarHidden(true, animated: false)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        #expect(abs(try #require(h.frame(of: "root")).minY) < 0.001)
    }
}

extension UINavigationControllerTests {
    @Test func changingTheTopItemRedrawsTheBar() throws {
        let root = Screen("root")
        let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { _ in })
        save.accessibilityIdentifier = "save"
        root.navigationItem.rightBarButtonItem = save
        let navigation = UINavigationController(rootViewController: root)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        #expect(h.find(text: "Save") != nil)
        save.isEnabled = false
        h.update()
        #expect(throws: InteractionError.self) { try h.tap("save") }
        root.navigationItem.title = "Renamed"
        h.update()
        #expect(h.find(text: "Renamed") != nil && h.find(text: "Root") == nil)
    }
}

extension UINavigationControllerTests {
    final class Updater: NSObject, UISearchResultsUpdating {
        var queries: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            queries.append(searchController.searchBar.text ?? "")
        }
    }

    @Test func aSearchControllerIsTheBarsSearchFieldAndShowsItsResults() throws {
        let root = Screen("root"), results = Screen("results")
        let search = UISearchController(searchResultsController: results)
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.searchBar.placeholder = "Find fruit"
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        #expect(h.find(text: "Find fruit") != nil && h.frame(of: "results") == nil)
        try h.type("ap", into: "Find fruit")
        // Typing began the search and each change told the updater; the results cover the view.
        #expect(search.isActive && search.searchBar.text == "ap")
        #expect(updater.queries.last == "ap" && updater.queries.first == "")
        #expect(h.frame(of: "results") != nil)
        // Ending the search clears it and hides the results.
        search.isActive = false
        h.update()
        #expect(search.searchBar.text == "" && h.frame(of: "results") == nil)
    }

    @Test func aSearchControllerMadeWithoutResultsSearchesInPlace() throws {
        // `UISearchController()`: no results controller, so typing shows no other view.
        let root = Screen("root")
        let search = UISearchController()
        #expect(search.searchResultsController == nil)
        search.searchBar.placeholder = "Find"
        root.navigationItem.searchController = search
        let h = host(Embedded(navigation: UINavigationController(rootViewController: root)), width: phone.width, height: phone.height)
        try h.type("ki", into: "Find")
        #expect(search.isActive && search.searchBar.text == "ki")
        #expect(h.frame(of: "root") != nil)
    }

    @Test func theBarsItemsAreTheStacksNavigationItems() {
        let root = Screen("root"), detail = Screen("detail")
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.navigationBar.topItem === root.navigationItem)
        #expect(navigation.navigationBar.backItem == nil)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        #expect(navigation.navigationBar.items?.count == 2)
        // A controller's bar refuses items set directly; a bar of its own keeps them.
        navigation.navigationBar.items = [UINavigationItem(title: "Other")]
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        let standalone = UINavigationBar(frame: .zero)
        standalone.items = [UINavigationItem(title: "A"), UINavigationItem(title: "B")]
        #expect(standalone.topItem?.title == "B" && standalone.backItem?.title == "A")
    }

    @Test func theToolbarShowsTheTopControllersToolbarItemsOnceUnhidden() throws {
        let root = Screen("root")
        let log = Recorder<String>()
        let compose = UIBarButtonItem(title: "Compose", primaryAction: UIAction { _ in log.record("compose") })
        compose.accessibilityIdentifier = "compose"
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in log.record("trash") })
        trash.accessibilityIdentifier = "trash"
        root.toolbarItems = [trash, UIBarButtonItem(systemItem: .flexibleSpace), compose]
        let navigation = UINavigationController(rootViewController: root)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        // Hidden by default, as in UIKit.
        #expect(navigation.isToolbarHidden && h.frame(of: "compose") == nil)
        navigation.setToolbarHidden(false, animated: false)
        h.update()
        // In the 44 pt bar at the bottom: the trash 16 pt in from the leading end, the flexible
        // space pushing Compose to the trailing end, 16 pt in.
        let composeFrame = try #require(h.frame(of: "compose")), trashFrame = try #require(h.frame(of: "trash"))
        #expect(composeFrame.minY >= phone.height - 44 - 0.5 && composeFrame.maxY <= phone.height + 0.5)
        #expect(abs(trashFrame.minX - 16) < 0.5 && abs(composeFrame.maxX - (phone.width - 16)) < 0.5)
        try h.tap("compose")
        #expect(log.value == "compose")
        // The content ends above the bar.
        #expect(try #require(h.frame(of: "root")).maxY <= phone.height - 44 + 0.5)
        // New items show at once.
        root.setToolbarItems([UIBarButtonItem(title: "Archive", primaryAction: UIAction { _ in })], animated: false)
        h.update()
        #expect(h.find(text: "Archive") != nil && h.frame(of: "compose") == nil)
    }

    @Test func aToolbarAddedAsAViewDrawsItsItemsPackedFromTheLeadingEnd() throws {
        struct Bar: UIViewRepresentable {
            let toolbar: UIToolbar
            func makeUIView(context: Context) -> UIToolbar { toolbar }
            func updateUIView(_ uiView: UIToolbar, context: Context) {}
        }
        let toolbar = UIToolbar(frame: .zero)
        let bold = UIBarButtonItem(title: "Bold", primaryAction: UIAction { _ in })
        bold.accessibilityIdentifier = "bold"
        let italic = UIBarButtonItem(title: "Italic", primaryAction: UIAction { _ in })
        italic.accessibilityIdentifier = "italic"
        toolbar.items = [bold, italic]
        // At its ideal height, its intrinsic 44 pt; the items 16 pt in and 8 pt apart.
        let h = host(VStack(spacing: 0) { Bar(toolbar: toolbar).fixedSize(horizontal: false, vertical: true); Spacer() }, width: 390, height: 200)
        let boldFrame = try #require(h.frame(of: "bold")), italicFrame = try #require(h.frame(of: "italic"))
        #expect(abs(boldFrame.minX - 16) < 0.5 && abs(italicFrame.minX - boldFrame.maxX - 8) < 0.5)
        #expect(boldFrame.maxY <= 44 + 0.5)
        #expect(toolbar.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 44))
    }

    @Test func aBarButtonItemsMenuOpensOnATapAndRunsTheChosenAction() throws {
        let root = Screen("root")
        let log = Recorder<String>()
        let byName = UIAction(title: "Name", state: .on) { action in log.record("sort \(action.title)") }
        let byDate = UIAction(title: "Date") { action in log.record("sort \(action.title)") }
        let sort = UIMenu(title: "Sort By", options: .singleSelection, children: [byName, byDate])
        let delete = UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in log.record("delete") }
        let locked = UIAction(title: "Locked", attributes: .disabled) { _ in log.record("locked") }
        let hidden = UIAction(title: "Hidden", attributes: .hidden) { _ in log.record("hidden") }
        let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"),
                                   menu: UIMenu(children: [UIMenu(title: "", options: .displayInline, children: [sort]), delete, locked, hidden]))
        more.accessibilityIdentifier = "more"
        root.navigationItem.rightBarButtonItem = more
        let h = host(Embedded(navigation: UINavigationController(rootViewController: root)), width: phone.width, height: phone.height)
        #expect(h.find(text: "Delete All") == nil)
        try h.tap("more")
        // The menu shows its items; hidden ones are left out.
        #expect(h.find(text: "Sort By") != nil && h.find(text: "Delete All") != nil)
        #expect(h.find(text: "Hidden") == nil)
        #expect(throws: InteractionError.self) { try h.tap(label: "Locked") }
        try h.tap(label: "Delete All")
        #expect(log.value == "delete")
        // A submenu opens from its row; choosing in a single-selection menu moves the checkmark.
        try h.tap("more")
        try h.tap(label: "Sort By")
        try h.tap(label: "Date")
        #expect(log.value == "sort Date")
        #expect(byDate.state == .on && byName.state == .off)
    }

    @Test func aBarButtonItemWithAnActionAndAMenuRunsTheActionOnATap() throws {
        let root = Screen("root")
        let log = Recorder<String>()
        let item = UIBarButtonItem(title: "New", primaryAction: UIAction { _ in log.record("new") },
                                   menu: UIMenu(children: [UIAction(title: "Folder") { action in
                                       log.record("folder from \((action.sender as? UIBarButtonItem)?.title ?? "?")")
                                   }]))
        item.accessibilityIdentifier = "new"
        root.navigationItem.rightBarButtonItem = item
        let h = host(Embedded(navigation: UINavigationController(rootViewController: root)), width: phone.width, height: phone.height)
        try h.tap("new")
        #expect(log.value == "new" && h.find(text: "Folder") == nil)
        // A long press opens the menu; the chosen action's sender is the bar button item.
        try h.longPress("new")
        try h.tap(label: "Folder")
        #expect(log.value == "folder from New")
    }
}

extension UINavigationControllerTests {
    /// A screen with a button and a label in the middle of its content.
    final class ButtonScreen: UIViewController {
        let log = Recorder<String>()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = "content"
            view.backgroundColor = .systemBackground
            let button = UIButton(type: .system)
            button.setTitle("Press", for: .normal)
            button.accessibilityIdentifier = "press"
            button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
            button.addAction(UIAction { [log] _ in log.record("pressed") }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// `hidesBarsOnTap`: a tap on the content that nothing takes hides the navigation bar and
    /// the toolbar, the next shows both again; a tap on a button only presses it; off (the
    /// default) a tap changes nothing.
    @Test func hidesBarsOnTapTogglesTheBarsOnUnhandledTaps() throws {
        let root = ButtonScreen()
        root.title = "Photos"
        root.toolbarItems = [UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in })]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        let empty = CGPoint(x: 200, y: 600)
        // Off, nothing on the content takes the tap.
        #expect(throws: (any Error).self) { try h.tap(at: empty) }
        #expect(!navigation.isNavigationBarHidden && h.find(text: "Photos") != nil)

        navigation.hidesBarsOnTap = true
        h.update()
        try h.tap("press")
        #expect(root.log.value == "pressed" && !navigation.isNavigationBarHidden)
        try h.tap(at: empty)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(h.find(text: "Photos") == nil && h.find(text: "Share") == nil)
        // The content takes the whole screen once the bars are gone.
        #expect(abs(try #require(h.frame(of: "content")).minY) < 0.001)
        try h.tap(at: empty)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(h.find(text: "Photos") != nil && h.find(text: "Share") != nil)
    }
}

extension UINavigationControllerTests {
    /// A screen whose view is a scroll view over 2,000 points of content.
    final class ScrollingScreen: UIViewController {
        let scroll = UIScrollView()
        override func loadView() {
            scroll.accessibilityIdentifier = "scroll"
            scroll.backgroundColor = .systemBackground
            scroll.contentSize = CGSize(width: 390, height: 2000)
            view = scroll
        }
    }

    /// `hidesBarsOnSwipe`: a swipe up over the content hides the bars while the scroll view
    /// under it scrolls; a swipe down shows them again; a sideways swipe changes nothing.
    @Test func hidesBarsOnSwipeHidesOnAnUpwardSwipeAndShowsOnADownwardOne() throws {
        let root = ScrollingScreen()
        root.title = "Feed"
        let navigation = UINavigationController(rootViewController: root)
        navigation.hidesBarsOnSwipe = true
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        #expect(h.find(text: "Feed") != nil)
        // A finger's swipe on the content.
        try h.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        #expect(navigation.isNavigationBarHidden && h.find(text: "Feed") == nil)
        try h.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 220, y: 500))
        #expect(!navigation.isNavigationBarHidden && h.find(text: "Feed") != nil)
        try h.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 350))
        #expect(!navigation.isNavigationBarHidden)
        // Scrolling the scroll view down is a swipe up, and the other way round.
        try h.scroll("scroll", by: CGSize(width: 0, height: 400))
        #expect(navigation.isNavigationBarHidden && root.scroll.contentOffset.y == 400)
        try h.scroll("scroll", by: CGSize(width: 0, height: -100))
        #expect(!navigation.isNavigationBarHidden && root.scroll.contentOffset.y == 300)
        // Off, scrolling leaves the bar alone.
        navigation.hidesBarsOnSwipe = false
        try h.scroll("scroll", by: CGSize(width: 0, height: 400))
        #expect(!navigation.isNavigationBarHidden)
    }

    /// `hidesBarsWhenVerticallyCompact`: no bar in a vertically compact environment (an iPhone
    /// in landscape), the bar in a regular one; the controller's own setting is untouched.
    @Test func hidesBarsWhenVerticallyCompactHidesTheBarInCompactHeights() {
        let navigation = UINavigationController(rootViewController: Screen("root"))
        navigation.hidesBarsWhenVerticallyCompact = true
        let landscape = host(Embedded(navigation: navigation).environment(\.verticalSizeClass, .compact), width: 844, height: 390)
        #expect(landscape.find(text: "Root") == nil && !navigation.isNavigationBarHidden)
        let portrait = host(Embedded(navigation: navigation).environment(\.verticalSizeClass, .regular), width: phone.width, height: phone.height)
        #expect(portrait.find(text: "Root") != nil)
    }

    /// An app's delegate for the swipe back, which decides in the navigation controller's place.
    final class PopDecider: NSObject, UIGestureRecognizerDelegate {
        var allows = true
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return allows
        }
    }

    /// `interactivePopGestureRecognizer`: a drag from within 20 points of the left edge over
    /// a pushed controller pops it once it travelled more than half the width (195 of 390).
    @Test func aSwipeFromTheLeftEdgePastHalfTheWidthPopsTheTopController() throws {
        let root = Screen("root"), detail = Screen("detail")
        let navigation = UINavigationController(rootViewController: root)
        let watcher = Watcher()
        navigation.delegate = watcher
        navigation.pushViewController(detail, animated: false)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        let pop = try #require(navigation.interactivePopGestureRecognizer)
        #expect(pop is UIScreenEdgePanGestureRecognizer && (pop as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(pop.isEnabled && pop.delegate != nil, "the navigation controller's own delegate")
        // Short of half the width: the detail stays.
        _ = try? h.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 150, y: 400))
        #expect(navigation.viewControllers.count == 2)
        // From the middle of the screen, however far: no swipe back.
        _ = try? h.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 389, y: 400))
        #expect(navigation.viewControllers.count == 2)
        // From the edge past half the width: popped, as the back button pops.
        try h.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root] && navigation.topViewController === root)
        #expect(watcher.shown.last == "Root")
        #expect(h.frame(of: "root") != nil && h.frame(of: "detail") == nil)
        // At the root there is nothing to go back to.
        _ = try? h.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root])
    }

    @Test func theSwipeBackNeedsTheBackButtonAnEnabledRecognizerOrTheAppsDelegate() throws {
        let root = Screen("root"), detail = Screen("detail")
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let h = host(Embedded(navigation: navigation), width: phone.width, height: phone.height)
        let pop = try #require(navigation.interactivePopGestureRecognizer)
        func swipe() { _ = try? h.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400)) }
        // No back button, no swipe back.
        detail.navigationItem.hidesBackButton = true
        h.update()
        swipe()
        #expect(navigation.viewControllers.count == 2)
        // A left item in the back button's place: none either; supplementing it: the swipe works.
        detail.navigationItem.hidesBackButton = false
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        h.update()
        swipe()
        #expect(navigation.viewControllers.count == 2)
        // Disabled: nothing.
        detail.navigationItem.leftBarButtonItem = nil
        pop.isEnabled = false
        h.update()
        swipe()
        #expect(navigation.viewControllers.count == 2)
        // An app's delegate decides instead of the navigation controller's rule: it refuses,
        // then allows with the back button hidden.
        pop.isEnabled = true
        let decider = PopDecider()
        decider.allows = false
        pop.delegate = decider
        h.update()
        swipe()
        #expect(navigation.viewControllers.count == 2 && decider.asked > 0)
        let asked = decider.asked
        decider.allows = true
        detail.navigationItem.hidesBackButton = true
        h.update()
        swipe()
        #expect(navigation.viewControllers == [root] && decider.asked > asked)
    }
}

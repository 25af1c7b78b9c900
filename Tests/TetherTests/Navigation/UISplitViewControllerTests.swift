import Foundation
import Testing
@testable import Tether

/// `UISplitViewController` on an iPhone: collapsed once it joins the (horizontally compact)
/// window, showing one navigation stack; the classic and the iOS 14 column styles, their
/// delegate's say in collapsing and showing, and the detail pushed under the primary's bar.
@MainActor @Suite struct UISplitViewControllerTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))
    /// UIKit's inline navigation bar row: a navigation controller's view starts below it.
    let bar: CGFloat = 44

    /// A controller whose view is one identified view, with an optional button that runs
    /// `action` with the controller.
    final class Screen: UIViewController {
        let name: String
        var action: ((Screen) -> Void)?
        init(_ name: String, action: ((Screen) -> Void)? = nil) {
            self.name = name
            self.action = action
            super.init(nibName: nil, bundle: nil)
            title = name.capitalized
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = name
            view.backgroundColor = .systemBackground
            guard action != nil else { return }
            let row = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.action?(self)
            })
            row.setTitle("Open", for: .normal)
            row.accessibilityIdentifier = "\(name)-row"
            row.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
            view.addSubview(row)
        }
    }

    /// A delegate recording what it is asked, with answers set by the test.
    final class Watcher: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        var takesSecondary = false
        var topColumn: UISplitViewController.Column?
        var primaryForCollapsing: UIViewController?
        var showsDetailItself = false
        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primaryForCollapsing")
            return primaryForCollapsing
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            calls.append("collapseSecondary")
            return takesSecondary
        }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            calls.append("topColumn(proposed: \(proposedTopColumn))")
            return topColumn ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            calls.append("didCollapse(\(svc.isCollapsed))")
        }
        func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
            calls.append("showDetail")
            return showsDetailItself
        }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            calls.append("willChangeTo(\(displayMode))")
        }
    }

    /// The classic master–detail setup of public projects: each side in its navigation controller.
    func classic(_ watcher: Watcher? = nil, masterAction: ((Screen) -> Void)? = nil)
        -> (split: UISplitViewController, master: Screen, detail: Screen, primary: UINavigationController, secondary: UINavigationController) {
        let master = Screen("master", action: masterAction), detail = Screen("detail")
        let primary = UINavigationController(rootViewController: master)
        let secondary = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        split.delegate = watcher
        split.preferredDisplayMode = .allVisible
        return (split, master, detail, primary, secondary)
    }

    @Test func aClassicSplitCollapsesWhenShownAndPushesTheSecondaryByDefault() throws {
        let watcher = Watcher()
        let (split, master, detail, primary, secondary) = classic(watcher)
        // Born expanded: both children, nothing asked yet.
        #expect(!split.isCollapsed && split.viewControllers.count == 2 && watcher.calls.isEmpty)
        #expect(secondary.parent === split && detail.splitViewController === split)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        // Collapsed on the iPhone's compact width: the delegate is asked for a primary, then
        // about the secondary; classic style is not told didCollapse.
        #expect(split.isCollapsed)
        #expect(watcher.calls == ["primaryForCollapsing", "collapseSecondary"])
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === primary)
        // The delegate declined, so the primary navigation controller pushed the secondary.
        #expect(primary.viewControllers.count == 2 && primary.viewControllers[0] === master && primary.viewControllers[1] === secondary)
        #expect(secondary.parent === primary && detail.splitViewController === split && master.splitViewController === split)
        // One bar: the detail's title and view below it, the master hidden under it.
        let detailFrame = try #require(h.frame(of: "detail"))
        #expect(close(detailFrame.minY, bar) && close(detailFrame.height, phone.height - bar) && close(detailFrame.width, phone.width))
        #expect(h.frame(of: "master") == nil)
        #expect(h.find(text: "Detail") != nil)
        // The back button, at the leading end of the bar, returns to the master.
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(primary.viewControllers.count == 1 && primary.topViewController === master)
        #expect(h.frame(of: "detail") == nil)
        #expect(close(h.frame(of: "master")?.minY ?? .nan, bar) && h.find(text: "Master") != nil)
    }

    @Test func aDelegateThatTakesTheSecondaryLeavesThePrimaryAlone() throws {
        let watcher = Watcher()
        watcher.takesSecondary = true
        let (split, master, _, primary, secondary) = classic(watcher)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(split.isCollapsed && watcher.calls == ["primaryForCollapsing", "collapseSecondary"])
        #expect(primary.viewControllers.count == 1 && primary.topViewController === master)
        #expect(secondary.parent == nil && split.viewControllers.count == 1)
        #expect(h.frame(of: "detail") == nil && close(h.frame(of: "master")?.minY ?? .nan, bar))
        #expect(h.find(text: "Master") != nil)
    }

    @Test func theDelegatesPrimaryForCollapsingReplacesThePrimary() throws {
        let watcher = Watcher()
        watcher.takesSecondary = true
        let other = UINavigationController(rootViewController: Screen("other"))
        watcher.primaryForCollapsing = other
        let (split, _, _, primary, _) = classic(watcher)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === other && primary.parent == nil)
        #expect(h.frame(of: "other") != nil && h.frame(of: "master") == nil)
    }

    @Test func tappingARowThatShowsTheDetailPushesItAndBackReturns() throws {
        let watcher = Watcher()
        watcher.takesSecondary = true   // an empty detail: only the master shows
        let item = Screen("item")
        let (split, master, _, primary, _) = classic(watcher) { screen in
            screen.splitViewController?.showDetailViewController(UINavigationController(rootViewController: item), sender: nil)
        }
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(h.frame(of: "item") == nil)
        try h.tap("master-row")
        // Asked first, then pushed onto the primary navigation controller (the item's own
        // navigation controller, its stack under the primary's bar).
        #expect(watcher.calls.last == "showDetail")
        #expect(primary.viewControllers.count == 2 && primary.viewControllers[1] === item.navigationController)
        #expect(item.splitViewController === split)
        let itemFrame = try #require(h.frame(of: "item"))
        #expect(close(itemFrame.minY, bar) && close(itemFrame.height, phone.height - bar))
        #expect(h.find(text: "Item") != nil && h.frame(of: "master") == nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(primary.topViewController === master && h.frame(of: "item") == nil && h.frame(of: "master") != nil)
    }

    @Test func showFromTheMasterPushesOntoItsNavigationController() throws {
        let watcher = Watcher()
        watcher.takesSecondary = true
        let next = Screen("next")
        let (split, _, _, primary, _) = classic(watcher) { screen in screen.show(next, sender: screen) }
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        try h.tap("master-row")
        #expect(primary.topViewController === next && h.frame(of: "next") != nil && h.find(text: "Next") != nil)
        #expect(split.isCollapsed && split.viewControllers.count == 1)
    }

    @Test func aSecondaryPushedByTheDetailShowsUnderTheSameBarAndBackPopsItFirst() throws {
        let (split, master, detail, primary, secondary) = classic()
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        let more = Screen("more")
        detail.navigationController?.pushViewController(more, animated: true)
        h.update()
        #expect(detail.navigationController === secondary && secondary.viewControllers.count == 2)
        #expect(h.frame(of: "more") != nil && h.find(text: "More") != nil)
        // Back pops the secondary's own stack first, then the secondary off the primary's.
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(secondary.viewControllers.count == 1 && primary.viewControllers.count == 2 && h.frame(of: "detail") != nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(primary.viewControllers.count == 1 && primary.topViewController === master && h.frame(of: "master") != nil)
    }

    @Test func showDetailWithAPrimaryThatIsNoNavigationControllerPresentsIt() throws {
        let master = Screen("master"), extra = Screen("extra")
        let split = UISplitViewController()
        split.viewControllers = [master]
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(split.isCollapsed && close(h.frame(of: "master")?.minY ?? .nan, 0))
        split.showDetailViewController(extra, sender: nil)
        h.update()
        #expect(extra.presentingViewController != nil && primaryStackIsUnchanged(split))
    }

    /// A classic split whose only child is no navigation controller (nothing was pushed).
    func primaryStackIsUnchanged(_ split: UISplitViewController) -> Bool {
        split.viewControllers.count == 1 && !(split.viewControllers[0] is UINavigationController)
    }

    @Test func aDelegateShowingTheDetailItselfStopsThePush() throws {
        let watcher = Watcher()
        watcher.takesSecondary = true
        watcher.showsDetailItself = true
        let (split, _, _, primary, _) = classic(watcher)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        split.showDetailViewController(Screen("item"), sender: nil)
        h.update()
        #expect(watcher.calls.last == "showDetail" && primary.viewControllers.count == 1 && h.frame(of: "item") == nil)
    }

    // MARK: Column style

    @Test func aDoubleColumnSplitWrapsItsColumnsAndCollapsesWithTheSecondaryOnTop() throws {
        let watcher = Watcher()
        let master = Screen("master"), detail = Screen("detail")
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = watcher
        split.setViewController(master, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.style == .doubleColumn)
        // Each column's controller is wrapped in a navigation controller; the one set is kept.
        #expect(split.viewController(for: .primary) === master && split.viewController(for: .secondary) === detail)
        let primary = try #require(master.navigationController), secondary = try #require(detail.navigationController)
        #expect(primary.parent === split && secondary.parent === split && split.viewControllers.count == 2)
        #expect(split.viewController(for: .compact) == nil)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        // Proposed the secondary, kept by the delegate's default: the detail on top of the master.
        #expect(watcher.calls == ["topColumn(proposed: secondary)", "didCollapse(true)"])
        #expect(split.isCollapsed && split.viewControllers.count == 1 && split.viewControllers[0] === primary)
        #expect(close(h.frame(of: "detail")?.minY ?? .nan, bar) && h.frame(of: "master") == nil)
        #expect(h.find(text: "Detail") != nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "detail") == nil && h.frame(of: "master") != nil && h.find(text: "Master") != nil)
        // show(.secondary) pushes the column again; hide(.secondary) pops it.
        split.show(.secondary)
        h.update()
        #expect(h.frame(of: "detail") != nil && primary.viewControllers.count == 2)
        split.hide(.secondary)
        h.update()
        #expect(h.frame(of: "master") != nil && primary.viewControllers.count == 1)
        split.show(.secondary)
        split.show(.primary)
        h.update()
        #expect(h.frame(of: "master") != nil && h.frame(of: "detail") == nil)
    }

    @Test func aTopColumnOfPrimaryShowsTheMasterFirst() throws {
        let watcher = Watcher()
        watcher.topColumn = .primary
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = watcher
        split.setViewController(Screen("master"), for: .primary)
        split.setViewController(Screen("detail"), for: .secondary)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(h.frame(of: "master") != nil && h.frame(of: "detail") == nil)
        // showDetailViewController in column style sets the secondary and shows it.
        let other = Screen("other")
        split.showDetailViewController(other, sender: nil)
        h.update()
        #expect(h.frame(of: "other") != nil && split.viewController(for: .secondary) === other)
        #expect(h.find(text: "Other") != nil)
    }

    @Test func aTripleColumnSplitStacksTheSupplementaryBetween() throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(Screen("sidebar"), for: .primary)
        split.setViewController(Screen("list"), for: .supplementary)
        split.setViewController(Screen("detail"), for: .secondary)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(h.frame(of: "detail") != nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "list") != nil && h.find(text: "List") != nil)
        try h.tap(at: CGPoint(x: 24, y: 22))
        #expect(h.frame(of: "sidebar") != nil)
        split.show(.supplementary)
        h.update()
        #expect(h.frame(of: "list") != nil)
    }

    @Test func theCompactColumnShowsWhileCollapsed() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Screen("master"), for: .primary)
        split.setViewController(Screen("detail"), for: .secondary)
        let compact = Screen("compact")
        split.setViewController(compact, for: .compact)
        // The compact column is not wrapped.
        #expect(compact.navigationController == nil && split.viewController(for: .compact) === compact)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === compact)
        #expect(close(h.frame(of: "compact")?.minY ?? .nan, 0) && h.frame(of: "master") == nil && h.frame(of: "detail") == nil)
    }

    // MARK: Settings

    @Test func settingsKeepUIKitsNamesAndDefaults() {
        let split = UISplitViewController()
        #expect(split.style == .unspecified && split.preferredDisplayMode == .automatic)
        #expect(split.presentsWithGesture && split.primaryBackgroundStyle == .none)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        // The deprecated names are the iOS 14 ones.
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
        #expect(UISplitViewController.DisplayMode.primaryHidden == .secondaryOnly)
        #expect(UISplitViewController.DisplayMode.primaryOverlay == .oneOverSecondary)
        split.preferredDisplayMode = .allVisible
        split.preferredSplitBehavior = .tile
        split.primaryBackgroundStyle = .sidebar
        split.presentsWithGesture = false
        split.displayModeButtonVisibility = .always
        #expect(split.displayMode == .oneBesideSecondary && split.preferredSplitBehavior == .tile)
        #expect(UISplitViewController(style: .tripleColumn).displayMode == .twoBesideSecondary)
        #expect(!split.displayModeButtonItem.isHidden)
        split.displayModeButtonVisibility = .never
        #expect(split.displayModeButtonItem.isHidden)
    }

    @Test func theDisplayModeButtonIsHiddenWhileCollapsed() {
        let (split, _, _, _, _) = classic()
        let item = split.displayModeButtonItem
        #expect(!item.isHidden)
        _ = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        #expect(item.isHidden)
    }

    @Test func aRegularWidthShowsTheColumnsSideBySide() throws {
        let watcher = Watcher()
        let (split, _, _, _, _) = classic(watcher)
        split.preferredPrimaryColumnWidthFraction = 0.4
        let h = host(ControllerHost(controller: split), width: 1024, height: 768)
        #expect(!split.isCollapsed && watcher.calls.isEmpty && split.viewControllers.count == 2)
        let master = try #require(h.frame(of: "master")), detail = try #require(h.frame(of: "detail"))
        // 40 % of 1024 for the primary; the secondary fills the rest past the hairline.
        #expect(close(master.minX, 0) && close(master.width, 409.6))
        #expect(detail.minX > master.maxX && close(detail.maxX, 1024))
        split.preferredDisplayMode = .secondaryOnly
        h.update()
        #expect(watcher.calls == ["willChangeTo(secondaryOnly)"])
        #expect(h.frame(of: "master") == nil && close(h.frame(of: "detail")?.width ?? .nan, 1024))
    }

    // MARK: Bad input

    @Test func badInputIsReportedAndLeavesASaneSplit() throws {
        let (split, master, _, primary, _) = classic()
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        // The column API on a classic split view controller.
        split.setViewController(Screen("stray"), for: .primary)
        split.show(.secondary)
        h.update()
        #expect(h.diagnostics.contains { $0.message.contains("applies to a column-style split view controller") })
        #expect(split.viewController(for: .primary) == nil && split.viewControllers[0] === primary)
        // More than a primary and a secondary: the first two kept.
        split.viewControllers = [primary, Screen("a"), Screen("b")]
        h.update()
        #expect(h.diagnostics.contains { $0.message.contains("3 controllers") })
        #expect(split.viewControllers.count == 1 && primary.viewControllers.count >= 2)
        // An empty list: reported, nothing drawn, no crash.
        split.viewControllers = []
        h.update()
        #expect(h.diagnostics.contains { $0.message.contains("empty list") })
        #expect(split.viewControllers.isEmpty && h.frame(of: "master") == nil)
        _ = master
    }

    @Test func badColumnInputIsReported() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Screen("master"), for: .primary)
        split.setViewController(Screen("detail"), for: .secondary)
        let h = host(ControllerHost(controller: split), width: phone.width, height: phone.height)
        // A double-column split has no supplementary column.
        split.setViewController(Screen("list"), for: .supplementary)
        split.show(.supplementary)
        h.update()
        #expect(h.diagnostics.contains { $0.message.contains("no supplementary column") })
        #expect(split.viewController(for: .supplementary) == nil)
        // Showing a column never set changes nothing.
        let triple = UISplitViewController(style: .tripleColumn)
        triple.setViewController(Screen("sidebar"), for: .primary)
        let h3 = host(ControllerHost(controller: triple), width: phone.width, height: phone.height)
        triple.show(.supplementary)
        h3.update()
        #expect(h3.diagnostics.contains { $0.message.contains("no view controller is set for that column") })
        #expect(h3.frame(of: "sidebar") != nil)
        // Clearing the secondary while it shows takes it off the stack (UIKit's way to replace it).
        split.setViewController(nil, for: .secondary)
        h.update()
        #expect(split.viewController(for: .secondary) == nil && h.frame(of: "detail") == nil && h.frame(of: "master") != nil)
        // Clearing the primary leaves nothing to show: reported, drawn empty.
        split.setViewController(nil, for: .primary)
        h.update()
        #expect(h.diagnostics.contains { $0.message.contains("without a primary column") })
        #expect(h.frame(of: "master") == nil && split.viewControllers.isEmpty)
    }
}

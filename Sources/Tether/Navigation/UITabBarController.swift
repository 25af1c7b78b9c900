import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITabBarController`, view
/// controllers shown one at a time under a tab bar of their `tabBarItem`s. It is drawn as
/// SwiftUI's `TabView` (see `UITabBarControllerDrawing`), so its bar is the one Tether draws
/// for SwiftUI: a tap on a tab asks the delegate (`tabBarController(_:shouldSelect:)`) and
/// selects it (`didSelect`); setting `selectedIndex` or `selectedViewController` in code tells
/// no one. A navigation controller in a tab keeps its own stack.
///
/// Absent: the More tab for over five controllers (they are all shown), customizing
/// (`customizableViewControllers`), iOS 18's `UITab`s and sidebar.
@MainActor @preconcurrency open class UITabBarController: UIViewController {
    private var controllers: [UIViewController] = []
    private var storedSelectedIndex = 0
    /// Mirrors `tabBar`: its settings style this controller's bar over the appearance proxy's.
    public let tabBar = UITabBar(frame: .zero)
    /// Mirrors `delegate`.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Mirrors `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `viewControllers`: the tabs' controllers, which become its children.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Mirrors `setViewControllers(_:animated:)`: a controller listed twice is kept once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let unique = (viewControllers ?? []).filter { $0 !== self && seen.insert(ObjectIdentifier($0)).inserted }
        if unique.count != (viewControllers ?? []).count {
            UIKitDiagnostics.report(.other, "UITabBarController's controllers list one twice or itself (UIKit raises); kept once")
        }
        replaceChildren(controllers, with: unique)
        controllers = unique
        for controller in unique { controller.tabBarItem.owningTabBarController = self }
        storedSelectedIndex = min(storedSelectedIndex, max(0, unique.count - 1))
        tabsDidChange()
    }
    /// Mirrors `selectedIndex`: an index outside the tabs is reported and ignored.
    open var selectedIndex: Int {
        get { controllers.isEmpty ? Int.max : storedSelectedIndex }
        set {
            guard controllers.indices.contains(newValue) else {
                UIKitDiagnostics.report(.other, "UITabBarController.selectedIndex \(newValue) is outside its \(controllers.count) tabs; ignored")
                return
            }
            storedSelectedIndex = newValue
            tabsDidChange()
        }
    }
    /// Mirrors `selectedViewController`.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Mirrors `loadView()`: a view that draws the tabs.
    open override func loadView() {
        view = ContainerControllerView { [weak self] in
            self.map { .hosted(AnyView(UITabBarControllerDrawing(tabs: $0, shown: .init($0)))) } ?? .none
        }
    }

    /// The user tapped tab `index`: the delegate may refuse it.
    func userSelected(_ index: Int) {
        guard controllers.indices.contains(index), index != storedSelectedIndex else { return }
        let controller = controllers[index]
        guard controller.tabBarItem.isEnabled else { return tabsDidChange() }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabsDidChange()
            return
        }
        storedSelectedIndex = index
        tabsDidChange()
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The tabs' drawing is out of date.
    func tabsDidChange() { viewIfLoaded?.setNeedsDisplay() }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITabBarControllerDelegate`
/// (every method optional).
@MainActor @preconcurrency public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Mirrors `tabBarController(_:shouldSelect:)`: false refuses a tapped tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Mirrors `tabBarController(_:didSelect:)`: a tap selected a tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// Mirrors `tabBarController`: the closest tab bar controller this controller is in.
    public var tabBarController: UITabBarController? { closestAncestor(UITabBarController.self) }
}

/// A `UITabBarController` drawn as SwiftUI's `TabView`: each controller's view a tab with its
/// item's title, image and badge.
struct UITabBarControllerDrawing: View {
    let tabs: UITabBarController
    /// What the drawing shows, read when it was drawn: a change draws it again.
    let shown: Shown

    struct Shown: Equatable {
        var controllers: [ObjectIdentifier]
        var selected: Int
        var items: [Item]
        struct Item: Equatable {
            var title: String?
            var badge: String?
            var isEnabled: Bool
            var image: ObjectIdentifier?
            var selectedImage: ObjectIdentifier?
        }
        @MainActor init(_ tabs: UITabBarController) {
            let controllers = tabs.viewControllers ?? []
            self.controllers = controllers.map(ObjectIdentifier.init)
            selected = tabs.selectedIndex
            items = controllers.map { controller in
                let item = controller.tabBarItem!
                return Item(title: item.systemLook.title, badge: item.badgeValue, isEnabled: item.isEnabled,
                            image: item.image.map(ObjectIdentifier.init), selectedImage: item.selectedImage.map(ObjectIdentifier.init))
            }
        }
    }

    var body: some View {
        let tabs = self.tabs
        let controllers = tabs.viewControllers ?? []
        let selection = Binding<Int>(get: { shown.selected }, set: { tabs.userSelected($0) })
        TabView(selection: selection) {
            ForEach(controllers.indices, id: \.self) { index in
                let controller = controllers[index]
                let item = controller.tabBarItem!
                let look = item.systemLook
                UIKitControllerView(controller: controller)
                    .id(ObjectIdentifier(controller))
                    .tabItem {
                        if let symbol = look.symbol {
                            Label(look.title ?? "", systemImage: symbol)
                        } else if let image = (index == shown.selected ? item.selectedImage : nil) ?? item.image {
                            Label { Text(verbatim: look.title ?? "") } icon: { Image(uiImage: image) }
                        } else {
                            Text(verbatim: look.title ?? "")
                        }
                    }
                    .badge(item.badgeValue.map { Text(verbatim: $0) })
                    .tag(index)
            }
        }
        .transformEnvironment(\.uikitAppearances) { [own = tabs.tabBar.style] appearances in
            // The controller's own bar settings win over the appearance proxy's.
            if own != UIKitBarStyle() { appearances.tabBar = own }
        }
    }
}

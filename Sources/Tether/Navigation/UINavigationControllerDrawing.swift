import Foundation

/// A `UINavigationController` drawn as SwiftUI's `NavigationStack`: each controller of the
/// stack a level showing its view, with its navigation item's title, bar button items and
/// back button; popping in SwiftUI (the back button, `dismiss`) pops the controller.
struct UINavigationControllerDrawing: View {
    let navigation: UINavigationController
    /// What the drawing shows, read when the view was drawn: a change draws it again.
    let shown: Shown

    struct Shown: Equatable {
        var controllers: [ObjectIdentifier]
        var items: [Item]
        var barHidden: Bool
        var prefersLargeTitles: Bool
        var toolbarHidden: Bool
        var hidesBarsOnTap: Bool
        var hidesBarsOnSwipe: Bool
        var hidesBarsWhenVerticallyCompact: Bool

        struct Item: Equatable {
            var title: String?
            var titleView: ObjectIdentifier?
            var left: [BarItem], right: [BarItem]
            var hidesBackButton: Bool, supplementsBackButton: Bool
            var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode
            var search: Search?
            var toolbar: [BarItem]
        }

        struct Search: Equatable {
            var id: ObjectIdentifier
            var text: String
            var isActive: Bool
            var showsResults: Bool
        }

        struct BarItem: Equatable {
            var id: ObjectIdentifier
            var title: String?, isEnabled: Bool, isHidden: Bool, hasImage: Bool, style: UIBarButtonItem.Style
            var menu: ObjectIdentifier?
            @MainActor init(_ item: UIBarButtonItem) {
                id = ObjectIdentifier(item)
                menu = item.menu.map(ObjectIdentifier.init)
                title = item.title
                isEnabled = item.isEnabled
                isHidden = item.isHidden
                hasImage = item.image != nil
                style = item.style
            }
        }

        @MainActor init(_ navigation: UINavigationController) {
            controllers = navigation.drawnControllers.map(ObjectIdentifier.init)
            items = navigation.drawnControllers.map { controller in
                let item = controller.navigationItem
                return Item(title: item.title, titleView: item.titleView.map(ObjectIdentifier.init),
                            left: (item.leftBarButtonItems ?? []).map(BarItem.init),
                            right: (item.rightBarButtonItems ?? []).map(BarItem.init),
                            hidesBackButton: item.hidesBackButton, supplementsBackButton: item.leftItemsSupplementBackButton,
                            largeTitleDisplayMode: item.largeTitleDisplayMode,
                            search: item.searchController.map { Search(id: ObjectIdentifier($0), text: $0.searchBar.text ?? "",
                                                                       isActive: $0.isActive, showsResults: $0.showsResults) },
                            toolbar: (controller.toolbarItems ?? []).map(BarItem.init))
            }
            barHidden = navigation.isNavigationBarHidden
            toolbarHidden = navigation.isToolbarHidden
            hidesBarsOnTap = navigation.hidesBarsOnTap
            hidesBarsOnSwipe = navigation.hidesBarsOnSwipe
            hidesBarsWhenVerticallyCompact = navigation.hidesBarsWhenVerticallyCompact
            prefersLargeTitles = navigation.navigationBar.prefersLargeTitles
        }
    }

    var body: some View {
        let navigation = self.navigation
        let depth = navigation.drawnControllers.count
        let path = Binding<[Int]>(get: { Array(1..<max(1, depth)) },
                                  set: { navigation.popToDepth($0.count + 1) })
        let own = navigation.navigationBar.style
        NavigationStack(path: path) {
            UINavigationControllerLevel(navigation: navigation, index: 0)
                .navigationDestination(for: Int.self) { UINavigationControllerLevel(navigation: navigation, index: $0) }
        }
        .transformEnvironment(\.uikitAppearances) { appearances in
            // The controller's own bar settings win over the appearance proxy's.
            if own != UIKitBarStyle() { appearances.navigationBar = own }
        }
    }
}

/// One controller of a navigation stack, with what its navigation item puts in the bar.
struct UINavigationControllerLevel: View {
    let navigation: UINavigationController
    let index: Int
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// Whether the navigation bar is hidden: by the controller, or in a vertically compact
    /// environment when it hides its bars there.
    private var barsHidden: Bool {
        navigation.isNavigationBarHidden || (navigation.hidesBarsWhenVerticallyCompact && verticalSizeClass == .compact)
    }

    var body: some View {
        let controllers = navigation.drawnControllers
        if controllers.indices.contains(index) {
            let controller = controllers[index]
            let item = controller.navigationItem
            let left = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }
            let right = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }
            UIKitControllerView(controller: controller)
                .id(ObjectIdentifier(controller))
                // The content's unhandled taps reach the bar-hiding recognizer last; its swipes
                // reach the swipe recognizer alongside the content's own gestures.
                .uiViewGestureRecognizers(navigation.hidesBarsOnTap ? [navigation.barHideOnTapGestureRecognizer] : [])
                .uiViewGestureRecognizers(navigation.hidesBarsOnSwipe ? [navigation.barHideOnSwipeGestureRecognizer] : [],
                                          precedence: .simultaneous)
                // The swipe back, on a pushed level, before the content's own gestures (it
                // fails at once for a touch away from the left edge).
                .uiViewGestureRecognizers(popRecognizers(at: index, of: controllers.count), precedence: .high)
                .overlay { results(of: item.searchController) }
                .modifier(UISearchControllerField(search: item.searchController))
                .navigationTitle(Text(verbatim: item.titleView == nil ? item.title ?? "" : ""))
                .navigationBarTitleDisplayMode(largeTitle(at: index, in: controllers) ? .large : .inline)
                // Left items take the back button's place unless they supplement it.
                .navigationBarBackButtonHidden(item.hidesBackButton || (!left.isEmpty && !item.leftItemsSupplementBackButton))
                .toolbar {
                    ToolbarItemGroup(placement: .topBarLeading) {
                        ForEach(left.indices, id: \.self) { UIBarButtonItemView(item: left[$0]) }
                    }
                    // The first right item is the rightmost.
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        ForEach(right.indices.reversed(), id: \.self) { UIBarButtonItemView(item: right[$0]) }
                    }
                    if let titleView = item.titleView {
                        ToolbarItem(placement: .principal) { UIKitIntrinsicView(view: titleView).id(ObjectIdentifier(titleView)) }
                    }
                    if !navigation.isToolbarHidden, !barsHidden, let toolbarItems = controller.toolbarItems, !toolbarItems.isEmpty {
                        ToolbarItem(placement: ToolbarItemPlacement(position: .uikitToolbar)) {
                            UIToolbarItemsRow(items: toolbarItems)
                                .modifier(UIKitBarTint(color: navigation.toolbar.explicitTint.map { Color(uiColor: $0) }))
                        }
                    }
                }
                .toolbar(barsHidden ? .hidden : .visible, for: .navigationBar)
        }
    }

    /// The navigation controller's swipe back on its top level, when that is a pushed one
    /// (a disabled recognizer takes no touches there).
    private func popRecognizers(at index: Int, of count: Int) -> [UIGestureRecognizer] {
        guard index > 0, index == count - 1, navigation.canPopInteractively,
              let pop = navigation.interactivePopGestureRecognizer else { return [] }
        return [pop]
    }

    /// The search results controller's view while it shows.
    @ViewBuilder private func results(of search: UISearchController?) -> some View {
        if let search, search.showsResults, let results = search.searchResultsController {
            UIKitControllerView(controller: results).id(ObjectIdentifier(results))
        }
    }

    /// Whether the level's title is large: only when the bar prefers large titles, by the
    /// item's mode, `.automatic` following the level below (the root: large).
    private func largeTitle(at index: Int, in controllers: [UIViewController]) -> Bool {
        guard navigation.navigationBar.prefersLargeTitles || UINavigationBar.proxy?.prefersLargeTitles == true else { return false }
        var level = index
        while level >= 0 {
            switch controllers[level].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: level -= 1
            }
        }
        return true
    }
}

/// A bar button item as iOS draws it: a system item's title or symbol, else its own title
/// or image (bold for `.done`), or its custom view; dimmed and inert when disabled.
struct UIBarButtonItemView: View {
    let item: UIBarButtonItem

    var body: some View {
        if let custom = item.customView {
            UIKitIntrinsicView(view: custom).id(ObjectIdentifier(custom))
        } else if item.systemItem == .flexibleSpace {
            Spacer(minLength: 0)
        } else if item.systemItem == .fixedSpace {
            Color.clear.frame(width: item.width.isFinite ? max(0, item.width) : 0, height: 1)
        } else {
            control
                .disabled(!item.isEnabled)
                .modifier(UIKitBarTint(color: item.tintColor.map { Color(uiColor: $0) }))
                .uiViewAccessibility(identifier: item.accessibilityIdentifier, label: item.accessibilityLabel)
        }
    }

    /// A button, or a menu when the item has one (a tap runs its primary action, if any).
    @ViewBuilder private var control: some View {
        let item = self.item
        if let menu = item.menu {
            if item.primaryAction != nil {
                Menu { UIMenuContent(menu: menu, sender: item) } label: { label } primaryAction: { item.tapped() }
            } else {
                Menu { UIMenuContent(menu: menu, sender: item) } label: { label }
            }
        } else {
            Button { item.tapped() } label: { label }
        }
    }

    /// A system item's title or symbol, else the item's image or title.
    @ViewBuilder private var label: some View {
        let look = item.systemLook
        if let symbol = look.symbol {
            Image(systemName: symbol)
        } else if let image = item.image, look.title == nil || item.systemItem == nil && item.title == nil {
            Image(uiImage: image)
        } else {
            Text(verbatim: look.title ?? "").fontWeight(look.bold ? .semibold : nil)
        }
    }
}

/// A navigation item's search controller as SwiftUI's search field in the bar.
private struct UISearchControllerField: ViewModifier {
    let search: UISearchController?
    func body(content: Content) -> some View {
        if let search {
            content.searchable(text: Binding(get: { search.searchBar.text ?? "" }, set: { search.typed($0) }),
                               isPresented: Binding(get: { search.isActive }, set: { search.setActive($0) }),
                               prompt: search.searchBar.placeholder.map { Text(verbatim: $0) })
        } else {
            content
        }
    }
}

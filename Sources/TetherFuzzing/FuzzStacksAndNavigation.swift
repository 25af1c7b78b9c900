import Foundation
import Tether

extension FuzzTreeBuilder {
    /// A `UIStackView` with hostile spacings, intrinsic sizes and arrangement changes, and a
    /// `UINavigationController` whose bar button item (tapped by the driver) pushes, pops or
    /// hides the bar, with hostile titles.
    mutating func stackedOrNavigated(_ v: AnyView) -> AnyView {
        let itemID = identifier("baritem")
        tappable.append(itemID)
        let menuID = identifier("contextmenu")
        tappable.append(menuID)
        let spacing = isHostile ? rng.pick([CGFloat.nan, -1e9, .infinity, UIStackView.spacingUseSystem, UIStackView.spacingUseDefault]) : length()
        let sizes = (0..<rng.int(0...4)).map { _ in
            CGSize(width: isHostile ? rng.pick([CGFloat.nan, -5, .infinity, UIView.noIntrinsicMetric]) : length(),
                   height: isHostile ? rng.pick([CGFloat.nan, -5, .infinity, 0]) : length())
        }
        let stack = FuzzStackView(sizes: sizes, spacing: spacing,
                                  axis: rng.pick([.horizontal, .vertical]),
                                  distribution: rng.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]),
                                  alignment: rng.pick([.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]),
                                  hidden: rng.int(-1...4), marginsRelative: rng.chance(30), baselineRelative: rng.chance(30),
                                  menuID: menuID, menuBehaviour: rng.int(0...5))
        let navigation = FuzzNavigation(itemID: itemID, title: string(), behaviour: rng.int(0...5), largeTitles: rng.chance(50))
        let rows = isHostile ? rng.pick([-2, 0, 1_000]) : rng.int(1...6)
        let tabsSelected = isHostile ? rng.pick([-1, 99, Int.max]) : rng.int(0...2)
        return AnyView(VStack {
            v
            stack.frame(width: optionalLength(), height: optionalLength())
            navigation.frame(height: 200)
            FuzzPickers(rows: rows, width: spacing, selected: tabsSelected).frame(height: optionalLength())
            // A bitmap at each interpolation, an activation point that may not be a number, and
            // a progress style that draws the configuration's progress view.
            Image(uiImage: UIImage(systemName: "star") ?? UIImage())
                .interpolation([Image.Interpolation.none, .low, .medium, .high][abs(rows) % 4]).resizable()
                .frame(width: optionalLength(), height: optionalLength())
                .accessibilityActivationPoint(UnitPoint(x: spacing, y: 0.5))
                .accessibilityAddTraits(.isButton)
            ProgressView(value: Double(spacing), total: 10).progressViewStyle(FuzzShadowedProgress()).progressViewStyle(.circular)
        })
    }
}

/// A stack view of blocks with the given intrinsic sizes.
struct FuzzStackView: UIViewRepresentable {
    let sizes: [CGSize]
    let spacing: CGFloat
    let axis: NSLayoutConstraint.Axis
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let hidden: Int
    let marginsRelative: Bool
    let baselineRelative: Bool
    /// The identifier of a scroll view with a context menu the driver presses, scrolls and taps.
    let menuID: String
    /// How its context menu's delegate misbehaves (see `HostileMenus`).
    let menuBehaviour: Int

    final class Block: UIView {
        var size = CGSize.zero
        override var intrinsicContentSize: CGSize { size }
    }

    /// A scroll view whose pan it refuses every other drag, which disables its pan once
    /// scrolled, zooms with hostile limits (flipping its maximum as it zooms), and whose
    /// context menu's delegate behaves as `behaviour` says: a menu whose
    /// item changes and closes it (0), removing the interaction while asked (1), a preview
    /// controller with a non-finite size (2), closing the menu as it appears (3), no menu (4),
    /// moving the interaction to another view as the menu ends (5).
    final class HostileMenus: UIScrollView, UIScrollViewDelegate, UIContextMenuInteractionDelegate {
        var behaviour = 0
        var drags = 0
        let other = UIView()
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === panGestureRecognizer else { return true }
            drags += 1
            return drags.isMultiple(of: 2)
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if behaviour == 3 { panGestureRecognizer.isEnabled.toggle() }
        }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { behaviour == 4 ? nil : other }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if behaviour == 2 { maximumZoomScale = -maximumZoomScale }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            if behaviour == 1 { removeInteraction(interaction) }
            let preview: UIViewController? = behaviour == 2 ? UIViewController() : nil
            preview?.preferredContentSize = CGSize(width: CGFloat.nan, height: -.infinity)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: { preview }) { [behaviour] _ in
                behaviour == 4 ? nil : UIMenu(title: "\(location)", children: [UIAction(title: "Change") { _ in
                    interaction.updateVisibleMenu { UIMenu(children: $0.children + [UIAction(title: "More") { _ in }]) }
                    interaction.dismissMenu()
                }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            if behaviour == 3 { animator?.addCompletion { interaction.dismissMenu() } }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            if behaviour == 5 { other.addInteraction(interaction); addInteraction(interaction) }
        }
    }

    func makeUIView(context: Context) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: sizes.map { size in
            let block = Block(frame: .zero)
            block.size = size
            block.backgroundColor = .systemTeal
            return block
        })
        let label = UILabel()
        label.text = "Label"
        // A label and a field following the text size, under a hostile category.
        label.font = .preferredFont(forTextStyle: .largeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: "bogus")))
        label.adjustsFontForContentSizeCategory = hidden.isMultiple(of: 2)
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .caption2)
        field.adjustsFontForContentSizeCategory = true
        stack.addArrangedSubview(field)
        stack.insertArrangedSubview(label, at: hidden)
        // Configured buttons and value controls with hostile values among the blocks.
        var configuration = [UIButton.Configuration.plain(), .gray(), .tinted(), .filled()][abs(hidden) % 4]
        configuration.title = "Button"
        configuration.subtitle = hidden > 2 ? "Subtitle" : nil
        configuration.contentInsets = NSDirectionalEdgeInsets(top: spacing, leading: -spacing, bottom: 0, trailing: spacing)
        configuration.imagePadding = spacing
        configuration.image = UIImage(systemName: "star")
        configuration.imagePlacement = [.top, .leading, .bottom, .trailing, .all][abs(hidden) % 5]
        configuration.buttonSize = [.mini, .small, .medium, .large][abs(hidden) % 4]
        configuration.cornerStyle = [.fixed, .dynamic, .small, .capsule][abs(hidden) % 4]
        configuration.background.cornerRadius = spacing
        let button = UIButton(configuration: configuration)
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { $0.configuration?.showsActivityIndicator = $0.isSelected }
        let stepper = UIStepper()
        stepper.stepValue = Double(spacing)
        stepper.maximumValue = Double(-spacing)
        stepper.value = Double(spacing)
        let segments = UISegmentedControl(items: ["A", "B", 3])
        segments.selectedSegmentIndex = hidden
        segments.setWidth(spacing, forSegmentAt: 0)
        let progress = UIProgressView()
        progress.progress = Float(spacing)
        // A button opening a menu, its menu changing the stack while open; a block turned in
        // depth with a hostile perspective.
        button.menu = UIMenu(title: "Menu", children: [UIAction(title: "Hide") { [weak stack] _ in stack?.arrangedSubviews.first?.isHidden = true }])
        button.showsMenuAsPrimaryAction = hidden.isMultiple(of: 2)
        var turn = CATransform3DMakeRotation(spacing, 0, 1, 0)
        turn.m34 = -1 / spacing
        stack.arrangedSubviews.first?.transform3D = turn
        stack.arrangedSubviews.last?.layer.transform = CATransform3DMakeScale(spacing, spacing, spacing)
        let menus = HostileMenus()
        menus.behaviour = menuBehaviour
        menus.delegate = menus
        menus.accessibilityIdentifier = menuID
        menus.backgroundColor = .systemOrange
        menus.contentSize = CGSize(width: 40, height: spacing)
        menus.other.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        menus.addSubview(menus.other)
        menus.minimumZoomScale = menuBehaviour.isMultiple(of: 3) ? spacing : 0.5
        menus.maximumZoomScale = menuBehaviour == 1 ? -spacing : 3
        menus.addInteraction(UIContextMenuInteraction(delegate: menus))
        menus.widthAnchor.constraint(equalToConstant: 40).isActive = true
        for view in [button, stepper, segments, progress, menus] { stack.addArrangedSubview(view) }
        return stack
    }

    func updateUIView(_ stack: UIStackView, context: Context) {
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.isLayoutMarginsRelativeArrangement = marginsRelative
        stack.isBaselineRelativeArrangement = baselineRelative
        for (index, view) in stack.arrangedSubviews.enumerated() { view.isHidden = index == hidden }
        if let first = stack.arrangedSubviews.first { stack.setCustomSpacing(spacing * 2, after: first) }
    }
}

/// A navigation controller whose right bar button item pushes (0), pops (1), pops to the
/// root (2), hides the bar (3), flips the interface style and the toolbar (4) or pushes with
/// its toolbar emptied (5); a menu item beside it and in the toolbar.
struct FuzzNavigation: UIViewControllerRepresentable {
    let itemID: String
    let title: String
    let behaviour: Int
    let largeTitles: Bool

    func makeUIViewController(context: Context) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: page(0))
        navigation.navigationBar.prefersLargeTitles = largeTitles
        // Bars that hide on taps, swipes and compact heights, while the items change them too.
        navigation.hidesBarsOnTap = behaviour.isMultiple(of: 2)
        navigation.hidesBarsOnSwipe = behaviour % 3 == 0
        navigation.hidesBarsWhenVerticallyCompact = largeTitles
        return navigation
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}

    /// A scroll view that keeps its (weakly held) delegate alive.
    final class OwningScrollView: UIScrollView {
        var ownedDelegate: AnyObject?
    }

    /// Moves where a drag comes to rest to a hostile target, so the content decelerates there.
    final class RestingTarget: NSObject, UIScrollViewDelegate {
        let target: CGPoint
        init(_ target: CGPoint) { self.target = target }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            targetContentOffset.pointee = target
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrollView.contentOffset.y += 1 }
    }

    private func page(_ depth: Int) -> UIViewController {
        let controller = UIViewController()
        controller.title = "\(title) \(depth)"
        if behaviour % 3 == 0 {
            // A scroll view as the page, paging, whose drags also hide the bars.
            let scroll = OwningScrollView()
            scroll.contentSize = CGSize(width: 100, height: 5_000)
            scroll.isPagingEnabled = depth.isMultiple(of: 2)
            scroll.accessibilityIdentifier = itemID
            let delegate = RestingTarget([CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: -1e9), CGPoint(x: 3, y: 7)][depth % 3])
            scroll.delegate = delegate
            scroll.ownedDelegate = delegate
            controller.view = scroll
        }
        let behaviour = self.behaviour
        let item = UIBarButtonItem(title: title, primaryAction: UIAction { [weak controller] action in
            guard let navigation = controller?.navigationController else { return }
            switch behaviour {
            case 0: navigation.pushViewController(page(depth + 1), animated: true)
            case 1: navigation.popViewController(animated: true)
            case 2:
                navigation.popToRootViewController(animated: true)
                // An export picker for a file that does not exist, presented under the share sheet.
                navigation.present(UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/nonexistent/\(title)")], asCopy: false),
                                   animated: false)
                navigation.present(UIActivityViewController(activityItems: [title, URL(fileURLWithPath: "/tmp"), 7], applicationActivities: nil),
                                   animated: true)
            case 3: navigation.setNavigationBarHidden(true, animated: true)
            case 4:
                // Traits flip at every level while the toolbar comes and goes.
                navigation.overrideUserInterfaceStyle = navigation.overrideUserInterfaceStyle == .dark ? .unspecified : .dark
                controller?.overrideUserInterfaceStyle = .light
                navigation.setToolbarHidden(!navigation.isToolbarHidden, animated: true)
            default:
                controller?.setToolbarItems(nil, animated: true)
                navigation.navigationBar.items = []
                navigation.pushViewController(page(depth + 1), animated: false)
            }
        })
        item.accessibilityIdentifier = itemID
        // A menu with nested, inline, hidden and single-selection parts whose actions change
        // the stack and the toolbar while the menu is open.
        let deep = (0..<4).reduce(UIMenu(title: title, children: [])) { inner, level in
            UIMenu(title: level.isMultiple(of: 2) ? "" : title, options: level == 1 ? [.displayInline, .singleSelection] : [],
                   children: [inner, UIAction(title: title, attributes: level == 2 ? [.hidden, .disabled] : [.destructive], state: .on) { [weak controller] _ in
                       controller?.navigationController?.popToRootViewController(animated: false)
                       controller?.toolbarItems = []
                   }])
        }
        // Deferred elements that answer at once, twice, never, or with more deferred elements.
        let deferred = UIMenu(title: "", options: .displayInline, children: [
            UIDeferredMenuElement { completion in
                completion([UIAction(title: title) { [weak controller] _ in controller?.navigationController?.hidesBarsOnTap.toggle() }])
                completion([])
            },
            UIDeferredMenuElement.uncached { completion in
                if behaviour.isMultiple(of: 2) { completion([UIDeferredMenuElement.uncached { $0([deep]) }, deep]) }
            },
        ])
        let menuItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis.circle"),
                                       primaryAction: behaviour.isMultiple(of: 2) ? nil : UIAction { _ in },
                                       menu: deep.replacingChildren(deep.children + [deferred]))
        menuItem.accessibilityIdentifier = itemID
        controller.navigationItem.rightBarButtonItems = [item, .flexibleSpace(), .fixedSpace(.nan), menuItem]
        controller.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: title, menu: deep), .fixedSpace(-.infinity), .flexibleSpace()]
        controller.navigationItem.largeTitleDisplayMode = [.automatic, .always, .never][depth % 3]
        if depth == 0 {
            let search = behaviour == 1 ? UISearchController(searchResultsController: UIViewController()) : UISearchController()
            search.searchBar.placeholder = title
            search.showsSearchResultsController = behaviour == 2
            search.isActive = behaviour == 3
            controller.navigationItem.searchController = search
        }
        return controller
    }
}

/// A picker view with hostile row counts and widths, a date picker with crossing bounds, and
/// a tab bar controller given a hostile selection.
struct FuzzPickers: UIViewRepresentable {
    let rows: Int
    let width: CGFloat
    let selected: Int

    final class Model: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = 0
        var width: CGFloat = 0
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows < 0 ? rows : 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { width }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { pickerView.reloadAllComponents() }
    }

    func makeCoordinator() -> Model { Model() }

    func makeUIView(context: Context) -> UIStackView {
        context.coordinator.rows = rows
        context.coordinator.width = width
        let picker = UIPickerView()
        picker.dataSource = context.coordinator
        picker.delegate = context.coordinator
        picker.selectRow(selected, inComponent: 1, animated: false)
        let dates = UIDatePicker()
        dates.minimumDate = Date(timeIntervalSince1970: 1e9)
        dates.maximumDate = Date(timeIntervalSince1970: 1)
        dates.preferredDatePickerStyle = [.automatic, .wheels, .compact, .inline][abs(selected % 4)]
        dates.datePickerMode = [.time, .date, .dateAndTime, .countDownTimer][abs(rows % 4)]
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: UIViewController())]
        tabs.selectedIndex = selected
        tabs.viewControllers?.first?.tabBarItem.badgeValue = "\(rows)"
        let picked = PHPickerViewController(configuration: PHPickerConfiguration())
        let stack = UIStackView(arrangedSubviews: [picker, dates, tabs.view, picked.view])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        return stack
    }

    func updateUIView(_ stack: UIStackView, context: Context) {}
}

/// A progress style that only adds to the progress view of its configuration.
struct FuzzShadowedProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).shadow(radius: 2)
    }
}

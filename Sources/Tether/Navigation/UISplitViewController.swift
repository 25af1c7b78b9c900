import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISplitViewController`, a
/// primary (master) and a secondary (detail) view controller — in the iOS 14 column style
/// (`init(style:)`) also a supplementary one and one for the compact width — shown side by side
/// in a regular width and collapsed into one in a compact width.
///
/// On an iPhone (Tether's canvas, horizontally compact) the split view controller collapses
/// when it joins the window, as UIKit's does (`isCollapsed` is false before):
/// - classic style (`init()`, `viewControllers`): the delegate may give another primary
///   (`primaryViewController(forCollapsing:)`), then is asked to take the secondary
///   (`splitViewController(_:collapseSecondary:onto:)`); when it does not (returns false, the
///   default), the primary's `collapseSecondaryViewController(_:for:)` does — a navigation
///   controller pushes it, so a secondary navigation controller's stack shows under the
///   primary's bar with a back button to the primary. `viewControllers` then lists the primary
///   alone. `showDetailViewController(_:sender:)` pushes onto a primary navigation controller
///   (else presents).
/// - column style: the `.compact` column's controller shows if one is set; else the primary
///   column's navigation controller, with the columns up to the delegate's top column
///   (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, proposed
///   `.secondary` as UIKit does) pushed onto it, then `splitViewControllerDidCollapse(_:)`.
///   `show(_:)` pushes a column, `hide(_:)` pops it. A controller set for the primary,
///   supplementary or secondary column that is no navigation controller is wrapped in one, as
///   UIKit does; a second one set for the secondary column is pushed onto its navigation
///   controller (UIKit's documented special case).
///
/// In a regular width (a canvas iOS would call regular) it is not collapsed and draws its
/// columns side by side (tiled), each filling its column. Absent: expanding again when the
/// width turns regular, the overlay and displace split behaviours and their display modes
/// (the columns are tiled), the inspector column, gestures, animations.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(SidebarViewController(), for: .primary)
/// split.setViewController(DetailViewController(), for: .secondary)
/// split.delegate = self
/// ```
@MainActor @preconcurrency open class UISplitViewController: UIViewController {
    /// Mirrors `UISplitViewController.Style` (iOS 14).
    public enum Style: Int, Sendable {
        /// Mirrors `unspecified`: the classic split view interface (`viewControllers`).
        case unspecified = 0
        /// Mirrors `doubleColumn`: primary and secondary columns.
        case doubleColumn = 1
        /// Mirrors `tripleColumn`: primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// Mirrors `UISplitViewController.Column` (iOS 14).
    public enum Column: Int, Sendable {
        /// Mirrors `primary`.
        case primary = 0
        /// Mirrors `supplementary` (triple-column style only).
        case supplementary = 1
        /// Mirrors `secondary`.
        case secondary = 2
        /// Mirrors `compact`: what shows while the split view controller is collapsed.
        case compact = 3
    }

    /// Mirrors `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// Mirrors `automatic`.
        case automatic = 0
        /// Mirrors `secondaryOnly`.
        case secondaryOnly = 1
        /// Mirrors `oneBesideSecondary`.
        case oneBesideSecondary = 2
        /// Mirrors `oneOverSecondary`.
        case oneOverSecondary = 3
        /// Mirrors `twoBesideSecondary`.
        case twoBesideSecondary = 4
        /// Mirrors `twoOverSecondary`.
        case twoOverSecondary = 5
        /// Mirrors `twoDisplaceSecondary`.
        case twoDisplaceSecondary = 6
        /// Mirrors the deprecated `primaryHidden`, now `secondaryOnly`.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// Mirrors the deprecated `allVisible`, now `oneBesideSecondary`.
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// Mirrors the deprecated `primaryOverlay`, now `oneOverSecondary`.
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// Mirrors `UISplitViewController.SplitBehavior` (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        /// Mirrors `automatic`.
        case automatic = 0
        /// Mirrors `tile`: the columns side by side.
        case tile = 1
        /// Mirrors `overlay`.
        case overlay = 2
        /// Mirrors `displace`.
        case displace = 3
    }

    /// Mirrors `UISplitViewController.DisplayModeButtonVisibility` (iOS 14).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// Mirrors `automatic`.
        case automatic = 0
        /// Mirrors `never`.
        case never = 1
        /// Mirrors `always`.
        case always = 2
    }

    /// Mirrors `UISplitViewController.BackgroundStyle` (iOS 13).
    public enum BackgroundStyle: Int, Sendable {
        /// Mirrors `none`.
        case none = 0
        /// Mirrors `sidebar`.
        case sidebar = 1
    }

    /// Mirrors `UISplitViewController.automaticDimension`: the system's length for a column
    /// width or fraction (a sentinel, as UIKit's, never a length).
    public static let automaticDimension: CGFloat = -1

    /// Mirrors `style` (iOS 14): `.unspecified` for a classic split view controller.
    public let style: Style
    /// Mirrors `delegate`.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// Mirrors `isCollapsed`: true once the split view controller collapsed into one
    /// controller, which it does when it joins a horizontally compact window (an iPhone's).
    public private(set) var isCollapsed = false

    /// The classic style's primary and secondary.
    private var classic: [UIViewController] = []
    /// The column style's controllers as set, and the navigation controllers that show them.
    private var columnControllers: [Column: UIViewController] = [:]
    private var columnNavigations: [Column: UINavigationController] = [:]

    /// Mirrors `init(nibName:bundle:)`: a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Mirrors `init(style:)` (iOS 14): a column-style split view controller (`.unspecified`
    /// makes a classic one).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Display settings

    /// Mirrors `preferredDisplayMode`: `.automatic` by default; a change that changes
    /// `displayMode` tells the delegate (`splitViewController(_:willChangeTo:)`).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            let old = resolvedDisplayMode(oldValue), new = resolvedDisplayMode(preferredDisplayMode)
            guard old != new else { return }
            if !isCollapsed { delegate?.splitViewController(self, willChangeTo: new) }
            splitDidChange()
        }
    }
    /// Mirrors `displayMode`: how the columns show when expanded — the preferred mode, its
    /// `.automatic` the tiled one (`.oneBesideSecondary`, `.twoBesideSecondary` with three
    /// columns). UIKit documents that it has no effect while collapsed.
    open var displayMode: DisplayMode { resolvedDisplayMode(preferredDisplayMode) }
    /// Mirrors `preferredSplitBehavior` (iOS 14): kept; Tether tiles the columns.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// Mirrors `splitBehavior` (iOS 14): `.tile`, the behaviour Tether draws.
    open var splitBehavior: SplitBehavior { .tile }
    /// Mirrors `preferredPrimaryColumnWidthFraction`: the primary column's share of the width
    /// when expanded (`automaticDimension` by default).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { splitDidChange() } }
    /// Mirrors `preferredPrimaryColumnWidth` (iOS 14): the primary column's width when expanded,
    /// over the fraction (`automaticDimension` by default).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { splitDidChange() } }
    /// Mirrors `minimumPrimaryColumnWidth`: the least width of the primary column.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { splitDidChange() } }
    /// Mirrors `maximumPrimaryColumnWidth`: the most width of the primary column.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { splitDidChange() } }
    /// Mirrors `primaryBackgroundStyle` (iOS 13): kept (Tether draws the column's own view).
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// Mirrors `presentsWithGesture`: kept (true by default); Tether has no edge swipe.
    open var presentsWithGesture = true
    /// Mirrors `showsSecondaryOnlyButton` (iOS 14): kept.
    open var showsSecondaryOnlyButton = false
    /// Mirrors `displayModeButtonVisibility` (iOS 14): `.never` hides `displayModeButtonItem`.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { updateDisplayModeButton() } }
    private var madeDisplayModeButtonItem: UIBarButtonItem?
    /// Mirrors `displayModeButtonItem`: a sidebar button that shows or hides the primary column
    /// of an expanded split view controller; hidden while collapsed, as in UIKit.
    open var displayModeButtonItem: UIBarButtonItem {
        if let madeDisplayModeButtonItem { return madeDisplayModeButtonItem }
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.leading"), primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.preferredDisplayMode = self.displayMode == .secondaryOnly ? .automatic : .secondaryOnly
        })
        madeDisplayModeButtonItem = item
        updateDisplayModeButton()
        return item
    }

    private func updateDisplayModeButton() {
        madeDisplayModeButtonItem?.isHidden = isCollapsed || displayModeButtonVisibility == .never
    }

    private func resolvedDisplayMode(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    // MARK: Classic controllers

    /// Mirrors `viewControllers`. Classic style: the primary and the secondary; after
    /// collapsing, the primary alone. More than two are reported and the first two kept; an
    /// empty list is reported (nothing shows). Column style: the columns' navigation
    /// controllers (collapsed: the one that shows); setting it sets the primary, the
    /// supplementary (three columns) and the secondary columns in order.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return classic }
            if isCollapsed { return collapsedColumnController.map { [$0] } ?? [] }
            return expandedColumns.compactMap { columnNavigations[$0] }
        }
        set {
            if style != .unspecified {
                for (column, controller) in zip(expandedColumns, newValue) { setViewController(controller, for: column) }
                return
            }
            var seen = Set<ObjectIdentifier>()
            var list = newValue.filter { $0 !== self && seen.insert(ObjectIdentifier($0)).inserted }
            if list.count != newValue.count {
                UIKitDiagnostics.report(.other, "UISplitViewController.viewControllers lists a controller twice or the split view controller itself (UIKit raises); kept once")
            }
            if list.isEmpty {
                UIKitDiagnostics.report(.other, "UISplitViewController.viewControllers is set to an empty list: the split view controller shows nothing")
            }
            if list.count > 2 {
                UIKitDiagnostics.report(.other, "UISplitViewController.viewControllers lists \(list.count) controllers; a split view controller has a primary and a secondary, the others are left out")
                list = Array(list.prefix(2))
            }
            replaceChildren(classic, with: list)
            classic = list
            if isCollapsed { collapseClassic() }
            splitDidChange()
        }
    }

    /// Mirrors `showDetailViewController(_:sender:)`: the delegate may show it itself
    /// (`splitViewController(_:showDetail:sender:)`); else, classic style, expanded it
    /// replaces the secondary (the same one again does nothing), collapsed it is pushed onto
    /// the primary navigation controller, or presented when the primary is none; column style
    /// sets the secondary column and shows it (`show(.secondary)`).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified {
            setViewController(vc, for: .secondary)
            show(.secondary)
            return
        }
        if isCollapsed {
            if let navigation = classic.first as? UINavigationController {
                navigation.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
            return
        }
        guard classic.count < 2 || classic[1] !== vc else { return }
        viewControllers = Array(classic.prefix(1)) + [vc]
    }

    /// Mirrors `show(_:sender:)`: the delegate may show it itself
    /// (`splitViewController(_:show:sender:)`); else it becomes the primary — collapsed, it is
    /// pushed onto the navigation controller that shows, as a collapsed split view controller
    /// forwards it.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = (style == .unspecified ? classic.first : collapsedColumnController) as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
            return
        }
        if style == .unspecified {
            viewControllers = [vc] + classic.dropFirst()
        } else {
            setViewController(vc, for: .primary)
        }
    }

    // MARK: Columns

    /// The columns shown side by side, in order, for the style.
    private var expandedColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Whether `column` is one this split view controller has, reported when not.
    private func accepts(_ column: Column, in call: String) -> Bool {
        guard style != .unspecified else {
            UIKitDiagnostics.report(.other, "UISplitViewController.\(call) applies to a column-style split view controller (init(style:)); this one is classic, so it is ignored")
            return false
        }
        guard column != .supplementary || style == .tripleColumn else {
            UIKitDiagnostics.report(.other, "UISplitViewController.\(call): a double-column split view controller has no supplementary column; ignored")
            return false
        }
        return true
    }

    /// Mirrors `setViewController(_:for:)` (iOS 14): the controller of a column. One that is no
    /// navigation controller is wrapped in one (not for `.compact`); set for the secondary
    /// column while it has a navigation controller, it is pushed onto it. Nil clears the
    /// column (collapsed, it leaves the stack that shows it). A classic split view controller,
    /// or the supplementary column of a double-column one, reports and ignores it.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard accepts(column, in: "setViewController(_:for: .\(column))") else { return }
        guard let vc else {
            if column == .primary, columnControllers[.primary] != nil {
                UIKitDiagnostics.report(.other, "UISplitViewController.setViewController(nil, for: .primary) leaves the split view controller without a primary column: nothing shows until one is set")
            }
            if let navigation = columnNavigations[column] { remove(navigation) }
            if let controller = columnControllers[column] { remove(controller) }
            columnControllers[column] = nil
            columnNavigations[column] = nil
            splitDidChange()
            return
        }
        guard vc !== self else {
            UIKitDiagnostics.report(.other, "UISplitViewController.setViewController(_:for:) is given the split view controller itself; ignored")
            return
        }
        if column == .compact {
            if let old = columnControllers[.compact], old !== vc { remove(old) }
            columnControllers[.compact] = vc
            if vc.parent !== self { adopt(vc) }
            splitDidChange()
            return
        }
        if column == .secondary, !(vc is UINavigationController), let navigation = columnNavigations[.secondary] {
            // UIKit's special case: the secondary column's navigation controller pushes it.
            columnControllers[.secondary] = vc
            navigation.pushViewController(vc, animated: false)
            return
        }
        let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        if let old = columnNavigations[column], old !== navigation { remove(old) }
        columnControllers[column] = vc
        columnNavigations[column] = navigation
        if navigation.parent !== self, navigation.parent !== columnNavigations[.primary] { adopt(navigation) }
        if isCollapsed, column == .primary, columnControllers[.compact] == nil { stackColumns(upTo: collapsedTop) }
        splitDidChange()
    }

    /// Mirrors `viewController(for:)` (iOS 14): the controller set for the column (the one
    /// set, not the navigation controller wrapping it; its `navigationController` is that).
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columnControllers[column]
    }

    /// Mirrors `show(_:)` (iOS 14). Collapsed, the column comes on top of the stack that shows:
    /// the columns after it are popped, the ones up to it pushed. Expanded, the display mode
    /// changes to show it. A column with no controller is reported and nothing changes.
    open func show(_ column: Column) {
        guard accepts(column, in: "show(.\(column))") else { return }
        guard columnControllers[column] != nil else {
            UIKitDiagnostics.report(.other, "UISplitViewController.show(.\(column)): no view controller is set for that column; nothing is shown")
            return
        }
        if isCollapsed {
            guard column != .compact, columnControllers[.compact] == nil else { return }
            collapsedTop = column
            stackColumns(upTo: column)
        } else if column != .compact, displayMode == .secondaryOnly, column != .secondary {
            preferredDisplayMode = .automatic
        }
    }

    /// Mirrors `hide(_:)` (iOS 14). Collapsed, the column leaves the stack that shows (its
    /// navigation controller is popped), so the one before it shows; the primary, at the
    /// bottom, cannot be hidden and is reported. Expanded, hiding a column other than the
    /// secondary shows the secondary only.
    open func hide(_ column: Column) {
        guard accepts(column, in: "hide(.\(column))") else { return }
        if isCollapsed {
            guard column != .compact, columnControllers[.compact] == nil else { return }
            guard column != .primary else {
                UIKitDiagnostics.report(.other, "UISplitViewController.hide(.primary): the primary column is at the bottom of a collapsed split view controller; nothing is hidden")
                return
            }
            let order = expandedColumns
            let before = order[..<(order.firstIndex(of: column) ?? order.count)].last { columnControllers[$0] != nil } ?? .primary
            collapsedTop = before
            stackColumns(upTo: before)
        } else if column != .secondary, column != .compact {
            preferredDisplayMode = .secondaryOnly
        }
    }

    // MARK: Collapsing

    /// The column on top of the collapsed stack.
    private var collapsedTop: Column = .secondary

    /// What shows while collapsed, column style: the compact column's controller, else the
    /// primary column's navigation controller.
    private var collapsedColumnController: UIViewController? {
        columnControllers[.compact] ?? columnNavigations[.primary]
    }

    /// The split view controller joined a window, or its traits changed: a horizontally compact
    /// one (anything but regular, as an iPhone's) collapses once.
    func collapseIfCompact() {
        guard !isCollapsed, (viewIfLoaded?.traitCollection ?? traitCollection).horizontalSizeClass != .regular else { return }
        isCollapsed = true
        if style == .unspecified {
            collapseClassic()
        } else {
            let proposed: Column = .secondary
            var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            if top == .supplementary, style != .tripleColumn {
                UIKitDiagnostics.report(.other, "UISplitViewController: the delegate's top column for collapsing, .supplementary, is not in a double-column split view controller; the primary shows")
                top = .primary
            }
            collapsedTop = top
            if columnControllers[.compact] == nil {
                if columnNavigations[.primary] == nil {
                    UIKitDiagnostics.report(.other, "UISplitViewController collapsed with neither a primary nor a compact column controller: nothing shows")
                }
                stackColumns(upTo: top)
            }
            delegate?.splitViewControllerDidCollapse(self)
        }
        updateDisplayModeButton()
        splitDidChange()
    }

    /// Classic collapse: the delegate's primary, then the secondary left to the delegate or
    /// to the primary.
    private func collapseClassic() {
        if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== classic.first, replacement !== self {
            let list = [replacement] + classic.dropFirst().filter { $0 !== replacement }
            replaceChildren(classic, with: list)
            classic = list
        }
        guard classic.count == 2 else { return }
        let primary = classic[0], secondary = classic[1]
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        replaceChildren(classic, with: [primary])
        classic = [primary]
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    /// Collapsed column style: the primary navigation controller's stack ends with the
    /// navigation controllers of the columns after the primary up to `column`.
    private func stackColumns(upTo column: Column) {
        guard let primary = columnNavigations[.primary] else { return }
        let order = Array(expandedColumns.dropFirst())
        let wanted: [Column] = column == .primary ? [] : order.firstIndex(of: column).map { Array(order[...$0]) } ?? []
        let stacked = wanted.compactMap { columnNavigations[$0] }
        let columnNavigationIDs = Set(order.compactMap { columnNavigations[$0] }.map(ObjectIdentifier.init))
        var stack = primary.viewControllers
        // Leave the primary's own controllers: the stack up to the first column's navigation controller.
        if let first = stack.firstIndex(where: { columnNavigationIDs.contains(ObjectIdentifier($0)) }) {
            stack = Array(stack[..<first])
        }
        let target = stack + stacked
        guard target.map(ObjectIdentifier.init) != primary.viewControllers.map(ObjectIdentifier.init) else { return }
        primary.setViewControllers(target, animated: true)
    }

    private func adopt(_ controller: UIViewController) {
        addChild(controller)
        controller.didMove(toParent: self)
    }

    private func remove(_ controller: UIViewController) {
        if let stackedOn = controller.parent as? UINavigationController, stackedOn !== controller,
           stackedOn === columnNavigations[.primary], let index = stackedOn.viewControllers.firstIndex(where: { $0 === controller }) {
            stackedOn.setViewControllers(Array(stackedOn.viewControllers[..<index]), animated: true)
        } else if controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }

    /// Mirrors `traitCollectionDidChange(_:)`: a split view controller whose width turns
    /// compact collapses.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if viewIfLoaded?.window != nil { collapseIfCompact() }
    }

    // MARK: Drawing

    /// Mirrors `loadView()`: a view that draws the split interface.
    open override func loadView() {
        view = SplitControllerView(split: self)
    }

    /// The controller that shows while collapsed.
    var collapsedController: UIViewController? {
        style == .unspecified ? classic.first : collapsedColumnController
    }

    /// The controllers shown side by side while expanded, the primary first.
    var expandedControllers: [UIViewController] {
        if style == .unspecified {
            return displayMode == .secondaryOnly && classic.count == 2 ? [classic[1]] : classic
        }
        let columns = displayMode == .secondaryOnly ? [.secondary] : expandedColumns
        return columns.compactMap { columnNavigations[$0] }
    }

    /// The primary column's width when expanded in `width`: the preferred width, else the
    /// preferred fraction of `width`, else 320 points (as Tether's `NavigationSplitView`
    /// sidebar), within the minimum and maximum.
    func primaryWidth(in width: CGFloat) -> CGFloat {
        func set(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        var length: CGFloat = 320
        if set(preferredPrimaryColumnWidth) {
            length = preferredPrimaryColumnWidth
        } else if set(preferredPrimaryColumnWidthFraction) {
            length = min(preferredPrimaryColumnWidthFraction, 1) * width
        }
        if set(minimumPrimaryColumnWidth) { length = max(length, minimumPrimaryColumnWidth) }
        if set(maximumPrimaryColumnWidth) { length = min(length, maximumPrimaryColumnWidth) }
        return max(0, min(length, width))
    }

    /// The split interface's drawing is out of date.
    func splitDidChange() { viewIfLoaded?.setNeedsDisplay() }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UISplitViewControllerDelegate`, asked how the split view controller collapses and shows
/// controllers (every method optional).
@MainActor @preconcurrency public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Mirrors `splitViewController(_:willChangeTo:)`: the expanded display mode changes.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Mirrors `splitViewController(_:collapseSecondary:onto:)` (classic style): true takes the
    /// secondary (it is then dropped); false (the default) leaves it to the primary's
    /// `collapseSecondaryViewController(_:for:)`.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Mirrors `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (column
    /// style): the column on top once collapsed; the default keeps the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// Mirrors `splitViewController(_:showDetail:sender:)`: true when the delegate showed it.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Mirrors `splitViewController(_:show:sender:)`: true when the delegate showed it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Mirrors `primaryViewController(forCollapsing:)` (classic style): the primary once
    /// collapsed; nil (the default) keeps the current one.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Mirrors `splitViewControllerDidCollapse(_:)` (column style): the interface collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
}

extension UIViewController {
    /// Mirrors `splitViewController`: the closest split view controller this controller is in.
    public var splitViewController: UISplitViewController? { closestAncestor(UISplitViewController.self) }
}

/// The view a `UISplitViewController` loads: it collapses the controller when it joins a
/// window, and draws what shows, read afresh each time it is drawn.
final class SplitControllerView: UIView {
    private weak var split: UISplitViewController?

    init(split: UISplitViewController) {
        self.split = split
        super.init(frame: UIScreen.main.bounds)
    }
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { split?.collapseIfCompact() }
    }

    override func drawnContent() -> UIViewContent {
        guard let split else { return .none }
        return .hosted(AnyView(UISplitViewControllerDrawing(split: split, shown: .init(split))))
    }
}

/// A `UISplitViewController` drawn: collapsed, the one controller that shows, filling it;
/// expanded, its columns side by side with a hairline between them.
struct UISplitViewControllerDrawing: View {
    let split: UISplitViewController
    /// What the drawing shows, read when it was drawn: a change draws it again.
    let shown: Shown

    struct Shown: Equatable {
        var collapsed: Bool
        var controllers: [ObjectIdentifier]
        var primaryWidth: [CGFloat]
        @MainActor init(_ split: UISplitViewController) {
            collapsed = split.isCollapsed
            controllers = (split.isCollapsed ? split.collapsedController.map { [$0] } ?? [] : split.expandedControllers).map(ObjectIdentifier.init)
            primaryWidth = [split.preferredPrimaryColumnWidth, split.preferredPrimaryColumnWidthFraction,
                            split.minimumPrimaryColumnWidth, split.maximumPrimaryColumnWidth]
        }
    }

    var body: some View {
        if split.isCollapsed {
            if let controller = split.collapsedController {
                AnyView(UIKitControllerView(controller: controller).id(ObjectIdentifier(controller)))
            }
        } else {
            AnyView(UISplitViewControllerColumns(split: split, controllers: split.expandedControllers))
        }
    }
}

/// An expanded split view controller's columns: the primary (and, with three, the
/// supplementary) at the primary column's width, the last column filling the rest.
struct UISplitViewControllerColumns: View {
    let split: UISplitViewController
    let controllers: [UIViewController]

    var body: some View {
        GeometryReader { proxy in
            let width = split.primaryWidth(in: proxy.size.width)
            HStack(spacing: 0) {
                ForEach(controllers.indices, id: \.self) { index in
                    let controller = controllers[index]
                    if index < controllers.count - 1 {
                        UIKitControllerView(controller: controller).id(ObjectIdentifier(controller)).frame(width: width)
                        Divider()
                    } else {
                        UIKitControllerView(controller: controller).id(ObjectIdentifier(controller))
                    }
                }
            }
        }
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIBarItem`, the title,
/// image and enabled state shared by bar items.
@MainActor @preconcurrency open class UIBarItem {
    /// Mirrors `init()`.
    public init() {}
    /// The navigation item showing this one: its bar is drawn again when this one changes.
    weak var owningNavigationItem: UINavigationItem?
    func changed() { owningNavigationItem?.changed() }
    /// Mirrors `title`.
    open var title: String? { didSet { changed() } }
    /// Mirrors `image`.
    open var image: UIImage? { didSet { changed() } }
    /// Mirrors `isEnabled`: a disabled item is drawn dimmed and takes no taps.
    open var isEnabled = true { didSet { changed() } }
    /// Mirrors `tag`.
    open var tag = 0
    /// Mirrors `accessibilityIdentifier`: names the item's button for `ViewHost.tap`.
    open var accessibilityIdentifier: String?
    /// Mirrors `accessibilityLabel`.
    open var accessibilityLabel: String?
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIBarButtonItem`, a
/// button in a navigation bar (`UINavigationItem`'s left and right items): a title, an
/// image, a system item (drawn as iOS draws it: Done bold, Add as `plus`, …) or a custom
/// view, running its `primaryAction` when tapped.
///
/// UIKit's `init(title:style:target:action:)` and the other target–action forms take an
/// Objective-C `Selector`, which Linux has no runtime for: they are absent, use
/// `primaryAction`. Menus are absent.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in
///     model.addItem()
/// })
/// ```
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
    /// Mirrors `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        case plain = 0
        /// Mirrors the deprecated `bordered`: drawn as `plain`.
        case bordered = 1
        /// A confirming item: its title is bold.
        case done = 2
    }

    /// Mirrors `UIBarButtonItem.SystemItem` (UIKit's raw values).
    public enum SystemItem: Int, Hashable, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl = 23
        case close = 24
    }

    /// Mirrors `style`.
    open var style = Style.plain { didSet { changed() } }
    /// Mirrors `primaryAction`: run when the item is tapped.
    open var primaryAction: UIAction?
    /// Mirrors `menu` (iOS 14): a tap opens it, as SwiftUI's `Menu`; with a `primaryAction`,
    /// a tap runs the action and a long press opens the menu.
    open var menu: UIMenu? { didSet { changed() } }
    /// Mirrors `customView`: a view drawn in place of a button (at its intrinsic size).
    open var customView: UIView?
    /// Mirrors `tintColor`: the colour of the item's title or image (the bar's tint unless set).
    open var tintColor: UIColor?
    /// Mirrors `width`: a fixed space's width (other items are as wide as their content).
    open var width: CGFloat = 0
    /// Mirrors `isHidden` (iOS 16): a hidden item is not drawn.
    open var isHidden = false { didSet { changed() } }
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?

    /// Mirrors `init()`: an empty plain item.
    public override init() {
        systemItem = nil
        super.init()
    }
    /// Mirrors `init(title:image:primaryAction:menu:)` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }
    /// Mirrors `init(systemItem:primaryAction:menu:)` (iOS 14).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
    }
    /// Mirrors `init(primaryAction:)`: the action's title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }
    /// Mirrors `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
    /// Shows a view controller's edit button as editing (Done, bold) or not (Edit).
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
    /// Mirrors `fixedSpace(_:)` (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
    /// Mirrors `flexibleSpace()` (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// What the item shows: iOS's title or SF Symbol for a system item, else its own.
    var systemLook: (title: String?, symbol: String?, bold: Bool) {
        switch systemItem {
        case .done: return ("Done", nil, true)
        case .cancel: return ("Cancel", nil, false)
        case .edit: return ("Edit", nil, false)
        case .save: return ("Save", nil, true)
        case .undo: return ("Undo", nil, false)
        case .redo: return ("Redo", nil, false)
        case .add: return (nil, "plus", false)
        case .compose: return (nil, "square.and.pencil", false)
        case .reply: return (nil, "arrowshape.turn.up.left", false)
        case .action: return (nil, "square.and.arrow.up", false)
        case .organize: return (nil, "folder", false)
        case .bookmarks: return (nil, "book", false)
        case .search: return (nil, "magnifyingglass", false)
        case .refresh: return (nil, "arrow.clockwise", false)
        case .stop: return (nil, "xmark", false)
        case .camera: return (nil, "camera", false)
        case .trash: return (nil, "trash", false)
        case .play: return (nil, "play.fill", false)
        case .pause: return (nil, "pause.fill", false)
        case .rewind: return (nil, "backward.fill", false)
        case .fastForward: return (nil, "forward.fill", false)
        case .pageCurl: return (nil, "book.pages", false)
        case .close: return (nil, "xmark", false)
        case .flexibleSpace, .fixedSpace, nil: return (title, nil, style == .done)
        }
    }

    /// The item tapped: its action runs with the item as sender.
    func tapped() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}

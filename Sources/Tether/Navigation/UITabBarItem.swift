import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITabBarItem`, what a
/// tab bar shows for a view controller: a title and image (the selected image when it is
/// selected), or a system item's, and a badge.
@MainActor @preconcurrency open class UITabBarItem: UIBarItem {
    /// Mirrors `UITabBarItem.SystemItem` (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// Mirrors `selectedImage`.
    open var selectedImage: UIImage? { didSet { changed() } }
    /// Mirrors `badgeValue`: drawn on the tab (nil: none).
    open var badgeValue: String? { didSet { changed() } }
    /// Mirrors `badgeColor` (kept: badges are iOS's red).
    open var badgeColor: UIColor?
    /// The system item it was made as, if any.
    let systemItem: SystemItem?
    /// The tab bar controller showing this item: its bar is drawn again when the item changes.
    weak var owningTabBarController: UITabBarController?
    override func changed() {
        super.changed()
        owningTabBarController?.tabsDidChange()
    }

    /// Mirrors `init()`.
    public override init() {
        systemItem = nil
        super.init()
    }
    /// Mirrors `init(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    /// Mirrors `init(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    /// Mirrors `init(tabBarSystemItem:tag:)`: iOS's title and symbol for the item.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// What the tab shows: a system item's title and SF Symbol, else the item's own.
    var systemLook: (title: String?, symbol: String?) {
        switch systemItem {
        case .more: return ("More", "ellipsis")
        case .favorites: return ("Favorites", "star.fill")
        case .featured: return ("Featured", "star.fill")
        case .topRated: return ("Top Rated", "star.fill")
        case .recents: return ("Recents", "clock.fill")
        case .contacts: return ("Contacts", "person.crop.circle.fill")
        case .history: return ("History", "clock.fill")
        case .bookmarks: return ("Bookmarks", "book.fill")
        case .search: return ("Search", "magnifyingglass")
        case .downloads: return ("Downloads", "arrow.down.circle.fill")
        case .mostRecent: return ("Most Recent", "clock.fill")
        case .mostViewed: return ("Most Viewed", "list.number")
        case nil: return (title, nil)
        }
    }
}

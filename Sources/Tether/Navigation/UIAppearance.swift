import Foundation

// UIKit's appearance proxies for the bars SwiftUI draws: what apps set in `init()` or
// `App.init` (`UITabBar.appearance().isHidden = true`, `UINavigationBar.appearance()
// .titleTextAttributes = …`) to restyle every `TabView` tab bar and `NavigationStack`
// navigation bar drawn afterwards. The proxies are Tether's own objects with UIKit's names;
// each `ViewHost` reads them at each update into its root environment
// (`uikitAppearances`), where the bars read them. A view's own `toolbarBackground`,
// `toolbarColorScheme` and `toolbar(_:for:)` win over them, as in SwiftUI.

/// Mirrors UIKit's `UIBarAppearance`: a bar's background and shadow (hairline).
@MainActor @preconcurrency open class UIBarAppearance: NSObject {
    /// How the background was last configured.
    enum Configuration: Sendable { case `default`, opaque, transparent }
    var configuration = Configuration.default

    /// Mirrors `init()`: the default configuration (the bar's material).
    public override init() { super.init() }
    /// Mirrors `init(barAppearance:)`: a copy of `barAppearance`'s settings.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        configuration = barAppearance.configuration
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
    }

    /// Mirrors `configureWithDefaultBackground()`: the bar's translucent material and hairline.
    public func configureWithDefaultBackground() { configuration = .default; backgroundColor = nil; shadowColor = nil }
    /// Mirrors `configureWithOpaqueBackground()`: an opaque background (the system
    /// background colour) and the hairline.
    public func configureWithOpaqueBackground() { configuration = .opaque; backgroundColor = nil; shadowColor = nil }
    /// Mirrors `configureWithTransparentBackground()`: no background and no hairline.
    public func configureWithTransparentBackground() { configuration = .transparent; backgroundColor = nil; shadowColor = .clear }

    /// Mirrors `backgroundColor`: the bar's background colour, over its configured background.
    public var backgroundColor: UIColor?
    /// Mirrors `shadowColor`: the colour of the hairline along the bar's content edge (clear: none).
    public var shadowColor: UIColor?
    /// Mirrors `backgroundImage` (accepted, not drawn).
    public var backgroundImage: UIImage?
    /// Mirrors `shadowImage` (accepted, not drawn).
    public var shadowImage: UIImage?

    /// Whether a subclass's own settings (items, titles) were changed.
    var hasItemSettings: Bool { false }

    /// The background this appearance draws: nil for the bar's own material, `.clear` for
    /// none (transparent).
    var backgroundStyle: Color? {
        if let backgroundColor { return Color(uiColor: backgroundColor) }
        switch configuration {
        case .default: return nil
        case .opaque: return Color(uiColor: .systemBackground)
        case .transparent: return .clear
        }
    }
}

/// Mirrors UIKit's `UITabBarItemStateAppearance`: how tab items look in one state.
@MainActor @preconcurrency open class UITabBarItemStateAppearance: NSObject {
    /// Mirrors `iconColor`.
    public var iconColor: UIColor?
    /// Mirrors `titleTextAttributes` (`.foregroundColor` is drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Mirrors `badgeBackgroundColor` (accepted, not drawn).
    public var badgeBackgroundColor: UIColor?
    /// Mirrors `titlePositionAdjustment` (accepted, not drawn).
    public var titlePositionAdjustment = UIOffset.zero

    /// The colour items in this state are drawn in: the icon's, else the title's.
    var color: Color? {
        (iconColor ?? titleTextAttributes[.foregroundColor] as? UIColor).map { Color(uiColor: $0) }
    }
}

/// Mirrors UIKit's `UITabBarItemAppearance`: tab items' appearance by state.
@MainActor @preconcurrency open class UITabBarItemAppearance: NSObject {
    /// Mirrors `init()`.
    public override init() { super.init() }
    /// Mirrors `normal`: unselected items.
    public let normal = UITabBarItemStateAppearance()
    /// Mirrors `selected`.
    public let selected = UITabBarItemStateAppearance()
    /// Mirrors `disabled` (accepted).
    public let disabled = UITabBarItemStateAppearance()
    /// Mirrors `focused` (accepted).
    public let focused = UITabBarItemStateAppearance()
}

/// Mirrors UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

/// Mirrors UIKit's `UITabBarAppearance`: a tab bar's background, hairline and items.
@MainActor @preconcurrency open class UITabBarAppearance: UIBarAppearance {
    /// Mirrors `stackedLayoutAppearance`: the items as an iPhone in portrait draws them.
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Mirrors `inlineLayoutAppearance` (accepted).
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Mirrors `compactInlineLayoutAppearance` (accepted).
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// Mirrors `selectionIndicatorTintColor` (accepted).
    public var selectionIndicatorTintColor: UIColor?

    override var hasItemSettings: Bool {
        stackedLayoutAppearance.normal.color != nil || stackedLayoutAppearance.selected.color != nil
    }
}

/// Mirrors UIKit's `UINavigationBarAppearance`: a navigation bar's background, hairline and titles.
@MainActor @preconcurrency open class UINavigationBarAppearance: UIBarAppearance {
    /// Mirrors `titleTextAttributes`: `.foregroundColor` and `.font` of the inline title.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Mirrors `largeTitleTextAttributes`: `.foregroundColor` and `.font` of the large title.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Mirrors `titlePositionAdjustment` (accepted).
    public var titlePositionAdjustment = UIOffset.zero
    /// Mirrors `setBackIndicatorImage(_:transitionMaskImage:)` (accepted, not drawn).
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}

    override var hasItemSettings: Bool { !titleTextAttributes.isEmpty || !largeTitleTextAttributes.isEmpty }
}

/// Mirrors UIKit's `UITabBar` as SwiftUI apps use it: `appearance()`, the proxy whose
/// settings restyle every `TabView`'s tab bar.
@MainActor @preconcurrency open class UITabBar: UIView {
    static var proxy: UITabBar?
    var explicitTint: UIColor?

    /// Mirrors `appearance()`: the proxy every tab bar takes its settings from.
    public class func appearance() -> UITabBar {
        if let proxy { return proxy }
        let made = UITabBar(frame: .zero)
        proxy = made
        return made
    }
    /// Mirrors `appearance(whenContainedInInstancesOf:)`: Tether keeps one proxy, `appearance()`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITabBar { appearance() }

    /// Mirrors `tintColor`: the selected item's colour.
    open override var tintColor: UIColor! {
        get { explicitTint ?? super.tintColor }
        set { explicitTint = newValue; super.tintColor = newValue }
    }
    /// Mirrors `barTintColor`: the bar's background colour.
    public var barTintColor: UIColor?
    /// Mirrors `unselectedItemTintColor`: the other items' colour.
    public var unselectedItemTintColor: UIColor?
    /// Mirrors `isTranslucent` (accepted).
    public var isTranslucent = true
    /// Mirrors `barStyle` (accepted).
    public var barStyle = UIBarStyle.default
    /// Mirrors `backgroundImage` and `shadowImage` (accepted, not drawn).
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    /// Mirrors `standardAppearance`.
    public var standardAppearance = UITabBarAppearance()
    /// Mirrors `scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UITabBarAppearance?

    /// The bar's style as the proxy sets it. Tether draws the tab bar as resting away from
    /// the scroll edge, so the standard appearance counts (else the scroll-edge one).
    var style: UIKitBarStyle {
        var style = UIKitBarStyle()
        style.hidden = isHidden
        let appearance = standardAppearance
        let edge = scrollEdgeAppearance
        let chosen: UITabBarAppearance? = appearance.isConfigured ? appearance : edge
        style.background = chosen?.backgroundStyle ?? barTintColor.map { Color(uiColor: $0) } ?? backgroundColor.map { Color(uiColor: $0) }
        style.hairline = chosen?.shadowColor.map { Color(uiColor: $0) }
        style.tint = chosen?.stackedLayoutAppearance.selected.color ?? explicitTint.map { Color(uiColor: $0) }
        style.unselectedTint = chosen?.stackedLayoutAppearance.normal.color ?? unselectedItemTintColor.map { Color(uiColor: $0) }
        return style
    }
}

/// Mirrors UIKit's `UIBarStyle` (accepted).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
    public static let blackTranslucent = UIBarStyle.black
}

/// Mirrors UIKit's `UINavigationBar` as SwiftUI apps use it: `appearance()`, the proxy whose
/// settings restyle every `NavigationStack`'s bar.
@MainActor @preconcurrency open class UINavigationBar: UIView {
    static var proxy: UINavigationBar?
    var explicitTint: UIColor?

    /// Mirrors `appearance()`: the proxy every navigation bar takes its settings from.
    public class func appearance() -> UINavigationBar {
        if let proxy { return proxy }
        let made = UINavigationBar(frame: .zero)
        proxy = made
        return made
    }
    /// Mirrors `appearance(whenContainedInInstancesOf:)`: Tether keeps one proxy, `appearance()`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UINavigationBar { appearance() }

    /// Mirrors `tintColor`: the colour of the bar's buttons (the back button, toolbar items).
    open override var tintColor: UIColor! {
        get { explicitTint ?? super.tintColor }
        set { explicitTint = newValue; super.tintColor = newValue }
    }
    /// Mirrors `barTintColor`: the bar's background colour once content scrolls under it
    /// (at the scroll edge iOS 15 and later draw the bar transparent).
    public var barTintColor: UIColor?
    /// Mirrors `isTranslucent` (accepted).
    public var isTranslucent = true
    /// Mirrors `prefersLargeTitles` (accepted: in SwiftUI `navigationBarTitleDisplayMode` decides).
    public var prefersLargeTitles = false
    /// Mirrors `barStyle` (accepted).
    public var barStyle = UIBarStyle.default
    /// Mirrors `titleTextAttributes`: `.foregroundColor` and `.font` of the inline title.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Mirrors `largeTitleTextAttributes`: `.foregroundColor` and `.font` of the large title.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Mirrors `backIndicatorImage` and `backIndicatorTransitionMaskImage` (accepted, not drawn).
    public var backIndicatorImage: UIImage?
    public var backIndicatorTransitionMaskImage: UIImage?
    /// Mirrors `shadowImage` (accepted, not drawn).
    public var shadowImage: UIImage?
    /// Mirrors `setBackgroundImage(_:for:)` (accepted, not drawn).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    /// Mirrors `standardAppearance`: the bar once content scrolls under it.
    public var standardAppearance = UINavigationBarAppearance()
    /// Mirrors `compactAppearance` (the bar in landscape on an iPhone; Tether draws the standard one).
    public var compactAppearance: UINavigationBarAppearance?
    /// Mirrors `scrollEdgeAppearance`: the bar at the scroll edge (nil: the standard
    /// appearance with a transparent background, as iOS 15 and later draw it).
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    /// Mirrors `compactScrollEdgeAppearance` (accepted).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The navigation controller whose bar this is.
    weak var managingController: UINavigationController?
    private var standaloneItems: [UINavigationItem]?
    /// Mirrors `items`: a navigation controller's bar holds its controllers' navigation items,
    /// the root's first (setting them is refused, as UIKit refuses it); a bar of its own keeps
    /// the items it is given (Tether draws only a controller's bar).
    public var items: [UINavigationItem]? {
        get { managingController.map { $0.viewControllers.map(\.navigationItem) } ?? standaloneItems }
        set {
            guard managingController == nil else {
                UIKitDiagnostics.report(.other, "UINavigationBar: the items of a bar managed by a navigation controller cannot be set; set its viewControllers")
                return
            }
            standaloneItems = newValue
        }
    }
    /// Mirrors `topItem`: the item of the controller on top.
    public var topItem: UINavigationItem? { items?.last }
    /// Mirrors `backItem`: the item under the top one, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// The bar's style as the proxy sets it. Tether's bar has one background: the
    /// scroll-edge appearance's shows at rest and scrolled; without one, the standard
    /// appearance's (or `barTintColor`) shows once the content scrolls under the bar, as iOS
    /// draws it; the view's `backgroundColor` always shows.
    var style: UIKitBarStyle {
        var style = UIKitBarStyle()
        style.hidden = isHidden
        let standard = standardAppearance.isConfigured ? standardAppearance : nil
        if let edge = scrollEdgeAppearance {
            style.background = edge.backgroundStyle ?? standard?.backgroundStyle
            style.alwaysShowsBackground = true
            style.hairline = edge.shadowColor.map { Color(uiColor: $0) }
        } else {
            style.background = standard?.backgroundStyle ?? barTintColor.map { Color(uiColor: $0) }
            style.hairline = standard?.shadowColor.map { Color(uiColor: $0) }
        }
        if let backgroundColor, style.background == nil || !style.alwaysShowsBackground {
            style.background = Color(uiColor: backgroundColor)
            style.alwaysShowsBackground = true
        }
        style.tint = explicitTint.map { Color(uiColor: $0) }
        let appearance = scrollEdgeAppearance ?? standard
        let title = (appearance?.titleTextAttributes).flatMap { $0.isEmpty ? nil : $0 } ?? titleTextAttributes ?? [:]
        let large = (appearance?.largeTitleTextAttributes).flatMap { $0.isEmpty ? nil : $0 } ?? largeTitleTextAttributes ?? [:]
        style.titleColor = (title[.foregroundColor] as? UIColor).map { Color(uiColor: $0) }
        style.titleFont = (title[.font] as? UIFont).map { Font($0) }
        style.largeTitleColor = (large[.foregroundColor] as? UIColor).map { Color(uiColor: $0) }
        style.largeTitleFont = (large[.font] as? UIFont).map { Font($0) }
        return style
    }
}

/// Mirrors UIKit's `UIBarMetrics` (accepted).
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

extension UIBarAppearance {
    /// Whether the app changed this appearance from a fresh one.
    var isConfigured: Bool {
        configuration != .default || backgroundColor != nil || shadowColor != nil || hasItemSettings
    }
}

/// The settings the UIKit appearance proxies give one bar, as the bars read them.
struct UIKitBarStyle: Equatable, Sendable {
    var hidden = false
    /// The background: nil for the bar's own; `.clear` for none.
    var background: Color?
    /// Whether the background shows at the scroll edge too (the navigation bar's scroll-edge appearance).
    var alwaysShowsBackground = false
    var hairline: Color?
    /// The selected tab item's colour, or the navigation bar's buttons'.
    var tint: Color?
    var unselectedTint: Color?
    var titleColor: Color?
    var titleFont: Font?
    var largeTitleColor: Color?
    var largeTitleFont: Font?

    /// What this asks of the bar, as a view's toolbar modifiers would (which win over it).
    /// `alwaysShows`: the tab bar, whose background always shows.
    func barAppearance(alwaysShows: Bool) -> BarAppearance {
        var appearance = BarAppearance()
        if hidden { appearance.visibility = .hidden }
        if let background {
            if background == .clear {
                appearance.backgroundVisibility = .hidden
            } else {
                appearance.background = resolvePaint(background)
                if alwaysShows || alwaysShowsBackground { appearance.backgroundVisibility = .visible }
            }
        }
        appearance.hairlineColor = hairline
        return appearance
    }
}

/// The appearance proxies' settings, by bar: what a host reads before each update.
struct UIKitAppearances: Equatable, Sendable {
    var tabBar = UIKitBarStyle()
    var navigationBar = UIKitBarStyle()

    /// The proxies' settings now.
    @MainActor static var current: UIKitAppearances {
        UIKitAppearances(tabBar: UITabBar.proxy?.style ?? UIKitBarStyle(),
                         navigationBar: UINavigationBar.proxy?.style ?? UIKitBarStyle())
    }

    /// Tether's own, for tests: forgets every appearance proxy's settings.
    @MainActor static func reset() {
        UITabBar.proxy = nil
        UINavigationBar.proxy = nil
        UITableView.proxy = nil
        UIScrollView.appearanceProxy = nil
    }
}

private struct UIKitAppearancesKey: EnvironmentKey { static let defaultValue = UIKitAppearances() }

extension EnvironmentValues {
    /// The UIKit appearance proxies' settings, as the host read them before its update.
    var uikitAppearances: UIKitAppearances {
        get { self[UIKitAppearancesKey.self] }
        set { self[UIKitAppearancesKey.self] = newValue }
    }
}

/// A bar title in the colour a UIKit appearance gives it, if any.
nonisolated struct UIKitBarTitleColor: ViewModifier {
    let color: Color?
    @MainActor @ViewBuilder func body(content: Content) -> some View {
        if let color { content.foregroundStyle(color) } else { content }
    }
}

/// A bar's buttons in the tint a UIKit appearance gives them, if any.
nonisolated struct UIKitBarTint: ViewModifier {
    let color: Color?
    @MainActor @ViewBuilder func body(content: Content) -> some View {
        if let color { content.tint(color) } else { content }
    }
}

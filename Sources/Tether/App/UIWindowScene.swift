import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIEdgeInsets`, the insets
/// `UIWindow.safeAreaInsets` reports.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    /// Mirrors `init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Mirrors `init()`: no insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Mirrors `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIScene`. A headless app
/// has one scene, its window's, always in the foreground.
@MainActor @preconcurrency open class UIScene: UIResponder {
    /// Mirrors `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    /// Mirrors `activationState`: a headless app that renders is active.
    open var activationState: ActivationState { .foregroundActive }
    /// Mirrors `delegate`: the scene delegate a UIKit-lifecycle launch connected (kept, as
    /// UIKit keeps it).
    public var delegate: (any UISceneDelegate)?
    /// Mirrors `session`: the session a UIKit-lifecycle launch connected the scene with.
    public internal(set) var session: UISceneSession?
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIWindowScene` as SwiftUI
/// code reaches for it (`UIApplication.shared.connectedScenes.first as? UIWindowScene`) to
/// read the window's size or safe area, and as a UIKit-lifecycle scene delegate makes its
/// window (`UIWindow(windowScene:)`).
@MainActor @preconcurrency public final class UIWindowScene: UIScene {
    /// The scene of the headless app's window.
    static let shared = UIWindowScene()
    /// The windows made for this scene, in order.
    var madeWindows: [UIWindow] = []
    /// The window SwiftUI's `App` lifecycle draws into, when the app made none.
    private lazy var implicitWindow = UIWindow(implicitIn: self)

    /// Mirrors `windows`: the windows made for the scene, or the one Tether renders.
    public var windows: [UIWindow] { madeWindows.isEmpty ? [implicitWindow] : madeWindows }
    /// Mirrors `keyWindow` (iOS 15): the window made key last.
    public var keyWindow: UIWindow? { madeWindows.last(where: \.isKeyWindow) ?? (madeWindows.isEmpty ? implicitWindow : nil) }
    /// Mirrors `screen`.
    public var screen: UIScreen { .main }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIWindow`, the `UIView`
/// at the root of a scene, with the calls a UIKit-lifecycle app makes on it
/// (`rootViewController`, `makeKeyAndVisible()`). A window fills its scene: its frame is the
/// canvas of the host updated last (until the app sets another); Tether's canvas has no
/// status bar or home indicator, so its safe area insets are zero, as `GeometryProxy`'s are.
@MainActor @preconcurrency open class UIWindow: UIView {
    /// Mirrors `windowScene`.
    public private(set) weak var windowScene: UIWindowScene?
    /// Mirrors `rootViewController`: a `UIHostingController` here is what a headless
    /// UIKit-lifecycle run draws. The window SwiftUI's `App` lifecycle draws into has the
    /// host's root (a `UIHostingController` of its content, as on iOS) — the host updated
    /// last's — and shows what it presents.
    open var rootViewController: UIViewController? {
        get { assignedRootViewController ?? (isImplicit ? UpdatingHost.lastGraph?.windowRootController : nil) }
        set { assignedRootViewController = newValue }
    }
    private var assignedRootViewController: UIViewController?
    private var isImplicit = false
    /// Mirrors `isKeyWindow`.
    public private(set) var isKeyWindow = false
    /// The frame the app set, if it set one (a window otherwise fills the screen).
    private var assignedFrame: CGRect?

    /// Mirrors `init(windowScene:)`: a hidden window of the scene.
    public init(windowScene: UIWindowScene?) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        isHidden = true
        windowScene?.madeWindows.append(self)
    }
    /// The window SwiftUI's `App` lifecycle draws into: key and visible, not one the app made.
    init(implicitIn scene: UIWindowScene) {
        windowScene = scene
        super.init(frame: UIScreen.main.bounds)
        isKeyWindow = true
        isImplicit = true
    }
    /// Mirrors `init(frame:)`: a window of the app's one scene, which it fills (iOS sizes a
    /// window to its scene).
    public convenience override init(frame: CGRect) { self.init(windowScene: .shared) }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `makeKeyAndVisible()`: this window becomes the key window, shown.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    /// Mirrors `makeKey()`: this window becomes the key window (the others resign it).
    open func makeKey() {
        for window in windowScene?.madeWindows ?? [] { window.isKeyWindow = false }
        isKeyWindow = true
    }

    /// Mirrors `frame`: the screen's bounds, unless the app set a frame.
    open override var frame: CGRect {
        get { assignedFrame ?? UIScreen.main.bounds }
        set {
            assignedFrame = newValue
            super.frame = newValue
        }
    }
    /// Mirrors `bounds`: the window's size at the origin.
    open override var bounds: CGRect {
        get { assignedFrame == nil ? CGRect(origin: .zero, size: UIScreen.main.bounds.size) : super.bounds }
        set {
            super.bounds = newValue
            assignedFrame = super.frame
        }
    }
    /// Mirrors `screen`.
    public var screen: UIScreen { .main }

    /// Mirrors `UIWindow.Level`: where a window stacks among the scene's windows, higher
    /// levels over lower ones; UIKit's values — `normal` 0, `statusBar` 1000, `alert` 2000 —
    /// and arithmetic between them (`.alert + 1`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        /// Mirrors `init(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Mirrors `init(_:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Mirrors `UIWindow.Level.normal` (0): the level of an app's windows.
        public static let normal = Level(0)
        /// Mirrors `UIWindow.Level.statusBar` (1000).
        public static let statusBar = Level(1000)
        /// Mirrors `UIWindow.Level.alert` (2000).
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// Mirrors UIKit's `+`: a level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// Mirrors UIKit's `-`: a level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
    /// Mirrors `windowLevel`: `.normal` until the app sets another. Kept: Tether draws the
    /// key window only, so levels order no drawing; a non-finite level is reported and left
    /// as it was.
    open var windowLevel: Level = .normal {
        didSet {
            guard !windowLevel.rawValue.isFinite else { return }
            UIKitDiagnostics.report(.other, "UIWindow.windowLevel \(windowLevel.rawValue) is not finite: kept at \(oldValue.rawValue)")
            windowLevel = oldValue
        }
    }
}

extension UIApplication {
    /// Mirrors `connectedScenes`: the headless app's one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
    /// Mirrors the deprecated `windows`: the scene's windows.
    public var windows: [UIWindow] { UIWindowScene.shared.windows }
    /// Mirrors the deprecated `keyWindow`: the scene's key window.
    public var keyWindow: UIWindow? { UIWindowScene.shared.keyWindow }
}

/// The root view controller of a host's window: a `UIHostingController` of the host's content,
/// as iOS puts one at the root of a SwiftUI window.
@MainActor final class WindowRootHostingController: UIHostingController<AnyView> {
    override init(rootView: AnyView) { super.init(rootView: rootView) }
    required init?(coder aDecoder: NSCoder) { return nil }
}

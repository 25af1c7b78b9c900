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
@MainActor open class UIScene: UIResponder {
    /// Mirrors `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    /// Mirrors `activationState`: a headless app that renders is active.
    open var activationState: ActivationState { .foregroundActive }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIWindowScene` as SwiftUI
/// code reaches for it (`UIApplication.shared.connectedScenes.first as? UIWindowScene`) to
/// read the window's size or safe area.
@MainActor public final class UIWindowScene: UIScene {
    /// The scene of the headless app's window.
    static let shared = UIWindowScene()
    private lazy var window = UIWindow(scene: self)

    /// Mirrors `windows`: the one window Tether renders.
    public var windows: [UIWindow] { [window] }
    /// Mirrors `keyWindow` (iOS 15).
    public var keyWindow: UIWindow? { window }
    /// Mirrors `screen`.
    public var screen: UIScreen { .main }
}

/// A compatibility name, Tether's own (not UIKit, and not a view): mirrors the `UIWindow`
/// properties SwiftUI code reads. Its bounds are the host's canvas; Tether's canvas has no
/// status bar or home indicator, so its safe area insets are zero, as `GeometryProxy`'s are.
@MainActor public final class UIWindow: UIResponder {
    /// Mirrors `windowScene`.
    public private(set) weak var windowScene: UIWindowScene?

    init(scene: UIWindowScene) { windowScene = scene }

    /// Mirrors `bounds`: the canvas of the host updated last, at the origin.
    public var bounds: CGRect { UIScreen.main.bounds }
    /// Mirrors `frame`: the window covers the screen.
    public var frame: CGRect { bounds }
    /// Mirrors `safeAreaInsets`: none on Tether's canvas.
    public var safeAreaInsets: UIEdgeInsets { .zero }
    /// Mirrors `isKeyWindow`.
    public var isKeyWindow: Bool { true }
    /// Mirrors `screen`.
    public var screen: UIScreen { .main }
}

extension UIApplication {
    /// Mirrors `connectedScenes`: the headless app's one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
    /// Mirrors the deprecated `windows`: the scene's windows.
    public var windows: [UIWindow] { UIWindowScene.shared.windows }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISceneSession`, the
/// session a UIKit-lifecycle app's scene delegate is connected with. A headless app has one,
/// for its one window scene.
@MainActor @preconcurrency public final class UISceneSession: NSObject {
    /// Mirrors `UISceneSession.Role`.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors `windowApplication`: an app's interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Mirrors `role`.
    public let role: Role
    /// Mirrors `persistentIdentifier`.
    public let persistentIdentifier: String
    /// Mirrors `configuration`: the one the app delegate returned.
    public internal(set) var configuration: UISceneConfiguration
    /// Mirrors `scene`: the connected scene.
    public internal(set) weak var scene: UIScene?
    /// Mirrors `userInfo`.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISceneConfiguration`,
/// which names the class of a scene's delegate. On iOS the default configuration comes from
/// the Info.plist's scene manifest; a headless run reads it there when the executable has one,
/// else takes the class named `SceneDelegate` in the app delegate's module (Xcode's template).
@MainActor @preconcurrency public final class UISceneConfiguration: NSObject {
    /// Mirrors `name`.
    public let name: String?
    /// Mirrors `role`.
    public let role: UISceneSession.Role
    /// Mirrors `delegateClass`: the scene delegate's class (a `UIResponder` that adopts
    /// `UISceneDelegate`).
    public var delegateClass: AnyClass?
    /// Mirrors `sceneClass`.
    public var sceneClass: AnyClass?

    /// Mirrors `init(name:sessionRole:)`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// Mirrors `UIScene.ConnectionOptions`: what a scene was opened for. A headless launch
    /// opens it for nothing: no URLs, no source application.
    @MainActor public final class ConnectionOptions: NSObject {
        /// Mirrors `urlContexts`.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// Mirrors `sourceApplication`.
        public let sourceApplication: String? = nil
        /// Mirrors `userActivities`: the activities to continue (none in a headless launch).
        public let userActivities: Set<NSUserActivity> = []
        /// Mirrors `handoffUserActivityType`.
        public let handoffUserActivityType: String? = nil
        /// Mirrors `shortcutItem`: the Home Screen quick action the scene was opened for.
        public let shortcutItem: UIApplicationShortcutItem? = nil
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIOpenURLContext`, a URL a
/// scene is asked to open.
public final class UIOpenURLContext: NSObject, Sendable {
    /// Mirrors `url`.
    public let url: URL
    init(url: URL) { self.url = url }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISceneDelegate`. A headless
/// launch connects the scene (`scene(_:willConnectTo:options:)`), then brings it to the
/// foreground (`sceneWillEnterForeground(_:)`) and makes it active (`sceneDidBecomeActive(_:)`)
/// before the first window is drawn, as iOS does; every method has a default, as UIKit's are optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// Mirrors `scene(_:willConnectTo:options:)`.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Mirrors `sceneDidDisconnect(_:)`.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Mirrors `sceneDidBecomeActive(_:)`.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Mirrors `sceneWillResignActive(_:)`.
    func sceneWillResignActive(_ scene: UIScene)
    /// Mirrors `sceneWillEnterForeground(_:)`.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Mirrors `sceneDidEnterBackground(_:)`.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Mirrors `scene(_:openURLContexts:)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIWindowSceneDelegate`,
/// whose `window` the scene delegate keeps (declare `var window: UIWindow?`, as Xcode's
/// template does).
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// Mirrors `window`.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIApplicationDelegate`. The
/// delegate set as `UIApplication.shared.delegate` (on Linux, in the app's `init()`: see the
/// README on `@UIApplicationDelegateAdaptor`) is launched headlessly: the launch calls
/// `application(_:willFinishLaunchingWithOptions:)` and then
/// `application(_:didFinishLaunchingWithOptions:)` (with no launch options) before the first
/// window is drawn, as iOS does; a headless app never changes state, so the other methods are
/// not called. Every method has a default, as UIKit's are optional.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Mirrors `application(_:willFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Mirrors `application(_:didFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Mirrors `applicationDidBecomeActive(_:)`.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Mirrors `applicationWillResignActive(_:)`.
    func applicationWillResignActive(_ application: UIApplication)
    /// Mirrors `applicationDidEnterBackground(_:)`.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Mirrors `applicationWillEnterForeground(_:)`.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Mirrors `applicationWillTerminate(_:)`.
    func applicationWillTerminate(_ application: UIApplication)
    /// Mirrors `application(_:configurationForConnecting:options:)`: the configuration (and
    /// scene delegate class) a UIKit-lifecycle launch connects its window scene with.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Mirrors `application(_:didDiscardSceneSessions:)`.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Mirrors `application(_:supportedInterfaceOrientationsFor:)`: asked by iOS when the
    /// device turns (Tether's iPhone stays in portrait).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// An iPhone app's default: every orientation but upside down.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}

/// The launch of the application's delegate.
@MainActor enum AppDelegates {
    private static var launched: (any UIApplicationDelegate)?

    /// Launches the application's delegate, once: what iOS does before it shows the first scene.
    static func launchDelegate() {
        guard let delegate = UIApplication.shared.delegate, delegate !== launched else { return }
        launched = delegate
        _ = delegate.application(.shared, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: UIApplication.shared)
    }

    /// `content` with the delegate in its environment when the delegate is an `ObservableObject`.
    static func providingDelegate(to content: AnyView) -> AnyView {
        guard let observable = UIApplication.shared.delegate as? any ObservableObject else { return content }
        func provide<O: ObservableObject>(_ object: O) -> AnyView { AnyView(content.environmentObject(object)) }
        return provide(observable)
    }
}

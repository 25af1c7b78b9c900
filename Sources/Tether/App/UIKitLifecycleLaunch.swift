import Foundation

extension UIApplicationDelegate where Self: UIResponder {
    /// Mirrors UIKit's `UIApplicationDelegate.main()`, what `@main` on an app delegate runs (a
    /// UIKit-lifecycle SwiftUI app; `@UIApplicationMain` does not compile on Linux, write
    /// `@main`). On Linux it launches the delegate and its scene headlessly and renders what
    /// the key window's root controller shows (a `UIHostingController`'s `rootView`, a
    /// `UINavigationController`'s stack, any controller's view), with the options and exit
    /// statuses of `App.main()`.
    @MainActor @preconcurrency public static func main() {
        HeadlessAppRun.main { options in
            let delegate = UIResponder.make(Self.self) as! Self
            guard let content = UIKitLifecycleLaunch.launch(delegate) else {
                FileHandle.standardError.write(Data("error: \(Self.self) made no key window with a root view controller to render\n".utf8))
                return 1
            }
            return await HeadlessAppRun.render(content, of: "\(Self.self)", options: options)
        }
    }
}

/// How a UIKit-lifecycle app starts, as iOS starts it: the app delegate finishes launching;
/// if it made no key window itself (the pre-scene way), the one window scene is connected to
/// the scene delegate its configuration names — the class in `delegateClass`, else in the
/// executable's Info.plist scene manifest, else the class named `SceneDelegate` in the app
/// delegate's module (Xcode's template) — which makes the window; the scene then enters the
/// foreground and becomes active.
@MainActor enum UIKitLifecycleLaunch {
    /// Launches `delegate`; returns what the key window's root controller shows.
    static func launch(_ delegate: any UIApplicationDelegate) -> AnyView? {
        let scene = UIWindowScene.shared
        scene.madeWindows = []
        UIApplication.shared.delegate = delegate
        AppDelegates.launchDelegate()
        if let root = keyWindowRoot() { return root }
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        session.configuration = delegate.application(.shared, configurationForConnecting: session, options: options)
        session.scene = scene
        scene.session = session
        let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
        guard let sceneDelegate = makeSceneDelegate(session.configuration, module: module) else {
            FileHandle.standardError.write(Data("error: no scene delegate: set the configuration's delegateClass, or name a class SceneDelegate\n".utf8))
            return nil
        }
        scene.delegate = sceneDelegate
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        sceneDelegate.sceneWillEnterForeground(scene)
        sceneDelegate.sceneDidBecomeActive(scene)
        return keyWindowRoot()
    }

    /// What the key window's root controller shows (one the app set: a host's own root,
    /// which the window SwiftUI's lifecycle draws into reports, is not the app's): a hosting
    /// controller's root view, any other controller's view (a navigation controller's stack).
    static func keyWindowRoot() -> AnyView? {
        guard let root = UIWindowScene.shared.keyWindow?.rootViewController, !root.isHostWindowRoot else { return nil }
        if let hosting = root as? HostingControllerRoot { return hosting.anyRootView }
        return AnyView(UIKitControllerView(controller: root))
    }

    /// The scene delegate `configuration` names (see the type's description).
    static func makeSceneDelegate(_ configuration: UISceneConfiguration, module: String) -> (any UISceneDelegate)? {
        let named = manifestDelegateClassName(module: module).flatMap(NSClassFromString) ?? NSClassFromString(module + ".SceneDelegate")
        guard let type = (configuration.delegateClass ?? named) as? UIResponder.Type else { return nil }
        return UIResponder.make(type) as? any UISceneDelegate
    }

    /// The scene delegate class name in the executable's Info.plist, with Xcode's
    /// `$(PRODUCT_MODULE_NAME)` read as `module`.
    private static func manifestDelegateClassName(module: String) -> String? {
        guard let manifest = Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any],
              let roles = configurations[UISceneSession.Role.windowApplication.rawValue] as? [[String: Any]],
              let name = roles.first?["UISceneDelegateClassName"] as? String else { return nil }
        return name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)
    }
}

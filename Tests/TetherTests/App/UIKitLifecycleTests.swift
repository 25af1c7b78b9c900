import Foundation
import Testing
@testable import Tether

/// What each launch step was, in order.
@MainActor private var launchLog: [String] = []

/// Xcode 11's template scene delegate: it makes the window and hosts the SwiftUI view.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        launchLog.append("willConnect \(session.role.rawValue)")
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: Text("Hello from a scene"))
            self.window = window
            window.makeKeyAndVisible()
        }
    }
    func sceneWillEnterForeground(_ scene: UIScene) { launchLog.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { launchLog.append("didBecomeActive") }
}

/// An app delegate with Xcode's template methods: no delegate class in code (iOS reads it
/// from the Info.plist; Tether falls back to the class named `SceneDelegate`).
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchLog.append("didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        launchLog.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// A scene delegate named in code, whose window hosts a view of its own.
private final class ProfileSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow(windowScene: scene as! UIWindowScene)
        window.rootViewController = UIHostingController(rootView: VStack { Text("Profile"); Text("Ada") })
        window.makeKeyAndVisible()
        self.window = window
    }
}

private final class NamingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Profile", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ProfileSceneDelegate.self
        return configuration
    }
}

/// The pre-iOS 13 way: the app delegate makes the window itself.
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIHostingController(rootView: Text("Made at launch"))
        window?.makeKeyAndVisible()
        return true
    }
}

/// A window root (a split of two children, the first 100 pt wide) that records the size
/// changes it and its children hear, and what the views' sizes are at each step.
private final class RotatingRoot: UIViewController {
    final class Child: UIViewController {
        var heard: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            heard.append("\(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
    }
    var log: [String] = []
    let left = Child(), right = Child()
    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [left, right] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        container === left ? CGSize(width: 100, height: parentSize.height) : CGSize(width: parentSize.width - 100, height: parentSize.height)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("willTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))x\(Int(view.bounds.height))")
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [unowned self] context in
            log.append("alongside at \(Int(view.bounds.width)) animated \(context.isAnimated) cancelled \(context.isCancelled)")
        }, completion: { [unowned self] _ in
            log.append("completed")
        })
    }
    override func viewWillLayoutSubviews() { log.append("layout at \(Int(view.bounds.width))") }
}

private final class RotatingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root = RotatingRoot()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}

/// A scene delegate whose scene shows no window.
private final class WindowlessSceneDelegate: UIResponder, UISceneDelegate {}
private final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = WindowlessSceneDelegate.self
        return configuration
    }
}

/// A UIKit-lifecycle SwiftUI app (an `@main` app delegate, a scene delegate, a window whose
/// root is a `UIHostingController`) launched headlessly as iOS launches it.
@MainActor
@Suite(.serialized) struct UIKitLifecycleTests {
    /// Launches `delegate`, leaving the application's delegate as it was for other suites.
    private func launch(_ delegate: any UIApplicationDelegate) -> AnyView? {
        let previous = UIApplication.shared.delegate
        defer { UIApplication.shared.delegate = previous }
        return UIKitLifecycleLaunch.launch(delegate)
    }

    private func texts(_ content: AnyView) -> [String] {
        let h = ViewHost(content, size: CGSize(width: 390, height: 844))
        h.update()
        return h.accessibilityElements.map(\.label)
    }

    @Test func theTemplateSceneDelegateIsFoundByNameAndConnectedInIOSOrder() throws {
        launchLog = []
        let content = try #require(launch(TemplateAppDelegate()))
        #expect(launchLog == ["didFinishLaunching", "configurationForConnecting",
                              "willConnect UIWindowSceneSessionRoleApplication", "willEnterForeground", "didBecomeActive"])
        #expect(texts(content) == ["Hello from a scene"])
        // The scene keeps its delegate and session; the window is the scene's key window.
        let scene = UIWindowScene.shared
        #expect(scene.delegate is SceneDelegate)
        #expect(scene.session?.configuration.name == "Default Configuration")
        #expect(scene.keyWindow === (scene.delegate as? SceneDelegate)?.window)
        #expect(scene.windows.count == 1 && scene.keyWindow?.isHidden == false)
    }

    @Test func aHeadlessLaunchIsForNoActivityAndNoQuickAction() {
        let options = UIScene.ConnectionOptions()
        #expect(options.userActivities.isEmpty && options.shortcutItem == nil && options.handoffUserActivityType == nil)
        // The app's quick actions are kept as set; items are equal by type and titles.
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Note", localizedSubtitle: nil,
                                             icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
        UIApplication.shared.shortcutItems = [item, UIApplicationShortcutItem(type: "search", localizedTitle: "Search")]
        defer { UIApplication.shared.shortcutItems = nil }
        #expect(UIApplication.shared.shortcutItems?.map(\.type) == ["compose", "search"])
        #expect(item == UIApplicationShortcutItem(type: "compose", localizedTitle: "New Note"))
        #expect(item != UIApplicationShortcutItem(type: "compose", localizedTitle: "Other"))
    }

    @Test func aDelegateClassInTheConfigurationIsTheOneConnected() throws {
        let content = try #require(launch(NamingAppDelegate()))
        #expect(texts(content) == ["Profile", "Ada"])
        #expect(UIWindowScene.shared.delegate is ProfileSceneDelegate)
    }

    @Test func aWindowMadeAtLaunchIsDrawnWithoutAScene() throws {
        let content = try #require(launch(WindowAppDelegate()))
        #expect(texts(content) == ["Made at launch"])
        #expect(UIWindowScene.shared.keyWindow?.rootViewController is UIHostingController<Text>)
    }

    @Test func aHeadlessRunRendersTheHostingControllerAndPostsDidBecomeActive() async throws {
        struct ActiveLabel: View {
            @State private var active = false
            var body: some View {
                Text(active ? "active" : "launching")
                    .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
                        active = true
                        launchLog.append("didBecomeActiveNotification")
                    }
            }
        }
        final class ActiveSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = UIWindow(windowScene: scene as! UIWindowScene)
                window?.rootViewController = UIHostingController(rootView: ActiveLabel())
                window?.makeKeyAndVisible()
            }
        }
        final class ActiveAppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = ActiveSceneDelegate.self
                return configuration
            }
        }
        launchLog = []
        let content = try #require(launch(ActiveAppDelegate()))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tether-uikit-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let status = await HeadlessAppRun.render(content, of: "ActiveAppDelegate",
                                                 options: try .init(arguments: ["--out", out.path, "--size", "120x40", "--scale", "1"]))
        #expect(status == 0)
        #expect(launchLog == ["didBecomeActiveNotification"])
        let pixels = try DecodedPixels(pngData: Data(contentsOf: out))
        #expect(pixels.width == 120 && pixels.height == 40)
    }

    @Test func theWindowRootHearsTheCanvasChangeSizeAndTellsItsChildren() throws {
        let delegate = RotatingAppDelegate()
        let content = try #require(launch(delegate))
        let h = ViewHost(content, size: CGSize(width: 390, height: 844))
        h.update()
        let root = delegate.root
        // The first showing is no transition.
        #expect(!root.log.contains { $0.hasPrefix("willTransition") })
        root.log = []
        // Turning the phone: the root hears the new size while its view still has the old one,
        // its children hear theirs (the split's), the alongside block runs once the view has
        // the new size, before its layout, and the completion after it.
        h.size = CGSize(width: 844, height: 390)
        h.update()
        #expect(root.log == ["willTransition 844x390 from 390x844", "alongside at 844 animated false cancelled false", "layout at 844", "completed"])
        #expect(root.left.heard == ["100x390"] && root.right.heard == ["744x390"])
        // An update at the same size tells nothing.
        root.log = []
        h.update()
        #expect(root.log.isEmpty)
        UIWindowScene.shared.madeWindows = []
    }

    @Test func aSceneWithoutAKeyWindowLaunchesNothingToDraw() {
        #expect(launch(WindowlessAppDelegate()) == nil)
    }

    @Test func makingAnotherWindowKeyResignsTheFirst() {
        let scene = UIWindowScene.shared
        scene.madeWindows = []
        let first = UIWindow(windowScene: scene), second = UIWindow(windowScene: scene)
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && !second.isKeyWindow && second.isHidden)
        second.makeKey()
        #expect(!first.isKeyWindow && second.isKeyWindow)
        #expect(scene.keyWindow === second && scene.windows.count == 2)
        scene.madeWindows = []
        // SwiftUI's App lifecycle: the one window Tether renders is key.
        #expect(scene.windows.count == 1 && scene.keyWindow?.isKeyWindow == true)
    }

    @Test func aHostingControllerSizesItsRootViewAsSwiftUILaysItOut() {
        // A fixed frame is its size whatever is offered.
        #expect(UIHostingController(rootView: Text("x").frame(width: 120, height: 30)).sizeThatFits(in: CGSize(width: 390, height: 844))
                == CGSize(width: 120, height: 30))
        // A flexible view takes what is offered.
        #expect(UIHostingController(rootView: Color.red).sizeThatFits(in: CGSize(width: 200, height: 100)) == CGSize(width: 200, height: 100))
        // An infinite offer is unspecified: the view's ideal size.
        #expect(UIHostingController(rootView: Rectangle().frame(idealWidth: 50, idealHeight: 40))
                    .sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 50, height: 40))
    }
}

import Foundation
import Testing
@testable import Tether

private final class LaunchLog: @unchecked Sendable { var phases: [ScenePhase] = [] }
nonisolated(unsafe) private let launchLog = LaunchLog()

/// An app with several scenes, commands and a scene-phase observer, as Xcode projects hold them.
private struct SampleApp: App {
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
        WindowGroup("Main", id: "main") {
            Color.orange.frame(width: 20, height: 10)
        }
        .commands {
            CommandMenu("Tools") { Button("Run") {} }
            CommandGroup(replacing: .help) { EmptyView() }
        }
        .onChange(of: scenePhase, initial: true) { _, phase in launchLog.phases.append(phase) }
        WindowGroup(id: "second") { Color.blue }
        Settings { Text("Preferences") }
    }
}

/// Green when the window's locale is German, red otherwise.
private struct LocaleProbe: View {
    @Environment(\.locale) private var locale
    var body: some View { locale.identifier == "de" ? Color.green : Color.red }
}

private struct LocaleApp: App {
    var body: some Scene { WindowGroup { LocaleProbe() } }
}

private struct NoWindowApp: App {
    var body: some Scene { Settings { Text("Only settings") } }
}

/// An app delegate as SwiftUI apps write them: launched before the first window, observable.
private final class LaunchingDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var greeting = "not launched"
    var calls: [String] = []
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        calls.append("will")
        return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        calls.append("did")
        greeting = "launched"
        return true
    }
}

private struct GreetingView: View {
    @EnvironmentObject var delegate: LaunchingDelegate
    var body: some View { Text(delegate.greeting) }
}

/// On Linux an app sets its delegate in `init()` (the porting guide's replacement for
/// `@UIApplicationDelegateAdaptor`).
private struct DelegateApp: App {
    let delegate = LaunchingDelegate()
    init() { UIApplication.shared.delegate = delegate }
    var body: some Scene { WindowGroup { GreetingView() } }
}

/// UIKit's app delegate template: a `UIResponder` subclass.
private final class AdaptedDelegate: UIResponder, UIApplicationDelegate, ObservableObject {
    @Published var greeting = "not launched"
    var launches = 0
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launches += 1
        greeting = "adapted"
        return true
    }
}

private struct AdaptedGreeting: View {
    @EnvironmentObject var delegate: AdaptedDelegate
    var body: some View { Text(delegate.greeting) }
}

private struct AdaptorApp: App {
    @UIApplicationDelegateAdaptor(AdaptedDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { AdaptedGreeting() } }
}

/// `App`, `Scene` and `WindowGroup`, and how `App.main()` runs an app headlessly.
@MainActor
@Suite struct AppSceneTests {
    @Test func theFirstWindowGroupIsShown() throws {
        let host = try #require(ViewHost(app: SampleApp(), size: CGSize(width: 40, height: 20)))
        host.update()
        // The 20×10 orange frame is centred in the 40×20 window: points (10, 5)–(30, 15).
        let p = try DecodedPixels(pngData: host.pngData(scale: 1))
        let inside = p.pixel(x: 20, y: 10)
        #expect(inside.r == 255 && inside.g == 141 && inside.b == 40)   // iOS orange
        // Around it, the window's white system background.
        let window = p.pixel(x: 5, y: 10)
        #expect(window.r == 255 && window.g == 255 && window.b == 255 && window.a == 255)
        #expect(SceneTree.windows(of: SampleApp().body).map(\.id) == ["main", "second"])
    }

    @Test func theAppDelegateLaunchesOnceBeforeTheWindowAndIsInItsEnvironment() throws {
        let app = DelegateApp()
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.delegate === app.delegate)
        let host = try #require(ViewHost(app: app, size: CGSize(width: 200, height: 40)))
        host.update()
        // willFinish then didFinish, before the window's first update reads the delegate.
        #expect(app.delegate.calls == ["will", "did"])
        #expect(dumpedTexts(host).contains("launched"))
        #expect(host.diagnostics.isEmpty)
        _ = ViewHost(app: app, size: CGSize(width: 200, height: 40))
        #expect(app.delegate.calls == ["will", "did"])     // launched once, as iOS launches an app
    }

    @Test func anAdaptedDelegateIsMadeOnceLaunchedAndInTheEnvironment() throws {
        // SwiftUI makes the adaptor's delegate, makes it the application's delegate, launches
        // it before the first window and, as it is observable, puts it in the environment.
        let app = AdaptorApp()
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.delegate === app.appDelegate)
        let host = try #require(ViewHost(app: app, size: CGSize(width: 200, height: 40)))
        host.update()
        #expect(app.appDelegate.launches == 1 && dumpedTexts(host).contains("adapted"))
        #expect(host.diagnostics.isEmpty)
        // Another copy of the app shares the delegate.
        #expect(AdaptorApp().appDelegate === app.appDelegate)
    }

    @Test func anAppWithoutWindowGroupHasNothingToShow() {
        #expect(ViewHost(app: NoWindowApp(), size: CGSize(width: 10, height: 10)) == nil)
    }

    @Test func scenePhaseIsActiveAndInitialChangeActionsRunAtLaunch() async {
        launchLog.phases = []
        #expect(EnvironmentValues().scenePhase == .active)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tether-app-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let status = await HeadlessAppRun.run(SampleApp(), options: try! .init(arguments: ["--out", out.path, "--size", "40x20"]))
        #expect(status == 0)
        #expect(launchLog.phases == [.active])
        let svg = try? String(contentsOf: out, encoding: .utf8)
        #expect(svg?.contains("width=\"40\"") == true)
    }

    @Test func runWritesAPNGOfTheWindowAtTheScale() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tether-app-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let status = await HeadlessAppRun.run(SampleApp(), options: try .init(arguments: ["--out=\(out.path)", "--scale", "3"]))
        #expect(status == 0)
        // The default window is 390×844 points: 1170×2532 pixels at 3x.
        let p = try DecodedPixels(pngData: Data(contentsOf: out))
        #expect(p.width == 1170 && p.height == 2532)
        let centre = p.pixel(x: 585, y: 1266)
        #expect(centre.r == 255 && centre.g == 141 && centre.b == 40)
    }

    @Test func noWindowGroupFailsTheRun() async {
        let status = await HeadlessAppRun.run(NoWindowApp(), options: try! .init(arguments: ["--out", "/nonexistent/never.png"]))
        #expect(status == 1)
    }

    @Test func commandLineOptionsAreReadAndBadOnesRefused() throws {
        let defaults = try HeadlessAppRun.Options(arguments: [])
        #expect(defaults.output == "app.png" && defaults.size == CGSize(width: 390, height: 844) && defaults.scale == 2)
        let custom = try HeadlessAppRun.Options(arguments: ["--out", "home.svg", "--size", "430x932", "--scale=3"])
        #expect(custom.output == "home.svg" && custom.size == CGSize(width: 430, height: 932) && custom.scale == 3)
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--out", "home.gif"]) }
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--size", "wide"]) }
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--size", "-3x5"]) }
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--scale", "0"]) }
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--scale"]) }
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--verbose"]) }
        #expect(throws: HeadlessAppRun.ArgumentError.self) { try HeadlessAppRun.Options(arguments: ["--locale", "de DE"]) }
        #expect(try HeadlessAppRun.Options(arguments: ["--locale", "pt_BR"]).locale == "pt_BR")
    }

    @Test func theLocaleOptionSetsTheWindowsLocale() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tether-app-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: out) }
        for (arguments, green) in [(["--locale", "de"], true), ([], false)] {
            let status = await HeadlessAppRun.run(LocaleApp(), options: try .init(arguments: arguments + ["--out", out.path, "--size", "4x4", "--scale", "1"]))
            #expect(status == 0)
            let c = try DecodedPixels(pngData: Data(contentsOf: out)).pixel(x: 2, y: 2)
            #expect(green ? (c.g == 199 && c.r == 52) : (c.r == 255 && c.g == 56))
        }
    }
}

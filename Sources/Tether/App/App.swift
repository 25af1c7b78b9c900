import Foundation

/// Mirrors SwiftUI's `App`: the type marked `@main` whose `body` lists the app's scenes.
/// On Linux, `main()` runs the app headlessly: it renders the first `WindowGroup`'s content
/// to an image and exits (see `HeadlessAppRun` for the command-line options).
///
/// ```swift
/// @main struct MyApp: App {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Mirrors SwiftUI's `App.main()`: on Linux, renders the first window group's content at
    /// 390×844 points to `app.png` (or what `--out`, `--size`, `--scale` and `--locale` say), prints the
    /// diagnostics and exits — 0 when rendered, 64 on a bad argument, 1 when nothing rendered.
    @MainActor @preconcurrency public static func main() {
        HeadlessAppRun.main { options in await HeadlessAppRun.run(Self(), options: options) }
    }
}

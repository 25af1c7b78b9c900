import Foundation
import Testing
@testable import Tether

/// `colorScheme` is the window's appearance: the host's setting, or what a view asks for with
/// `preferredColorScheme`, which applies to the whole window as in SwiftUI.
@MainActor
@Suite struct ColorSchemeTests {
    struct Probe: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    @Test func theSchemeIsLightUnlessTheHostSaysDark() {
        let h = host(Probe())
        #expect(dumpedTexts(h) == ["light"])
        h.colorScheme = .dark
        h.update()
        #expect(dumpedTexts(h) == ["dark"])
    }

    @Test func aPreferredSchemeAppliesToTheWholeWindow() {
        let h = host(VStack {
            Probe()
            Text("settings").preferredColorScheme(.dark)
        })
        #expect(dumpedTexts(h) == ["dark", "settings"])
    }

    @Test func theEnvironmentValueCanBeSetForASubtree() {
        let h = host(VStack { Probe(); Probe().environment(\.colorScheme, .dark) })
        #expect(dumpedTexts(h) == ["light", "dark"])
    }

    @Test func theDeprecatedColorSchemeModifierSetsItForItsSubtreeOnly() {
        let h = host(VStack { Probe(); Probe().colorScheme(.dark) })
        #expect(dumpedTexts(h) == ["light", "dark"])
    }

    @Test func aNilPreferenceLeavesTheHostsScheme() {
        let h = host(Probe().preferredColorScheme(nil))
        h.colorScheme = .dark
        h.update()
        #expect(dumpedTexts(h) == ["dark"])
    }
}

/// `onOpenURL` runs when the app receives a URL (Tether's `ViewHost.receive(_:)`).
@MainActor
@Suite struct OpenURLTests {
    @Test func everyShownHandlerReceivesTheURL() {
        struct Router: View {
            @State var route = "home"
            var body: some View {
                Text(route).onOpenURL { url in route = url.host ?? "?" }
            }
        }
        let h = host(Router())
        #expect(h.receive(URL(string: "myapp://settings")!) == 1)
        #expect(dumpedTexts(h) == ["settings"])
        #expect(host(Text("no handler")).receive(URL(string: "myapp://x")!) == 0)
    }

    /// An app's one scene receives every URL, whatever its `handlesExternalEvents` conditions
    /// say (they choose among several scenes, which an iPhone app does not show).
    @Test func theOneSceneReceivesEveryURLWhateverItsConditions() throws {
        struct Router: View {
            @State var route = "home"
            var body: some View {
                Text(route).onOpenURL { url in route = url.host ?? "?" }
                    .handlesExternalEvents(preferring: ["settings"], allowing: ["*"])
            }
        }
        struct RoutedApp: App {
            var body: some Scene { WindowGroup { Router() }.handlesExternalEvents(matching: ["profile"]) }
        }
        // Received before the first update, as when iOS launches an app to open a URL: the
        // window shows first, then its handler runs.
        let h = try #require(ViewHost(app: RoutedApp(), size: CGSize(width: 200, height: 100)))
        #expect(h.receive(URL(string: "myapp://settings")!) == 1)
        #expect(dumpedTexts(h) == ["settings"])
    }
}

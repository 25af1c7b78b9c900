import Foundation
import Testing
@testable import Tether

/// `@SceneStorage` keeps a value per scene (a `ViewHost`): views of one scene share it, other
/// scenes and the app's `UserDefaults` do not see it.
@MainActor
@Suite struct SceneStorageTests {
    struct Tabs: View {
        @SceneStorage("selectedTab") var selected = "home"
        var body: some View {
            Button(selected) { selected = "settings" }.testID("tab")
        }
    }
    struct Reader: View {
        @SceneStorage("selectedTab") var selected = "home"
        @SceneStorage("draft") var draft: String?
        var body: some View { Text("reader \(selected) \(draft ?? "none")") }
    }

    @Test func viewsOfASceneShareTheValue() throws {
        let h = host(VStack { Tabs(); Reader() })
        #expect(dumpedTexts(h).contains("reader home none"))
        try h.tap("tab")
        #expect(dumpedTexts(h).contains("reader settings none"))
    }

    @Test func eachSceneKeepsItsOwn() throws {
        let first = host(Tabs()), second = host(Reader())
        try first.tap("tab")
        #expect(dumpedTexts(second) == ["reader home none"])
        #expect(UserDefaults.standard.object(forKey: "selectedTab") == nil)
    }
}

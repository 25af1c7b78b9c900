import Foundation
import Testing
@testable import Tether

/// `@AppStorage`: values kept in `UserDefaults`, shared by every view that reads the key.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String { case light, dark }

    /// A store of its own per test, so tests neither see nor leave values elsewhere.
    func freshStore(_ name: String = #function) -> UserDefaults {
        let suite = "tether.tests.\(name.filter(\.isLetter))"
        let store = UserDefaults(suiteName: suite)!
        store.removePersistentDomain(forName: suite)
        return store
    }

    struct Counter: View {
        @AppStorage("launches") var launches = 0
        let id: String
        var body: some View {
            Button("Launches \(launches)") { launches += 1 }.testID(id)
        }
    }

    struct OptionalTheme: View {
        @AppStorage("theme") var theme: Theme?
        var body: some View {
            Button(theme?.rawValue ?? "none") { theme = theme == nil ? .dark : nil }.testID("theme")
        }
    }

    @Test func anOptionalRawRepresentableIsNilUntilStoredAndNilRemovesTheKey() throws {
        let store = freshStore()
        let h = host(OptionalTheme().defaultAppStorage(store))
        #expect(dumpedTexts(h) == ["none"])
        try h.tap("theme")
        #expect(store.string(forKey: "theme") == "dark")
        #expect(dumpedTexts(h) == ["dark"])
        try h.tap("theme")
        #expect(store.object(forKey: "theme") == nil)
        // A stored value that is no case of the type reads as nil.
        store.set("sepia", forKey: "theme")
        #expect(dumpedTexts(host(OptionalTheme().defaultAppStorage(store))) == ["none"])
    }

    @Test func theDefaultShowsUntilAValueIsStoredAndAWriteReachesTheStore() throws {
        let store = freshStore()
        let h = host(Counter(id: "a").defaultAppStorage(store))
        #expect(dumpedTexts(h) == ["Launches 0"])
        try h.tap("a")
        #expect(dumpedTexts(h) == ["Launches 1"])
        #expect(store.integer(forKey: "launches") == 1)
    }

    @Test func keyValueCodingOnUserDefaultsReadsAndWritesTheKey() throws {
        // Apple apps write `UserDefaults.standard.setValue(_:forKey:)`: NSObject's KVC, which
        // for defaults is `set(_:forKey:)`; readers of the key see the write.
        let store = freshStore()
        let h = host(Counter(id: "a").defaultAppStorage(store))
        store.setValue(7, forKey: "launches")
        h.update()
        #expect(dumpedTexts(h) == ["Launches 7"])
        #expect(store.value(forKey: "launches") as? Int == 7)
        store.setValue(nil, forKey: "launches")
        #expect(store.value(forKey: "launches") == nil)
    }

    @Test func everyViewReadingTheKeyShowsANewValue() throws {
        let store = freshStore()
        let h = host(VStack { Counter(id: "a"); Counter(id: "b") }.defaultAppStorage(store))
        try h.tap("a")
        try h.tap("a")
        // The second counter did nothing itself; it reads the same key.
        #expect(dumpedTexts(h) == ["Launches 2", "Launches 2"])
    }

    @Test func aStoredValueWinsOverTheDefaultAndRawValuesRoundTrip() throws {
        struct Settings: View {
            @AppStorage("theme") var theme = Theme.light
            @AppStorage("name") var name: String?
            var body: some View {
                VStack {
                    Text(theme.rawValue)
                    Text(name ?? "nobody")
                    Button("Dark") { theme = .dark; name = "Ada" }.testID("dark")
                }
            }
        }
        let store = freshStore()
        store.set("dark", forKey: "theme")
        let h = host(Settings().defaultAppStorage(store))
        #expect(dumpedTexts(h) == ["dark", "nobody", "Dark"])
        store.set("light", forKey: "theme")
        try h.tap("dark")
        #expect(store.string(forKey: "theme") == "dark" && store.string(forKey: "name") == "Ada")
        #expect(dumpedTexts(h) == ["dark", "Ada", "Dark"])
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefault() {
        struct Flag: View {
            @AppStorage("flag") var flag = true
            var body: some View { Text(flag ? "on" : "off") }
        }
        let store = freshStore()
        store.set("not a bool", forKey: "flag")
        #expect(dumpedTexts(host(Flag().defaultAppStorage(store))) == ["on"])
    }
}

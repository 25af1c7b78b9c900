import Foundation
import Observation
import Testing
@testable import Tether

/// `@Bindable`: bindings into an `@Observable` model that a control writes through.
@MainActor
@Suite struct BindableTests {
    @Observable final class Profile {
        var name = ""
        var notifications = false
    }

    struct Editor: View {
        @Bindable var profile: Profile
        var body: some View {
            VStack {
                TextField("Name", text: $profile.name).testID("name")
                Toggle("Notifications", isOn: $profile.notifications).testID("toggle")
            }
        }
    }

    struct Summary: View {
        let profile: Profile
        var body: some View {
            Text("\(profile.name) \(profile.notifications ? "on" : "off")")
        }
    }

    @Test func controlsWriteThroughTheBindingsAndReadersSeeTheChange() throws {
        let profile = Profile()
        let h = host(VStack { Editor(profile: profile); Summary(profile: profile) })
        try h.type("Ada", into: "name")
        try h.tap("toggle")
        #expect(profile.name == "Ada" && profile.notifications)
        // The summary read the model's properties, so it shows what the editor wrote.
        #expect(dumpedTexts(h).last == "Ada on")
    }

    @Test func aBindableMadeInABodyGivesTheSameBindings() throws {
        struct Inline: View {
            let profile: Profile
            var body: some View {
                Toggle("Notifications", isOn: Bindable(profile).notifications).testID("toggle")
            }
        }
        let profile = Profile()
        let h = host(Inline(profile: profile))
        try h.tap("toggle")
        #expect(profile.notifications)
    }
}

import Foundation
import Testing
@testable import Tether

/// `userActivity` advertises what the scene is doing; `onContinueUserActivity` picks an
/// activity up, as Handoff and Spotlight hand it back.
@MainActor
@Suite struct UserActivityTests {
    static let viewing = "com.example.notes.viewing"
    static let editing = "com.example.notes.editing"

    struct Notes: View {
        @State var note: String? = "Groceries"
        @State var draft = false
        @State var continued: [String] = []
        var body: some View {
            VStack {
                Text(note ?? "None")
                    .userActivity(UserActivityTests.viewing, element: note) { note, activity in
                        activity.title = note
                        activity.isEligibleForSearch = true
                        activity.addUserInfoEntries(from: ["note": note])
                    }
                Button("Close") { note = nil }.testID("close")
                Button("Draft") { draft.toggle() }.testID("draft")
                    .userActivity(UserActivityTests.editing, isActive: draft) { $0.title = "Editing" }
                Text("Continued: \(continued.joined(separator: ","))").testID("continued")
            }
            .userActivity(UserActivityTests.viewing) { $0.keywords = ["list"] }
            .onContinueUserActivity(UserActivityTests.viewing) { activity in
                continued.append(activity.userInfo?["note"] as? String ?? "?")
            }
        }
    }

    @Test func theSceneAdvertisesOneActivityPerTypeFilledByEveryHandlerInTreeOrder() throws {
        let h = host(Notes())
        let advertised = h.advertisedUserActivities
        // `draft` is false, so only the viewing type is advertised; both of its handlers ran,
        // the outer one first (tree order).
        #expect(advertised.map(\.activityType) == [Self.viewing])
        let viewing = try #require(advertised.first)
        #expect(viewing.title == "Groceries")
        #expect(viewing.keywords == ["list"])
        #expect(viewing.isEligibleForSearch && viewing.isEligibleForHandoff && !viewing.isEligibleForPrediction)
        #expect(viewing.userInfo?["note"] as? String == "Groceries")
    }

    @Test func isActiveAndANilElementStartAndStopAdvertising() throws {
        let h = host(Notes())
        try h.tap("draft")
        #expect(h.advertisedUserActivities.map(\.activityType) == [Self.viewing, Self.editing])
        #expect(h.advertisedUserActivities.last?.title == "Editing")
        // With the element nil, the element handler is not associated; the other handler of
        // the type still advertises it.
        try h.tap("close")
        let viewing = try #require(h.advertisedUserActivities.first { $0.activityType == Self.viewing })
        #expect(viewing.title == nil && viewing.keywords == ["list"])
    }

    @Test func continuingRunsTheHandlersOfItsTypeAndUpdates() throws {
        let h = host(Notes())
        let activity = NSUserActivity(activityType: Self.viewing)
        activity.userInfo = ["note": "Books"]
        #expect(h.continueUserActivity(activity) == 1)
        #expect(dumpedTexts(h).contains("Continued: Books"))
        // No view continues the editing type: nothing runs, and the host says so.
        #expect(h.continueUserActivity(NSUserActivity(activityType: Self.editing)) == 0)
        #expect(h.diagnostics.contains { $0.message.contains(Self.editing) })
    }

    @Test func anActivityKeepsFoundationsRules() {
        let activity = NSUserActivity(activityType: Self.viewing)
        activity.addUserInfoEntries(from: ["a": 1])
        activity.addUserInfoEntries(from: ["a": 2, "b": 3])
        #expect(activity.userInfo?["a"] as? Int == 2 && activity.userInfo?["b"] as? Int == 3)
        activity.webpageURL = URL(string: "https://example.com/notes")
        #expect(activity.webpageURL?.host == "example.com")
        // Foundation takes only http(s) web page URLs.
        activity.webpageURL = URL(string: "notes://1")
        #expect(activity.webpageURL == nil)
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent)
    }
}

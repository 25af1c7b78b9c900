import Foundation
import Testing
@testable import Tether

/// The deprecated `TextField(_:text:onEditingChanged:onCommit:)` family, as iOS 13 defined it:
/// `onEditingChanged(true)` when the field takes the focus, `onCommit` on the return key, then
/// `onEditingChanged(false)` as the field lets go of the focus.
@MainActor
@Suite struct TextFieldEditingCallbackTests {
    final class Log: @unchecked Sendable { var events: [String] = [] }

    struct Fields: View {
        let log: Log
        @State var first = ""
        @State var second = ""
        var body: some View {
            VStack {
                TextField("First", text: $first, onEditingChanged: { log.events.append("first editing \($0)") },
                          onCommit: { log.events.append("first commit \(first)") })
                    .onSubmit { log.events.append("first submit") }
                    .testID("first")
                TextField("Second", text: $second, onEditingChanged: { log.events.append("second editing \($0)") })
                    .testID("second")
            }
        }
    }

    @Test func editingBeginsOnceWhenTheFieldTakesTheFocus() throws {
        let log = Log()
        let h = host(Fields(log: log))
        try h.type("a", into: "first")
        try h.type("b", into: "first")
        #expect(log.events == ["first editing true"])
    }

    @Test func returnCommitsThenRunsOnSubmitThenEndsEditing() throws {
        let log = Log()
        let h = host(Fields(log: log))
        try h.type("Ada", into: "first")
        try h.submit("first")
        #expect(log.events == ["first editing true", "first commit Ada", "first submit", "first editing false"])
    }

    @Test func movingTheFocusToAnotherFieldEndsTheFirstFieldsEditing() throws {
        let log = Log()
        let h = host(Fields(log: log))
        try h.focus("first")
        try h.focus("second")
        #expect(log.events == ["first editing true", "first editing false", "second editing true"])
    }

    @Test func everyInitializerOfTheFamilyCompilesAndCommits() throws {
        let log = Log()
        struct All: View {
            let log: Log
            @State var text = ""
            @State var number = 1
            var body: some View {
                VStack {
                    TextField("Key", text: $text, onCommit: { log.events.append("key") }).testID("a")
                    TextField(String("Title"), text: $text, onCommit: { log.events.append("title") }).testID("b")
                    TextField(String("Title"), text: $text, onEditingChanged: { _ in }, onCommit: { log.events.append("both") }).testID("c")
                    TextField("Number", value: $number, formatter: NumberFormatter(), onCommit: { log.events.append("number \(number)") })
                        .testID("d")
                    SecureField("Password", text: $text, onCommit: { log.events.append("secure") }).testID("e")
                }
            }
        }
        let h = host(All(log: log))
        for id in ["a", "b", "c", "e"] { try h.submit(id) }
        try h.type("2", into: "d")
        try h.submit("d")
        // The typed text is parsed into the value before `onCommit` runs, so it sees 12.
        #expect(log.events == ["key", "title", "both", "secure", "number 12"])
    }
}

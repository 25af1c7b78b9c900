import Foundation
import Testing
@testable import Tether

private struct Message: Identifiable {
    let id: Int
    let subject: String
    let isFlagged: Bool
}

private let inbox = (0..<6).map { Message(id: $0, subject: "Message \($0)", isFlagged: $0 % 2 == 1) }

/// A mailbox whose "Flagged" rotor leads to the flagged rows, marked with
/// `accessibilityRotorEntry(id:in:)` in the screen's namespace.
private struct Mailbox: View {
    @Namespace var namespace
    var body: some View {
        VStack(spacing: 0) {
            ForEach(inbox) { message in
                Text(message.subject)
                    .frame(height: 44)
                    .accessibilityRotorEntry(id: message.id, in: namespace)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Flagged") {
            ForEach(inbox.filter(\.isFlagged)) { message in
                AccessibilityRotorEntry(message.subject, id: message.id, in: namespace)
            }
        }
    }
}

/// A long lazy list; its rotor names rows by their `ForEach` identity, most of them unbuilt.
private struct LongList: View {
    let prepared: Recorder<Int>
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { row in
                    Text("Row \(row)").frame(height: 50)
                }
            }
        }
        .accessibilityRotor("Milestones") {
            ForEach([10, 150], id: \.self) { row in
                AccessibilityRotorEntry("Row \(row)", id: row) { prepared.record(row) }
            }
        }
    }
}

/// A form whose VoiceOver cursor an `@AccessibilityFocusState` follows.
private struct SignIn: View {
    enum Field: Hashable { case name, password }
    @AccessibilityFocusState var focusedField: Field?
    @AccessibilityFocusState var errorFocused: Bool
    @State var showsError = false
    var body: some View {
        VStack {
            Text("Name").accessibilityFocused($focusedField, equals: .name)
            Text("Password").accessibilityFocused($focusedField, equals: .password)
            Text(showsError ? "Wrong password" : "No error").accessibilityFocused($errorFocused)
            Button("Sign in") {
                showsError = true
                errorFocused = true
            }
            Button("Go to password") { focusedField = .password }
            Text("Focused: \(focusedField.map { "\($0)" } ?? "none"), error \(errorFocused)")
        }
    }
}

/// Rotors, VoiceOver's cursor and its scroll and action gestures: `accessibilityRotor`,
/// `accessibilityRotorEntry(id:in:)`, `@AccessibilityFocusState`, `accessibilityScrollAction`
/// and `accessibilityActions(category:_:)`, driven through Tether's host as VoiceOver would.
@MainActor
@Suite struct AccessibilityRotorTests {
    @Test func aRotorLeadsToTheElementsMarkedWithItsIDsInItsNamespace() throws {
        let h = host(Mailbox())
        let rotor = try h.rotor("Flagged")
        // Messages 1, 3 and 5 are flagged, in that order.
        #expect(rotor.entries.map(\.label) == ["Message 1", "Message 3", "Message 5"])
        #expect(rotor.entries.map { $0.target?.label } == ["Message 1", "Message 3", "Message 5"])
        // Row 3 is the fourth 44 pt row of the 264 pt stack centred in 400 (68 + 3 × 44); its
        // element is the text, a body line centred in the row.
        let target = try h.moveAccessibilityFocus(toEntry: "Message 3", ofRotor: "Flagged")
        #expect(close(target.frame.minY, 68 + 3 * 44 + (44 - bodyLine) / 2))
        #expect(h.accessibilityFocusedElement?.label == "Message 3")
        #expect(h.accessibilityTree().contains("rotor[Flagged]=\"Message 1\",\"Message 3\",\"Message 5\""))
    }

    @Test func followingAnEntryToAnUnbuiltRowScrollsItIntoView() throws {
        let prepared = Recorder<Int>()
        let h = host(LongList(prepared: prepared), width: 300, height: 500)
        // 500 pt show rows 0–9; row 150 is not built, so its entry leads nowhere yet.
        let before = try h.rotor("Milestones")
        #expect(before.entries.map(\.label) == ["Row 10", "Row 150"])
        #expect(before.entries[1].target == nil)
        let target = try h.moveAccessibilityFocus(toEntry: "Row 150", ofRotor: "Milestones")
        // The entry's `prepare` ran, and the row is now on screen.
        #expect(prepared.value == 150)
        #expect(target.label == "Row 150")
        #expect(target.frame.minY >= -0.01 && target.frame.maxY <= 500.01)
        #expect(h.accessibilityFocusedElement?.label == "Row 150")
    }

    @Test func textRangeEntriesAreNamedByTheirText() throws {
        let sentence = "Meet at the station at noon"
        let station = try #require(sentence.range(of: "station"))
        let noon = try #require(sentence.range(of: "noon"))
        let h = host(Text(sentence).accessibilityRotor("Places and times", textRanges: [station, noon]))
        let rotor = try h.rotor("Places and times")
        #expect(rotor.entries.map(\.label) == ["station", "noon"])
        #expect(rotor.entries.allSatisfy { $0.target?.label == sentence })
        #expect(rotor.entries.first?.textRange == station)
    }

    @Test func aRotorReplacingASystemRotorTakesItsName() throws {
        @MainActor struct Article: View {
            @Namespace var namespace
            var body: some View {
                VStack {
                    Text("Intro").accessibilityRotorEntry(id: "intro", in: namespace)
                    Text("Body")
                }
                .accessibilityElement(children: .contain)
                .accessibilityRotor(.headings) { AccessibilityRotorEntry("Intro", id: "intro", in: namespace) }
            }
        }
        let h = host(Article())
        #expect(try h.rotor("Headings").entries.map { $0.target?.label } == ["Intro"])
        #expect(throws: InteractionError.noRotor("Links")) { try h.rotor("Links") }
        #expect(throws: InteractionError.noRotorEntry("Outro", rotor: "Headings")) {
            try h.moveAccessibilityFocus(toEntry: "Outro", ofRotor: "Headings")
        }
    }

    @Test func settingAnAccessibilityFocusStateMovesTheCursor() throws {
        let h = host(SignIn())
        #expect(h.accessibilityFocusedElement == nil)
        try h.tap(label: "Go to password")
        #expect(h.accessibilityFocusedElement?.label == "Password")
        // A Bool state set by an action moves the cursor to its element, and the element the
        // cursor leaves resets its own state.
        try h.tap(label: "Sign in")
        #expect(h.accessibilityFocusedElement?.label == "Wrong password")
        #expect(h.find(text: "Focused: none, error true") != nil)
    }

    @Test func movingTheCursorSetsAndClearsTheStates() throws {
        let h = host(SignIn())
        try h.moveAccessibilityFocus(to: "Name")
        #expect(h.find(text: "Focused: name, error false") != nil)
        try h.moveAccessibilityFocus(to: "No error")
        #expect(h.find(text: "Focused: none, error true") != nil)
        // An element without a focus state takes the cursor too; the states it left clear.
        try h.moveAccessibilityFocus(to: "Sign in")
        #expect(h.accessibilityFocusedElement?.label == "Sign in")
        #expect(h.find(text: "Focused: none, error false") != nil)
        #expect(throws: InteractionError.noElementWithLabel("Email")) { try h.moveAccessibilityFocus(to: "Email") }
    }

    @Test func aThreeFingerSwipeScrollsTowardAnEdge() throws {
        @MainActor struct Pager: View {
            @State var page = 1
            var body: some View {
                Text("Page \(page)")
                    .accessibilityScrollAction { edge in
                        switch edge {
                        case .top: page -= 1
                        case .bottom: page += 1
                        default: break
                        }
                    }
            }
        }
        let h = host(Pager())
        #expect(h.find(text: "Page 1")?.isScrollable == true)
        try h.performAccessibilityScroll(.bottom, on: "Page 1")
        try h.performAccessibilityScroll(.bottom, on: "Page 2")
        try h.performAccessibilityScroll(.top, on: "Page 3")
        #expect(h.find(text: "Page 2") != nil)
        let plain = host(Text("Still"))
        #expect(throws: InteractionError.noAccessibilityAction("scroll", "Still")) {
            try plain.performAccessibilityScroll(.bottom, on: "Still")
        }
    }

    @Test func actionsOfACategoryAreListedApartFromTheDefaultOnes() throws {
        let log = Recorder<String>()
        let view = Text("Draft")
            .accessibilityAction(named: "Send") { log.record("send") }
            .accessibilityActions(category: .edit) {
                Button("Cut") { log.record("cut") }
                Button("Paste") { log.record("paste") }
            }
        let h = host(view)
        let element = try #require(h.find(text: "Draft"))
        #expect(element.actionNames == ["Send"])
        #expect(element.actionNames(in: .edit) == ["Cut", "Paste"])
        #expect(h.accessibilityTree().contains("actions[Edit]=Cut,Paste"))
        try h.performAccessibilityAction("Paste", on: "Draft")
        #expect(log.value == "paste")
    }

    @Test func rotorsAndEntriesTakeLabelsFromLocalizedStringResources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tether-rotor-strings-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(#"""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "flagged" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Flagged mail" } } } },
          "first" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "First flagged" } } } } } }
        """#.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
        let bundle = LocalizedStringResource.BundleDescription.atURL(root)
        @MainActor struct Flagged: View {
            let bundle: LocalizedStringResource.BundleDescription
            @Namespace var namespace
            var body: some View {
                VStack {
                    Text("Message 1").accessibilityRotorEntry(id: 1, in: namespace)
                    Text("Message 2")
                }
                .accessibilityElement(children: .contain)
                .accessibilityRotor(LocalizedStringResource("flagged", bundle: bundle)) {
                    AccessibilityRotorEntry(LocalizedStringResource("first", bundle: bundle), id: 1, in: namespace)
                }
            }
        }
        // The rotor and its entry are named by the catalog's English values, not their keys.
        let h = host(Flagged(bundle: bundle))
        let rotor = try h.rotor("Flagged mail")
        #expect(rotor.entries.map(\.label) == ["First flagged"])
        #expect(rotor.entries.first?.target?.label == "Message 1")
        // A string literal still names a rotor by its localized key, as in SwiftUI.
        let literal = host(Text("Note").accessibilityRotor("Notes", textRanges: []))
        #expect(try literal.rotor("Notes").entries.isEmpty)
    }
}

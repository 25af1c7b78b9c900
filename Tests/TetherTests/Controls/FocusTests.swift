import Foundation
import Testing
@testable import Tether

private enum Field: Hashable { case name, email }

/// A sign-up form as SwiftUI apps write it: return moves to the next field, a button jumps
/// to the email field, the title says which field has the focus.
private struct SignUp: View {
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""
    var focusEmailFirst = false
    var body: some View {
        VStack {
            Text(field == .name ? "editing name" : field == .email ? "editing email" : "not editing")
            TextField("Name", text: $name).focused($field, equals: .name).testID("name")
                .onSubmit { field = .email }
            TextField("Email", text: $email).focused($field, equals: .email).testID("email")
                .keyboardType(.emailAddress).textContentType(.emailAddress)
                .textInputAutocapitalization(.never).autocorrectionDisabled().submitLabel(.done)
            Button("Jump to email") { field = .email }.testID("jump")
        }
        .defaultFocus($field, focusEmailFirst ? .email : .name)
    }
}

/// A card that draws itself from the focus of the nearest focusable view around it.
private struct FocusReadingCard: View {
    let name: String
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text("\(name) \(isFocused ? "focused" : "idle")") }
}

private struct Search: View {
    @FocusState var isFocused: Bool
    @State private var query = ""
    var body: some View {
        VStack {
            Text(isFocused ? "searching" : "idle")
            TextField("Search", text: $query).focused($isFocused).testID("search")
        }
    }
}

/// `@FocusState`, `focused`, keyboard traits, and Tether's own focus calls.
@MainActor
@Suite struct FocusTests {
    @Test func iOS13AutocapitalizationSetsTheMatchingStyle() {
        #expect(TextInputAutocapitalization(.none) == .never)
        #expect(TextInputAutocapitalization(.words) == .words)
        #expect(TextInputAutocapitalization(.sentences) == .sentences)
        #expect(TextInputAutocapitalization(.allCharacters) == .characters)
        struct Probe: View {
            let seen: Recorder<TextInputAutocapitalization?>
            @Environment(\.textInputTraits) private var traits
            var body: some View {
                seen.record(traits.autocapitalization)
                return TextField("Name", text: .constant(""))
            }
        }
        let seen = Recorder<TextInputAutocapitalization?>()
        _ = host(Probe(seen: seen).autocapitalization(.none), width: 200, height: 44)
        #expect(seen.value == .never)
    }

    @Test func focusEffectDisabledTurnsTheFocusEffectOffInside() {
        struct Probe: View {
            let seen: Recorder<Bool>
            @Environment(\.isFocusEffectEnabled) private var enabled
            var body: some View {
                seen.record(enabled)
                return Text("x").focusable()
            }
        }
        let plain = Recorder<Bool>(), disabled = Recorder<Bool>(), reenabled = Recorder<Bool>()
        // The innermost setting wins, as with any environment value.
        _ = host(VStack {
            Probe(seen: plain)
            Probe(seen: disabled).focusEffectDisabled()
            Probe(seen: reenabled).focusEffectDisabled(false).focusEffectDisabled()
        }, width: 200, height: 100)
        #expect(plain.value == true && disabled.value == false && reenabled.value == true)
    }

    @Test func defaultFocusAppliesWhenTheViewAppears() {
        #expect(host(SignUp()).focusedField == "name")
        let h = host(SignUp(focusEmailFirst: true))
        #expect(h.focusedField == "email" && dumpedTexts(h).contains("editing email"))
    }

    @Test func returnMovesTheFocusWhereOnSubmitSays() throws {
        let h = host(SignUp())
        try h.focus("name")
        #expect(dumpedTexts(h).contains("editing name"))
        try h.submit("name")
        #expect(h.focusedField == "email" && dumpedTexts(h).contains("editing email"))
        // Submitting the last field lets go of the focus.
        try h.submit("email")
        #expect(h.focusedField == nil && dumpedTexts(h).contains("not editing"))
    }

    /// `submitScope()` keeps a field's submission from the `onSubmit` actions above it; an
    /// action set inside the scope still runs, and `submitScope(false)` blocks nothing.
    @Test func aSubmitScopeStopsSubmissionsGoingUp() throws {
        let log = Recorder<[String]>()
        func form(blocking: Bool) -> some View {
            VStack {
                TextField("Inner", text: .constant("")).testID("inner")
                    .onSubmit { log.record((log.value ?? []) + ["inside"]) }
                    .submitScope(blocking)
                TextField("Outer", text: .constant("")).testID("outer")
            }
            .onSubmit { log.record((log.value ?? []) + ["form"]) }
        }
        let blocked = host(form(blocking: true))
        try blocked.submit("inner")
        #expect(log.value == ["inside"])
        try blocked.submit("outer")
        #expect(log.value == ["inside", "form"])
        log.value = nil
        let open = host(form(blocking: false))
        try open.submit("inner")
        #expect(Set(log.value ?? []) == ["inside", "form"])
    }

    @Test func tabMovesTheFocusToTheNextTextFieldAndShiftTabBack() throws {
        // With a hardware keyboard, tab in a field moves to the next text field in order,
        // round from the last to the first; the focus state follows.
        let h = host(VStack {
            SignUp()
            TextField("Notes", text: .constant("")).disabled(true).testID("notes")
        })
        try h.focus("name")
        try h.pressKey(.tab)
        #expect(h.focusedField == "email" && dumpedTexts(h).contains("editing email"))
        // The disabled field is passed over.
        try h.pressKey(.tab)
        #expect(h.focusedField == "name")
        try h.pressKey(.tab, modifiers: .shift)
        #expect(h.focusedField == "email")
        // Tab typed nothing into the fields.
        try h.type("x", into: "email")
        #expect(h.find(role: .textField, label: "Email")?.value == "x")
    }

    @Test func settingTheFocusStateMovesTheFocus() throws {
        let h = host(SignUp())
        try h.focus("name")
        try h.tap("jump")
        #expect(h.focusedField == "email")
    }

    @Test func typingFocusesTheFieldAndABoolFocusStateFollows() throws {
        let h = host(Search())
        #expect(dumpedTexts(h).contains("idle") && h.focusedField == nil)
        try h.type("birds", into: "search")
        #expect(dumpedTexts(h).contains("searching") && h.focusedField == "search")
        try h.submit("search")
        #expect(dumpedTexts(h).contains("idle"))
    }

    @Test func aNumberPadTypesOnlyDigits() throws {
        struct Amount: View {
            @State var amount = ""
            var body: some View { TextField("Amount", text: $amount).keyboardType(.numberPad).testID("amount") }
        }
        let h = host(Amount())
        #expect(throws: InteractionError.notOnKeyboard("a", keyboard: "numberPad")) { try h.type("12a", into: "amount") }
        try h.type("42", into: "amount")
        #expect(dumpedTexts(h).contains("42"))
    }

    @Test func aDecimalPadHasTheLocalesSeparator() throws {
        struct Price: View {
            @State var price = ""
            var body: some View { TextField("Price", text: $price).keyboardType(.decimalPad).testID("price") }
        }
        let h = host(Price().environment(\.locale, Locale(identifier: "de_DE")))
        try h.type("3,5", into: "price")
        #expect(throws: InteractionError.notOnKeyboard(".", keyboard: "decimalPad")) { try h.type("3.5", into: "price") }
    }

    @Test func focusingWhatIsNotAFieldIsAnError() {
        let h = host(SignUp())
        #expect(throws: InteractionError.noViewWithIdentifier("missing")) { try h.focus("missing") }
        #expect(throws: InteractionError.notFocusable("jump")) { try h.focus("jump") }
    }

    @Test func focusableMakesAnyViewTakeTheFocusThroughFocusState() throws {
        struct Tiles: View {
            @FocusState var focused: Int?
            var body: some View {
                VStack {
                    Text(focused.map { "tile \($0)" } ?? "none")
                    ForEach(0..<3, id: \.self) { i in
                        Color.gray.frame(width: 40, height: 40).focusable().focused($focused, equals: i).testID("tile\(i)")
                    }
                    Button("Second") { focused = 1 }.testID("second")
                }
            }
        }
        let h = host(Tiles())
        #expect(h.focusedField == nil)
        try h.focus("tile2")
        #expect(h.find(text: "tile 2") != nil)
        #expect(h.focusedField == "tile2")
        try h.tap("second")
        #expect(h.focusedField == "tile1")
        #expect(h.find(text: "tile 1") != nil)
    }

    @Test func focusableFalseAndActivateOnlyViewsDoNotTakeTheFocus() {
        let h = host(VStack {
            Color.gray.frame(width: 40, height: 40).focusable(false).testID("off")
            // On iOS a view with only the activate interaction is focused only under full keyboard access.
            Color.gray.frame(width: 40, height: 40).focusable(interactions: .activate).testID("activate")
        })
        #expect(throws: InteractionError.notFocusable("off")) { try h.focus("off") }
        #expect(throws: InteractionError.notFocusable("activate")) { try h.focus("activate") }
    }

    @Test func anEditFocusableViewTakesTheFocusAndItsKeys() throws {
        nonisolated(unsafe) var keys: [String] = []
        let h = host(Color.gray.frame(width: 40, height: 40).focusable(interactions: .edit)
            .onKeyPress { press in keys.append(press.characters); return .handled }.testID("pad"))
        try h.focus("pad")
        try h.pressKey("z")
        #expect(keys == ["z"])
    }

    @Test func aDisabledFocusableViewCannotBeFocused() {
        let h = host(Color.gray.frame(width: 40, height: 40).focusable().testID("pad").disabled(true))
        #expect(throws: InteractionError.self) { try h.focus("pad") }
    }

    @Test func isFocusedTellsTheViewsInsideAFocusableViewWhetherItHasTheFocus() throws {
        struct Cards: View {
            @FocusState var focused: Int?
            var body: some View {
                VStack {
                    FocusReadingCard(name: "outside")
                    FocusReadingCard(name: "first").focusable().focused($focused, equals: 1).testID("first")
                    FocusReadingCard(name: "second").focusable().focused($focused, equals: 2).testID("second")
                    // Only full keyboard access focuses an activate-only view: never focused by touch.
                    FocusReadingCard(name: "activate").focusable(interactions: .activate)
                    Button("Second") { focused = 2 }.testID("focus-second")
                    Button("None") { focused = nil }.testID("unfocus")
                }
            }
        }
        let h = host(Cards())
        for text in ["outside idle", "first idle", "second idle", "activate idle"] { #expect(h.find(text: text) != nil) }
        try h.focus("first")
        #expect(h.find(text: "first focused") != nil && h.find(text: "second idle") != nil)
        try h.tap("focus-second")
        #expect(h.find(text: "first idle") != nil && h.find(text: "second focused") != nil)
        #expect(h.find(text: "outside idle") != nil && h.find(text: "activate idle") != nil)
        try h.tap("unfocus")
        #expect(h.find(text: "second idle") != nil)
    }

    @Test func isFocusedReadsTheNearestFocusableAncestorOnly() throws {
        struct Nested: View {
            @FocusState var focused: String?
            var body: some View {
                VStack {
                    FocusReadingCard(name: "outer")
                    FocusReadingCard(name: "inner").focusable().focused($focused, equals: "inner").testID("inner")
                }
                .focusable().focused($focused, equals: "outer").testID("outer")
            }
        }
        let h = host(Nested())
        try h.focus("inner")
        // The outer card's nearest focusable view is the outer one, which does not have the focus.
        #expect(h.find(text: "inner focused") != nil && h.find(text: "outer idle") != nil)
        try h.focus("outer")
        #expect(h.find(text: "inner idle") != nil && h.find(text: "outer focused") != nil)
    }
}

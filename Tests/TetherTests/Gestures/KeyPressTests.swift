import Foundation
import Testing
@testable import Tether

/// A focusable counter moved by the arrow keys, as Apple's Focus Cookbook writes one.
private struct Stepper2D: View {
    @FocusState var isFocused: Bool
    @State var value = 0
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("value \(value)")
            Text(log.joined(separator: ","))
            Color.blue.frame(width: 50, height: 50)
                .focusable()
                .focused($isFocused)
                .onKeyPress(.upArrow) { value += 1; return .handled }
                .onKeyPress(keys: [.downArrow]) { _ in value -= 1; return .handled }
                .onKeyPress(phases: .up) { press in log.append("up \(press.characters)"); return .ignored }
                .testID("counter")
            Button("Focus") { isFocused = true }.testID("focus")
        }
    }
}

/// `onKeyPress` in all its forms, delivered to the focused view and its containers by
/// Tether's own `ViewHost.pressKey(_:modifiers:)`.
@MainActor
struct KeyPressTests {
    @Test func keyPressesReachTheFocusedViewsHandlers() throws {
        let h = host(Stepper2D())
        try h.focus("counter")
        try h.pressKey(.upArrow)
        try h.pressKey(.upArrow)
        try h.pressKey(.downArrow)
        #expect(h.find(text: "value 1") != nil)
    }

    @Test func aViewWithoutTheFocusReceivesNoKeys() {
        let h = host(Stepper2D())
        #expect(throws: InteractionError.keyNotHandled("\"upArrow\"")) { try h.pressKey(.upArrow) }
        #expect(h.find(text: "value 0") != nil)
    }

    @Test func keyUpPhasesArriveAfterKeyDown() throws {
        let h = host(Stepper2D())
        try h.tap("focus")
        try h.pressKey(.upArrow)
        try h.pressKey("q")
        #expect(h.find(text: "value 1") != nil)
        #expect(h.find(text: "up \u{F700},up q") != nil)
    }

    @Test func theInnermostHandlerGoesFirstAndHandledStopsThePress() throws {
        nonisolated(unsafe) var calls: [String] = []
        struct Nested: View {
            let record: (String) -> KeyPress.Result
            var body: some View {
                VStack {
                    Color.red.frame(width: 20, height: 20).focusable()
                        .onKeyPress(characters: .letters) { press in record("inner \(press.characters)") }
                        .testID("inner")
                }
                .onKeyPress(phases: .down) { press in record("outer \(press.characters)") }
            }
        }
        let h = host(Nested(record: { name in calls.append(name); return name.hasSuffix("a") ? .handled : .ignored }))
        try h.focus("inner")
        try h.pressKey("a")
        try h.pressKey("b")
        try h.pressKey("1")
        #expect(calls == ["inner a", "inner b", "outer b", "outer 1"])
    }

    @Test func aPressTheHandlersIgnoreGoesOnToKeyboardShortcuts() throws {
        nonisolated(unsafe) var saved = 0
        nonisolated(unsafe) var seen: [EventModifiers] = []
        let h = host(VStack {
            Color.red.frame(width: 20, height: 20).focusable()
                .onKeyPress("s", phases: .down) { press in seen.append(press.modifiers); return .ignored }
                .testID("canvas")
            Button("Save") { saved += 1 }.keyboardShortcut("s")
        })
        try h.focus("canvas")
        try h.pressKey("s", modifiers: .command)
        #expect(seen == [.command])
        #expect(saved == 1)
    }

    @Test func aHandledPressDoesNotReachTheShortcut() throws {
        nonisolated(unsafe) var saved = 0
        let h = host(VStack {
            Color.red.frame(width: 20, height: 20).focusable().onKeyPress("s") { .handled }.testID("canvas")
            Button("Save") { saved += 1 }.keyboardShortcut("s", modifiers: [])
        })
        try h.focus("canvas")
        try h.pressKey("s")
        #expect(saved == 0)
    }

    @Test func aFocusedTextFieldTypesPrintableKeysNoHandlerTakes() throws {
        struct Field: View {
            @State var text = ""
            var body: some View {
                TextField("Name", text: $text).testID("name")
                    .onKeyPress(.escape) { text = ""; return .handled }
            }
        }
        let h = host(Field())
        try h.focus("name")
        for key: KeyEquivalent in ["H", "i", "!", .space, "x", .delete] { try h.pressKey(key) }
        #expect(h.find(role: .textField)?.value == "Hi! ")
        try h.pressKey(.escape)
        #expect(h.find(role: .textField)?.value == "")
    }

    @Test func returnInAFocusedTextFieldSubmitsIt() throws {
        struct Field: View {
            @State var text = ""
            @State var submitted = false
            var body: some View {
                VStack {
                    TextField("Name", text: $text).testID("name").onSubmit { submitted = true }
                    Text(submitted ? "submitted" : "editing")
                }
            }
        }
        let h = host(Field())
        try h.focus("name")
        try h.pressKey(.return)
        #expect(h.find(text: "submitted") != nil)
        #expect(h.focusedField == nil)
    }

    @Test func commandKeysInATextFieldGoToShortcutsNotTheText() throws {
        nonisolated(unsafe) var copied = 0
        struct Field: View {
            @State var text = ""
            let copy: () -> Void
            var body: some View {
                VStack {
                    TextField("Name", text: $text).testID("name")
                    Button("Copy") { copy() }.keyboardShortcut("c")
                }
            }
        }
        let h = host(Field(copy: { copied += 1 }))
        try h.focus("name")
        try h.pressKey("c", modifiers: .command)
        #expect(copied == 1)
        #expect(h.find(role: .textField)?.value == "")
    }

    @Test func aNumberPadFieldDoesNotTypeLetters() throws {
        struct Field: View {
            @State var text = ""
            var body: some View { TextField("PIN", text: $text).keyboardType(.numberPad).testID("pin") }
        }
        let h = host(Field())
        try h.focus("pin")
        try h.pressKey("4")
        #expect(throws: InteractionError.keyNotHandled("\"a\"")) { try h.pressKey("a") }
        #expect(h.find(role: .textField)?.value == "4")
    }
}

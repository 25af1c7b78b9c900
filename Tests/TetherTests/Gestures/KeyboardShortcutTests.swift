import Foundation
import Testing
@testable import Tether

private struct Editor: View {
    @State var saves = 0
    @State var cancels = 0
    @State var isBold = false
    var body: some View {
        VStack {
            Text("saved \(saves)").testID("saves")
            Text("cancelled \(cancels)").testID("cancels")
            Button("Save") { saves += 1 }.keyboardShortcut("s")
            Button("Done") { saves += 10 }.keyboardShortcut(.defaultAction)
            Button("Cancel", role: .cancel) { cancels += 1 }.keyboardShortcut(.cancelAction)
            Toggle("Bold", isOn: $isBold).keyboardShortcut("b", modifiers: [.command, .shift])
        }
    }
}

/// `keyboardShortcut` with `KeyEquivalent`, `EventModifiers` and `KeyboardShortcut`, pressed
/// through Tether's own `ViewHost.pressKey(_:modifiers:)` as a hardware keyboard would.
@MainActor
struct KeyboardShortcutTests {
    @Test func theStandardShortcutsAreReturnAndEscapeWithNoModifiers() {
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction == KeyboardShortcut(.escape, modifiers: []))
        // A shortcut holds the command key unless told otherwise.
        #expect(KeyboardShortcut("s").modifiers == .command)
        let literal: KeyEquivalent = "s"
        #expect(literal.character == "s")
        #expect(KeyEquivalent.return.character == "\r" && KeyEquivalent.delete.character == "\u{8}")
        #expect(KeyEquivalent.upArrow.character == "\u{F700}" && KeyEquivalent.deleteForward.character == "\u{F728}")
        #expect(EventModifiers.all.isSuperset(of: [.command, .shift, .option, .control, .capsLock, .numericPad]))
    }

    @Test func pressingAButtonsShortcutRunsItsAction() throws {
        let h = host(Editor())
        try h.pressKey("s", modifiers: .command)
        #expect(h.find(text: "saved 1") != nil)
        try h.pressKey(.return)
        #expect(h.find(text: "saved 11") != nil)
        try h.pressKey(.escape)
        #expect(h.find(text: "cancelled 1") != nil)
    }

    @Test func theModifiersMustMatchExactly() throws {
        let h = host(Editor())
        #expect(throws: InteractionError.keyNotHandled("\"s\"")) { try h.pressKey("s") }
        #expect(throws: InteractionError.keyNotHandled("\"⇧⌘s\"")) { try h.pressKey("s", modifiers: [.command, .shift]) }
        // Caps Lock does not change which shortcut a key makes.
        try h.pressKey("s", modifiers: [.command, .capsLock])
        #expect(h.find(text: "saved 1") != nil)
    }

    @Test func aToggleShortcutFlipsTheToggle() throws {
        let h = host(Editor())
        #expect(h.find(role: .toggle)?.value == "0")
        try h.pressKey("b", modifiers: [.command, .shift])
        #expect(h.find(role: .toggle)?.value == "1")
    }

    @Test func anUnmatchedKeyThrows() {
        let h = host(Editor())
        #expect(throws: InteractionError.keyNotHandled("\"⌘x\"")) { try h.pressKey("x", modifiers: .command) }
        #expect(throws: InteractionError.keyNotHandled("\"upArrow\"")) { try h.pressKey(.upArrow) }
    }

    @Test func aDisabledButtonIsNotTriggered() {
        nonisolated(unsafe) var ran = false
        let h = host(Button("Save") { ran = true }.keyboardShortcut("s").disabled(true))
        #expect(throws: InteractionError.self) { try h.pressKey("s", modifiers: .command) }
        #expect(!ran)
    }

    @Test func whenSeveralControlsShareAShortcutTheFirstInTheTreeIsUsed() throws {
        nonisolated(unsafe) var ran: [String] = []
        let h = host(VStack {
            Button("One") { ran.append("one") }.disabled(true)
            Button("Two") { ran.append("two") }
            Button("Three") { ran.append("three") }
        }.keyboardShortcut(.defaultAction))
        try h.pressKey(.return)
        // The disabled first button is passed over; the environment gave all three the shortcut.
        #expect(ran == ["two"])
    }

    @Test func aNilShortcutChangesNothing() throws {
        nonisolated(unsafe) var ran = 0
        let none: KeyboardShortcut? = nil
        let h = host(Button("Go") { ran += 1 }.keyboardShortcut(none).keyboardShortcut("g"))
        try h.pressKey("g", modifiers: .command)
        #expect(ran == 1)
    }

    @Test func viewsInsideAButtonReadItsShortcutFromTheEnvironment() {
        struct ShortcutBadge: View {
            @Environment(\.keyboardShortcut) private var shortcut
            var body: some View { Text(shortcut == .defaultAction ? "default" : shortcut == nil ? "none" : "other") }
        }
        let h = host(VStack {
            Button {} label: { ShortcutBadge() }.keyboardShortcut(.defaultAction)
            Button {} label: { ShortcutBadge() }.keyboardShortcut("k")
            Button {} label: { ShortcutBadge() }
        })
        #expect(dumpedTexts(h) == ["default", "other", "none"])
    }

    @Test func aClosedMenusItemsCannotBeReached() {
        nonisolated(unsafe) var ran = false
        let h = host(Menu("File") {
            Button("New") { ran = true }.keyboardShortcut("n")
        })
        #expect(throws: InteractionError.keyNotHandled("\"⌘n\"")) { try h.pressKey("n", modifiers: .command) }
        #expect(!ran)
    }
}

import Foundation
import Tether

/// Tether's own: text editing and keyboard input on fuzzed views — `TextEditor`s with hostile
/// line spacing and line limits (the driver types hostile strings into them: 10,000
/// characters, right-to-left text, emoji, the empty string), focusable views with every form
/// of `onKeyPress`, and controls with keyboard shortcuts that `FuzzKeys` presses.
extension FuzzTreeBuilder {
    mutating func textInput() -> AnyView {
        let id = identifier("text")
        switch rng.int(0...3) {
        case 3:
            // A field publishing focused values, and readers of them beside it.
            textFields.append(id)
            return AnyView(FuzzFocusedField(id: id, title: string(), scene: rng.chance(50)))
        case 0:
            textFields.append(id)
            let editor = TextEditor(text: FuzzBox(rng.pick(FuzzValues.hostileStrings + FuzzValues.ordinaryStrings)).binding)
                .font(rng.pick([.body, .largeTitle, .caption2]))
                .lineSpacing(isHostile ? length() : 4)
                .lineLimit(rng.pick([nil, 1, 0, -1, Int.max]))
                .multilineTextAlignment(rng.pick([.leading, .center, .trailing]))
                .scrollContentBackground(rng.pick([.automatic, .hidden, .visible]))
                .disabled(rng.chance(10))
            return AnyView(editor.accessibilityIdentifier(id))
        case 1:
            textFields.append(id)
            let interactions: FocusInteractions = rng.pick([.automatic, .edit, .activate, []])
            let result: KeyPress.Result = rng.pick([.handled, .ignored])
            let keyed = FuzzFocusReader(color: color(), dropsFocusabilityWhenFocused: isHostile && rng.chance(50))
                .focusable(rng.chance(80), interactions: interactions)
                .onKeyPress(rng.pick(FuzzKeys.keys)) { result }
                .onKeyPress(keys: Set(FuzzKeys.keys.prefix(rng.int(0...FuzzKeys.keys.count))), phases: .all) { _ in result }
                .onKeyPress(characters: rng.pick([.letters, .alphanumerics, CharacterSet()])) { _ in .ignored }
                .onKeyPress(phases: rng.pick([.down, .up, .repeat, .all, []])) { _ in result }
            return AnyView(keyed.accessibilityIdentifier(id))
        default:
            tappable.append(id)
            let button = Button(string()) {}
                .keyboardShortcut(rng.pick(FuzzKeys.keys), modifiers: rng.pick(FuzzKeys.modifiers))
                .keyboardShortcut(rng.chance(50) ? nil : KeyboardShortcut.defaultAction)
                .disabled(rng.chance(20))
            return AnyView(button.accessibilityIdentifier(id))
        }
    }
}

/// Keys and modifiers the fuzz driver presses, hostile ones included.
public enum FuzzKeys {
    static let keys: [KeyEquivalent] = [.return, .escape, .delete, .deleteForward, .tab, .space, .upArrow, .pageDown,
                                        "s", "S", "\u{0}", "\u{FFFF}", "👩‍👩‍👧‍👦", "ש"]
    static let modifiers: [EventModifiers] = [[], .command, [.command, .shift], .all, .capsLock, EventModifiers(rawValue: -1)]

    /// Presses a few keys: to the focused view, the focused text input, then the shortcuts.
    @MainActor static func press<Content: View>(_ host: ViewHost<Content>, using rng: inout FuzzRandom) {
        for _ in 0..<3 { _ = try? host.pressKey(rng.pick(keys), modifiers: rng.pick(modifiers)) }
    }
}

/// A string a fuzzed editor edits: a binding that keeps what is typed.
final class FuzzBox: @unchecked Sendable {
    var value: String
    init(_ value: String) { self.value = value }
    var binding: Binding<String> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

extension FocusedValues {
    /// A fuzzed field's title, published while it has the focus.
    @Entry var fuzzTitle: String?
    /// A fuzzed field's text, published as a binding while it has the focus.
    @Entry var fuzzText: Binding<String>?
}

/// A text field the driver focuses and types into, publishing its title (for the focused
/// hierarchy or the whole scene) and a binding to its text; readers of both stand beside it,
/// one also publishing, so focused values must settle.
struct FuzzFocusedField: View {
    let id: String
    let title: String
    let scene: Bool
    @State private var text = ""
    var body: some View {
        VStack {
            FuzzFocusedReader()
            // Scene publishers type into a vertical field, whose return key types new lines.
            let field = TextField(title, text: $text, axis: scene ? .vertical : .horizontal).lineLimit(1...3)
                .accessibilityIdentifier(id).focusedValue(\.fuzzText, $text)
            if scene { field.focusedSceneValue(\.fuzzTitle, title) } else { field.focusedValue(\.fuzzTitle, title) }
        }
    }
}

private struct FuzzFocusedReader: View {
    @FocusedValue(\.fuzzTitle) private var title
    @FocusedBinding(\.fuzzText) private var text
    var body: some View {
        Text("\(title ?? "none"): \(text ?? "none")").focusedValue(\.fuzzTitle, title.map { $0 + "!" })
    }
}

/// A view that reads `isFocused` from the focusable view around it: it grows when focused, and
/// (hostile) makes itself unfocusable while focused, so the focus and the value chase each other.
struct FuzzFocusReader: View {
    let color: Color
    let dropsFocusabilityWhenFocused: Bool
    @Environment(\.isFocused) private var isFocused
    var body: some View {
        color
            .frame(width: isFocused ? 60 : 40, height: 40)
            .focusable(dropsFocusabilityWhenFocused ? !isFocused : false)
    }
}

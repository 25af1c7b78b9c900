import Foundation
import Testing
@testable import Tether

/// `TextEditor(text:selection:)` and `TextField(_:text:selection:)`: typing replaces the
/// selection (or inserts at the insertion point), after which the selection is an insertion
/// point after the typed text; the delete key removes the selection or the character before
/// the insertion point.
@MainActor
@Suite struct TextSelectionTests {
    /// An editor (or field) bound to a text and a selection the test can set.
    struct Editor: View {
        @State var text: String
        @State var selection: TextSelection? = nil
        let field: Bool
        let seen: Recorder<(String, TextSelection?)>
        /// Sets the selection from the text before the first edit.
        let select: ((String) -> TextSelection?)?
        var body: some View {
            seen.record((text, selection))
            return VStack {
                if field {
                    TextField("Name", text: $text, selection: $selection).testID("input")
                } else {
                    TextEditor(text: $text, selection: $selection).testID("input")
                }
                Button("Select") { selection = select?(text) }.testID("select")
            }
        }
    }

    private func editor(_ text: String, field: Bool = false, select: ((String) -> TextSelection?)? = nil)
        -> (ViewHost<Editor>, Recorder<(String, TextSelection?)>) {
        let seen = Recorder<(String, TextSelection?)>()
        return (host(Editor(text: text, field: field, seen: seen, select: select), width: 300, height: 300), seen)
    }

    /// The selection's range as UTF-8 offsets into `text`.
    private func offsets(_ selection: TextSelection?, in text: String) -> ClosedRange<Int>? {
        guard case .selection(let range)? = selection?.indices else { return nil }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)...text.utf8.distance(from: text.startIndex, to: range.upperBound)
    }

    @Test func focusingPutsTheInsertionPointAtTheEndAndTypingMovesIt() throws {
        for field in [false, true] {
            let (h, seen) = editor("ab", field: field)
            try h.focus("input")
            #expect(offsets(seen.value?.1, in: "ab") == 2...2)
            #expect(seen.value?.1?.isInsertion == true)
            try h.type("cd", into: "input")
            #expect(seen.value?.0 == "abcd")
            #expect(offsets(seen.value?.1, in: "abcd") == 4...4)
        }
    }

    @Test func typingReplacesTheSelectedRange() throws {
        let (h, seen) = editor("hello world") { text in
            TextSelection(range: text.index(text.startIndex, offsetBy: 6)..<text.endIndex)
        }
        try h.tap("select")
        #expect(seen.value?.1?.isInsertion == false)
        try h.type("there", into: "input")
        #expect(seen.value?.0 == "hello there")
        #expect(offsets(seen.value?.1, in: "hello there") == 11...11)
    }

    @Test func typingInsertsAtAnInsertionPointInsideTheText() throws {
        let (h, seen) = editor("ac") { text in TextSelection(insertionPoint: text.index(after: text.startIndex)) }
        try h.tap("select")
        try h.type("b", into: "input")
        #expect(seen.value?.0 == "abc")
        #expect(offsets(seen.value?.1, in: "abc") == 2...2)
    }

    @Test func deleteRemovesTheSelectionOrTheCharacterBeforeTheInsertionPoint() throws {
        let (h, seen) = editor("abcdef") { text in
            TextSelection(range: text.index(text.startIndex, offsetBy: 1)..<text.index(text.startIndex, offsetBy: 3))
        }
        try h.tap("select")
        try h.focus("input")
        try h.pressKey(.delete)
        #expect(seen.value?.0 == "adef")
        #expect(offsets(seen.value?.1, in: "adef") == 1...1)
        try h.pressKey(.delete)
        #expect(seen.value?.0 == "def")
        #expect(offsets(seen.value?.1, in: "def") == 0...0)
        // At the start, delete does nothing.
        try h.pressKey(.delete)
        #expect(seen.value?.0 == "def")
    }

    @Test func aSelectionInsideACharacterSnapsToItsStartAndStaleIndicesTypeAtTheEnd() throws {
        // "a👍🏽b": the thumb and its skin tone are one character of 8 UTF-8 bytes; an index
        // 3 bytes in lies inside it and snaps back to the character's start (offset 1).
        let (h, seen) = editor("a👍🏽b") { text in TextSelection(insertionPoint: text.utf8.index(text.startIndex, offsetBy: 3)) }
        try h.tap("select")
        try h.type("x", into: "input")
        #expect(seen.value?.0 == "ax👍🏽b")
        // Indices of a longer string lie beyond this one: typing goes to the end, reported.
        let long = "a much longer string than the text"
        let (stale, staleSeen) = editor("short") { _ in TextSelection(insertionPoint: long.index(long.startIndex, offsetBy: 30)) }
        try stale.tap("select")
        try stale.type("!", into: "input")
        #expect(staleSeen.value?.0 == "short!")
        #expect(stale.diagnostics.contains { $0.message.contains("TextSelection") })
    }

    @Test func textSelectionAffinityIsReportedWithTheInsertionPoint() throws {
        let seen = Recorder<(String, TextSelection?)>()
        let h = host(Editor(text: "", field: false, seen: seen, select: nil).textSelectionAffinity(.upstream), width: 300, height: 300)
        try h.type("a", into: "input")
        #expect(seen.value?.1?.affinity == .upstream)
    }
}

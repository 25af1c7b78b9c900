import Foundation
import Testing
@testable import Tether

private struct Notes: View {
    @State var text = ""
    var body: some View {
        TextEditor(text: $text).testID("notes")
    }
}

/// `TextEditor`: UITextView's layout (8 pt above and below, 5 pt line fragment padding),
/// typing through the host, its environment and its accessibility.
@MainActor
struct TextEditorTests {
    @Test func aTextEditorTakesAllTheSpaceItIsOfferedLikeAColor() {
        let h = host(Notes(), width: 300, height: 200)
        expectFrame(h, "notes", CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func theTextStartsAtTheTopLeadingCornerInsideUITextViewsInsets() throws {
        let h = host(TextEditor(text: .constant("Hello")).frame(width: 300, height: 200).testID("e"), width: 300, height: 200)
        let frame = try #require(textFrame("Hello", in: h))
        // textContainerInset.top 8, lineFragmentPadding 5.
        #expect(close(frame.minX, 5))
        #expect(close(frame.minY, 8))
        #expect(close(frame.height, bodyLine))
    }

    @Test func longTextWrapsToTheEditorsWidthLessThePadding() throws {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let h = host(TextEditor(text: .constant(words)).frame(width: 200, height: 400), width: 200, height: 400)
        let frame = try #require(textFrame(words, in: h))
        #expect(frame.width <= 190 + 0.01)
        #expect(frame.height > 3 * bodyLine)
    }

    @Test func withNoOfferAnEditorIsAsBigAsItsTextAndInsets() {
        let h = host(TextEditor(text: .constant("Hi")).fixedSize().testID("e"), width: 300, height: 200)
        let frame = h.frame(of: "e")
        // One body line plus 8 + 8 above and below.
        #expect(close(frame?.height ?? 0, bodyLine + 16))
        #expect((frame?.width ?? 0) > 10)
    }

    @Test func typingGoesIntoTheEditorAndKeepsNewLines() throws {
        let h = host(Notes(), width: 300, height: 200)
        try h.type("First line\nSecond", into: "notes")
        #expect(h.find(role: .textArea)?.value == "First line\nSecond")
        #expect(h.focusedField == "notes")
    }

    @Test func returnTypesANewLineInAnEditorInsteadOfSubmitting() throws {
        nonisolated(unsafe) var submitted = 0
        struct Editor: View {
            @State var text = "a"
            let onSubmit: () -> Void
            var body: some View { TextEditor(text: $text).testID("e").onSubmit { onSubmit() } }
        }
        let h = host(Editor(onSubmit: { submitted += 1 }), width: 300, height: 200)
        try h.submit("e")
        try h.pressKey(.return)
        try h.pressKey("b")
        #expect(h.find(role: .textArea)?.value == "a\n\nb")
        #expect(submitted == 0)
    }

    @Test func lineLimitIsIgnoredAsOnIOS() throws {
        let text = "one\ntwo\nthree"
        let h = host(TextEditor(text: .constant(text)).lineLimit(1).frame(width: 300, height: 200), width: 300, height: 200)
        let frame = try #require(textFrame(text, in: h))
        #expect(frame.height > 2.5 * bodyLine)
    }

    @Test func fontAndLineSpacingApplyToTheText() throws {
        let text = "one\ntwo"
        let plain = host(TextEditor(text: .constant(text)).frame(width: 300, height: 200), width: 300, height: 200)
        let spaced = host(TextEditor(text: .constant(text)).lineSpacing(10).frame(width: 300, height: 200), width: 300, height: 200)
        let large = host(TextEditor(text: .constant(text)).font(.largeTitle).frame(width: 300, height: 200), width: 300, height: 200)
        let base = try #require(textFrame(text, in: plain)).height
        #expect(close(try #require(textFrame(text, in: spaced)).height, base + 10))
        #expect(try #require(textFrame(text, in: large)).height > base * 1.5)
    }

    @Test func centredAlignmentCentresTheLinesInTheEditor() throws {
        let h = host(TextEditor(text: .constant("Hi")).multilineTextAlignment(.center).frame(width: 300, height: 200),
                     width: 300, height: 200)
        let frame = try #require(textFrame("Hi", in: h))
        #expect(close(frame.midX, 150, tolerance: 0.5))
    }

    @Test func anEditorDrawsAWhiteBackgroundUnlessScrollContentBackgroundIsHidden() throws {
        let shown = try pixels(TextEditor(text: .constant("")).background(Color.red), width: 40, height: 40)
        let p = shown.pixel(x: 40, y: 40)
        #expect(p.r == 255 && p.g == 255 && p.b == 255 && p.a == 255)
        let hidden = try pixels(TextEditor(text: .constant("")).scrollContentBackground(.hidden).background(Color.red),
                                width: 40, height: 40)
        let q = hidden.pixel(x: 40, y: 40)
        #expect(q.r > 200 && q.g < 80 && q.b < 80)
    }

    @Test func anEditorInAFormRowTakesTheRowsWidth() throws {
        struct Row: View {
            @State var text = ""
            var body: some View {
                Form {
                    TextEditor(text: $text).testID("e")
                    Color.blue.frame(height: 44).testID("c")
                }
            }
        }
        let h = host(Row(), width: 390, height: 600)
        let editor = try #require(h.frame(of: "e"))
        let colour = try #require(h.frame(of: "c"))
        #expect(close(editor.minX, colour.minX) && close(editor.width, colour.width))
        // An empty editor is one line of body text and its insets high.
        #expect(close(editor.height, bodyLine + 16))
    }

    @Test func aDisabledEditorTakesNoTyping() {
        let h = host(Notes().disabled(true), width: 300, height: 200)
        #expect(throws: InteractionError.self) { try h.type("x", into: "notes") }
    }

    @Test func anEditorIsATextAreaWhoseValueIsItsText() {
        let h = host(TextEditor(text: .constant("Draft")), width: 300, height: 200)
        let element = h.find(role: .textArea)
        #expect(element?.value == "Draft")
        #expect(element?.label == "")
        // The text inside is the element's value, not an element of its own.
        #expect(h.accessibilityElements.count == 1)
    }

    @Test func focusedMovesTheFocusToAnEditor() throws {
        struct Focused: View {
            @FocusState var isFocused: Bool
            @State var text = ""
            var body: some View {
                VStack {
                    TextEditor(text: $text).focused($isFocused).testID("e")
                    Button("Edit") { isFocused = true }.testID("edit")
                }
            }
        }
        let h = host(Focused(), width: 300, height: 300)
        #expect(h.focusedField == nil)
        try h.tap("edit")
        #expect(h.focusedField == "e")
        try h.pressKey("x")
        #expect(h.find(role: .textArea)?.value == "x")
    }

    @Test func hostileTextIsTypedWithoutTrouble() throws {
        let h = host(Notes(), width: 300, height: 200)
        let long = String(repeating: "abc ", count: 2_500)
        try h.type(long, into: "notes")
        try h.type("שלום עולם 👩‍👩‍👧‍👦🏳️‍🌈", into: "notes")
        try h.type("", into: "notes")
        #expect(h.find(role: .textArea)?.value?.hasSuffix("👩‍👩‍👧‍👦🏳️‍🌈") == true)
        expectFrame(h, "notes", CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}

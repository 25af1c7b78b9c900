import Foundation
import Testing
@testable import Tether

/// The text node inside the view marked `id` (the first in tree order).
@MainActor
private func textNode<V: View>(in h: ViewHost<V>, _ id: String) -> ViewNode? {
    guard let field = h.findNode(id) else { return nil }
    var stack = [field]
    while let node = stack.popLast() {
        if node.layout is TextLayoutNode { return node }
        stack.append(contentsOf: node.children.reversed())
    }
    return nil
}

/// The lines `node`'s text is laid out in.
@MainActor
private func lines(of node: ViewNode) -> [TextLine] {
    guard let layout = node.layout as? TextLayoutNode else { return [] }
    return layout.layout(node.proposal, node: node).lines
}

/// The height of `count` lines of body text as iOS lays them out: the first line's glyph box,
/// then iOS's 22 pt between baselines for each further line, on the 2x pixel grid.
private func bodyLines(_ count: Int) -> CGFloat { pixelCeil(lineBox() + CGFloat(count - 1) * 22) }

private struct Notes: View {
    @State var text = ""
    var submitted: Recorder<Bool>
    var body: some View {
        TextField("Notes", text: $text, axis: .vertical)
            .onSubmit { submitted.record(true) }
            .testID("notes")
    }
}

/// `TextField(_:text:axis:)` with the `.vertical` axis (iOS 16): the text wraps and the field
/// grows a line at a time within its `lineLimit`, as the documentation of `lineLimit(_:)`
/// describes ("a `TextField` becomes scrollable" past the limit), and the return key types a
/// new line.
@MainActor
struct VerticalTextFieldTests {
    @Test func aVerticalFieldWithOneLineOfTextIsOneLineTallLikeAnyField() {
        let h = host(VStack {
            TextField("Title", text: .constant("Short"), axis: .vertical).testID("vertical")
            TextField("Title", text: .constant("Short")).testID("horizontal")
        }.frame(width: 300), width: 300, height: 300)
        #expect(close(h.frame(of: "vertical")?.height ?? 0, bodyLine))
        #expect(close(h.frame(of: "horizontal")?.height ?? 0, bodyLine))
    }

    @Test func eachLineOfTheTextAddsALinePitchToTheField() {
        let h = host(TextField("Notes", text: .constant("one\ntwo\nthree"), axis: .vertical).frame(width: 300).testID("f"),
                     width: 300, height: 300)
        #expect(close(h.frame(of: "f")?.height ?? 0, bodyLines(3)))
    }

    @Test func longTextWrapsToTheFieldsWidthWhereAHorizontalFieldKeepsOneLine() throws {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let h = host(VStack(spacing: 0) {
            TextField("Notes", text: .constant(words), axis: .vertical).testID("vertical")
            TextField("Notes", text: .constant(words), axis: .horizontal).testID("horizontal")
        }.frame(width: 200), width: 200, height: 400)
        let wrapped = try #require(textNode(in: h, "vertical"))
        let count = lines(of: wrapped).count
        #expect(count > 1)
        #expect(lines(of: wrapped).allSatisfy { $0.width <= 200 + 0.01 })
        #expect(close(h.frame(of: "vertical")?.height ?? 0, bodyLines(count)))
        #expect(close(h.frame(of: "horizontal")?.height ?? 0, bodyLine))
    }

    @Test func pastItsLineLimitTheFieldStopsGrowingAndCutsTheTextWithoutAnEllipsis() throws {
        let h = host(TextField("Notes", text: .constant("one\ntwo\nthree\nfour"), axis: .vertical)
            .lineLimit(2).frame(width: 300).testID("f"), width: 300, height: 300)
        #expect(close(h.frame(of: "f")?.height ?? 0, bodyLines(2)))
        let shown = lines(of: try #require(textNode(in: h, "f")))
        #expect(shown.count == 2)
        // "two" whole, where a `Text` would end the line with an ellipsis ("two…").
        #expect(shown.last?.glyphs.count == 3)
    }

    @Test func aRangesLowerBoundIsTheLeastTheFieldShowsEvenWhenEmpty() {
        let h = host(VStack {
            TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...).testID("empty")
            TextField("Notes", text: .constant("a\nb\nc\nd\ne\nf"), axis: .vertical).lineLimit(2...4).testID("full")
        }.frame(width: 300), width: 300, height: 400)
        #expect(close(h.frame(of: "empty")?.height ?? 0, bodyLines(3)))
        #expect(close(h.frame(of: "full")?.height ?? 0, bodyLines(4)))
    }

    @Test func theReturnKeyTypesANewLineInsteadOfSubmittingAndTheFieldGrows() throws {
        let submitted = Recorder<Bool>()
        let h = host(Notes(submitted: submitted).frame(width: 300), width: 300, height: 300)
        try h.type("First", into: "notes")
        #expect(close(h.frame(of: "notes")?.height ?? 0, bodyLine))
        try h.pressKey(.return)
        try h.type("Second", into: "notes")
        try h.submit("notes")
        #expect(h.find(role: .textField)?.value == "First\nSecond\n")
        #expect(submitted.count == 0)
        // "First", "Second" and the empty line the last return started.
        #expect(close(h.frame(of: "notes")?.height ?? 0, bodyLines(3)))
    }

    @Test func aHorizontalFieldStillSubmitsOnReturn() throws {
        let submitted = Recorder<Bool>()
        struct Single: View {
            @State var text = ""
            let submitted: Recorder<Bool>
            var body: some View {
                TextField("Name", text: $text, axis: .horizontal).onSubmit { submitted.record(true) }.testID("name")
            }
        }
        let h = host(Single(submitted: submitted), width: 300, height: 300)
        try h.type("Ada", into: "name")
        try h.submit("name")
        #expect(submitted.count == 1)
        #expect(h.find(role: .textField)?.value == "Ada")
    }

    @Test func anEmptyVerticalFieldShowsItsPromptAndEveryInitializerTakesAnAxis() {
        let text = Binding.constant("")
        let h = host(VStack {
            TextField("Key", text: text, axis: .vertical).testID("a")
            TextField("Key", text: text, prompt: Text("Prompt"), axis: .vertical).testID("b")
            TextField(String("Title"), text: text, axis: .vertical).testID("c")
            TextField(String("Title"), text: text, prompt: Text("Prompt"), axis: .vertical).testID("d")
            TextField(text: text, axis: .vertical) { Text("Label") }.testID("e")
        }.frame(width: 300), width: 300, height: 400)
        let placeholders = ["a": "Key", "b": "Prompt", "c": "Title", "d": "Prompt"]
        for (id, expected) in placeholders {
            let node = textNode(in: h, id)
            #expect((node?.layout as? TextLayoutNode)?.text.string == expected, "field \(id)")
        }
        #expect(close(h.frame(of: "e")?.height ?? 0, bodyLine))
    }
}

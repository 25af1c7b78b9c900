import Foundation
import Observation
import Testing
@testable import Tether

extension FocusedValues {
    @Entry var noteTitle: String?
    @Entry var noteBody: Binding<String>?
    @Entry var sceneName: String?
}

@Observable private final class Library {
    var count = 3
}

private final class Draft: ObservableObject {
    @Published var words = 0
}

/// Two editors, each publishing its title and a binding to its text while it has the focus;
/// a status line reads what the focused one publishes, as a menu command would.
private struct Notes: View {
    @State private var first = "Groceries"
    @State private var second = "Ideas"
    var body: some View {
        VStack {
            Status()
            TextField("First", text: $first).testID("first")
                .focusedValue(\.noteTitle, "First note")
                .focusedValue(\.noteBody, $first)
            TextField("Second", text: $second).testID("second")
                .focusedValue(\.noteTitle, "Second note")
                .focusedValue(\.noteBody, $second)
            Text("Texts: \(first) / \(second)")
        }
        .focusedSceneValue(\.sceneName, "Notes")
    }
}

private struct Status: View {
    @FocusedValue(\.noteTitle) var title
    @FocusedBinding(\.noteBody) var body_
    @FocusedValue(\.sceneName) var scene
    var body: some View {
        VStack {
            Text("Focused: \(title ?? "none")")
            Text("Body: \(body_ ?? "none")")
            Text("Scene: \(scene ?? "none")")
            Button("Clear") { body_ = "" }.testID("clear")
        }
    }
}

/// Shows the scene value it reads.
private struct SceneReader: View {
    @FocusedValue(\.sceneName) var scene
    var body: some View { Text("Scene: \(scene ?? "none")") }
}

/// Focused values: `focusedValue(_:_:)`, `focusedSceneValue(_:_:)`, the `@Observable` and
/// `ObservableObject` forms, read with `@FocusedValue`, `@FocusedBinding` and `@FocusedObject`
/// as the focus moves (Tether's `ViewHost.focus`), as SwiftUI documents them.
@MainActor
@Suite struct FocusedValueTests {
    @Test func nothingFocusedPublishesOnlyTheSceneValues() {
        let h = host(Notes())
        let texts = dumpedTexts(h)
        #expect(texts.contains("Focused: none"))
        #expect(texts.contains("Body: none"))
        #expect(texts.contains("Scene: Notes"))
    }

    @Test func theFocusedViewsValuesReachTheReaders() throws {
        let h = host(Notes())
        try h.focus("first")
        #expect(dumpedTexts(h).contains("Focused: First note"))
        #expect(dumpedTexts(h).contains("Body: Groceries"))
        try h.focus("second")
        #expect(dumpedTexts(h).contains("Focused: Second note"))
        #expect(dumpedTexts(h).contains("Body: Ideas"))
        #expect(dumpedTexts(h).contains("Scene: Notes"))
    }

    @Test func aFocusedBindingWritesThroughToTheFocusedViewsState() throws {
        let h = host(Notes())
        try h.focus("second")
        try h.tap("clear")
        #expect(dumpedTexts(h).contains("Texts: Groceries / "))
        // The reader sees the new value of the binding it wrote through.
        #expect(dumpedTexts(h).contains("Body: "))
        try h.type("Plans", into: "second")
        #expect(dumpedTexts(h).contains("Body: Plans"))
    }

    @Test func anInnerViewsValueWinsOverAnOuterOnes() throws {
        struct Nested: View {
            @FocusedValue(\.noteTitle) var title
            @State private var text = ""
            var body: some View {
                VStack {
                    Text("Title: \(title ?? "none")")
                    VStack {
                        TextField("Inner", text: $text).testID("inner")
                            .focusedValue(\.noteTitle, "inner")
                    }
                    .focusedValue(\.noteTitle, "outer")
                }
            }
        }
        let h = host(Nested())
        #expect(dumpedTexts(h).contains("Title: none"))
        try h.focus("inner")
        #expect(dumpedTexts(h).contains("Title: inner"))
    }

    @Test func observableAndObservableObjectValuesArePublishedByType() throws {
        let library = Library(), draft = Draft()
        struct Reader: View {
            @FocusedValue(Library.self) var library
            @FocusedObject var draft: Draft?
            var body: some View {
                Text("Books \(library?.count ?? -1), words \(draft?.words ?? -1)")
            }
        }
        struct Screen: View {
            let library: Library
            let draft: Draft
            @State private var text = ""
            var body: some View {
                VStack {
                    Reader()
                    TextField("Draft", text: $text).testID("draft").focusedObject(draft)
                }
                .focusedSceneValue(library)
            }
        }
        let h = host(Screen(library: library, draft: draft))
        // The library is a scene value; the draft only while its field has the focus.
        #expect(dumpedTexts(h).contains("Books 3, words -1"))
        try h.focus("draft")
        #expect(dumpedTexts(h).contains("Books 3, words 0"))
        // A change the object announces re-evaluates the reader.
        draft.words = 12
        h.update()
        #expect(dumpedTexts(h).contains("Books 3, words 12"))
        library.count = 4
        h.update()
        #expect(dumpedTexts(h).contains("Books 4, words 12"))
    }

    @Test func aReaderThatAlsoPublishesABindingSettles() throws {
        struct Loop: View {
            @FocusedBinding(\.noteBody) var focusedBody
            @State private var text = "x"
            var body: some View {
                VStack {
                    Text("Seen: \(focusedBody ?? "none")")
                    TextField("Loop", text: $text).testID("loop").focusedValue(\.noteBody, $text)
                }
            }
        }
        let h = host(Loop())
        try h.focus("loop")
        #expect(dumpedTexts(h).contains("Seen: x"))
        #expect(!h.diagnostics.contains { $0.kind == .updateLoop }, "\(h.diagnostics)")
    }

    @Test func sceneValuesAreWrittenInTreeOrderSoTheLastAndInnermostWin() throws {
        struct Scene: View {
            @State private var showsLast = true
            var body: some View {
                VStack {
                    SceneReader()
                    Text("a").focusedSceneValue(\.sceneName, "first")
                    VStack {
                        Text("b").focusedSceneValue(\.sceneName, "inner")
                    }
                    .focusedSceneValue(\.sceneName, "outer")
                    if showsLast { Text("c").focusedSceneValue(\.sceneName, "last") }
                    Button("Toggle") { showsLast.toggle() }.testID("toggle")
                }
            }
        }
        let h = host(Scene())
        #expect(dumpedTexts(h).contains("Scene: last"))
        // The last publisher leaves: of the views before it, the inner one's value wins.
        try h.tap("toggle")
        #expect(dumpedTexts(h).contains("Scene: inner"))
        try h.tap("toggle")
        #expect(dumpedTexts(h).contains("Scene: last"))
    }

    @Test func aViewThatIsNotShownPublishesNothing() {
        struct Fitting: View {
            var body: some View {
                VStack {
                    SceneReader()
                    // The first alternative fits; the second is measured but not shown.
                    ViewThatFits {
                        Text("shown").focusedSceneValue(\.sceneName, "shown")
                        Text("other").focusedSceneValue(\.sceneName, "other")
                    }
                }
            }
        }
        let h = host(Fitting())
        #expect(dumpedTexts(h).contains("Scene: shown"))
    }

    @Test func aFocusStateNamesTheViewWhoseValuesAreRead() throws {
        struct Bound: View {
            @FocusState private var focused: Int?
            @State private var first = ""
            @State private var second = ""
            var body: some View {
                VStack {
                    Status()
                    TextField("First", text: $first).focused($focused, equals: 1).focusedValue(\.noteTitle, "one")
                    TextField("Second", text: $second).focused($focused, equals: 2).focusedValue(\.noteTitle, "two")
                    Button("Second") { focused = 2 }.testID("second")
                    Button("None") { focused = nil }.testID("none")
                }
            }
        }
        let h = host(Bound())
        #expect(dumpedTexts(h).contains("Focused: none"))
        try h.tap("second")
        #expect(dumpedTexts(h).contains("Focused: two"))
        try h.tap("none")
        #expect(dumpedTexts(h).contains("Focused: none"))
    }
}

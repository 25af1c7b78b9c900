import Foundation
import Tether

/// A notes screen: a form whose last row is a multi-line editor, as iOS apps write one.
struct NoteEditorDemo: View {
    @State private var title = "Grocery run"
    @State private var notes = "Oat milk, two lemons and a loaf of sourdough.\nAsk about the cheese counter's opening hours on Sunday."
    var body: some View {
        Form {
            Section("Title") {
                TextField("Title", text: $title)
            }
            Section("Notes") {
                TextEditor(text: $notes)
                    .frame(minHeight: 120)
            }
        }
    }
}

extension Examples {
    static let textInputExamples: [Example] = [
        Example("text-editor", height: 420, caption: "TextEditor in a Form row: UITextView's insets, text wrapped to the row, no border") {
            NoteEditorDemo()
        },
    ]
}

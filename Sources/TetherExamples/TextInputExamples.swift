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

/// A feedback form: a one-line subject, then vertical text fields that grow with their text
/// within their line limits, as iOS 16 draws `TextField(_:text:axis:)`.
struct FeedbackFormDemo: View {
    @State private var subject = "Sync stops on cellular"
    @State private var message = "Since the last update the app stops syncing as soon as I leave Wi-Fi. Photos taken on the train only show up once I am home again, which makes sharing them with the team awkward."
    @State private var steps = ""
    var body: some View {
        Form {
            Section("Subject") {
                TextField("Subject", text: $subject)
            }
            Section("Message") {
                TextField("What happened?", text: $message, axis: .vertical)
                    .lineLimit(2...5)
            }
            Section("Steps to reproduce") {
                TextField("Optional", text: $steps, axis: .vertical)
                    .lineLimit(3...)
            }
        }
    }
}

extension Examples {
    static let textInputExamples: [Example] = [
        Example("text-editor", height: 420, caption: "TextEditor in a Form row: UITextView's insets, text wrapped to the row, no border") {
            NoteEditorDemo()
        },
        Example("vertical-text-field", height: 520,
                caption: "TextField(_:text:axis: .vertical): the message wraps and grows within lineLimit(2...5); the empty field reserves 3 lines") {
            FeedbackFormDemo()
        },
    ]
}

import Foundation
import Testing
@testable import Tether

/// `UIDocumentPickerViewController`: the document browser an app wraps or presents; Tether's
/// simulated user picks files in it (`ViewHost.importFiles`) or cancels, and the delegate hears
/// which.
@MainActor
@Suite struct UIDocumentPickerViewControllerTests {
    final class Listener: NSObject, UIDocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancellations = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancellations += 1 }
    }

    final class OldListener: NSObject, UIDocumentPickerDelegate {
        var picked: URL?
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked = url }
    }

    struct DocumentPicker: UIViewControllerRepresentable {
        let delegate: any UIDocumentPickerDelegate
        var multiple = false
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
            picker.allowsMultipleSelection = multiple
            picker.delegate = delegate
            return picker
        }
        func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}
    }

    func textFile(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-doc-\(UUID().uuidString)-\(name)")
        try Data("notes".utf8).write(to: url)
        return url
    }

    @Test func pickedFilesOfItsTypesReachTheDelegate() throws {
        let listener = Listener()
        let h = host(DocumentPicker(delegate: listener, multiple: true), width: 390, height: 844)
        #expect(h.find(text: "Recents") != nil)
        let notes = try textFile("notes.txt"), more = try textFile("more.txt")
        let image = URL(fileURLWithPath: "/tmp/picture.png")
        try h.importFiles([notes, image, more])
        // The image is none of its types: left out, as iOS does not let it be picked.
        #expect(listener.picked == [[notes, more]])
        #expect(h.diagnostics.contains { $0.message.contains("picture.png") })
    }

    @Test func cancellingAndTheDeprecatedDelegateMethod() throws {
        let listener = Listener()
        let h = host(DocumentPicker(delegate: listener), width: 390, height: 844)
        try h.tap(label: "Cancel")
        #expect(listener.cancellations == 1 && listener.picked.isEmpty)
        // A delegate with only the deprecated single-document method is told the first URL.
        let old = OldListener()
        let other = host(DocumentPicker(delegate: old), width: 390, height: 844)
        let notes = try textFile("notes.txt")
        try other.importFiles([notes])
        #expect(old.picked == notes)
        // The deprecated initializer reads type identifiers.
        let legacy = UIDocumentPickerViewController(documentTypes: ["public.plain-text", "not a type"], in: .import)
        #expect(legacy.contentTypes == [.plainText] && legacy.documentPickerMode == .import)
    }
}

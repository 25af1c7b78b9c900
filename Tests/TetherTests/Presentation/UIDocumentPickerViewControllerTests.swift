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

    struct ExportPicker: UIViewControllerRepresentable {
        let delegate: any UIDocumentPickerDelegate
        let urls: [URL]
        let asCopy: Bool
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
            let picker = UIDocumentPickerViewController(forExporting: urls, asCopy: asCopy)
            picker.delegate = delegate
            return picker
        }
        func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {}
    }

    @Test func anExportPickerCopiesOrMovesTheFilesWhereTheUserChooses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tether-export-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copied = try textFile("report.txt")
        let listener = Listener()
        let h = host(ExportPicker(delegate: listener, urls: [copied], asCopy: true), width: 390, height: 844)
        #expect(h.find(text: "Save") != nil)
        try h.exportFile(to: folder)
        // Copied into the folder under its own name; the original stays.
        let copy = folder.appendingPathComponent(copied.lastPathComponent)
        #expect(listener.picked == [[copy]])
        #expect(try String(contentsOf: copy, encoding: .utf8) == "notes")
        #expect(FileManager.default.fileExists(atPath: copied.path))
        // Without asCopy the file is moved, here to a path of its own.
        let moved = try textFile("draft.txt")
        let target = folder.appendingPathComponent("final.txt")
        let mover = Listener()
        let other = host(ExportPicker(delegate: mover, urls: [moved], asCopy: false), width: 390, height: 844)
        try other.exportFile(to: target)
        #expect(mover.picked == [[target]])
        #expect(!FileManager.default.fileExists(atPath: moved.path) && FileManager.default.fileExists(atPath: target.path))
        #expect(UIDocumentPickerViewController(forExporting: [moved], asCopy: false).documentPickerMode == .moveToService)
        // Cancelling tells the delegate.
        let canceller = Listener()
        let third = host(ExportPicker(delegate: canceller, urls: [copied], asCopy: true), width: 390, height: 844)
        try third.cancelFileExport()
        #expect(canceller.cancellations == 1 && canceller.picked.isEmpty)
        // A file that cannot be moved (it is gone) is reported, and the delegate hears of a cancel.
        let gone = Listener()
        let fourth = host(ExportPicker(delegate: gone, urls: [moved], asCopy: false), width: 390, height: 844)
        try fourth.exportFile(to: folder)
        #expect(gone.cancellations == 1)
    }
}

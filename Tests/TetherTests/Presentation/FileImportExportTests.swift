import Foundation
import Testing
@testable import Tether

/// `fileImporter` and `fileExporter`: iOS's document picker as a sheet, completed by the host.
@MainActor
@Suite struct FileImportExportTests {
    /// A fresh folder for the test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-files-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
    static func file(_ name: String, in folder: URL, _ text: String = "hello") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The global frame of the (last) shown text showing `string`.
    static func frame<V: View>(ofText string: String, in h: ViewHost<V>) -> CGRect? {
        var found: CGRect?
        var stack = [h.root]
        while let node = stack.popLast() {
            if node.isOmitted { continue }
            if let laidOut = node.layout as? TextLayoutNode, laidOut.text.string == string { found = node.globalBounds }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    struct Importer: View {
        @State var isPresented = true
        let types: [UTType]
        var multiple = false
        let results: Recorder<Result<[URL], any Error>>
        let cancelled: Recorder<Bool>
        let presented: Recorder<Bool>
        var body: some View {
            presented.record(isPresented)
            return Text("Document").fileImporter(isPresented: $isPresented, allowedContentTypes: types, allowsMultipleSelection: multiple,
                                                 onCompletion: { results.record($0) }, onCancellation: { cancelled.record(true) })
        }
    }

    @Test func anImporterShowsTheDocumentPickerAsASheetWithCancel() throws {
        let h = host(Importer(types: [.plainText], results: Recorder(), cancelled: Recorder(), presented: Recorder()), width: 390, height: 844)
        let cancel = try #require(Self.frame(ofText: "Cancel", in: h))
        let title = try #require(Self.frame(ofText: "Recents", in: h))
        // A sheet from 10 pt below the canvas's top: its bar's Cancel at the leading edge, the title under it.
        #expect(cancel.minY > 10 && cancel.minX < 40)
        #expect(title.minY > cancel.maxY - 1)
        #expect(Self.frame(ofText: "No Recents", in: h) != nil)
    }

    @Test func importingAFileRunsTheCompletionWithItsURLAndDismisses() throws {
        let folder = try Self.folder()
        let notes = try Self.file("notes.txt", in: folder)
        var picked: Result<URL, any Error>?
        let presented = Recorder<Bool>()
        struct Single: View {
            @State var isPresented = true
            let presented: Recorder<Bool>
            let done: (Result<URL, any Error>) -> Void
            var body: some View {
                presented.record(isPresented)
                return Text("Document").fileImporter(isPresented: $isPresented, allowedContentTypes: [.text], onCompletion: done)
            }
        }
        let h = host(Single(presented: presented) { picked = $0 }, width: 390, height: 844)
        try h.importFiles([notes])
        #expect(try picked?.get() == notes)
        #expect(presented.value == false)
        #expect(Self.frame(ofText: "Cancel", in: h) == nil)
        #expect(throws: InteractionError.notPresented("file importer")) { try h.importFiles([notes]) }
    }

    @Test func severalFilesNeedMultipleSelection() throws {
        let folder = try Self.folder()
        let a = try Self.file("a.json", in: folder), b = try Self.file("b.csv", in: folder)
        let multiple = Recorder<Result<[URL], any Error>>()
        let h = host(Importer(types: [.text], multiple: true, results: multiple, cancelled: Recorder(), presented: Recorder()))
        try h.importFiles([a, b])
        #expect(try multiple.value?.get() == [a, b])

        let single = Recorder<Result<[URL], any Error>>()
        let h2 = host(Importer(types: [.text], results: single, cancelled: Recorder(), presented: Recorder()))
        try h2.importFiles([a, b])
        #expect(try single.value?.get() == [a])
        #expect(h2.diagnostics.contains { $0.message.contains("without allowsMultipleSelection") })
    }

    @Test func aFileOfAnotherTypeCannotBePicked() throws {
        let folder = try Self.folder()
        let photo = try Self.file("photo.JPG", in: folder), notes = try Self.file("notes.txt", in: folder)
        let results = Recorder<Result<[URL], any Error>>(), presented = Recorder<Bool>()
        let h = host(Importer(types: [.image], results: results, cancelled: Recorder(), presented: presented))
        try h.importFiles([notes])
        // Not an image: left out with a diagnostic, the picker stays shown.
        #expect(results.count == 0)
        #expect(h.diagnostics.contains { $0.message.contains("notes.txt is public.plain-text") })
        #expect(Self.frame(ofText: "Cancel", in: h) != nil)
        // A .JPG is a JPEG image.
        try h.importFiles([photo, notes])
        #expect(try results.value?.get() == [photo])
        #expect(presented.value == false)
    }

    @Test func aMissingFileCompletesWithAnError() throws {
        let gone = try Self.folder().appendingPathComponent("gone.txt")
        let results = Recorder<Result<[URL], any Error>>()
        let h = host(Importer(types: [.data], results: results, cancelled: Recorder(), presented: Recorder()))
        try h.importFiles([gone])
        guard case .failure(let error)? = results.value else { Issue.record("expected a failure"); return }
        #expect((error as? CocoaError)?.code == .fileReadNoSuchFile)
    }

    @Test func cancelRunsTheCancellationAndDismisses() throws {
        let cancelled = Recorder<Bool>(), presented = Recorder<Bool>(), results = Recorder<Result<[URL], any Error>>()
        let h = host(Importer(types: [.data], results: results, cancelled: cancelled, presented: presented), width: 390, height: 844)
        let cancel = try #require(Self.frame(ofText: "Cancel", in: h))
        try h.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        #expect(cancelled.value == true && presented.value == false && results.count == 0)

        let cancelled2 = Recorder<Bool>(), presented2 = Recorder<Bool>()
        let h2 = host(Importer(types: [.data], results: Recorder(), cancelled: cancelled2, presented: presented2))
        try h2.cancelFileImport()
        #expect(cancelled2.value == true && presented2.value == false)
        #expect(throws: InteractionError.notPresented("file importer")) { try h2.cancelFileImport() }
    }

    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        var fails = false
        init(text: String, fails: Bool = false) { self.text = text; self.fails = fails }
        init(configuration: ReadConfiguration) throws { text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self) }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            if fails { throw CocoaError(.fileWriteNoPermission) }
            return FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Exporter: View {
        @State var isPresented = true
        let document: TextFile?
        var name: String? = "Notes"
        let results: Recorder<Result<URL, any Error>>
        let presented: Recorder<Bool>
        var body: some View {
            presented.record(isPresented)
            return Text("Document").fileExporter(isPresented: $isPresented, document: document, contentType: .plainText,
                                                 defaultFilename: name) { results.record($0) }
        }
    }

    @Test func exportingWritesTheDocumentWhereChosen() throws {
        let folder = try Self.folder()
        let results = Recorder<Result<URL, any Error>>(), presented = Recorder<Bool>()
        let h = host(Exporter(document: TextFile(text: "Hello, file"), results: results, presented: presented), width: 390, height: 844)
        #expect(Self.frame(ofText: "Cancel", in: h) != nil)
        let target = folder.appendingPathComponent("out.txt")
        try h.exportFile(to: target)
        #expect(try results.value?.get() == target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "Hello, file")
        #expect(presented.value == false)
        #expect(Self.frame(ofText: "Cancel", in: h) == nil)
    }

    @Test func exportingIntoAFolderNamesTheFileByTheDefaultFilename() throws {
        let folder = try Self.folder()
        let results = Recorder<Result<URL, any Error>>()
        let h = host(Exporter(document: TextFile(text: "A"), results: results, presented: Recorder()))
        try h.exportFile(to: folder)
        let written = folder.appendingPathComponent("Notes.txt")
        #expect(try results.value?.get() == written)
        #expect(try String(contentsOf: written, encoding: .utf8) == "A")
    }

    @Test func aDocumentThatFailsToWriteCompletesWithItsError() throws {
        let folder = try Self.folder()
        let results = Recorder<Result<URL, any Error>>()
        let h = host(Exporter(document: TextFile(text: "A", fails: true), results: results, presented: Recorder()))
        try h.exportFile(to: folder.appendingPathComponent("x.txt"))
        guard case .failure(let error)? = results.value else { Issue.record("expected a failure"); return }
        #expect((error as? CocoaError)?.code == .fileWriteNoPermission)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.txt").path))
    }

    @Test func withoutADocumentNoExporterIsShown() throws {
        let h = host(Exporter(document: nil, results: Recorder(), presented: Recorder()))
        #expect(Self.frame(ofText: "Cancel", in: h) == nil)
        #expect(throws: InteractionError.notPresented("file exporter")) { try h.exportFile(to: URL(fileURLWithPath: "/tmp/x.txt")) }
    }

    @Test func cancellingAnExportRunsItsCancellation() throws {
        let cancelled = Recorder<Bool>()
        struct Cancellable: View {
            @State var isPresented = true
            let cancelled: Recorder<Bool>
            var body: some View {
                Text("Document").fileExporter(isPresented: $isPresented, document: TextFile(text: "A"), contentTypes: [.plainText],
                                              onCompletion: { _ in }, onCancellation: { cancelled.record(true) })
            }
        }
        let h = host(Cancellable(cancelled: cancelled))
        try h.cancelFileExport()
        #expect(cancelled.value == true)
        #expect(Self.frame(ofText: "Cancel", in: h) == nil)
    }

    struct Mover: View {
        @State var isPresented = true
        let files: [URL]
        let results: Recorder<Result<[URL], any Error>>
        let cancelled: Recorder<Bool>
        let presented: Recorder<Bool>
        var body: some View {
            presented.record(isPresented)
            return Text("Document").fileMover(isPresented: $isPresented, files: files,
                                              onCompletion: { results.record($0) }, onCancellation: { cancelled.record(true) })
        }
    }

    @Test func movingAFileTakesItFromWhereItWasToTheChosenPath() throws {
        let folder = try Self.folder()
        let notes = try Self.file("notes.txt", in: folder, "moved text")
        let target = folder.appendingPathComponent("elsewhere.txt")
        var moved: Result<URL, any Error>?
        struct Single: View {
            @State var isPresented = true
            let file: URL?
            let done: (Result<URL, any Error>) -> Void
            var body: some View { Text("Document").fileMover(isPresented: $isPresented, file: file, onCompletion: done) }
        }
        let h = host(Single(file: notes) { moved = $0 }, width: 390, height: 844)
        // iOS's picker in a sheet, titled for moving, with Cancel.
        #expect(Self.frame(ofText: "Move", in: h) != nil)
        #expect(Self.frame(ofText: "Cancel", in: h) != nil)
        try h.exportFile(to: target)
        #expect(try moved?.get() == target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "moved text")
        // Moved, not copied: the original is gone.
        #expect(!FileManager.default.fileExists(atPath: notes.path))
        #expect(Self.frame(ofText: "Cancel", in: h) == nil)

        let none = host(Single(file: nil) { moved = $0 })
        #expect(Self.frame(ofText: "Move", in: none) == nil)
    }

    @Test func movingSeveralFilesPutsThemIntoTheChosenFolderUnderTheirNames() throws {
        let from = try Self.folder(), to = try Self.folder()
        let a = try Self.file("a.txt", in: from, "A"), b = try Self.file("b.json", in: from, "{}")
        let results = Recorder<Result<[URL], any Error>>(), cancelled = Recorder<Bool>(), presented = Recorder<Bool>()
        let h = host(Mover(files: [a, b], results: results, cancelled: cancelled, presented: presented))
        try h.exportFile(to: to)
        let moved = try #require(try results.value?.get())
        #expect(moved == [to.appendingPathComponent("a.txt"), to.appendingPathComponent("b.json")])
        #expect(try String(contentsOf: moved[0], encoding: .utf8) == "A")
        #expect(!FileManager.default.fileExists(atPath: a.path) && !FileManager.default.fileExists(atPath: b.path))
        #expect(presented.value == false)
        #expect(cancelled.count == 0)
    }

    @Test func movingAFileThatDoesNotExistCompletesWithAnError() throws {
        let folder = try Self.folder()
        let missing = folder.appendingPathComponent("gone.txt")
        let results = Recorder<Result<[URL], any Error>>()
        let h = host(Mover(files: [missing], results: results, cancelled: Recorder(), presented: Recorder()))
        try h.exportFile(to: folder.appendingPathComponent("target.txt"))
        guard case .failure? = results.value else { Issue.record("expected a failure"); return }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("target.txt").path))
    }

    @Test func cancellingAMoveLeavesTheFilesAndRunsTheCancellationOnce() throws {
        let folder = try Self.folder()
        let a = try Self.file("a.txt", in: folder)
        let results = Recorder<Result<[URL], any Error>>(), cancelled = Recorder<Bool>(), presented = Recorder<Bool>()
        let h = host(Mover(files: [a], results: results, cancelled: cancelled, presented: presented))
        try h.cancelFileExport()
        #expect(cancelled.count == 1)
        #expect(results.value == nil)
        #expect(presented.value == false)
        #expect(FileManager.default.fileExists(atPath: a.path))
        // No files: nothing to move, nothing shown.
        let empty = host(Mover(files: [], results: results, cancelled: cancelled, presented: presented))
        #expect(Self.frame(ofText: "Move", in: empty) == nil)
    }
}

import Foundation
import SwiftUI
import Testing
@testable import Tether
import UniformTypeIdentifiers

// Xcode's "Document App" template, unchanged but for TextEditor (Tether has TextField).
extension UTType {
    static var exampleText: UTType {
        UTType(importedAs: "com.example.plain-text")
    }
}

private struct TextFile: FileDocument {
    var text: String

    init(text: String = "Hello, world!") {
        self.text = text
    }

    static var readableContentTypes: [UTType] { [.exampleText] }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let string = String(data: data, encoding: .utf8)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let data = text.data(using: .utf8)!
        return .init(regularFileWithContents: data)
    }
}

private struct DocumentApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile()) { file in
            VStack {
                TextField("Text", text: file.$document.text).accessibilityIdentifier("field")
                Text(file.document.text).accessibilityIdentifier("shown")
                Text(verbatim: file.fileURL == nil && file.isEditable ? "new" : "opened").accessibilityIdentifier("state")
            }
        }
    }
}

private struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
    }
}

/// `DocumentGroup`, `FileDocument`, `UTType` and `FileWrapper` as document apps use them.
@MainActor
@Suite struct DocumentGroupTests {
    func width(_ text: String) -> CGFloat? {
        let h = ViewHost(Text(verbatim: text).accessibilityIdentifier("t"), size: CGSize(width: 390, height: 100))
        h.update()
        return h.frame(of: "t")?.width
    }

    @Test func theWindowEditsANewDocument() throws {
        let host = try #require(ViewHost(app: DocumentApp(), size: CGSize(width: 390, height: 300)))
        host.update()
        #expect(host.frame(of: "shown")?.width == width("Hello, world!"))
        #expect(host.frame(of: "state")?.width == width("new"))
        // Typing into the field edits the document through the configuration's binding.
        try host.type("Notes", into: "field")
        #expect(host.frame(of: "shown")?.width == width("Hello, world!Notes"))
    }

    @Test func aViewerOnlyGroupOpensNoWindow() {
        #expect(ViewHost(app: ViewerApp(), size: CGSize(width: 10, height: 10)) == nil)
    }

    @Test func typesConformAsDeclared() {
        #expect(UTType.exampleText.conforms(to: .data) && !UTType.exampleText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType(filenameExtension: "json") == .json && UTType("public.png") == .png)
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
    }

    @Test func aDocumentRoundTripsThroughAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-doc-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let wrapper = try TextFile(text: "Field notes").fileWrapper(configuration: .init(contentType: .exampleText, existingFile: nil))
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.isRegularFile && read.filename == url.lastPathComponent)
        let document = try TextFile(configuration: .init(contentType: .exampleText, file: read))
        #expect(document.text == "Field notes")
        #expect(throws: CocoaError.self) {
            try TextFile(configuration: .init(contentType: .exampleText, file: FileWrapper(regularFileWithContents: Data([0xFF, 0xFE, 0xFD]))))
        }
    }
}

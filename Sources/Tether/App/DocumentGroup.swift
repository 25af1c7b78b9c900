import Foundation

/// Mirrors SwiftUI's `DocumentGroup`: windows that each edit a document. iOS opens on a
/// document browser; headlessly, Tether's window shows the editor for a new document (the
/// `newDocument` value), so the editor is what `App.main()` renders. A viewer-only group
/// (`DocumentGroup(viewing:viewer:)`) opens no window.
nonisolated public struct DocumentGroup<Document: FileDocument, Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let newDocument: (() -> Document)?
    let editor: (FileDocumentConfiguration<Document>) -> Content

    /// Mirrors `DocumentGroup(newDocument:editor:)`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.newDocument = newDocument
        self.editor = editor
    }
    /// Mirrors `DocumentGroup(viewing:viewer:)`.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        newDocument = nil
        editor = viewer
    }

    @MainActor func collectWindows(into windows: inout [SceneWindow]) {
        guard let newDocument else { return }
        windows.append(SceneWindow(id: nil, content: AnyView(_NewDocumentWindow(document: newDocument(), editor: editor))))
    }
}

/// The window of a new document: the document lives in the window's state.
nonisolated struct _NewDocumentWindow<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
    }
}

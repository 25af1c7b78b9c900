import Foundation

/// What a shown file exporter writes and what saving or cancelling does.
struct FileExportRequest: NodeAttribute {
    let defaultFilename: String?
    let contentType: UTType
    /// Writes the document at `url` (a folder: into it, named by the default filename), dismisses
    /// the exporter and runs the app's completion with where it was written or the error.
    let export: @MainActor (URL) -> Void
    /// Dismisses the exporter as its Cancel button does.
    let cancel: @MainActor () -> Void
}

/// The modifier behind `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`:
/// while presented with a document, iOS's export picker as a sheet.
nonisolated struct _FileExporterModifier<Document: FileDocument>: ViewModifier {
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let document: Document?
    let contentType: UTType
    let defaultFilename: String?
    nonisolated(unsafe) let onCompletion: (Result<URL, any Error>) -> Void
    nonisolated(unsafe) let onCancellation: () -> Void

    @MainActor func body(content: Content) -> some View {
        let isPresented = self.isPresented, onCompletion = self.onCompletion, onCancellation = self.onCancellation
        let document = self.document, contentType = self.contentType, defaultFilename = self.defaultFilename
        // SwiftUI presents the exporter only with a document to export.
        let hasDocument = document != nil
        let shown = Binding(get: { isPresented.wrappedValue && hasDocument },
                            set: { if !$0 { isPresented.wrappedValue = false } })
        let request = FileExportRequest(defaultFilename: defaultFilename, contentType: contentType, export: { url in
            isPresented.wrappedValue = false
            guard let document else { return }
            onCompletion(Result {
                try FileExportRequest.write(document, contentType: contentType, defaultFilename: defaultFilename, at: url)
            })
        }, cancel: {
            isPresented.wrappedValue = false
            onCancellation()
        })
        return content.sheet(isPresented: shown, onDismiss: onCancellation) {
            FileBrowserSheet(title: "Save", emptyTitle: "No Locations", emptySymbol: "folder",
                             emptyDescription: Text(defaultFilename ?? "Untitled"))
                .modifier(_FileRequestAttributeModifier(attribute: request))
        }
    }
}

extension FileExportRequest {
    /// Writes `document`'s file wrapper for `contentType` at `url`; when `url` is a folder,
    /// into it as the default filename (else "Untitled") with the type's extension. Returns
    /// where the file is.
    static func write<D: FileDocument>(_ document: D, contentType: UTType, defaultFilename: String?, at url: URL) throws -> URL {
        var isFolder: ObjCBool = false
        var destination = url
        if url.hasDirectoryPath || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue) {
            var name = defaultFilename.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
            if let ext = contentType.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty { name += "." + ext }
            destination = url.appendingPathComponent(name)
        }
        let wrapper = try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
        try wrapper.write(to: destination, options: .atomic, originalContentsURL: nil)
        return destination
    }

    /// Copies (or moves) `urls` to `destination`: into it when it is a folder (each keeping its
    /// name), else, for one file, to that path. Returns where the files now are.
    static func transfer(_ urls: [URL], to destination: URL, copying: Bool) throws -> [URL] {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        let intoFolder = destination.hasDirectoryPath
            || (files.fileExists(atPath: destination.path, isDirectory: &isFolder) && isFolder.boolValue) || urls.count > 1
        return try urls.map { url in
            let target = intoFolder ? destination.appendingPathComponent(url.lastPathComponent) : destination
            if files.fileExists(atPath: target.path) { try files.removeItem(at: target) }
            if copying { try files.copyItem(at: url, to: target) } else { try files.moveItem(at: url, to: target) }
            return target
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`:
    /// while presented with a non-nil document, iOS's export picker in a sheet; saving writes the
    /// document's `FileWrapper` for real, sets the binding to false and runs `onCompletion` with
    /// the file's URL or the error. Tether's own `ViewHost.exportFile(to:)` saves, and
    /// `cancelFileExport()` cancels.
    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                          defaultFilename: String? = nil,
                                                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileExporterModifier(isPresented: isPresented, document: document, contentType: contentType,
                                       defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {}))
    }
    /// Mirrors SwiftUI's `fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)`
    /// (iOS 17): as the other form, written as the first of `contentTypes` (else the document's
    /// first writable type); Cancel or a swipe down runs `onCancellation`.
    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                          defaultFilename: String? = nil,
                                                          onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                          onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(_FileExporterModifier(isPresented: isPresented, document: document,
                                       contentType: contentTypes.first ?? D.writableContentTypes.first ?? .data,
                                       defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation))
    }
}

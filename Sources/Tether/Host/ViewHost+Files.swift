import Foundation

extension ViewHost {
    /// Tether's own: picks `urls` in the shown file importer (`fileImporter`), as tapping them
    /// in iOS's document picker does, then updates. A URL whose type (by its filename
    /// extension; a folder is `.folder`, an unknown extension `.data`) conforms to none of the
    /// allowed content types cannot be picked on iOS: it is left out with a diagnostic, and so
    /// are URLs beyond the first without `allowsMultipleSelection`. With something left, the
    /// importer is dismissed and its `onCompletion` gets the URLs, or a failure
    /// (`CocoaError.fileReadNoSuchFile`) when one is not an existing file; with nothing left it
    /// stays shown. Throws `InteractionError.notPresented` when no importer is shown.
    public func importFiles(_ urls: [URL]) throws {
        guard let (node, request) = shownRequest(FileImportRequest.self) else { throw InteractionError.notPresented("file importer") }
        var picked: [URL] = []
        for url in urls {
            let type = UTType.ofFile(at: url)
            if request.allowedContentTypes.contains(where: { type.conforms(to: $0) }) {
                picked.append(url)
            } else {
                let allowed = request.allowedContentTypes.map(\.identifier).joined(separator: ", ")
                graph.reportBetweenUpdates(.other, "fileImporter: \(url.lastPathComponent) is \(type.identifier), which conforms to none of the allowed content types (\(allowed)); iOS does not let it be picked", at: node)
            }
        }
        if !request.allowsMultipleSelection, picked.count > 1 {
            graph.reportBetweenUpdates(.other, "fileImporter: \(picked.count) files picked without allowsMultipleSelection; only the first is imported", at: node)
            picked = [picked[0]]
        }
        guard !picked.isEmpty else { return update() }
        if let missing = picked.first(where: { !$0.isFileURL || !FileManager.default.fileExists(atPath: $0.path) }) {
            request.complete(.failure(CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: missing.path])))
        } else {
            request.complete(.success(picked))
        }
        update()
    }

    /// Tether's own: taps Cancel in the shown file importer: it is dismissed (the binding set to
    /// false) and its `onCancellation` runs; then updates.
    public func cancelFileImport() throws {
        guard let (_, request) = shownRequest(FileImportRequest.self) else { throw InteractionError.notPresented("file importer") }
        request.cancel()
        update()
    }

    /// Tether's own: saves the shown file exporter's document (`fileExporter`) at `url`, as
    /// choosing a place in iOS's export picker does: the document's `FileWrapper` is written
    /// there for real (into it, named by the default filename and the type's extension, when
    /// `url` is a folder), the exporter is dismissed and `onCompletion` gets the file's URL or
    /// the error that writing threw; then updates.
    public func exportFile(to url: URL) throws {
        guard let (_, request) = shownRequest(FileExportRequest.self) else { throw InteractionError.notPresented("file exporter") }
        request.export(url)
        update()
    }

    /// Tether's own: taps Cancel in the shown file exporter: it is dismissed and its
    /// `onCancellation` (iOS 17's form) runs; then updates.
    public func cancelFileExport() throws {
        guard let (_, request) = shownRequest(FileExportRequest.self) else { throw InteractionError.notPresented("file exporter") }
        request.cancel()
        update()
    }


    /// The last shown request of a kind in tree order: the one presented on top.
    private func shownRequest<Request>(_ type: Request.Type) -> (ViewNode, Request)? {
        var found: (ViewNode, Request)?
        var stack = [root]
        while let node = stack.popLast() {
            if node.isOmitted || node.isDiscarded { continue }
            if let request = node.attribute(Request.self) { found = (node, request) }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

extension UTType {
    /// The file type iOS gives `url`: a folder's, the known type of its extension, else data.
    static func ofFile(at url: URL) -> UTType {
        var isFolder: ObjCBool = false
        if url.hasDirectoryPath || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue) {
            return .folder
        }
        return UTType(filenameExtension: url.pathExtension) ?? .data
    }
}

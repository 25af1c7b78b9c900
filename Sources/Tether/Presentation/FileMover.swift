import Foundation

/// The modifier behind `fileMover(isPresented:file:onCompletion:)` and its siblings: while
/// presented with files to move, iOS's move picker as a sheet.
nonisolated struct _FileMoverModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let files: [URL]
    nonisolated(unsafe) let onCompletion: (Result<[URL], any Error>) -> Void
    nonisolated(unsafe) let onCancellation: () -> Void

    @MainActor func body(content: Content) -> some View {
        let isPresented = self.isPresented, onCompletion = self.onCompletion, onCancellation = self.onCancellation
        let files = self.files
        // As the exporter needs a document, the mover needs something to move.
        let shown = Binding(get: { isPresented.wrappedValue && !files.isEmpty },
                            set: { if !$0 { isPresented.wrappedValue = false } })
        let request = FileExportRequest(defaultFilename: files.first?.lastPathComponent, contentType: UTType.ofFile(at: files.first ?? URL(fileURLWithPath: "/")),
                                        export: { destination in
            isPresented.wrappedValue = false
            onCompletion(Result { try FileExportRequest.transfer(files, to: destination, copying: false) })
        }, cancel: {
            isPresented.wrappedValue = false
            onCancellation()
        })
        return content.sheet(isPresented: shown, onDismiss: onCancellation) {
            FileBrowserSheet(title: "Move", emptyTitle: "No Locations", emptySymbol: "folder",
                             emptyDescription: Text(verbatim: files.count == 1 ? files[0].lastPathComponent : "\(files.count) Items"))
                .modifier(_FileRequestAttributeModifier(attribute: request))
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `fileMover(isPresented:file:onCompletion:)`: while presented with a
    /// file, iOS's picker for moving it elsewhere, in a sheet; choosing a place (Tether's own
    /// `ViewHost.exportFile(to:)`) moves the file there for real — into a folder under its own
    /// name, else to that path —, sets the binding to false and runs `onCompletion` with the
    /// file's new URL or the error moving threw (a file that does not exist fails).
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?,
                                      onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
    }

    /// Mirrors SwiftUI's `fileMover(isPresented:file:onCompletion:onCancellation:)` (iOS 17): as
    /// the other form; Cancel (Tether's own `ViewHost.cancelFileExport()`) or a swipe down runs
    /// `onCancellation`.
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?,
                                      onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                      onCancellation: @escaping () -> Void) -> some View {
        modifier(_FileMoverModifier(isPresented: isPresented, files: file.map { [$0] } ?? [],
                                    onCompletion: { result in onCompletion(result.map { $0[0] }) },
                                    onCancellation: onCancellation))
    }

    /// Mirrors SwiftUI's `fileMover(isPresented:files:onCompletion:)`: as the one-file form for
    /// every file of `files` (all into the chosen folder); not presented while `files` is empty.
    nonisolated public func fileMover<C>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
        where C: Collection, C.Element == URL {
        fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
    }

    /// Mirrors SwiftUI's `fileMover(isPresented:files:onCompletion:onCancellation:)` (iOS 17).
    nonisolated public func fileMover<C>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View
        where C: Collection, C.Element == URL {
        modifier(_FileMoverModifier(isPresented: isPresented, files: Array(files),
                                    onCompletion: onCompletion, onCancellation: onCancellation))
    }
}

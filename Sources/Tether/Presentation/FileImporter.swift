import Foundation

/// What a shown file importer accepts and what picking or cancelling does (the host's
/// `importFiles(_:)` and `cancelFileImport()` reach it through its sheet).
struct FileImportRequest: NodeAttribute {
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    /// Dismisses the importer, then runs the app's completion with what was picked.
    let complete: @MainActor (Result<[URL], any Error>) -> Void
    /// Dismisses the importer as its Cancel button does.
    let cancel: @MainActor () -> Void
}

/// The modifier behind every `fileImporter` form: while presented, iOS's document picker as a
/// sheet; a pick runs `onCompletion` (the binding set to false first), Cancel or a swipe down
/// runs `onCancellation`.
nonisolated struct _FileImporterModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    nonisolated(unsafe) let onCompletion: (Result<[URL], any Error>) -> Void
    nonisolated(unsafe) let onCancellation: () -> Void

    @MainActor func body(content: Content) -> some View {
        let isPresented = self.isPresented, onCompletion = self.onCompletion, onCancellation = self.onCancellation
        let request = FileImportRequest(
            allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
            complete: { result in
                isPresented.wrappedValue = false
                onCompletion(result)
            },
            cancel: {
                isPresented.wrappedValue = false
                onCancellation()
            })
        return content.sheet(isPresented: isPresented, onDismiss: onCancellation) {
            FileBrowserSheet(title: "Recents", emptyTitle: "No Recents", emptySymbol: "clock",
                             emptyDescription: Text("Files you open appear here."))
                .modifier(_FileRequestAttributeModifier(attribute: request))
        }
    }
}

/// Marks the browser sheet with the request the host completes.
nonisolated struct _FileRequestAttributeModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    nonisolated(unsafe) let attribute: NodeAttribute
    var attributes: [NodeAttribute] { [attribute] }
}

/// iOS's document browser as Tether draws it in a sheet: a navigation bar with Cancel at its
/// leading edge and a large title, over an empty state (Tether has no file system to browse;
/// the host picks the files). iOS's Recents/Browse tab bar and search field are not drawn.
nonisolated struct FileBrowserSheet: View {
    let title: LocalizedStringKey
    let emptyTitle: LocalizedStringKey
    let emptySymbol: String
    let emptyDescription: Text
    @Environment(\.dismiss) private var dismiss

    @MainActor var body: some View {
        NavigationStack {
            ContentUnavailableView(emptyTitle, systemImage: emptySymbol, description: emptyDescription)
                .navigationTitle(title)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                }
        }
    }
}

extension View {
    /// Mirrors SwiftUI's `fileImporter(isPresented:allowedContentTypes:onCompletion:)`: while
    /// presented, iOS's document picker in a sheet; picking a file sets the binding to false and
    /// runs `onCompletion` with its URL (a failure when it cannot be read). Cancelling runs
    /// nothing. Tether's own `ViewHost.importFiles(_:)` and `cancelFileImport()` pick and cancel.
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                                         onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileImporterModifier(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                                       allowsMultipleSelection: false,
                                       onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: {}))
    }
    /// Mirrors SwiftUI's `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`:
    /// as the single-file form, with every picked URL (one unless `allowsMultipleSelection`).
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        modifier(_FileImporterModifier(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                                       allowsMultipleSelection: allowsMultipleSelection,
                                       onCompletion: onCompletion, onCancellation: {}))
    }
    /// Mirrors SwiftUI's `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`
    /// (iOS 17): as the other forms; Cancel or a swipe down runs `onCancellation`.
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View {
        modifier(_FileImporterModifier(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                                       allowsMultipleSelection: allowsMultipleSelection,
                                       onCompletion: onCompletion, onCancellation: onCancellation))
    }
}

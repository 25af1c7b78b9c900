import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDocumentPickerDelegate`
/// (every method optional).
@MainActor @preconcurrency public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Mirrors `documentPicker(_:didPickDocumentsAt:)`.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// Mirrors `documentPickerWasCancelled(_:)`.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// Mirrors the deprecated `documentPicker(_:didPickDocumentAt:)`: told the first URL when
    /// `didPickDocumentsAt` is not implemented.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDocumentPickerMode`.
public enum UIDocumentPickerMode: UInt, Sendable { case `import` = 0, open, exportToService, moveToService }

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDocumentPickerViewController`
/// for opening files, wrapped in a representable or presented: it draws the document browser
/// SwiftUI's `fileImporter` shows (a Cancel button and a large title over an empty state: Tether
/// has no file system to browse), and Tether's own `ViewHost.importFiles(_:)` is the user
/// picking files in it — URLs of none of its content types are left out with a diagnostic, as
/// iOS does not let them be picked, and beyond the first without `allowsMultipleSelection` —,
/// telling the delegate `documentPicker(_:didPickDocumentsAt:)`; `ViewHost.cancelFileImport()`
/// or its Cancel button tells it `documentPickerWasCancelled(_:)`. A presented picker is
/// dismissed either way, as UIKit dismisses it.
///
/// Made `forExporting:` (iOS 14), it draws the export picker SwiftUI's `fileExporter` shows,
/// and Tether's own `ViewHost.exportFile(to:)` is the user choosing where the files go: they
/// are copied there for real (moved, unless `asCopy`), into it when it is a folder, and the
/// delegate is told their new URLs; `ViewHost.cancelFileExport()` cancels.
///
/// Absent: the deprecated export and move modes of `init(documentTypes:in:)`/`init(url:in:)`,
/// `directoryURL` and `shouldShowFileExtensions` (kept).
@MainActor @preconcurrency open class UIDocumentPickerViewController: UIViewController {
    /// The types the picker lets the user pick.
    let contentTypes: [UTType]
    /// Mirrors `delegate`.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Mirrors `allowsMultipleSelection`.
    open var allowsMultipleSelection = false
    /// Mirrors `shouldShowFileExtensions` (kept).
    open var shouldShowFileExtensions = false
    /// Mirrors `directoryURL` (kept).
    open var directoryURL: URL?
    /// Mirrors `documentPickerMode`.
    public let documentPickerMode: UIDocumentPickerMode
    /// The files an export picker copies or moves, and whether it copies them.
    private let exported: (urls: [URL], asCopy: Bool)?

    /// Mirrors `init(forOpeningContentTypes:asCopy:)` (iOS 14).
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        documentPickerMode = asCopy ? .import : .open
        exported = nil
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init(forExporting:asCopy:)` (iOS 14): a picker of where `urls` go, copied
    /// there when `asCopy`, else moved.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = urls.map(UTType.ofFile(at:))
        documentPickerMode = asCopy ? .exportToService : .moveToService
        exported = (urls, asCopy)
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors the deprecated `init(documentTypes:in:)`: the type identifiers (unknown ones are
    /// reported and left out). The export and move modes are not available: reported, and the
    /// picker opens instead.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        contentTypes = allowedUTIs.compactMap { identifier in
            if let type = UTType(identifier) { return type }
            UIKitDiagnostics.report(.other, "UIDocumentPickerViewController: no type \(identifier); left out")
            return nil
        }
        if mode == .exportToService || mode == .moveToService {
            UIKitDiagnostics.report(.other, "UIDocumentPickerViewController's export and move modes are not available in Tether (use fileExporter); it opens files")
        }
        documentPickerMode = mode
        exported = nil
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `loadView()`: the document browser (or export picker), holding the request the
    /// host completes.
    open override func loadView() {
        if let exported {
            loadExportView(exported.urls, asCopy: exported.asCopy)
            return
        }
        let request = FileImportRequest(
            allowedContentTypes: contentTypes, allowsMultipleSelection: allowsMultipleSelection,
            complete: { [weak self] result in self?.picked(result) },
            cancel: { [weak self] in self?.cancelled() })
        let cancel = DismissAction(action: { [weak self] in self?.cancelled() })
        view = HostingControllerView(content: AnyView(
            FileBrowserSheet(title: "Recents", emptyTitle: "No Recents", emptySymbol: "clock",
                             emptyDescription: Text("Files you open appear here."))
                .environment(\.dismiss, cancel)
                .modifier(_FileRequestAttributeModifier(attribute: request))))
    }

    /// The export picker: choosing a place copies or moves the files there.
    private func loadExportView(_ urls: [URL], asCopy: Bool) {
        let request = FileExportRequest(
            defaultFilename: urls.first?.lastPathComponent, contentType: contentTypes.first ?? .data,
            export: { [weak self] destination in self?.picked(Result { try FileExportRequest.transfer(urls, to: destination, copying: asCopy) }) },
            cancel: { [weak self] in self?.cancelled() })
        let cancel = DismissAction(action: { [weak self] in self?.cancelled() })
        view = HostingControllerView(content: AnyView(
            FileBrowserSheet(title: "Save", emptyTitle: "No Locations", emptySymbol: "folder",
                             emptyDescription: Text(verbatim: urls.first?.lastPathComponent ?? "Untitled"))
                .environment(\.dismiss, cancel)
                .modifier(_FileRequestAttributeModifier(attribute: request))))
    }

    private func picked(_ result: Result<[URL], any Error>) {
        if presentingViewController != nil { dismiss(animated: true) }
        switch result {
        case .success(let urls): delegate?.documentPicker(self, didPickDocumentsAt: urls)
        case .failure(let error):
            UIKitDiagnostics.report(.other, "UIDocumentPickerViewController: a picked file cannot be read (\(error.localizedDescription)); the delegate is told the picker was cancelled")
            delegate?.documentPickerWasCancelled(self)
        }
    }

    private func cancelled() {
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.documentPickerWasCancelled(self)
    }
}

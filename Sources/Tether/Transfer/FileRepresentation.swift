import Foundation

/// Mirrors CoreTransferable's `FileRepresentation`: an item moved as a file. In Tether the
/// file travels as its bytes: the exported file is read when the data is asked for, and the
/// importer gets a copy in a temporary folder (`isOriginalFile` false), removed once it
/// returns, as on a device.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Mirrors `init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType; self.exporting = exporting; self.importing = importing
    }
    /// Mirrors `init(exportedContentType:shouldAllowToOpenInPlace:exporting:)`: export only.
    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = contentType; self.exporting = exporting; self.importing = nil
    }
    /// Mirrors `init(importedContentType:shouldAttemptToOpenInPlace:importing:)`: import only.
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType; self.exporting = nil; self.importing = importing
    }
}

extension FileRepresentation: PrimitiveTransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>] {
        var entry = TransferEntry<Item>(contentType: contentType)
        let type = contentType
        if let exporting {
            entry.export = { item in try Data(contentsOf: try await exporting(item).file) }
        }
        if let importing {
            entry.importing = { data in
                let file = try NSItemProvider.temporaryFile(data, name: nil, type: type)
                defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        }
        return [entry]
    }
}

/// Mirrors CoreTransferable's `SentTransferredFile`: the file a sender exports.
public struct SentTransferredFile: Sendable {
    /// Mirrors `file`.
    public let file: URL
    /// Mirrors `allowAccessingOriginalFile`.
    public let allowAccessingOriginalFile: Bool
    /// Mirrors `init(_:allowAccessingOriginalFile:)`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// Mirrors CoreTransferable's `ReceivedTransferredFile`: the file a receiver gets.
public struct ReceivedTransferredFile: Sendable {
    /// Mirrors `file`.
    public let file: URL
    /// Mirrors `isOriginalFile`.
    public let isOriginalFile: Bool
}

import Foundation

/// Mirrors CoreTransferable's `DataRepresentation`: an item moved as binary data of one
/// content type, made and read by the closures given.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Mirrors `init(contentType:exporting:importing:)`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType; self.exporting = exporting; self.importing = importing
    }
    /// Mirrors `init(exportedContentType:exporting:)`: export only.
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType; self.exporting = exporting; self.importing = nil
    }
    /// Mirrors `init(importedContentType:importing:)`: import only.
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType; self.exporting = nil; self.importing = importing
    }
}

extension DataRepresentation: PrimitiveTransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>] {
        [TransferEntry(contentType: contentType, export: exporting, importing: importing)]
    }
}

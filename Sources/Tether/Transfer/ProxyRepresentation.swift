import Foundation

/// Mirrors CoreTransferable's `ProxyRepresentation`: an item moved as another transferable
/// value (its text, its URL), with every representation of that value.
///
/// ```swift
/// ProxyRepresentation(exporting: \.title)
/// ```
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, @unchecked Sendable {
    public typealias Body = Never
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// Mirrors `init(exporting:importing:)`.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = { try exporting($0) }; self.importing = importing
    }
    /// Mirrors `init(exporting:)`: export only.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = { try exporting($0) }; self.importing = nil
    }
    /// Mirrors `init(importing:)`: import only.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = nil; self.importing = importing
    }
}

extension ProxyRepresentation: PrimitiveTransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>] {
        ProxyRepresentation.transferEntries.map { $0.mapped(export: exporting, import: importing) }
            .filter { $0.export != nil || $0.importing != nil }
    }
}

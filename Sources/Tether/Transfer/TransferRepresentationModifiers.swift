import Foundation

/// Mirrors CoreTransferable's `TransferRepresentationVisibility`: which processes may see a
/// representation. Tether has one process: every representation is seen by it.
public enum TransferRepresentationVisibility: Sendable {
    /// Mirrors `.all`.
    case all
    /// Mirrors `.team`.
    case team
    /// Mirrors `.group`.
    case group
    /// Mirrors `.ownProcess`.
    case ownProcess
}

/// A representation with its entries changed: a suggested file name, an exporting condition,
/// a visibility.
struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation, @unchecked Sendable {
    typealias Body = Never
    let entries: [TransferEntry<Item>]
    func transferEntries() -> [TransferEntry<Item>] { entries }
}

extension TransferRepresentation {
    /// Mirrors `suggestedFileName(_:)`: the name a file of this representation gets
    /// (`NSItemProvider.suggestedName` of a dragged item).
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        modified { $0.suggestedFileName = { _ in fileName } }
    }

    /// Mirrors `suggestedFileName(_:)` with a name made from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        modified { $0.suggestedFileName = fileName }
    }

    /// Mirrors `exportingCondition(_:)`: the representation is exported only for items the
    /// condition holds for.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        modified { entry in
            let previous = entry.exportingCondition
            entry.exportingCondition = { item in (previous?(item) ?? true) && condition(item) }
        }
    }

    /// Mirrors `visibility(_:)`: kept; Tether's single process sees every representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        modified { $0.visibility = visibility }
    }

    private func modified(_ change: (inout TransferEntry<Item>) -> Void) -> ModifiedTransferRepresentation<Item> {
        var entries = TransferEntry.entries(of: self)
        for index in entries.indices { change(&entries[index]) }
        return ModifiedTransferRepresentation(entries: entries)
    }
}

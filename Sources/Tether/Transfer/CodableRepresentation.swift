import Foundation

/// Mirrors CoreTransferable's `CodableRepresentation`: an item moved as the data its encoder
/// makes of it (JSON by default), under a content type the app declares.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder, Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// Mirrors `init(for:contentType:encoder:decoder:)`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType; self.encoder = encoder; self.decoder = decoder
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Mirrors `init(for:contentType:)`: JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

extension CodableRepresentation: PrimitiveTransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>] {
        let encoder = encoder, decoder = decoder
        let encode: (Item) throws -> Data = { item in try encoder.encode(item) }
        let decode: (Data) throws -> Item = { data in try decoder.decode(Item.self, from: data) }
        let coders = UncheckedSendableBox(value: (encode, decode))
        var entry = TransferEntry<Item>(contentType: contentType)
        entry.export = { item in try coders.value.0(item) }
        entry.importing = { data in try coders.value.1(data) }
        return [entry]
    }
}

extension TransferRepresentationBuilder {
    /// Mirrors `buildExpression(_:)` for a `CodableRepresentation`.
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder> where Item: Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
        Encoder.Output == Data, Decoder.Input == Data {
        content
    }
}

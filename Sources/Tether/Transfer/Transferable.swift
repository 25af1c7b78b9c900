import Foundation

/// Mirrors CoreTransferable's `Transferable`: a type that describes how it moves through drag
/// and drop, copy and paste and sharing, by the representations it lists in
/// `transferRepresentation`, most faithful first.
///
/// ```swift
/// struct Todo: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .todo)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
@preconcurrency
public protocol Transferable: Sendable {
    /// Mirrors `Representation`.
    associatedtype Representation: TransferRepresentation
    /// Mirrors `transferRepresentation`.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// Mirrors CoreTransferable's `TransferRepresentation`: how an item is exported and imported,
/// composed of the built-in representations.
public protocol TransferRepresentation<Item>: Sendable {
    /// Mirrors `Item`.
    associatedtype Item: Transferable
    /// Mirrors `Body`.
    associatedtype Body: TransferRepresentation
    /// Mirrors `body`.
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

extension Never: TransferRepresentation {
    /// The built-in representations have no body.
    public typealias Item = Never
}

extension Never: Transferable {
    /// Mirrors `Never`'s conformance: nothing to transfer.
    public static var transferRepresentation: TupleTransferRepresentation<Never, ()> { TupleTransferRepresentation<Never, ()>(entries: []) }
}

/// Mirrors CoreTransferable's `TransferRepresentationBuilder`: composes representations,
/// most faithful first.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Mirrors `buildBlock(_:)`.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }
    /// Mirrors `buildBlock(_:_:)`: 2 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation>(_ c1: C1, _ c2: C2) -> TupleTransferRepresentation<Item, (C1, C2)> where C1.Item == Item, C2.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2))
    }
    /// Mirrors `buildBlock(_:_:_:)`: 3 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3) -> TupleTransferRepresentation<Item, (C1, C2, C3)> where C1.Item == Item, C2.Item == Item, C3.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3))
    }
    /// Mirrors `buildBlock(_:_:_:_:)`: 4 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4))
    }
    /// Mirrors `buildBlock(_:_:_:_:_:)`: 5 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4) + TransferEntry.entries(of: c5))
    }
    /// Mirrors `buildBlock(_:_:_:_:_:_:)`: 6 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4) + TransferEntry.entries(of: c5) + TransferEntry.entries(of: c6))
    }
    /// Mirrors `buildBlock(_:_:_:_:_:_:_:)`: 7 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4) + TransferEntry.entries(of: c5) + TransferEntry.entries(of: c6) + TransferEntry.entries(of: c7))
    }
    /// Mirrors `buildBlock(_:_:_:_:_:_:_:_:)`: 8 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4) + TransferEntry.entries(of: c5) + TransferEntry.entries(of: c6) + TransferEntry.entries(of: c7) + TransferEntry.entries(of: c8))
    }
    /// Mirrors `buildBlock(_:_:_:_:_:_:_:_:_:)`: 9 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item, C9.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4) + TransferEntry.entries(of: c5) + TransferEntry.entries(of: c6) + TransferEntry.entries(of: c7) + TransferEntry.entries(of: c8) + TransferEntry.entries(of: c9))
    }
    /// Mirrors `buildBlock(_:_:_:_:_:_:_:_:_:_:)`: 10 representations, most faithful first.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C10: TransferRepresentation>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9, _ c10: C10) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)> where C1.Item == Item, C2.Item == Item, C3.Item == Item, C4.Item == Item, C5.Item == Item, C6.Item == Item, C7.Item == Item, C8.Item == Item, C9.Item == Item, C10.Item == Item {
        TupleTransferRepresentation(entries: TransferEntry.entries(of: c1) + TransferEntry.entries(of: c2) + TransferEntry.entries(of: c3) + TransferEntry.entries(of: c4) + TransferEntry.entries(of: c5) + TransferEntry.entries(of: c6) + TransferEntry.entries(of: c7) + TransferEntry.entries(of: c8) + TransferEntry.entries(of: c9) + TransferEntry.entries(of: c10))
    }
    /// Mirrors `buildExpression(_:)`.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
}

/// Mirrors CoreTransferable's `TupleTransferRepresentation`: representations one after another.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation {
    public typealias Body = Never
    let entries: [TransferEntry<Item>]
    init(entries: [TransferEntry<Item>]) { self.entries = entries }
}

extension TupleTransferRepresentation: PrimitiveTransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>] { entries }
}

extension TransferRepresentation where Body == Never {
    /// The built-in representations have no body; Tether reads them directly.
    public var body: Never { fatalError("body of a built-in transfer representation was called directly") }
}

/// A built-in representation, read directly instead of through `body`.
protocol PrimitiveTransferRepresentation<Item>: TransferRepresentation {
    func transferEntries() -> [TransferEntry<Item>]
    /// The entries, type-erased for callers that hold the representation as an existential.
    func anyTransferEntries() -> [Any]
}

extension PrimitiveTransferRepresentation {
    func anyTransferEntries() -> [Any] { transferEntries() }
}

/// One content type an item moves as: how to make its data (export), how to make an item of
/// its data (import), and what a file of it is called. Proxies and modifiers are flattened
/// into these, so a drop only ever deals in entries of the item's own type.
struct TransferEntry<Item>: @unchecked Sendable {
    let contentType: UTType
    var export: (@Sendable (Item) async throws -> Data)?
    var importing: (@Sendable (Data) async throws -> Item)?
    var suggestedFileName: (@Sendable (Item) -> String?)?
    var exportingCondition: (@Sendable (Item) -> Bool)?
    var visibility: TransferRepresentationVisibility = .all

    /// The entries of any representation, its body's when it is not built in.
    static func entries<R: TransferRepresentation>(of representation: R) -> [TransferEntry<Item>] where R.Item == Item {
        if let primitive = representation as? any PrimitiveTransferRepresentation {
            return primitive.anyTransferEntries().compactMap { $0 as? TransferEntry<Item> }
        }
        return entries(ofBody: representation.body)
    }

    private static func entries<B: TransferRepresentation>(ofBody body: B) -> [TransferEntry<Item>] {
        if let primitive = body as? any PrimitiveTransferRepresentation {
            return primitive.anyTransferEntries().compactMap { $0 as? TransferEntry<Item> }
        }
        return entries(ofBody: body.body)
    }

    /// The entry carried over to another item type through conversions (a proxy).
    func mapped<Other>(export toSelf: (@Sendable (Other) async throws -> Item)?, import fromSelf: (@Sendable (Item) throws -> Other)?) -> TransferEntry<Other> {
        var other = TransferEntry<Other>(contentType: contentType)
        // A proxy's name and condition are its own item's: they cannot be asked of this one
        // without exporting it, so they do not carry over.
        if let toSelf, let export { other.export = { item in try await export(try await toSelf(item)) } }
        if let fromSelf, let importing { other.importing = { data in try fromSelf(try await importing(data)) } }
        other.visibility = visibility
        return other
    }
}

extension Transferable {
    /// The item's entries, most faithful first.
    static var transferEntries: [TransferEntry<Self>] {
        (TransferEntry.entries(of: transferRepresentation) as [Any]).compactMap { $0 as? TransferEntry<Self> }
    }

    /// The content types the item can be made from, in order.
    static var importedContentTypes: [UTType] { transferEntries.filter { $0.importing != nil }.map(\.contentType) }

    /// The entries this item exports, in order (those whose exporting condition holds).
    func exportEntries() -> [TransferEntry<Self>] {
        Self.transferEntries.filter { entry in entry.export != nil && (entry.exportingCondition?(self) ?? true) }
    }
}

import Foundation

/// What `onInsert` and `DynamicViewContent.dropDestination(for:action:)` put on the node above
/// a `ForEach`: in a `List`, a drop of the accepted types between its rows inserts there.
struct InsertActionAttribute: NodeAttribute {
    let contentTypes: [UTType]
    /// The offset in the `ForEach`'s data and the dropped items of the accepted types.
    let perform: @MainActor (Int, [NSItemProvider]) async -> Void
}

/// The modifier behind `onInsert(of:perform:)` and `dropDestination(for:action:)` on a `ForEach`.
nonisolated struct _InsertActionModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let action: InsertActionAttribute
    var attributes: [NodeAttribute] { [action] }
}

extension DynamicViewContent {
    /// Mirrors SwiftUI's `onInsert(of:perform:)`: in a `List`, items of one of
    /// `supportedContentTypes` dropped onto the rows of this `ForEach` are inserted: `action`
    /// gets the offset in `data` where the drop landed (before the first row whose middle is
    /// below the drop point) and the items of those types. As on iOS, only a `List` inserts.
    nonisolated public func onInsert(of supportedContentTypes: [UTType],
                                     perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        nonisolated(unsafe) let action = action
        return modifier(_InsertActionModifier(action: InsertActionAttribute(contentTypes: supportedContentTypes) { offset, providers in
            action(offset, providers)
        }))
    }

    /// Mirrors SwiftUI's deprecated `onInsert(of:perform:)` taking type identifiers.
    nonisolated public func onInsert(of acceptedTypeIdentifiers: [String],
                                     perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        onInsert(of: acceptedTypeIdentifiers.map(NSItemProvider.contentType), perform: action)
    }

    /// Mirrors SwiftUI's `dropDestination(for:action:)` on a `ForEach`: as `onInsert`, with
    /// the items imported as `T` before `action` gets them and the offset. Items that cannot
    /// be imported are left out (and reported); with none left the action does not run.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping ([T], Int) -> Void) -> some DynamicViewContent {
        nonisolated(unsafe) let action = action
        return modifier(_InsertActionModifier(action: InsertActionAttribute(contentTypes: T.importedContentTypes) { offset, providers in
            let items = await TransferableDropTarget<T>.importItems(providers)
            guard !items.isEmpty else {
                TransferLoads.current.fail("dropDestination(for: \(T.self)): no dropped item could be loaded as \(T.self); the action does not run")
                return
            }
            action(items, offset)
        }))
    }
}

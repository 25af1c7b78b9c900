import Foundation

/// Mirrors SwiftUI's `DynamicViewContent`: a view made from a collection of data (a
/// `ForEach`), to which a list's edit actions (`onDelete`, `onMove`) attach.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// Mirrors `data`: the collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The data of the modified `ForEach`.
    public var data: Content.Data { content.data }
}

/// What `onDelete` and `onMove` put on the node above a `ForEach`: the list finds them from
/// a row by going up to the row's `ForEach` and then to these.
struct ListEditActionAttribute: NodeAttribute {
    var delete: (@MainActor (IndexSet) -> Void)?
    var move: (@MainActor (IndexSet, Int) -> Void)?
}

/// The modifier behind `onDelete(perform:)` and `onMove(perform:)`.
nonisolated struct _ListEditActionModifier: ViewModifier, AttributeModifier {
    public typealias Body = Never
    let action: ListEditActionAttribute
    var attributes: [NodeAttribute] { [action] }
}

extension DynamicViewContent {
    /// Mirrors SwiftUI's `onDelete(perform:)`: in a list, the rows of this `ForEach` can be
    /// deleted — by the red minus control and the Delete button in edit mode, or by a swipe
    /// from the trailing edge — and `action` gets the offsets of the deleted rows in `data`.
    /// A nil action deletes nothing and shows no controls.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        var delete: (@MainActor (IndexSet) -> Void)?
        if let action {
            nonisolated(unsafe) let action = action
            delete = { offsets in action(offsets) }
        }
        return modifier(_ListEditActionModifier(action: ListEditActionAttribute(delete: delete, move: nil)))
    }

    /// Mirrors SwiftUI's `onMove(perform:)`: in a list in edit mode, the rows of this
    /// `ForEach` show the reorder control and can be moved; `action` gets the offsets moved
    /// and the destination offset, as `Array.move(fromOffsets:toOffset:)` takes them.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        var move: (@MainActor (IndexSet, Int) -> Void)?
        if let action {
            nonisolated(unsafe) let action = action
            move = { source, destination in action(source, destination) }
        }
        return modifier(_ListEditActionModifier(action: ListEditActionAttribute(delete: nil, move: move)))
    }
}

import Foundation

/// Mirrors SwiftUI's `EditActions`: the edits a `ForEach` or `List` over a binding offers —
/// deleting (the delete controls and swipe-to-delete) and moving (the reorder controls).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Mirrors `delete`: the user can delete elements.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Mirrors `all` for a collection that can only delete.
    public static var all: EditActions<Data> { .delete }
}

extension EditActions where Data: MutableCollection {
    /// Mirrors `move`: the user can move elements.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Mirrors `all` for a collection that can only move.
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Mirrors `all`: deleting and moving.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// Mirrors SwiftUI's `IndexedIdentifierCollection`: the elements of an editable `ForEach` —
/// each element's index in the bound collection with its id.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
    let elements: [(Base.Index, ID)]
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> (Base.Index, ID) { elements[position] }
}

/// Mirrors SwiftUI's `EditableCollectionContent`: a row of an editable `ForEach`, which gives
/// the list the collection's delete and move actions.
nonisolated public struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content
    let actions: ListEditActionAttribute
    public var body: some View {
        content.modifier(_ListRowTraitModifier { $0.collectionActions = actions })
    }
}

extension ForEach where Content: View {
    /// Mirrors SwiftUI's `init(_:editActions:content:)`: rows over a binding that the list
    /// lets the user delete and move (as `editActions` allows), editing the collection itself.
    nonisolated public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>,
                                  @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = IndexedIdentifierCollection(elements: collection.indices.map { ($0, collection[$0].id) })
        self.idOf = { $0.1 }
        let binding = data
        let actions = CollectionEditing.actions(binding, editActions.rawValue)
        self.content = { element in
            EditableCollectionContent(content: content(ElementBinding.make(binding, at: element.0, snapshot: collection[element.0])),
                                      actions: actions)
        }
    }
}

extension List where SelectionValue == Never {
    /// Mirrors SwiftUI's `init(_:editActions:rowContent:)`: a list over a binding whose rows
    /// the user can delete and move, as `editActions` allows.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                              @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: nil)
    }
}

/// The delete and move actions an editable `ForEach` performs on its collection.
enum CollectionEditing {
    static func actions<C: MutableCollection>(_ binding: Binding<C>, _ raw: Int) -> ListEditActionAttribute {
        nonisolated(unsafe) let binding = binding
        var actions = ListEditActionAttribute()
        if raw & 1 != 0, C.self is any RangeReplaceableCollection.Type {
            actions.delete = { offsets in
                guard let removable = binding.wrappedValue as? any RangeReplaceableCollection,
                      let removed = removing(offsets, from: removable) as? C else { return }
                binding.wrappedValue = removed
            }
        }
        if raw & 2 != 0 {
            actions.move = { source, destination in binding.wrappedValue.move(fromOffsets: source, toOffset: destination) }
        }
        return actions
    }

    private static func removing<R: RangeReplaceableCollection>(_ offsets: IndexSet, from collection: R) -> R {
        var copy = collection
        copy.remove(atOffsets: offsets)
        return copy
    }
}

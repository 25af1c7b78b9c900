import Foundation

// The `List` initializers over a binding to the data (each row gets a binding to its
// element) and those with a selection binding.

extension List where SelectionValue == Never {
    /// Mirrors SwiftUI's `init(_:rowContent:)` over a binding: each row gets a binding to
    /// its element, so a control in the row edits the collection.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// Mirrors SwiftUI's `init(_:id:rowContent:)` over a binding.
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }
}

extension List {
    /// Mirrors SwiftUI's `init(selection:content:)` with a set: rows are chosen by their
    /// tags (or their `ForEach` ids); on iOS a tap chooses a row only in edit mode.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { ListSelection(multiple: $0) })
    }

    /// Mirrors SwiftUI's `init(selection:content:)` with an optional value: a tap on a row
    /// selects it, and the row is highlighted in iOS's selection grey.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { ListSelection(single: $0) })
    }

    /// Mirrors SwiftUI's `init(_:selection:rowContent:)` over identifiable data, with a set.
    @_disfavoredOverload // so `List($items)` picks the binding form, as in SwiftUI (`Binding` is an identifiable collection too)
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
    }

    /// Mirrors SwiftUI's `init(_:selection:rowContent:)` over identifiable data, with an optional value.
    @_disfavoredOverload // so `List($items)` picks the binding form, as in SwiftUI (`Binding` is an identifiable collection too)
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?,
                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Mirrors SwiftUI's `init(_:id:selection:rowContent:)` with a set.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
    }

    /// Mirrors SwiftUI's `init(_:id:selection:rowContent:)` with an optional value.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Mirrors SwiftUI's `init(_:selection:rowContent:)` over a binding, with a set.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
                                              @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
    }

    /// Mirrors SwiftUI's `init(_:selection:rowContent:)` over a binding, with an optional value.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?,
                                              @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }
}

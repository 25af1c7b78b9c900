import Foundation

extension ForEach where Content: View {
    /// Mirrors SwiftUI's `init(_:content:)` over a binding to a collection of identifiable
    /// elements: each row gets a binding to its element, so a control in the row edits the
    /// collection in place.
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Mirrors SwiftUI's `init(_:id:content:)` over a binding to a collection: rows identified
    /// by the key path, each given a binding to its element.
    nonisolated public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        nonisolated(unsafe) let path = id
        self.data = collection.indices.lazy.map { index in (index, collection[index][keyPath: path]) }
        self.idOf = { $0.1 }
        let binding = data
        self.content = { element in content(ElementBinding.make(binding, at: element.0, snapshot: collection[element.0])) }
    }
}

/// The binding a row of a binding `ForEach` gets: its element by position. Once the element
/// is gone (the collection shrank under a row still shown), it reads the element the row was
/// made with and writes nothing, where SwiftUI would trap on the stale index.
enum ElementBinding {
    static func make<C: MutableCollection>(_ collection: Binding<C>, at index: C.Index, snapshot: C.Element) -> Binding<C.Element> {
        collection.derived(get: { current in
            index >= current.startIndex && index < current.endIndex ? current[index] : snapshot
        }, set: { current, newValue in
            guard index >= current.startIndex && index < current.endIndex else { return false }
            current[index] = newValue
            return true
        })
    }
}

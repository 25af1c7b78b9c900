import Foundation

/// Mirrors SwiftUI's hierarchical `List` initializers: a list of `data` whose elements with
/// children (`children` non-nil) are rows that disclose them, as an `OutlineGroup` in a `List`.
///
/// ```swift
/// List(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
/// ```
extension List where SelectionValue == Never {
    /// Mirrors `init(_:children:rowContent:)`.
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    /// Mirrors `init(_:id:children:rowContent:)`.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }
}

extension List {
    /// Mirrors `init(_:children:selection:rowContent:)` with a single selection.
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Mirrors `init(_:children:selection:rowContent:)` with a multiple selection.
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}

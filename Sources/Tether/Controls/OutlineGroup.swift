import Foundation

/// Mirrors SwiftUI's `OutlineGroup`: tree-structured data as rows, each element with children
/// (a non-nil `children` value) shown as a `DisclosureGroup` whose content is its children's
/// outline, collapsed to start with; elements without children are plain rows.
///
/// ```swift
/// OutlineGroup(fileTree, children: \.children) { item in Text(item.name) }
/// ```
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let elements: [Data.Element]
    let idOf: (Data.Element) -> ID
    let childrenOf: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

/// Mirrors SwiftUI's `OutlineSubgroupChildren`: the type-erased children of an outline subgroup.
nonisolated public struct OutlineSubgroupChildren: View {
    let children: AnyView
    @MainActor public var body: some View { children }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Mirrors `init(_:children:content:)` from a root element.
    nonisolated public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                         @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        nonisolated(unsafe) let path = children
        self.init(elements: [root], idOf: { $0.id }, childrenOf: { $0[keyPath: path] }, content: content)
    }

    /// Mirrors `init(_:children:content:)` from a collection of root elements.
    nonisolated public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                         @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        nonisolated(unsafe) let path = children
        self.init(elements: Array(data), idOf: { $0.id }, childrenOf: { $0[keyPath: path] }, content: content)
    }

    /// Mirrors `init(_:id:children:content:)` from a root element.
    nonisolated public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                                         @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        nonisolated(unsafe) let path = children, idPath = id
        self.init(elements: [root], idOf: { $0[keyPath: idPath] }, childrenOf: { $0[keyPath: path] }, content: content)
    }

    /// Mirrors `init(_:id:children:content:)` from a collection of root elements.
    nonisolated public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                                         @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        nonisolated(unsafe) let path = children, idPath = id
        self.init(elements: Array(data), idOf: { $0[keyPath: idPath] }, childrenOf: { $0[keyPath: path] }, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    @MainActor public var body: some View {
        ForEach(0..<elements.count, id: \.self) { index in
            row(elements[index]).id(idOf(elements[index]))
        }
    }

    @MainActor @ViewBuilder
    private func row(_ element: Data.Element) -> some View {
        if let children = childrenOf(element) {
            DisclosureGroup {
                OutlineSubgroupChildren(children: AnyView(
                    OutlineGroup(elements: Array(children), idOf: idOf, childrenOf: childrenOf, content: content)))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

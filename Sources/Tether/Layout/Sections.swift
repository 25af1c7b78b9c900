import Foundation

// iOS 18's sections of a custom container: `Group(sections:transform:)` and
// `ForEach(sections:content:)` read a view's subviews (see Subviews.swift) grouped by the
// `Section` they are in: its header's, its content's and its footer's. Consecutive subviews
// outside any section make a section of their own, without header or footer.

/// Mirrors SwiftUI's `SectionConfiguration`: one section of a view, its header, content and
/// footer as subviews.
nonisolated public struct SectionConfiguration: Identifiable {
    /// Mirrors `SectionConfiguration.ID`: the section's identity.
    public struct ID: Hashable, @unchecked Sendable {
        let path: [AnyHashable]
    }

    /// Mirrors `id`.
    public var id: ID
    /// Mirrors `containerValues`: the container values set on the section.
    public var containerValues: ContainerValues
    /// Mirrors `header`: the subviews of the section's header (none without one).
    public var header: SubviewsCollection
    /// Mirrors `footer`: the subviews of the section's footer (none without one).
    public var footer: SubviewsCollection
    /// Mirrors `content`: the subviews of the section's content.
    public var content: SubviewsCollection
}

/// Mirrors SwiftUI's `SectionCollection`: the sections of a view, in order.
nonisolated public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let elements: [SectionConfiguration]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> SectionConfiguration { elements[index] }
}

/// Mirrors SwiftUI's `GroupSectionsOfContent`: the content of `Group(sections:transform:)`.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    public typealias Body = Never
    let sections: Sections
    let transform: (SectionCollection) -> Content
}

extension Group {
    /// Mirrors SwiftUI's `init(sections:transform:)`: a group whose content `transform` builds
    /// from the sections of `view`.
    nonisolated public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

/// Mirrors SwiftUI's `ForEachSectionCollection`: the data of `ForEach(sections:content:)`.
nonisolated public struct ForEachSectionCollection<Content: View>: View, RandomAccessCollection {
    public typealias Body = Never
    public typealias Element = ForEachSectionCollection<Content>
    public typealias Index = Int
    let group: any ResolvableView & SubviewsTransforming & ViewListContent

    public var startIndex: Int { 0 }
    public var endIndex: Int { 1 }
    public subscript(index: Int) -> ForEachSectionCollection<Content> { self }
}

extension ForEach {
    /// Mirrors SwiftUI's `init(sections:content:)`: one view from `content` for each section
    /// of `view`, keyed by the section's identity.
    nonisolated public init<V: View, C: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> C)
    where Data == ForEachSectionCollection<C>, ID == SectionConfiguration.ID, Content == ForEachSectionCollection<C> {
        let group = GroupSectionsOfContent(sections: view) { sections in
            ForEach<SectionCollection, SectionConfiguration.ID, C>(sections, content: content)
        }
        self.data = ForEachSectionCollection(group: group)
        self.content = { $0 }
        self.idOf = { _ in SectionConfiguration.ID(path: []) }
    }
}

extension GroupSectionsOfContent: ResolvableView, SubviewsTransforming, ViewListContent {
    func resolve(in node: ViewNode) {
        SubviewBranches.resolveSource(sections, in: node)
        runTransform(in: node)
    }

    func runTransform(in node: ViewNode) {
        guard let source = node.attribute(SubviewsSource.self)?.source else { return }
        let collection = SectionCollection(elements: SubviewBranches.sections(of: source, group: node))
        Resolver.resolveChildren(of: node, [(AnyHashable(0), transform(collection))])
    }

    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        let transform = self.transform
        return GroupSectionsOfContent<Sections, ModifiedContent<Content, M>>(sections: sections) { transform($0).modifier(modifier) }
    }
}

extension ForEachSectionCollection: ResolvableView, SubviewsTransforming, ViewListContent {
    func resolve(in node: ViewNode) { group.resolve(in: node) }
    func runTransform(in node: ViewNode) { group.runTransform(in: node) }
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View { group.applyingToEach(modifier) }
}

extension SubviewBranches {
    /// The subviews of `source` grouped by section: a `Section`'s subviews carry its role
    /// (header, row, footer) as a layout trait, the one lists read.
    static func sections(of source: ViewNode, group: ViewNode) -> [SectionConfiguration] {
        let all = subviews(of: source, group: group)
        let roleKey = ObjectIdentifier(ListRowRoleKey.self)
        func role(_ subview: Subview) -> ListRowRole? { subview.traits.values[roleKey] as? ListRowRole }
        func sameSection(_ a: ListRowRole?, _ b: ListRowRole?) -> Bool {
            guard let a = a?.section, let b = b?.section else { return a?.section == nil && b?.section == nil }
            return a === b
        }
        var result: [SectionConfiguration] = []
        var start = 0
        while start < all.count {
            let first = role(all[start])
            var end = start + 1
            while end < all.count, sameSection(role(all[end]), first) { end += 1 }
            let members = Array(all[start..<end])
            func part(_ kind: ListRowRole.Kind) -> SubviewsCollection {
                SubviewsCollection(elements: members.filter { (role($0)?.kind ?? .row) == kind })
            }
            var id = SectionConfiguration.ID(path: ["loose"] + members[0].id.path)
            var values = ContainerValues()
            if first?.section != nil, let section = sectionNode(above: members[0], in: source) {
                (id, values) = identity(of: section, in: source)
            }
            result.append(SectionConfiguration(id: id, containerValues: values, header: part(.header),
                                               footer: part(.footer), content: part(.row)))
            start = end
        }
        return result
    }

    /// The `Section` node a subview of the source is in.
    private static func sectionNode(above subview: Subview, in source: ViewNode) -> ViewNode? {
        var current: ViewNode? = subview.home
        while let node = current {
            if node.view is any SectionMarker { return node }
            if node === source { return nil }
            current = node.parent
        }
        return nil
    }

    /// A section's identity (its path in the source) and the container values set on it.
    private static func identity(of section: ViewNode, in source: ViewNode) -> (SectionConfiguration.ID, ContainerValues) {
        var chain: [ViewNode] = []
        var current: ViewNode? = section
        while let node = current {
            chain.append(node)
            if node === source { break }
            current = node.parent
        }
        var traits = LayoutTraits()
        for node in chain.reversed() {
            for case let writer as LayoutTraitAttribute in node.attributes { writer.apply(to: &traits) }
        }
        return (SectionConfiguration.ID(path: chain.reversed().map(\.key)), traits.containerValues)
    }
}

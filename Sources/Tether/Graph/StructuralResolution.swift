import Foundation

// How the structural views resolve: they have no frame of their own and hand their
// children to the enclosing layout.

extension EmptyView: ResolvableView {
    func resolve(in node: ViewNode) { node.setChildren([]) }
}

extension TupleView: ResolvableView {
    func resolve(in node: ViewNode) {
        Resolver.resolveChildren(of: node, elements.enumerated().map { (AnyHashable($0.offset), $0.element) })
    }
}

extension Optional: ResolvableView where Wrapped: View {
    func resolve(in node: ViewNode) {
        switch self {
        case .some(let view): Resolver.resolveChildren(of: node, [(AnyHashable(0), view)])
        case .none: Resolver.resolveChildren(of: node, [])
        }
    }
}

extension _ConditionalContent: ResolvableView where TrueContent: View, FalseContent: View {
    func resolve(in node: ViewNode) {
        switch storage {
        case .trueContent(let view): Resolver.resolveChildren(of: node, [(AnyHashable(true), view)])
        case .falseContent(let view): Resolver.resolveChildren(of: node, [(AnyHashable(false), view)])
        }
    }
}

extension Group: ResolvableView {
    func resolve(in node: ViewNode) {
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

extension AnyView: ResolvableView {
    func resolve(in node: ViewNode) {
        // The wrapped type is part of the identity: a different type gets a fresh subtree.
        Resolver.resolveChildren(of: node, [(AnyHashable(typeID), storage)])
    }
}

extension ForEach: ResolvableView where Content: View {
    func resolve(in node: ViewNode) {
        // A `ForEach` of sections is built whole (sections are few); the rows of each section
        // are what a lazy container builds on demand.
        if !(Content.self is any SectionMarker.Type), let container = LazyElements.lazyContainer(above: node) {
            resolveLazily(in: node, container: container)
            return
        }
        if let lazy = node.attribute(LazyElements.self) {
            for parked in lazy.parked.values { Resolver.discard(parked) }
            node.attributes = []
        }
        var items: [(key: AnyHashable, view: any View)] = []
        items.reserveCapacity(data.count)
        var seen = Set<AnyHashable>()
        seen.reserveCapacity(data.count)
        for element in data {
            var key = AnyHashable(idOf(element))
            if !seen.insert(key).inserted {
                node.graph.report(.duplicateID,
                                  "ForEach: the ID \(key) occurs more than once; later views with it get their own identity",
                                  at: node)
                var n = 1
                while !seen.insert(AnyHashable(DuplicateID(id: key, occurrence: n))).inserted { n += 1 }
                key = AnyHashable(DuplicateID(id: key, occurrence: n))
            }
            items.append((key, content(element)))
        }
        Resolver.resolveChildren(of: node, items)
    }
}

extension ForEach where Content: View {
    /// Under a lazy container that builds on demand, elements are made only when the container
    /// asks for them (`LazyElements`); the ones it built are resolved again from this value.
    func resolveLazily(in node: ViewNode, container: ViewNode) {
        let lazy = node.attribute(LazyElements.self) ?? LazyElements()
        if node.attributes.isEmpty { node.attributes = [lazy] }
        let data = self.data, content = self.content, idOf = self.idOf
        func element(_ i: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: i)] }
        let countChanged = lazy.count != data.count
        lazy.update(count: data.count, key: { AnyHashable(idOf(element($0))) }, view: { content(element($0)) }, in: node)
        // Another count: the rows the container measured are other rows now (built ones are
        // measured again whatever happens).
        if countChanged {
            (container.persistentLayoutState as? LazyLayoutState)?.forgetMeasurements()
            node.invalidateLayout()
        }
    }
}

/// The identity of the n-th repeat of a duplicated `ForEach` id.
private struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}

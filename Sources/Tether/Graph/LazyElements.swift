import Foundation

/// A layout that builds the elements of the `ForEach`es in it on demand: the lazy stacks and
/// grids in a scroll view along their axis, and lists.
protocol OnDemandLayout: NodeLayout {
    var buildsOnDemand: Bool { get }
    /// Where element `index` of the `ForEach` at `forEach` is in the container's own space,
    /// built or estimated (what `scrollTo` scrolls to).
    func rect(ofElement index: Int, in forEach: ViewNode, container: ViewNode) -> CGRect?
}

/// The elements of a `ForEach` that a lazy container builds on demand (a `LazyVStack` in a
/// `ScrollView`): the `ForEach` node keeps how to make the view and the identity of element
/// `i`, and as children only the elements the container built for the visible area, in index
/// order. Elements the container stops showing are set aside with their state (`parked`) and
/// come back with it, as SwiftUI keeps the state of a lazy stack's rows.
final class LazyElements: NodeAttribute {
    private(set) var count = 0
    private var makeKey: (Int) -> AnyHashable = { AnyHashable($0) }
    private var makeView: (Int) -> any View = { _ in EmptyView() }
    /// The built elements, by index, in index order: the `ForEach` node's children.
    private(set) var built: [(index: Int, node: ViewNode)] = []
    /// Elements built before and not shown now, by identity.
    var parked: [AnyHashable: ViewNode] = [:]

    func key(at index: Int) -> AnyHashable { makeKey(index) }

    /// The most views lazy containers make in one update, all together: far more than any
    /// screen shows (a phone's list makes a few hundred), and what keeps an update of a canvas
    /// a million points tall, where every row is in view, within seconds. Past it, elements in
    /// view stay unbuilt, in their estimated space, with a diagnostic.
    static let maxNodesPerUpdate = 50_000

    /// Takes a new value of the `ForEach` (its data may have changed): the built elements
    /// are resolved again from it, each by the identity now at its index.
    func update(count: Int, key: @escaping (Int) -> AnyHashable, view: @escaping (Int) -> any View, in node: ViewNode) {
        self.count = count
        makeKey = key
        makeView = view
        let indices = built.map(\.index).filter { $0 < count }
        build(indices, in: node)
    }

    /// Makes `indices` (ascending) the built elements: each is resolved (kept, taken back from
    /// the parked ones, or made), the others are parked. The container building for its
    /// visible area passes `refreshingBuilt: false`: elements already built are current (the
    /// `ForEach` resolved them again when it changed), so only the others are resolved.
    func build(_ indices: [Int], in node: ViewNode, refreshingBuilt: Bool = true) {
        var overBudget = false
        var old: [AnyHashable: ViewNode] = [:]
        for (_, child) in built where !child.isDiscarded { old[child.key] = child }
        var next: [(index: Int, node: ViewNode)] = []
        next.reserveCapacity(indices.count)
        for index in indices where index >= 0 && index < count {
            let key = makeKey(index)
            var existing = old.removeValue(forKey: key)
            if !refreshingBuilt, let current = existing {
                next.append((index, current))
                continue
            }
            if existing == nil, let back = parked.removeValue(forKey: key) {
                existing = back
                Self.enqueueAppearance(of: back, appearing: true)
            }
            if existing == nil, node.graph.lazilyBuiltNodes >= Self.maxNodesPerUpdate {
                overBudget = true
                continue
            }
            node.graph.lazyBuildDepth += 1
            let child = Resolver.resolveAny(makeView(index), key: key, existing: existing, parent: node, environment: node.environment)
            node.graph.lazyBuildDepth -= 1
            next.append((index, child))
        }
        if overBudget {
            node.graph.report(.invalidGeometry, "lazy containers made \(Self.maxNodesPerUpdate) views in one update, the most Tether makes in one; the other elements in view are not built", at: node)
        }
        for (key, child) in old {
            parked[key] = child
            Self.enqueueAppearance(of: child, appearing: false)
        }
        let changed = next.count != built.count || !zip(next, built).allSatisfy { $0.node === $1.node }
        built = next
        guard changed else { return }
        node.children = next.map(\.node)
        node.invalidatePreferences()
        // The containers above see other subviews now.
        var current: ViewNode? = node
        while let n = current {
            n.cachedSubviews = nil
            if n.isLayoutNode { break }
            current = n.parent
        }
    }

    /// Queues the `onAppear` (or `onDisappear`) actions of a subtree that comes back into
    /// view (or is set aside), as SwiftUI runs them for a lazy stack's rows.
    static func enqueueAppearance(of node: ViewNode, appearing: Bool) {
        var stack = [node]
        while let n = stack.popLast() {
            if let attribute = n.attribute(AppearanceAttribute.self), let action = appearing ? attribute.appear : attribute.disappear {
                n.graph.enqueueAction(action)
            }
            stack.append(contentsOf: n.children)
        }
    }

    /// The node of element `index` when it is built.
    func node(at index: Int) -> ViewNode? {
        var low = 0, high = built.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if built[mid].index == index { return built[mid].node }
            if built[mid].index < index { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The index of the element whose identity is `id`, or whose view is given that id by an
    /// outermost `.id(_:)` (a linear search: only for scrolling to it).
    func index(of id: AnyHashable) -> Int? {
        if let found = built.first(where: { $0.node.key == id }) { return found.index }
        for i in 0..<count where makeKey(i) == id { return i }
        for i in 0..<count where (makeView(i) as? any IdentifiedMarker)?.explicitID == id { return i }
        return nil
    }

    /// The lazy container whose elements a `ForEach` at `node` would be: its nearest layout
    /// ancestor, when that is a lazy container that builds on demand and no other lazily
    /// built `ForEach` stands between (elements of an element are built with it).
    static func lazyContainer(above node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let n = current {
            if n.isLayoutNode { return (n.layout as? OnDemandLayout)?.buildsOnDemand == true ? n : nil }
            if n.attribute(LazyElements.self) != nil { return nil }
            // The view a `Group(subviews:)` reads is built whole, out of any lazy container.
            if n.attribute(SubviewsSource.self) != nil { return nil }
            current = n.parent
        }
        return nil
    }
}

import Foundation

// SwiftUI's custom containers (iOS 18): `Group(subviews:transform:)` and
// `ForEach(subviews:content:)` hand a view's subviews to a transform that builds the
// container's content from them.
//
// The subviews are the view's content as the enclosing layout would see it: the view is
// resolved into a node tree of its own (the *source*, held by the group's node and never laid
// out), and `LayoutEngine.layoutChildren` — the flattening `Layout` uses for its
// `LayoutSubviews` — lists its layout nodes (`ForEach` elements, the members of groups,
// tuples, conditionals and custom views' bodies; none for `EmptyView`). Each subview stands
// for the largest branch of the source that holds only that layout node: the custom view,
// modifiers and state that belong to it alone. Where the transform places a `Subview`, that
// branch moves into the result (the same nodes, so their state, tasks and appear actions
// stay), and moves back to the source when the result no longer shows it.

/// Mirrors SwiftUI's `Subview`: one subview of a view, as `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)` hand it over. Placed in a view, it shows that subview with
/// its identity and state.
nonisolated public struct Subview: View, Identifiable {
    public typealias Body = Never

    /// Mirrors `Subview.ID`: the subview's identity, stable while the view keeps its structure.
    public struct ID: Hashable, @unchecked Sendable {
        let path: [AnyHashable]
    }

    /// Mirrors `id`: the subview's identity.
    public var id: ID
    /// Mirrors `containerValues`: the container values set on this subview.
    public var containerValues: ContainerValues

    let branch: ViewNode
    let home: ViewNode
    let traits: LayoutTraits
    let environmentWrites: [any EnvironmentWriter]
    let run: SubviewsRun
}

/// Mirrors SwiftUI's `SubviewsCollection`: the subviews of a view, in order; a view itself
/// that shows them all.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let elements: [Subview]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> Subview { elements[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: elements[bounds]) }
}

/// Mirrors SwiftUI's `SubviewsCollectionSlice`: a slice of a `SubviewsCollection`; a view
/// showing its subviews.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let base: ArraySlice<Subview>

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public subscript(index: Int) -> Subview { base[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base[bounds]) }
}

/// Mirrors SwiftUI's `GroupElementsOfContent`: the content of `Group(subviews:transform:)`.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
}

extension Group {
    /// Mirrors SwiftUI's `init(subviews:transform:)`: a group whose content `transform` builds
    /// from the subviews of `view`.
    nonisolated public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

/// Mirrors SwiftUI's `ForEachSubviewCollection`: the data of `ForEach(subviews:content:)`.
/// (Tether's `ForEach` holds it as its only element; it resolves as a group of the subviews.)
nonisolated public struct ForEachSubviewCollection<Content: View>: View, RandomAccessCollection {
    public typealias Body = Never
    public typealias Element = ForEachSubviewCollection<Content>
    public typealias Index = Int
    let group: any ResolvableView & SubviewsTransforming & ViewListContent

    public var startIndex: Int { 0 }
    public var endIndex: Int { 1 }
    public subscript(index: Int) -> ForEachSubviewCollection<Content> { self }
}

extension ForEach {
    /// Mirrors SwiftUI's `init(subviews:content:)`: one view from `content` for each subview
    /// of `view`, keyed by the subview's identity.
    nonisolated public init<V: View, C: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> C)
    where Data == ForEachSubviewCollection<C>, ID == Subview.ID, Content == ForEachSubviewCollection<C> {
        let group = GroupElementsOfContent(subviews: view) { subviews in
            ForEach<SubviewsCollection, Subview.ID, C>(subviews, content: content)
        }
        self.data = ForEachSubviewCollection(group: group)
        self.content = { $0 }
        self.idOf = { _ in Subview.ID(path: []) }
    }
}

// MARK: Resolution

/// The subviews of one run of a transform: each branch moves to the first place the result
/// shows its subview; a second place gets a copy of its own.
final class SubviewsRun {
    var claimed: Set<ObjectIdentifier> = []
}

/// Held by the node of a `Group(subviews:transform:)`: the source tree, resolved from the
/// view whose subviews the transform reads. It is not a child: nothing lays it out or draws it.
final class SubviewsSource: NodeAttribute {
    var source: ViewNode?
}

/// What a transform's node can do again when its source changed on its own (a state change
/// in a custom view of the source).
protocol SubviewsTransforming {
    func runTransform(in node: ViewNode)
}

extension GroupElementsOfContent: ResolvableView, SubviewsTransforming {
    func resolve(in node: ViewNode) {
        SubviewBranches.resolveSource(subviews, in: node)
        runTransform(in: node)
    }

    func runTransform(in node: ViewNode) {
        guard let source = node.attribute(SubviewsSource.self)?.source else { return }
        let collection = SubviewsCollection(elements: SubviewBranches.subviews(of: source, group: node))
        let result = transform(collection)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), result)])
    }
}

extension ForEachSubviewCollection: ResolvableView, SubviewsTransforming {
    func resolve(in node: ViewNode) { group.resolve(in: node) }
    func runTransform(in node: ViewNode) { group.runTransform(in: node) }
}

extension SubviewsCollection: ResolvableView {
    func resolve(in node: ViewNode) {
        Resolver.resolveChildren(of: node, elements.map { (key: AnyHashable($0.id), view: $0 as any View) })
    }
}

extension SubviewsCollectionSlice: ResolvableView {
    func resolve(in node: ViewNode) {
        Resolver.resolveChildren(of: node, base.map { (key: AnyHashable($0.id), view: $0 as any View) })
    }
}

// A padding, frame or effect on a group of subviews applies to each subview, as on any list.
extension GroupElementsOfContent: ViewListContent {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        let transform = self.transform
        return GroupElementsOfContent<Subviews, ModifiedContent<Content, M>>(subviews: subviews) { transform($0).modifier(modifier) }
    }
}

extension ForEachSubviewCollection: ViewListContent {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View { group.applyingToEach(modifier) }
}

extension SubviewsCollection: ViewListContent {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        ForEach(elements) { $0.modifier(modifier) }
    }
}

extension SubviewsCollectionSlice: ViewListContent {
    func applyingToEach<M: ViewModifier>(_ modifier: M) -> any View {
        ForEach(Array(base)) { $0.modifier(modifier) }
    }
}

/// Finds the subviews of a source tree.
enum SubviewBranches {
    /// Resolves the view whose subviews a transform reads as the source held by `node`.
    static func resolveSource<V: View>(_ view: V, in node: ViewNode) {
        node.layout = nil
        let holder: SubviewsSource
        if let existing = node.attribute(SubviewsSource.self) {
            holder = existing
        } else {
            holder = SubviewsSource()
            node.attributes = [holder]
            node.graph.subviewsGroups += 1
        }
        holder.source = Resolver.resolve(view, key: AnyHashable("subviews"), existing: holder.source,
                                          parent: node, environment: node.environment)
    }

    struct Branch {
        let root: ViewNode
        let home: ViewNode
        let path: [AnyHashable]
        let writes: [any EnvironmentWriter]
    }

    static func subviews(of source: ViewNode, group: ViewNode) -> [Subview] {
        let leaves = LayoutEngine.layoutChildren(of: source)
        var branches: [Branch] = []
        branches.reserveCapacity(leaves.count)
        collect(source, home: group, path: [], writes: [], into: &branches)
        let run = SubviewsRun()
        // One branch per layout node, in the same order as the flattening lists them.
        guard branches.count == leaves.count else {
            group.graph.report(.invalidGeometry, "Group(subviews:): the subviews could not be matched to their views", at: group)
            return []
        }
        return zip(branches, leaves).map { branch, leaf in
            Subview(id: Subview.ID(path: branch.path), containerValues: leaf.traits.containerValues,
                    branch: branch.root, home: branch.home, traits: leaf.traits,
                    environmentWrites: branch.writes, run: run)
        }
    }

    /// The largest branches holding one layout node each, walking the tree as
    /// `LayoutEngine.layoutChildren` does.
    private static func collect(_ node: ViewNode, home: ViewNode, path: [AnyHashable], writes: [any EnvironmentWriter],
                                into out: inout [Branch]) {
        if !node.isLayoutNode {
            let count = LayoutEngine.layoutChildren(of: node).count
            if count == 0 { return }
            if count > 1 {
                var writes = writes
                if let writer = (node.view as? any EnvironmentWritingView)?.environmentWriter { writes.append(writer) }
                for child in node.children {
                    collect(child, home: node, path: path + [child.key], writes: writes, into: &out)
                }
                return
            }
        }
        out.append(Branch(root: node, home: home, path: path.isEmpty ? [node.key] : path, writes: writes))
    }
}

/// Set on the node where a `Subview` is placed: the branch it shows, and where that branch
/// lives when no result shows it.
final class SubviewPortal: NodeAttribute {
    weak var adopted: ViewNode?
    weak var home: ViewNode?

    /// Gives the adopted branch back to its home, if it is still here. Returns the children of
    /// `node` that are its own (a copy), which leave with it.
    func release(from node: ViewNode) -> [ViewNode] {
        let adopted = self.adopted
        if let branch = adopted, branch.parent === node {
            let home = self.home.flatMap { $0.isDiscarded ? nil : $0 }
            branch.parent = home
            if let home { SubviewBranches.setDepth(of: branch, home.depth + 1) }
        }
        self.adopted = nil
        let own = node.children.filter { $0 !== adopted }
        if !node.children.isEmpty {
            node.children = []
            // The container the branch was in lays out and collects without it.
            node.invalidateLayout()
            node.invalidatePreferences()
        }
        return own
    }
}

/// Sets on a placed subview the layout traits (priority, layout values, container values) it
/// had in its source, where modifiers above its branch may have set them.
struct SubviewTraitsAttribute: LayoutTraitAttribute {
    let traits: LayoutTraits
    func apply(to traits: inout LayoutTraits) {
        if let priority = self.traits.priority { traits.priority = priority }
        traits.values.merge(self.traits.values) { _, new in new }
        traits.containerValues.merge(self.traits.containerValues)
    }
}

extension Subview: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = nil
        let portal = node.attribute(SubviewPortal.self) ?? SubviewPortal()
        node.attributes = [portal, SubviewTraitsAttribute(traits: traits)]
        var environment = node.environment
        for write in environmentWrites { write.write(&environment) }

        guard !branch.isDiscarded else {
            for old in portal.release(from: node) where !old.isDiscarded { Resolver.discard(old) }
            node.invalidateLayout()
            return
        }
        if run.claimed.insert(ObjectIdentifier(branch)).inserted {
            let moved = portal.adopted !== branch || branch.parent !== node
            if portal.adopted !== branch {
                let own = portal.release(from: node)
                for old in own where !old.isDiscarded { Resolver.discard(old) }
            }
            portal.adopted = branch
            portal.home = home
            branch.parent = node
            SubviewBranches.setDepth(of: branch, node.depth + 1)
            let resolved = Resolver.resolveAny(branch.view, key: branch.key, existing: branch, parent: node, environment: environment)
            if node.children.count != 1 || node.children[0] !== resolved {
                node.children = [resolved]
                node.cachedSubviews = nil
            }
            if moved {
                resolved.invalidateLayout()
                resolved.invalidatePreferences()
            }
        } else {
            // The result shows this subview a second time: that place gets a copy of its own.
            let existing: ViewNode? = portal.adopted == nil ? node.children.first : nil
            if portal.adopted != nil { _ = portal.release(from: node) }
            node.setChildren([Resolver.resolveAny(branch.view, key: branch.key, existing: existing, parent: node,
                                                  environment: environment)])
        }
    }

}

extension SubviewBranches {
    /// After a node re-evaluated on its own: the transforms of the groups above it run again,
    /// innermost first — whether it is in a group's source (a custom view adding a row) or in
    /// a placed subview (its own state changing the container values it sets).
    static func sourceChanged(below node: ViewNode) {
        var current = node
        while let parent = current.parent {
            if parent.attribute(SubviewsSource.self) != nil,
               let group = parent.view as? any SubviewsTransforming, !parent.isDiscarded {
                group.runTransform(in: parent)
            }
            current = parent
        }
    }
}

// MARK: Environment replay

/// A modifier that writes the environment of its content.
protocol EnvironmentWriter {
    func write(_ environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriter {
    func write(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension _EnvironmentTransformModifier: EnvironmentWriter {
    func write(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

/// A modified view whose modifier writes the environment: a subview placed elsewhere keeps
/// what such modifiers above it in its source wrote (`Group { … }.font(.title)`).
protocol EnvironmentWritingView {
    var environmentWriter: any EnvironmentWriter { get }
}

extension ModifiedContent: EnvironmentWritingView where Modifier: EnvironmentWriter {
    var environmentWriter: any EnvironmentWriter { modifier }
}

extension SubviewBranches {
    /// Gives a moved branch and everything below it the depth of its new place.
    static func setDepth(of branch: ViewNode, _ depth: Int) {
        guard branch.depth != depth else { return }
        var stack = [(branch, depth)]
        while let (node, depth) = stack.popLast() {
            node.depth = depth
            if depth > node.graph.maxDepth { node.graph.maxDepth = depth }
            for child in node.children where child.parent === node { stack.append((child, depth + 1)) }
            for attribute in node.attributes {
                if let lazy = attribute as? LazyElements { for parked in lazy.parked.values { stack.append((parked, depth + 1)) } }
                if let held = attribute as? SubviewsSource, let source = held.source { stack.append((source, depth + 1)) }
            }
        }
    }
}

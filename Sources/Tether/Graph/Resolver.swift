import Foundation
import Observation

/// A view Tether resolves itself (its body is `Never`): it sets up `node` — its layout,
/// drawing, attributes — and resolves its children.
protocol ResolvableView {
    func resolve(in node: ViewNode)
}

/// The Resolve phase: turns view values into the persistent node tree, keeping nodes (and
/// their state) whose identity did not change and skipping subtrees whose inputs did not change.
enum Resolver {
    /// Resolves `view` as the child with identity `key` of `parent`, reusing `existing` when it
    /// has the same type. Returns the node now standing at that place.
    static func resolve<V: View>(_ view: V, key: AnyHashable, existing: ViewNode?, parent: ViewNode,
                                 environment: EnvironmentValues) -> ViewNode {
        if !(view is EmptyView), parent.depth >= StackBudget.maxDepth || !StackBudget.allowsDeeperTree() {
            // Every phase walks the tree recursively: go on with this subtree on a fresh
            // stack, unless the tree is deeper than the memory Tether allows for stacks.
            if parent.depth < StackBudget.maxDepth, let node = StackBudget.onFreshStack({
                resolve(view, key: key, existing: existing, parent: parent, environment: environment)
            }) {
                return node
            }
            parent.graph.report(.invalidGeometry, "the view tree is deeper than \(StackBudget.maxDepth) levels, what Tether's stack budget of \(StackBudget.budget >> 20) MiB allows; views below are not shown", at: parent)
            return resolve(EmptyView(), key: key, existing: existing, parent: parent, environment: environment)
        }
        if let node = existing, node.viewType == ObjectIdentifier(V.self), !node.isDiscarded {
            let sameEnvironment = node.environment.version == environment.version
            let sameInputs = (node.view as? V).map { old in
                DynamicPropertyFields.of(V.self).plainBytesEqual(old, view)
                    || (view as? any EquatableContentView)?.hasEqualContent(to: old) == true
            } ?? false
            if sameEnvironment, !node.needsBody, sameInputs { return node }
            if !sameInputs { node.bodyChanges.selfValue = true }
            if !sameEnvironment { node.bodyChanges.environment = true }
            node.view = view
            // A layout node places its subviews mirrored in right to left: a new direction
            // places them again even if the layout itself is unchanged.
            let directionBefore = node.layoutDirection
            node.environment = environment
            let directionChanged = node.layoutDirection != directionBefore
            evaluate(view, in: node)
            if directionChanged, node.layout != nil { node.invalidateLayout() }
            return node
        }
        if let old = existing { discard(old) }
        let node = ViewNode(view: view, key: key, parent: parent, graph: parent.graph, environment: environment)
        node.bodyChanges = .firstRun
        evaluate(view, in: node)
        return node
    }

    /// Builds the content of `node` from `view`.
    /// Layout is invalidated only when the node's layout or layout traits changed; a change
    /// that only draws differently (a colour) keeps every measured size and frame.
    static func evaluate<V: View>(_ view: V, in node: ViewNode) {
        let before = LayoutSignature(node)
        node.invalidatePreferences()
        if let primitive = view as? any ResolvableView {
            primitive.resolve(in: node)
        } else if V.Body.self == Never.self, let representable = PlatformViewHosting.resolver(for: view) {
            // A `UIViewRepresentable` or `UIViewControllerRepresentable`: Tether runs it.
            representable.resolve(in: node)
        } else {
            node.reevaluate = { n in
                if let current = n.view as? V { evaluateBody(current, in: n) }
            }
            evaluateBody(view, in: node)
        }
        if !before.matches(node) { node.invalidateLayout() }
    }

    /// Runs a user view's `body` with its dynamic properties bound to `node`, tracking which
    /// observable properties it reads.
    static func evaluateBody<V: View>(_ view: V, in node: ViewNode) {
        evaluateBody(of: view, in: node) { $0.body }
    }

    /// Runs user code that makes a body (a view's `body`, a modifier's `body(content:)`) the
    /// same way for both: `owner`'s dynamic properties bound to `node`, the observable
    /// properties it reads tracked, a state write while it runs reported, and the body
    /// resolved as the node's only child.
    static func evaluateBody<Owner, Body: View>(of owner: Owner, in node: ViewNode, _ makeBody: @MainActor (Owner) -> Body) {
        guard DynamicPropertyFields.of(Owner.self).bind(owner, to: node) else {
            // A property has nothing to read (a missing environment object): nothing is shown.
            node.needsBody = false
            node.setChildren([])
            return
        }
        node.needsBody = false
        node.graph.bodyEvaluations += 1
        let graph = node.graph
        graph.evaluatingBody = true
        let outer = BodyChanges.evaluating
        BodyChanges.evaluating = (node, Owner.self)
        let body = withObservationTracking {
            MainActorBridge.run(owner, makeBody)
        } onChange: { [weak node] in
            node?.bodyChanges.dependencies = true
            node?.invalidateBody()
        }
        BodyChanges.evaluating = outer
        if !node.bodyChanges.isEmpty { node.bodyChanges = BodyChanges() }
        graph.evaluatingBody = false
        node.setChildren([resolve(body, key: 0, existing: node.children.first, parent: node, environment: node.environment)])
    }

    /// Resolves a list of keyed children of `node`, matching old children by key.
    static func resolveChildren(of node: ViewNode, _ items: [(key: AnyHashable, view: any View)],
                                environment: EnvironmentValues? = nil) {
        let env = environment ?? node.environment
        let old = node.children
        var byKey: [AnyHashable: ViewNode] = [:]
        let positional = old.count == items.count && zip(old, items).allSatisfy { $0.key == $1.key }
        if !positional {
            byKey.reserveCapacity(old.count)
            for child in old where byKey[child.key] == nil { byKey[child.key] = child }
        }
        var result: [ViewNode] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let existing = positional ? old[index] : byKey.removeValue(forKey: item.key)
            result.append(resolveAny(item.view, key: item.key, existing: existing, parent: node, environment: env))
        }
        node.setChildren(result)
    }

    /// Opens an existential view and resolves it.
    static func resolveAny(_ view: any View, key: AnyHashable, existing: ViewNode?, parent: ViewNode,
                           environment: EnvironmentValues) -> ViewNode {
        resolve(view, key: key, existing: existing, parent: parent, environment: environment)
    }

    /// Removes a subtree from the tree: its state is dropped and no longer schedules updates.
    static func discard(_ node: ViewNode) {
        var stack = [node]
        while let n = stack.popLast() {
            if let disappear = n.attribute(AppearanceAttribute.self)?.disappear { n.graph.enqueueAction(disappear) }
            for case let work as CancellableWork in n.attributes { work.cancelWork() }
            n.isDiscarded = true
            n.reevaluate = nil
            n.parent = nil
            if let portal = n.attribute(SubviewPortal.self) {
                // A placed subview's branch goes back to its source; only a copy leaves.
                stack.append(contentsOf: portal.release(from: n))
            } else {
                stack.append(contentsOf: n.children)
            }
            for case let held as SubviewsSource in n.attributes {
                if let source = held.source { stack.append(source) }
                held.source = nil
            }
            // Elements a lazy container built and no longer shows leave with their `ForEach`.
            for case let lazy as LazyElements in n.attributes { stack.append(contentsOf: lazy.parked.values); lazy.parked = [:] }
        }
    }
}

extension ViewNode {
    /// Replaces the children, invalidating layout when the set of children changed. Children
    /// that are not kept leave the tree (their state is dropped).
    /// Replaces the children after the first (the extra content) while the Preferences phase
    /// rebuilds it. Extra content never changes the node's size and the caller places it at
    /// once (`LayoutEngine.placeExtras(of:)`) and collects it, so nothing is invalidated.
    func replaceExtras(with extras: [ViewNode]) {
        guard let content = children.first else { return }
        let kept = Set(extras.map(ObjectIdentifier.init))
        for old in children.dropFirst() where !old.isDiscarded && !kept.contains(ObjectIdentifier(old)) { Resolver.discard(old) }
        children = [content] + extras
        cachedSubviews = nil
    }

    func setChildren(_ newChildren: [ViewNode]) {
        if newChildren.count != children.count || !zip(newChildren, children).allSatisfy({ $0 === $1 }) {
            if !children.isEmpty {
                let kept = Set(newChildren.map(ObjectIdentifier.init))
                for old in children where !old.isDiscarded && !kept.contains(ObjectIdentifier(old)) { Resolver.discard(old) }
            }
            let old = children
            children = newChildren
            // Children whose size the node ignores (a GeometryReader's content, extra content)
            // only need placing; any other change re-measures the node and its ancestors.
            let sizeUnaffected = old.count <= newChildren.count && layout.map { layout in
                newChildren.indices.allSatisfy { i in
                    (i < old.count && old[i] === newChildren[i]) || layout.sizeIgnoresChild(newChildren[i], of: self)
                }
            } ?? false
            if sizeUnaffected {
                cachedSubviews = nil
                markForPlacement()
            } else {
                invalidateLayout()
            }
            invalidatePreferences()
        }
    }
}

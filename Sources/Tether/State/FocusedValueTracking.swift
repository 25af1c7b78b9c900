import Foundation

/// Marks a view that publishes a focused value (`focusedValue(_:_:)`, `focusedSceneValue(_:_:)`,
/// `focusedObject(_:)`…): how it writes the value into `FocusedValues`, and the value itself
/// to tell whether it changed.
struct FocusedValueAttribute: NodeAttribute {
    /// True for a scene value (seen wherever the focus is), false for the focused hierarchy's.
    let isScene: Bool
    /// The key path or object type the value is published under.
    let key: AnyHashable
    let value: Any?
    let write: (inout FocusedValues) -> Void

    /// Whether `other` publishes the same value under the same key: false when the values
    /// cannot be compared (they are not `Equatable`, as bindings).
    func isSame(as other: FocusedValueAttribute) -> Bool {
        guard isScene == other.isScene, key == other.key else { return false }
        switch (value, other.value) {
        case (nil, nil): return true
        case (let a?, let b?):
            guard let a = a as? any Equatable else { return false }
            return Self.equal(a, b)
        default: return false
        }
    }
    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
}

/// How SwiftUI's focused values reach the views that read them, per window: the values are
/// the scene values of every view, then those of the views from the window down to the one
/// with the focus (an inner view's value wins). After each pass of an update the values are
/// worked out again when some view reads them (`@FocusedValue`, `@FocusedBinding`,
/// `@FocusedObject`); the readers are evaluated again when the focus moved, a publishing view
/// came or went, or published another value. Values that cannot be compared (bindings,
/// closures) re-evaluate the readers once per update, so a reader that also publishes cannot
/// loop.
final class FocusedValueTracking {
    private struct Reader { weak var node: ViewNode? }
    private var readers: [Reader] = []
    /// Whether the values last worked out still hold (no publisher changed since).
    private var areCurrent = false
    /// Which views published what, and where the focus was, when they were worked out.
    private var fingerprint: [ObjectIdentifier] = []
    /// A publishing view was resolved with another value (`comparable`), or with one that
    /// cannot be compared.
    private var changedComparable = false, changedUncomparable = false
    /// The update in which uncomparable values last re-evaluated the readers.
    private var uncomparableGeneration = -1
    /// The view that has the focus (the host's answer), nil when none has.
    var focusedNode: @MainActor () -> ViewNode? = { nil }

    /// The current values for a reader at `node`, recording it as a reader.
    static func values(for node: ViewNode) -> FocusedValues {
        MainActor.assumeIsolated { node.graph.focusedValueTracking.register(node) }
    }

    /// Records `node` as a reader and gives it the current values.
    @MainActor func register(_ node: ViewNode) -> FocusedValues {
        readers.removeAll { $0.node == nil }
        if !readers.contains(where: { $0.node === node }) { readers.append(Reader(node: node)) }
        if areCurrent, let lastWorkedOut { return lastWorkedOut }
        // Publishers changed since the values were last worked out: within a pass, a reader gets
        // the values as last worked out, and the pass's end (`afterCommit`) works them out once
        // and evaluates the readers again if they changed. Working them out for each reader
        // would cost readers × publishers when a lazy list builds many rows of both.
        if let lastWorkedOut, lastWorkedOutGeneration == node.graph.updateGeneration { return lastWorkedOut }
        let (values, print) = workOut(node.graph)
        remember(values, print, node.graph)
        return values
    }

    /// The values worked out last (current unless a publisher changed since: `areCurrent`)
    /// and the update they were worked out in.
    private var lastWorkedOut: FocusedValues?
    private var lastWorkedOutGeneration = -1

    private func remember(_ values: FocusedValues, _ print: [ObjectIdentifier], _ graph: ViewGraph) {
        areCurrent = true
        fingerprint = print
        lastWorkedOut = values
        lastWorkedOutGeneration = graph.updateGeneration
    }

    /// A publishing view was resolved: `new` replaces `old` (nil: it did not publish before).
    func published(_ new: FocusedValueAttribute, replacing old: FocusedValueAttribute?) {
        areCurrent = false
        // A view that starts publishing changes the fingerprint; one that publishes again
        // changes the values only if its value differs.
        guard let old, !new.isSame(as: old) else { return }
        if new.value is any Equatable, old.value is any Equatable { changedComparable = true } else { changedUncomparable = true }
    }

    /// After a pass's Commit phase: re-evaluates the readers when what they read changed.
    @MainActor func afterCommit(_ graph: ViewGraph) {
        readers.removeAll { $0.node == nil || $0.node!.isDiscarded }
        defer { changedComparable = false; changedUncomparable = false }
        guard !readers.isEmpty else { return }
        let (values, print) = workOut(graph)
        var changed = print != fingerprint || changedComparable
        if changedUncomparable && uncomparableGeneration != graph.updateGeneration {
            uncomparableGeneration = graph.updateGeneration
            changed = true
        }
        remember(values, print, graph)
        guard changed else { return }
        for reader in readers { reader.node?.invalidateBody() }
    }

    /// The values for the window of `graph` now, and a fingerprint of where they came from.
    @MainActor private func workOut(_ graph: ViewGraph) -> (FocusedValues, [ObjectIdentifier]) {
        var values = FocusedValues()
        var print: [ObjectIdentifier] = []
        guard graph.root != nil else { return (values, print) }
        // Scene values, in tree order: an inner view's value is written last and wins. Only the
        // publishing views are visited, those inside views not shown left out.
        for n in graph.nodesInTree(graph.focusedValuePublishers, skipping: { $0.isOmitted || $0.isDiscarded }) {
            if let attribute = n.attribute(FocusedValueAttribute.self), attribute.isScene {
                attribute.write(&values)
                print.append(ObjectIdentifier(n))
            }
        }
        // The focused view's values: from the window down to it.
        guard let focused = focusedNode() else { return (values, print) }
        print.append(ObjectIdentifier(focused))
        var chain: [ViewNode] = []
        var current: ViewNode? = focused
        while let n = current { chain.append(n); current = n.parent }
        for n in chain.reversed() {
            if let attribute = n.attribute(FocusedValueAttribute.self), !attribute.isScene {
                attribute.write(&values)
                print.append(ObjectIdentifier(n))
            }
        }
        return (values, print)
    }
}

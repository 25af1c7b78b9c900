import Foundation

/// The update loop: Resolve → Measure/Place → Preferences → Commit, repeated while the
/// Commit phase's actions (preference changes, appear/change actions, task starts) write
/// state that schedules bodies, bounded as SwiftUI bounds a loop, with a diagnostic.
enum UpdateLoop {
    /// How many Resolve → Commit passes one update may take before it stops.
    static let maxPasses = 16

    /// Runs the passes of one update. `resolveRoot` is the host's part of the Resolve phase
    /// (the root content and the window's environment), `canvas` the size the window lays
    /// out in.
    @MainActor
    static func run(_ graph: ViewGraph, root: ViewNode, resolveRoot: () -> Void, canvas: () -> CGSize) -> UpdateStatistics {
        graph.clearDiagnostics()
        graph.actionQueue.reset()
        var stats = UpdateStatistics()
        let evaluationsBefore = graph.bodyEvaluations
        graph.updateGeneration += 1
        graph.lazilyBuiltNodes = 0
        for pass in 0..<maxPasses {
            stats.passes += 1
            stats.resolveSeconds += UpdateStatistics.time {
                resolveRoot()
                graph.resolveScheduledBodies()
            }
            // Layout and preferences recurse once per level: deep trees get a deep stack. Layout
            // may build views (a representable's UIKit hierarchy is drawn by views made when it
            // is placed), so the stack for preferences is chosen for the depth after layout.
            StackBudget.withStack(forDepth: graph.maxDepth) {
                stats.layoutSeconds += UpdateStatistics.time { LayoutEngine.layoutRoot(root, canvas: canvas()) }
            }
            StackBudget.withStack(forDepth: graph.maxDepth) {
                stats.preferencesSeconds += UpdateStatistics.time { _ = PreferenceCollector.collect(root) }
            }
            commit(graph)
            graph.focusedValueTracking.afterCommit(graph)
            graph.focusScopeTracking.afterCommit(focusedNode: graph.focusedValueTracking.focusedNode)
            // The last pass keeps what it laid out: no invalidation is left behind.
            let relayout = pass < maxPasses - 1 ? applyLayoutRequests(graph) : { graph.layoutRequests = []; return false }()
            if !graph.hasScheduledWork && !relayout { break }
        }
        if graph.hasScheduledWork {
            graph.report(.updateLoop, "the view tree did not settle after \(maxPasses) passes; showing the last one", at: nil)
        }
        stats.bodyEvaluations = graph.bodyEvaluations - evaluationsBefore
        return stats
    }

    /// Invalidates the layout of the nodes that asked for another pass; true if there were any.
    static func applyLayoutRequests(_ graph: ViewGraph) -> Bool {
        guard !graph.layoutRequests.isEmpty else { return false }
        let nodes = graph.layoutRequests
        graph.layoutRequests = []
        for node in nodes where !node.isDiscarded { node.invalidateLayout() }
        return true
    }

    /// The Commit phase: runs the queued actions; state they write schedules the next pass.
    static func commit(_ graph: ViewGraph) {
        for action in graph.actionQueue.drain() { action() }
    }
}

/// The Commit phase's queue: actions queued by the Preferences phase, lifecycle modifiers and
/// tasks, run after the pass that queued them.
final class ActionQueue {
    /// How many times one preference key may re-dispatch its actions in one update
    /// (SwiftUI drops the third with a warning).
    static let maxPreferenceDispatches = 2

    private var actions: [() -> Void] = []
    /// Dispatches per observer (of a preference key, at a node) in the current update.
    private var dispatches: [AnyHashable: Int] = [:]

    /// Queues an action to run after the current pass.
    func enqueue(_ action: @escaping () -> Void) { actions.append(action) }

    /// Queues an `onPreferenceChange` action for `key`, unless the key already re-dispatched
    /// too often in this update; then the value is dropped and false is returned.
    func enqueuePreferenceAction(key: AnyHashable, _ action: @escaping () -> Void) -> Bool {
        let count = dispatches[key, default: 0]
        // The first dispatch of an update is the change itself; two more are re-dispatches.
        guard count <= Self.maxPreferenceDispatches else { return false }
        dispatches[key] = count + 1
        actions.append(action)
        return true
    }

    /// The queued actions, in order; the queue is empty afterwards.
    func drain() -> [() -> Void] {
        defer { actions.removeAll() }
        return actions
    }

    /// Forgets the dispatch counts; called when an update starts.
    func reset() { dispatches.removeAll() }
}

extension ViewGraph {
    /// Queues an action to run after the current pass (lifecycle and change actions).
    func enqueueAction(_ action: @escaping () -> Void) { actionQueue.enqueue(action) }

    /// Queues an `onPreferenceChange` action for `Key`; an observer that re-dispatched too often in
    /// this update has the value dropped, with SwiftUI's warning.
    func enqueuePreferenceAction<Key: PreferenceKey>(for key: Key.Type, node: ViewNode, _ action: @escaping () -> Void) {
        // Counted per observer: the observers of one key in different places (each tab's
        // navigation stack reading its title) dispatch independently.
        let observer = PreferenceObservationID(node: ObjectIdentifier(node), key: ObjectIdentifier(key))
        guard actionQueue.enqueuePreferenceAction(key: observer, action) else {
            report(.preferenceLoop, "Bound preference \(Key.self) tried to update multiple times per frame.", at: node)
            return
        }
    }

    /// The last value an `onPreferenceChange` at `node` saw for `key`.
    func preferenceState(for node: ViewNode, key: ObjectIdentifier) -> PreferenceObservation {
        let id = PreferenceObservationID(node: ObjectIdentifier(node), key: key)
        if let existing = preferenceObservations[id] { return existing }
        let created = PreferenceObservation()
        preferenceObservations[id] = created
        return created
    }
}

/// Per `onPreferenceChange` node and key: the last value the action saw.
final class PreferenceObservation {
    var lastValue: Any?
}

struct PreferenceObservationID: Hashable {
    let node: ObjectIdentifier
    let key: ObjectIdentifier
}

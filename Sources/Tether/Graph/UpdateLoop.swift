import Foundation

/// Per `onPreferenceChange` node and key: the last value the action saw.
final class PreferenceObservation {
    var lastValue: Any?
}

extension ViewGraph {
    /// How many times one preference key may re-dispatch its actions in one update
    /// (SwiftUI drops the third with a warning).
    static let maxPreferenceDispatches = 2
    /// How many Resolve → Commit passes one update may take before it stops.
    static let maxPasses = 16
}

/// The Commit phase's queue: actions queued by the Preferences phase (and taps), run after
/// the pass; state they write schedules the next pass.
final class ActionQueue {
    var actions: [() -> Void] = []
    /// Dispatches per preference key in the current update.
    var dispatches: [String: Int] = [:]
}

extension ViewGraph {
    func preferenceState(for node: ViewNode, key: ObjectIdentifier) -> PreferenceObservation {
        let id = PreferenceObservationID(node: ObjectIdentifier(node), key: key)
        if let existing = preferenceObservations[id] { return existing }
        let created = PreferenceObservation()
        preferenceObservations[id] = created
        return created
    }

    /// Queues an `onPreferenceChange` action, unless the key already re-dispatched too often
    /// in this update (then the value is dropped and a diagnostic says so).
    func enqueuePreferenceAction(key: String, node: ViewNode, _ action: @escaping () -> Void) {
        let count = actionQueue.dispatches[key, default: 0]
        // The first dispatch of an update is the change itself; two more are re-dispatches.
        if count > ViewGraph.maxPreferenceDispatches {
            report(.preferenceLoop, "Bound preference \(key) tried to update multiple times per frame.", at: node)
            return
        }
        actionQueue.dispatches[key] = count + 1
        actionQueue.actions.append(action)
    }
}

struct PreferenceObservationID: Hashable {
    let node: ObjectIdentifier
    let key: ObjectIdentifier
}

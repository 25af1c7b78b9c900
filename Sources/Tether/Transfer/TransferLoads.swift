import Foundation

/// The item-provider loads under way, so that Tether's host can wait for them: a load's
/// completion handler runs before the host call that dropped the items returns. Loads that
/// fail (no representation of the type, a provider whose loader gives no data) are kept as
/// messages for the host to report as diagnostics. Each drop counts its own loads: a load
/// belongs to the drop whose task started it (a task-local value, inherited by the tasks
/// the load starts), so hosts dropping side by side do not wait for each other.
final class TransferLoads: @unchecked Sendable {
    /// The loads of the drop under way in this task; outside a drop, a count nobody waits for.
    @TaskLocal static var current = TransferLoads()

    private let lock = NSLock()
    private var underWay = 0
    private var failures: [String] = []

    /// A load started.
    func begin() { lock.withLock { underWay += 1 } }
    /// A load's completion handler returned.
    func end() { lock.withLock { underWay = max(0, underWay - 1) } }
    /// A load ended without the data it asked for.
    func fail(_ message: String) { lock.withLock { failures.append(message) } }

    var pending: Int { lock.withLock { underWay } }

    /// The failures since the last call, oldest first.
    func takeFailures() -> [String] {
        lock.withLock {
            defer { failures.removeAll() }
            return failures
        }
    }
}

/// A value moved across a `@Sendable` boundary on purpose: completion handlers Tether calls
/// on the thread the load finishes on, as Foundation does.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}

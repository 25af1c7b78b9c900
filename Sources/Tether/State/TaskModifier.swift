import Foundation

/// Mirrors SwiftUI's `task(priority:_:)` and `task(id:priority:_:)`: an asynchronous action
/// started when the view appears (and again, after cancelling the running one, when `id`
/// changes), cancelled when the view leaves the tree. Tether starts the task after the update
/// that showed the view; `ViewHost.waitForTasks()` (Tether's own) waits for the tasks and
/// shows what they changed.
nonisolated struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: ID
    let priority: TaskPriority
    nonisolated(unsafe) let action: @isolated(any) () async -> Void

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        let running = node.attribute(RunningTaskAttribute<ID>.self)
        node.layout = nil
        if let running, running.id == id {
            node.attributes = [running]
        } else {
            let handle = TaskHandle()
            node.attributes = [RunningTaskAttribute(id: id, handle: handle)]
            let graph = node.graph
            let priority = self.priority
            nonisolated(unsafe) let action = self.action
            graph.enqueueAction {
                running?.handle.cancel()
                handle.task = Task(priority: priority) { @MainActor in
                    await action()
                    handle.markFinished()
                }
                graph.runningTasks.append(handle)
            }
            if let running { graph.enqueueAction { running.handle.cancel() } }
        }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// The task a view started, so that it can be cancelled and waited for.
final class TaskHandle: @unchecked Sendable {
    var task: Task<Void, Never>?
    private let lock = NSLock()
    private var finished = false
    func cancel() { task?.cancel() }
    /// Called by the task itself when its action has returned.
    func markFinished() { lock.lock(); finished = true; lock.unlock() }
    var isFinished: Bool { lock.lock(); defer { lock.unlock() }; return finished }
}

/// What a node with `task` remembers: the `id` its task was started for, and the task.
struct RunningTaskAttribute<ID: Equatable>: NodeAttribute, CancellableWork {
    let id: ID
    let handle: TaskHandle
    func cancelWork() { handle.cancel() }
}

/// Work a node started that stops when the node leaves the tree.
protocol CancellableWork {
    func cancelWork()
}

extension View {
    /// Mirrors SwiftUI's `task(priority:_:)`.
    nonisolated public func task(priority: TaskPriority = .userInitiated,
                                 @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }
    /// Mirrors SwiftUI's `task(id:priority:_:)`.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                               @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}

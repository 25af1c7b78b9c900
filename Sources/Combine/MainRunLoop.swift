import Dispatch
import Foundation

/// On Linux the main actor's work runs on the main dispatch queue, which a process with an
/// async entry point (Swift Testing's runner, an `App`'s headless run) drains on a worker
/// thread: `RunLoop.main` is then the run loop of a thread nobody runs, and Tether's hosts
/// run the run loop of the thread the main actor is on (`ViewHost.runRunLoop(for:)`). Work a
/// publisher schedules on `RunLoop.main` goes to that run loop, as on Apple platforms it
/// goes to the one the main actor runs.
extension RunLoop {
    /// The key that marks the main dispatch queue.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body` with the run loop that work for this run loop goes to: itself, unless it is
    /// the main run loop seen from off the main thread — then the run loop of the thread running
    /// the main queue (at once when called on it, else on the main queue's next turn).
    func withSchedulingTarget(_ body: @escaping @Sendable (RunLoop) -> Void) {
        guard self === RunLoop.main, !Thread.isMainThread else { return body(self) }
        if DispatchQueue.getSpecific(key: Self.mainQueueKey) == true { return body(RunLoop.current) }
        DispatchQueue.main.async { body(RunLoop.current) }
    }
}

import Foundation

extension ViewHost {
    /// Waits until every task views started has finished (including tasks started by the
    /// updates their changes cause), updating as they finish, so the host shows what the
    /// tasks changed (Tether's own; SwiftUI runs tasks against a live screen). A task still
    /// running after `timeout` (one that waits for a stream, say) is left running and reported.
    /// The timeout counts the host's own waiting, a millisecond at a time: a main actor kept
    /// busy by other work (tests running side by side) does not use it up.
    public func waitForTasks(timeout: Duration = .seconds(10)) async {
        let pause = Duration.milliseconds(1)
        var waited = Duration.zero
        while true {
            graph.runningTasks.removeAll { $0.isFinished }
            update()
            graph.runningTasks.removeAll { $0.isFinished }
            if graph.runningTasks.isEmpty { return }
            if waited >= timeout {
                graph.report(.other, "\(graph.runningTasks.count) view task(s) still running after \(timeout); not waiting for them", at: nil)
                return
            }
            try? await Task.sleep(for: pause)
            waited += pause
        }
    }
}

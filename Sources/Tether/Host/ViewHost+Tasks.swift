import Foundation

extension ViewHost {
    /// Waits until every task views started has finished (including tasks started by the
    /// updates their changes cause), updating as they finish, so the host shows what the
    /// tasks changed (Tether's own; SwiftUI runs tasks against a live screen). A task still
    /// running after `timeout` (one that waits for a stream, say) is left running and reported.
    public func waitForTasks(timeout: Duration = .seconds(10)) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            graph.runningTasks.removeAll { $0.isFinished }
            update()
            graph.runningTasks.removeAll { $0.isFinished }
            if graph.runningTasks.isEmpty { return }
            if clock.now >= deadline {
                graph.report(.other, "\(graph.runningTasks.count) view task(s) still running after \(timeout); not waiting for them", at: nil)
                return
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

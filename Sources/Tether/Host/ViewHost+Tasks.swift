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

extension ViewHost {
    /// Tether's own: runs the run loop of the thread the host is on for `seconds` of real
    /// time, so what is scheduled on it — `Timer.publish(every:on:in:)` publishers,
    /// `Timer.scheduledTimer` — runs as on a device in that time; then updates. In an app or
    /// the `tether` tool the host is on the main thread, so this is the main run loop
    /// (`RunLoop.main`); a test runner's main actor may be another thread, whose run loop is
    /// `RunLoop.current`. A host otherwise never runs a run loop, so a still render shows the
    /// views before any timer fired. A negative or non-finite duration is reported and runs
    /// nothing.
    public func runRunLoop(for seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            update()
            graph.report(.other, "runRunLoop(for:): \(seconds) is negative or not finite; nothing runs", at: nil)
            return
        }
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end { _ = RunLoop.current.run(mode: .default, before: end) }
        update()
    }
}

import Foundation
import Testing
@testable import Tether

/// A log the views below write to; the tests read it after each update.
private final class EventLog: @unchecked Sendable {
    var events: [String] = []
}

private struct Loader: View {
    let log: EventLog
    @State private var text = "Loading"
    var body: some View {
        log.events.append("body \(text)")
        return Text(text)
            .onAppear {
                log.events.append("appear")
                text = "Loaded"
            }
    }
}

private struct Toggled: View {
    let log: EventLog
    @State private var shown = true
    @State private var generation = 0
    var body: some View {
        VStack {
            if shown {
                Text("Detail")
                    .onAppear { log.events.append("appear detail") }
                    .onDisappear { log.events.append("disappear detail") }
            }
            Color.blue.frame(width: 20, height: 20)
                .onAppear { [generation] in log.events.append("appear \(generation)") }
                .onDisappear { [generation] in log.events.append("disappear \(generation)") }
                .id(generation)
            Button("Toggle") { shown.toggle() }.testID("toggle")
            Button("Renew") { generation += 1 }.testID("renew")
        }
    }
}

private struct Counter: View {
    let log: EventLog
    var initial = false
    @State private var count = 0
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Text("\(count) \(unrelated)")
            Button("Add") { count += 1 }.testID("add")
            Button("Other") { unrelated += 1 }.testID("other")
        }
        .onChange(of: count, initial: initial) { old, new in log.events.append("\(old)→\(new)") }
    }
}

/// A change action that changes its own value: it never settles.
private struct Runaway: View {
    @State private var value = 0
    var body: some View {
        Text("\(value)").onChange(of: value, initial: true) { value += 1 }
    }
}

/// Loads its text in a task, as views that fetch data do.
private struct Fetcher: View {
    let log: EventLog
    @State private var text = "Loading"
    @State private var query = 1
    var body: some View {
        VStack {
            Text(text).testID("text")
            Button("Next") { query += 1 }.testID("next")
        }
        .task(id: query) {
            log.events.append("start \(query)")
            await Task.yield()
            text = "Result \(query)"
        }
    }
}

/// A task that waits until it is cancelled, and says so.
private struct Waiter: View {
    let log: EventLog
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Text("Waiting").task {
                    while !Task.isCancelled { await Task.yield() }
                    log.events.append("cancelled")
                }
            }
            Button("Hide") { shown = false }.testID("hide")
        }
    }
}

/// `onAppear`, `onDisappear` and `onChange`: when each action runs, and what it may change.
@MainActor @Suite struct LifecycleTests {
    @Test func onAppearRunsOnceAfterTheFirstUpdateAndItsStateIsShownAtOnce() {
        let log = EventLog()
        let h = host(Loader(log: log))
        // The first pass shows "Loading", then the action runs and the same update's next
        // pass evaluates the body again.
        #expect(log.events == ["body Loading", "appear", "body Loaded"])
        h.update()
        #expect(log.events.count == 3)
    }

    @Test func onDisappearRunsWhenTheViewLeavesAndOnAppearWhenItComesBack() throws {
        let log = EventLog()
        let h = host(Toggled(log: log))
        #expect(log.events == ["appear detail", "appear 0"])
        log.events.removeAll()
        try h.tap("toggle")
        #expect(log.events == ["disappear detail"])
        log.events.removeAll()
        try h.tap("toggle")
        #expect(log.events == ["appear detail"])
    }

    @Test func anIdentityChangeIsADisappearanceAndAnAppearance() throws {
        let log = EventLog()
        let h = host(Toggled(log: log))
        log.events.removeAll()
        try h.tap("renew")
        // The old view leaves with the action it was given (which captured generation 0); the
        // new one arrives.
        #expect(Set(log.events) == ["disappear 0", "appear 1"])
    }

    @Test func onChangeGetsTheOldAndNewValueOnlyWhenTheValueChanges() throws {
        let log = EventLog()
        let h = host(Counter(log: log))
        #expect(log.events.isEmpty)
        try h.tap("add")
        #expect(log.events == ["0→1"])
        try h.tap("other")
        #expect(log.events == ["0→1"])
        try h.tap("add")
        #expect(log.events == ["0→1", "1→2"])
    }

    @Test func onChangeWithInitialRunsWhenTheViewAppears() {
        let log = EventLog()
        _ = host(Counter(log: log, initial: true))
        #expect(log.events == ["0→0"])
    }

    @Test func aTaskStartsWhenTheViewAppearsAndWhatItChangesShowsAfterIt() async throws {
        let log = EventLog()
        let h = host(Fetcher(log: log))
        await h.waitForTasks()
        #expect(log.events == ["start 1"])
        #expect(h.layoutDump().contains("Text") && dumpedTexts(h) == ["Result 1", "Next"])
        // A new id cancels the running task and starts another one.
        try h.tap("next")
        await h.waitForTasks()
        #expect(log.events == ["start 1", "start 2"])
        #expect(dumpedTexts(h) == ["Result 2", "Next"])
    }

    @Test func aTaskIsCancelledWhenItsViewLeaves() async throws {
        let log = EventLog()
        let h = host(Waiter(log: log))
        try h.tap("hide")
        await h.waitForTasks()
        #expect(log.events == ["cancelled"])
    }

    @Test func waitingForATaskThatNeverEndsStopsAfterTheTimeoutWithADiagnostic() async {
        let log = EventLog()
        let h = host(Waiter(log: log))
        await h.waitForTasks(timeout: .milliseconds(50))
        #expect(h.diagnostics.contains { $0.message.contains("still running") })
        #expect(log.events.isEmpty)
        // Hiding the view cancels the task; then it ends.
        try? h.tap("hide")
        await h.waitForTasks()
        #expect(log.events == ["cancelled"])
    }

    /// The strings of the texts the host shows, in tree order.

    @Test func aChangeActionThatChangesItsOwnValueStopsWithADiagnostic() {
        let h = host(Runaway())
        #expect(h.diagnostics.contains { $0.kind == .updateLoop })
        #expect(h.layoutDump().contains("Text"))
    }
}

import Foundation
import Testing
@testable import Tether

/// A model as SwiftUI code writes it, with Combine's `ObservableObject` and `@Published`.
private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var isOn = false
    let name: String
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static weak var latest: Counter?
    init(name: String = "counter") {
        self.name = name
        Counter.made += 1
        Counter.latest = self
    }
}

/// Which views ran their body, in order.
private final class BodyLog: @unchecked Sendable {
    var entries: [String] = []
}

private struct ObservingRow: View {
    @ObservedObject var counter: Counter
    let log: BodyLog
    var body: some View {
        log.entries.append("row \(counter.name) \(counter.count)")
        return HStack {
            Text("\(counter.count)")
            Button("Add") { counter.count += 1 }.testID("add-\(counter.name)")
            Toggle("On", isOn: $counter.isOn).testID("toggle-\(counter.name)")
        }
    }
}

private struct Bystander: View {
    let log: BodyLog
    var body: some View {
        log.entries.append("bystander")
        return Text("Unrelated")
    }
}

private struct Screen: View {
    let first: Counter
    let second: Counter
    let log: BodyLog
    @State private var showsSecond = false
    var body: some View {
        VStack {
            ObservingRow(counter: showsSecond ? second : first, log: log)
            Bystander(log: log)
            Button("Switch") { showsSecond.toggle() }.testID("switch")
        }
    }
}

private struct Owner: View {
    let log: BodyLog
    @StateObject private var counter = Counter(name: "owned")
    var body: some View {
        log.entries.append("owner \(counter.count)")
        return Button("Add") { counter.count += 1 }.testID("add-owned")
    }
}

private struct OwnerHost: View {
    let log: BodyLog
    @State private var generation = 0
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Owner(log: log).id(generation) }
            Button("Renew") { generation += 1 }.testID("renew")
            Button("Hide") { shown = false }.testID("hide")
            Text("\(generation)")
        }
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject var counter: Counter
    let log: BodyLog
    var body: some View {
        log.entries.append("reader \(counter.count)")
        return Text("\(counter.count)").testID("reader")
    }
}

/// `ObservableObject` models with `@ObservedObject`, `@StateObject` and `@EnvironmentObject`.
@MainActor @Suite struct ObservableObjectTests {
    @Test func aPublishedChangeReEvaluatesOnlyTheObservingView() throws {
        let log = BodyLog()
        let counter = Counter(name: "a")
        let h = host(Screen(first: counter, second: Counter(name: "b"), log: log))
        #expect(log.entries == ["row a 0", "bystander"])
        log.entries.removeAll()
        try h.tap("add-a")
        #expect(counter.count == 1)
        #expect(log.entries == ["row a 1"])
        // A change made outside any view (a network callback, say) shows at the next update.
        log.entries.removeAll()
        counter.count = 5
        h.update()
        #expect(log.entries == ["row a 5"])
    }

    @Test func aBindingToAPublishedPropertyWritesTheObject() throws {
        let counter = Counter(name: "a")
        let h = host(Screen(first: counter, second: Counter(name: "b"), log: BodyLog()))
        try h.tap("toggle-a")
        #expect(counter.isOn)
    }

    @Test func anotherObjectFromTheParentIsObservedInstead() throws {
        let log = BodyLog()
        let first = Counter(name: "a"), second = Counter(name: "b")
        let h = host(Screen(first: first, second: second, log: log))
        try h.tap("switch")
        #expect(log.entries.last == "row b 0")
        // The row now follows the second object, not the first.
        log.entries.removeAll()
        first.count = 9
        h.update()
        #expect(log.entries.isEmpty)
        second.count = 3
        h.update()
        #expect(log.entries == ["row b 3"])
    }

    @Test func aStateObjectIsMadeOncePerIdentityAndReleasedWithIt() throws {
        let log = BodyLog()
        let before = Counter.made
        let h = host(OwnerHost(log: log))
        #expect(Counter.made == before + 1)
        try h.tap("add-owned")
        try h.tap("add-owned")
        // The parent re-evaluates on each tap of "Renew" only; adding keeps the same object.
        #expect(log.entries == ["owner 0", "owner 1", "owner 2"])
        #expect(Counter.made == before + 1)
        try h.tap("renew")
        // A new identity: a new object, starting again at 0.
        #expect(Counter.made == before + 2)
        #expect(log.entries.last == "owner 0")
        // When the view leaves the tree, its object goes with it.
        #expect(Counter.latest != nil)
        try h.tap("hide")
        #expect(Counter.latest == nil)
    }

    @Test func anEnvironmentObjectReachesDescendantsAndTheirChangesShow() {
        let log = BodyLog()
        let counter = Counter()
        let h = host(VStack { EnvironmentReader(log: log) }.environmentObject(counter))
        #expect(log.entries == ["reader 0"])
        counter.count = 2
        h.update()
        #expect(log.entries == ["reader 0", "reader 2"])
    }

    @Test func aMissingEnvironmentObjectIsReportedAndShowsNothing() {
        let log = BodyLog()
        let h = host(VStack { EnvironmentReader(log: log); Text("Still here").testID("other") })
        #expect(log.entries.isEmpty)
        #expect(h.diagnostics.contains {
            $0.kind == .missingEnvironmentObject && $0.message.hasPrefix("No ObservableObject of type Counter found.")
        })
        #expect(h.frame(of: "reader") == nil)
        #expect(h.frame(of: "other") != nil)
    }
}

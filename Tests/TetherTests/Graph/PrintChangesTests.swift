import Foundation
import Observation
import Testing
@testable import Tether

/// `View._printChanges()` as SwiftUI prints it: called in `body`, one line naming why the body
/// runs — `@self` (new inputs from the parent), `@identity` (first run), the dynamic
/// properties that changed by their stored names (`_count`), `@dependencies` (an
/// `@Observable` property read by the body) — or `unchanged.`
@MainActor @Suite struct PrintChangesTests {
    final class Model: ObservableObject { @Published var score = 0 }
    @Observable final class Tracker { var steps = 0 }

    struct Counter: View {
        let title: String
        @ObservedObject var model: Model
        let tracker: Tracker
        @State private var count = 0
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            let _ = Self._printChanges()
            VStack {
                Text("\(title) \(count) \(tracker.steps)")
                Button("Add") { count += 1 }.testID("add")
            }
        }
    }

    struct Shell: View {
        let model: Model
        let tracker: Tracker
        @State private var shown = false
        @State private var title = "A"
        @State private var scheme = ColorScheme.light
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Button("Show") { shown = true }.testID("show")
                Button("Rename") { title = "B" }.testID("rename")
                Button("Dark") { scheme = .dark }.testID("dark")
                Button("Other \(unrelated)") { unrelated += 1 }.testID("other")
                if shown {
                    Counter(title: title, model: model, tracker: tracker).environment(\.colorScheme, scheme)
                }
            }
        }
    }

    @Test func eachRunOfTheBodyPrintsWhatChanged() throws {
        let model = Model(), tracker = Tracker()
        let h = host(Shell(model: model, tracker: tracker), width: 300, height: 400)
        h.graph.printedChanges = []
        // The first run: the view is new, and so is every dynamic property, in declaration order.
        try h.tap("show")
        #expect(h.graph.printedChanges == ["Counter: @self, @identity, _model, _count, _colorScheme changed."])
        try h.tap("add")
        #expect(h.graph.printedChanges?.last == "Counter: _count changed.")
        try h.tap("rename")
        #expect(h.graph.printedChanges?.last == "Counter: @self changed.")
        try h.tap("dark")
        #expect(h.graph.printedChanges?.last == "Counter: _colorScheme changed.")
        model.score += 1
        h.update()
        #expect(h.graph.printedChanges?.last == "Counter: _model changed.")
        tracker.steps += 1
        h.update()
        #expect(h.graph.printedChanges?.last == "Counter: @dependencies changed.")
        // A change the counter does not depend on does not run its body: nothing is printed.
        let printed = h.graph.printedChanges?.count
        try h.tap("other")
        #expect(h.graph.printedChanges?.count == printed)
    }

    @Test func outsideABodyNothingIsPrinted() {
        let h = host(Text("Idle"))
        h.graph.printedChanges = []
        Counter._printChanges()
        Counter._logChanges()
        #expect(h.graph.printedChanges == [])
        #expect(BodyChanges.evaluating == nil)
    }
}

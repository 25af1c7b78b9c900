import Foundation
import Observation
import Testing
@testable import Tether

/// The calls a representable received, in order.
@MainActor final class LifecycleLog {
    var calls: [String] = []
    var binding: Binding<Int>?
    func count(_ prefix: String) -> Int { calls.filter { $0.hasPrefix(prefix) }.count }
}

@MainActor final class LoggingCoordinator {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

/// A representable that logs its lifecycle: the coordinator is numbered by the log, the view
/// shows `value` as its tag.
struct LoggedView: UIViewRepresentable {
    let log: LifecycleLog
    var value: Int

    func makeCoordinator() -> LoggingCoordinator {
        log.calls.append("makeCoordinator")
        return LoggingCoordinator(serial: log.count("makeCoordinator"))
    }
    func makeUIView(context: Context) -> UIView {
        log.calls.append("makeUIView coordinator \(context.coordinator.serial)")
        return UIView()
    }
    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.tag = value
        log.calls.append("updateUIView \(value) coordinator \(context.coordinator.serial)")
    }
    static func dismantleUIView(_ uiView: UIView, coordinator: LoggingCoordinator) {
        LoggedView.dismantled.append((uiView.tag, coordinator.serial))
    }
    @MainActor static var dismantled: [(tag: Int, coordinator: Int)] = []
}

@Observable @MainActor final class RepresentableModel {
    var value = 1
    var shown = true
    var other = 0
    var identity = 0
    var text = "a"
}

struct LoggedContainer: View {
    let log: LifecycleLog
    let model: RepresentableModel
    var body: some View {
        VStack {
            if model.shown {
                LoggedView(log: log, value: model.value).frame(width: 20, height: 20).id(model.identity)
            }
            Text("\(model.other)")
        }
    }
}

@MainActor
@Suite(.serialized) struct UIViewRepresentableTests {
    @Test func coordinatorAndViewAreMadeOnceThenUpdatedPerChange() {
        let log = LifecycleLog(), model = RepresentableModel()
        LoggedView.dismantled = []
        let h = host(LoggedContainer(log: log, model: model), width: 100, height: 100)
        // SwiftUI: makeCoordinator, makeUIView, then updateUIView right away.
        #expect(log.calls == ["makeCoordinator", "makeUIView coordinator 1", "updateUIView 1 coordinator 1"])

        model.value = 2
        h.update()
        model.value = 3
        h.update()
        #expect(log.calls.suffix(2) == ["updateUIView 2 coordinator 1", "updateUIView 3 coordinator 1"])
        #expect(log.count("makeCoordinator") == 1 && log.count("makeUIView") == 1)

        // A change elsewhere that leaves the representable's value alone does not update it.
        model.other = 7
        h.update()
        #expect(log.count("updateUIView") == 3)
        #expect(LoggedView.dismantled.isEmpty)
    }

    @Test func leavingTheTreeDismantlesWithTheViewAndCoordinator() {
        let log = LifecycleLog(), model = RepresentableModel()
        LoggedView.dismantled = []
        model.value = 5
        let h = host(LoggedContainer(log: log, model: model), width: 100, height: 100)
        model.shown = false
        h.update()
        #expect(LoggedView.dismantled.count == 1)
        #expect(LoggedView.dismantled.first?.tag == 5 && LoggedView.dismantled.first?.coordinator == 1)
        // Shown again: a new identity, so a new coordinator and view.
        model.shown = true
        h.update()
        #expect(log.count("makeCoordinator") == 2 && log.count("makeUIView") == 2)
        #expect(log.calls.last == "updateUIView 5 coordinator 2")
    }

    @Test func aNewIdentityMakesANewViewAndDismantlesTheOld() {
        let log = LifecycleLog(), model = RepresentableModel()
        LoggedView.dismantled = []
        let h = host(LoggedContainer(log: log, model: model), width: 100, height: 100)
        model.identity = 1
        h.update()
        #expect(LoggedView.dismantled.map(\.coordinator) == [1])
        #expect(log.count("makeUIView") == 2 && log.calls.last == "updateUIView 1 coordinator 2")
    }

    @Test func theContextCarriesTheEnvironment() {
        final class Seen { var scheme: ColorScheme?; var locale: String? }
        struct Reader: UIViewRepresentable {
            let seen: Seen
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ uiView: UIView, context: Context) {
                seen.scheme = context.environment.colorScheme
                seen.locale = context.environment.locale.identifier
                // The default coordinator is Void.
                let coordinator: Void = context.coordinator
                _ = coordinator
                _ = context.transaction.animation
            }
        }
        let seen = Seen()
        _ = host(Reader(seen: seen).environment(\.colorScheme, .dark).environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(seen.scheme == .dark)
        #expect(seen.locale == "fr_FR")
    }

    @Test func observablePropertiesReadInUpdateRunItAgain() {
        // iOS 17's SwiftUI tracks what updateUIView reads, as it tracks a body.
        let source = RepresentableModel()
        var label: UILabel?
        struct Capture: UIViewRepresentable {
            let source: RepresentableModel
            let sink: (UILabel) -> Void
            func makeUIView(context: Context) -> UILabel { let l = UILabel(); sink(l); return l }
            func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = source.text }
        }
        let h = host(Capture(source: source, sink: { label = $0 }))
        #expect(label?.text == "a")
        source.text = "b"
        h.update()
        #expect(label?.text == "b")
        #expect(dumpedTexts(h).contains("b"))
    }

    @Test func stateOfTheRepresentableUpdatesItWhenChanged() {
        // The coordinator keeps a binding to the representable's own state, as coordinators
        // of text fields do; writing it runs updateUIView again.
        struct Counter: UIViewRepresentable {
            @State var count = 0
            let log: LifecycleLog
            func makeCoordinator() -> Binding<Int> { $count }
            func makeUIView(context: Context) -> UIView {
                log.binding = context.coordinator
                return UIView()
            }
            func updateUIView(_ uiView: UIView, context: Context) { log.calls.append("update \(count)") }
        }
        let log = LifecycleLog()
        let h = host(Counter(log: log))
        log.binding?.wrappedValue = 4
        h.update()
        #expect(log.calls == ["update 0", "update 4"])
    }
}

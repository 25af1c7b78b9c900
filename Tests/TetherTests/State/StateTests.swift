import Foundation
import Observation
import Testing
@testable import Tether

@Observable
final class Model {
    var title = "Hello"
    var count = 0
}

private struct AccentKey: EnvironmentKey { static let defaultValue: CGFloat = 10 }
extension EnvironmentValues {
    var testWidth: CGFloat {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// @State, @Binding, @Environment and @Observable, and what an update re-evaluates.
@MainActor
@Suite struct StateTests {
    final class Counts: @unchecked Sendable { var title = 0; var count = 0 }

    struct TitleView: View {
        let model: Model
        let counts: Counts
        var body: some View {
            counts.title += 1
            return Text(model.title)
        }
    }

    struct CountView: View {
        let model: Model
        let counts: Counts
        var body: some View {
            counts.count += 1
            return Color.red.frame(width: CGFloat(model.count + 1), height: 5).accessibilityIdentifier("count")
        }
    }

    @Test func observableChangeReevaluatesOnlyItsReaders() {
        let model = Model()
        let counts = Counts()
        let h = host(VStack { TitleView(model: model, counts: counts); CountView(model: model, counts: counts) })
        #expect(counts.title == 1 && counts.count == 1)
        model.count = 4
        h.update()
        #expect(counts.count == 2)
        #expect(counts.title == 1)
        #expect(close(h.frame(of: "count")!.width, 5))
        #expect(h.lastUpdateStatistics.bodyEvaluations == 1)   // CountView only
    }

    @Test func customEnvironmentKeyReachesDescendants() {
        struct Reader: View {
            @Environment(\.testWidth) var width
            var body: some View { Color.red.frame(width: width, height: 5).accessibilityIdentifier("r") }
        }
        #expect(close(host(Reader()).frame(of: "r")!.width, 10))
        #expect(close(host(VStack { Reader() }.environment(\.testWidth, 42)).frame(of: "r")!.width, 42))
    }

    @Test func bindingWritesThroughToTheOwnersState() throws {
        struct Stepper: View {
            @Binding var value: Int
            var body: some View { Button("+") { value += 1 }.accessibilityIdentifier("plus") }
        }
        struct Owner: View {
            @State var value = 1
            var body: some View {
                VStack {
                    Stepper(value: $value)
                    Color.red.frame(width: CGFloat(value) * 10, height: 5).accessibilityIdentifier("bar")
                }
            }
        }
        let h = host(Owner())
        try h.tap("plus")
        #expect(close(h.frame(of: "bar")!.width, 20))
    }

    @Test func constantBindingAndDynamicMemberProjection() {
        struct Point { var x: CGFloat }
        let binding = Binding.constant(Point(x: 3))
        #expect(binding.x.wrappedValue == 3)
        var stored = Point(x: 1)
        let live = Binding(get: { stored }, set: { stored = $0 })
        live.x.wrappedValue = 9
        #expect(stored.x == 9)
    }

    @Test func untouchedSubtreesAreNotReevaluated() throws {
        final class Count: @unchecked Sendable { var n = 0 }
        struct Expensive: View {
            let count: Count
            var body: some View { count.n += 1; return Color.gray.frame(height: 10) }
        }
        struct Screen: View {
            let count: Count
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }.accessibilityIdentifier("b")
                    Expensive(count: count)
                }
            }
        }
        let count = Count()
        let h = host(Screen(count: count))
        try h.tap("b")
        try h.tap("b")
        #expect(count.n == 1)
    }

    @Test func aStateWriteInsideACustomModifiersBodyIsReportedLikeAViewsBody() {
        /// Writes its own state while making its body, which SwiftUI warns about.
        struct CountingModifier: ViewModifier {
            @State private var evaluations = 0
            func body(content: Content) -> some View {
                evaluations += 1
                return content.padding(4)
            }
        }
        let h = host(Text("Hi").modifier(CountingModifier()))
        #expect(h.diagnostics.contains {
            $0.kind == .stateChangeDuringUpdate && $0.message == "Modifying state during view update, this will cause undefined behavior."
        })
    }
}

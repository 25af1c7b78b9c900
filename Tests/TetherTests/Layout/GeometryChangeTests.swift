import Foundation
import Testing
@testable import Tether

/// `onGeometryChange(for:of:action:)`: the action runs after an update with the value read from
/// the view's `GeometryProxy` — once at first, then only when the value changes — and an
/// action that keeps changing the geometry is cut off with a diagnostic.
@MainActor
@Suite struct GeometryChangeTests {
    struct Growing: View {
        let seen: Recorder<CGFloat>
        @State var width: CGFloat = 100
        @State var unrelated = 0
        var body: some View {
            VStack {
                Color.red.frame(width: width, height: 20)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { seen.record($0) }
                Button("Grow") { width += 50 }.testID("grow")
                Button("Other") { unrelated += 1 }.testID("other")
                Text("\(unrelated)")
            }
        }
    }

    @Test func theActionRunsWithTheFirstValueThenOnlyWhenTheValueChanges() throws {
        let seen = Recorder<CGFloat>()
        let h = host(Growing(seen: seen))
        #expect(seen.value == 100)
        #expect(seen.count == 1)
        try h.tap("other")
        #expect(seen.count == 1)
        try h.tap("grow")
        #expect(seen.value == 150)
        #expect(seen.count == 2)
    }

    struct OldAndNew: View {
        let seen: Recorder<[CGFloat]>
        @State var offset: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: offset)
                Color.red.frame(width: 10, height: 10)
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { old, new in seen.record([old, new]) }
                Button("Move") { offset += 30 }.testID("move")
            }.frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func theTwoValueActionGetsTheOldAndNewValuesOfAMovedView() throws {
        let seen = Recorder<[CGFloat]>()
        let h = host(OldAndNew(seen: seen))
        #expect(seen.value == [0, 0])
        try h.tap("move")
        #expect(seen.value == [0, 30])
    }

    struct Feedback: View {
        @State var width: CGFloat = 10
        var body: some View {
            Color.red.frame(width: width, height: 10)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 + 1 }
        }
    }

    @Test func anActionThatKeepsChangingTheGeometryStopsWithADiagnostic() {
        let h = host(Feedback())
        #expect(h.diagnostics.contains { $0.kind == .preferenceLoop })
    }
}

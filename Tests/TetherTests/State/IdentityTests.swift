import Foundation
import Testing
@testable import Tether

/// State follows view identity: kept across re-evaluation, fresh for a new id, dropped when the view leaves.
@MainActor
@Suite struct IdentityTests {

    @Test func stateSurvivesParentReevaluation() throws {
        struct Parent: View {
            @State var outer = 0
            var body: some View {
                VStack {
                    Button("Outer") { outer += 1 }.accessibilityIdentifier("outer")
                    Color.red.frame(width: 10, height: CGFloat(outer + 1)).accessibilityIdentifier("outerBar")
                    TapCounter()
                }
            }
        }
        let h = host(Parent())
        try h.tap("add")
        try h.tap("outer")
        #expect(close(h.frame(of: "outerBar")!.height, 2))
        #expect(close(h.frame(of: "bar")!.height, 20))
    }

    @Test func changingIdGivesFreshState() throws {
        struct Parent: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Button("Reset") { generation += 1 }.accessibilityIdentifier("reset")
                    TapCounter().id(generation)
                }
            }
        }
        let h = host(Parent())
        try h.tap("add")
        #expect(close(h.frame(of: "bar")!.height, 20))
        try h.tap("reset")
        #expect(close(h.frame(of: "bar")!.height, 10))
    }

    @Test func stateIsDroppedWhenItsViewLeavesTheTree() throws {
        struct Parent: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Button("Flip") { shown.toggle() }.accessibilityIdentifier("flip")
                    if shown { TapCounter() }
                }
            }
        }
        let h = host(Parent())
        try h.tap("add")
        try h.tap("flip")
        #expect(h.frame(of: "bar") == nil)
        try h.tap("flip")
        #expect(close(h.frame(of: "bar")!.height, 10))
    }
}

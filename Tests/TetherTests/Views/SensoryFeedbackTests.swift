import Foundation
import Testing
@testable import Tether

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Add \(count)") { count += 1 }
            .testID("add")
            .sensoryFeedback(.increase, trigger: count)
            .sensoryFeedback(.success, trigger: count) { _, new in new == 3 }
            .sensoryFeedback(trigger: count) { old, new in new > 1 ? .impact(weight: .heavy, intensity: 0.5) : nil }
            .contentTransition(.numericText(value: Double(count)))
    }
}

/// A view whose actions call UIKit's feedback generators, as many SwiftUI apps do.
private struct HapticButtons: View {
    var body: some View {
        VStack {
            Button("Tap") { UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 2) }.testID("impact")
            Button("Save") {
                let generator = UINotificationFeedbackGenerator()
                generator.prepare()
                generator.notificationOccurred(.error)
            }.testID("notify")
            Button("Pick") { UISelectionFeedbackGenerator().selectionChanged() }.testID("select")
            Button("Thud") { UIImpactFeedbackGenerator().impactOccurred() }.testID("thud")
        }
    }
}

/// `sensoryFeedback` plays when its trigger changes (as its condition says), recorded by the
/// host; `contentTransition` changes nothing drawn.
@MainActor
@Suite struct SensoryFeedbackTests {
    @Test func feedbackPlaysWhenTheTriggerChangesAndTheConditionHolds() throws {
        let h = host(Counter())
        #expect(h.playedFeedback.isEmpty)   // nothing plays for the first value
        try h.tap("add")
        #expect(h.playedFeedback == [.increase])
        try h.tap("add")
        try h.tap("add")
        #expect(h.playedFeedback.filter { $0 == .success }.count == 1)
        #expect(h.playedFeedback.filter { $0 == .impact(weight: .heavy, intensity: 0.5) }.count == 2)
        #expect(h.playedFeedback.filter { $0 == .increase }.count == 3)
    }

    @Test func uiKitFeedbackGeneratorsPlayTheFeedbackSwiftUINamesForThem() throws {
        let h = host(HapticButtons())
        try h.tap("impact")
        try h.tap("notify")
        try h.tap("select")
        try h.tap("thud")
        // A rigid impact at an intensity above 1 plays at 1; `init()` is a medium impact.
        #expect(h.playedFeedback == [.impact(flexibility: .rigid, intensity: 1), .error, .selection,
                                     .impact(weight: .medium, intensity: 1)])
    }
}

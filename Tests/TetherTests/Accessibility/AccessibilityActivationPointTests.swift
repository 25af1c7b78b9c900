import Foundation
import Testing
@testable import Tether

/// `accessibilityActivationPoint(_:)`: where VoiceOver's double tap lands on an element.
@MainActor
@Suite struct AccessibilityActivationPointTests {
    /// Three 66⅔-point buttons side by side, read as one element "Level", whose activation
    /// point `point` or `cgPoint` moves.
    struct Levels: View {
        let log: Recorder<String>
        let point: UnitPoint?
        let cgPoint: CGPoint?
        var body: some View {
            let row = HStack(spacing: 0) {
                ForEach(["Low", "Mid", "High"], id: \.self) { level in
                    Button { log.record(level) } label: { Color.gray.frame(width: 200.0 / 3, height: 44) }
                        .buttonStyle(.plain)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Level")
            .accessibilityAddTraits(.isButton)
            if let point { row.accessibilityActivationPoint(point) }
            else if let cgPoint { row.accessibility(activationPoint: cgPoint) }
            else { row }
        }
    }

    @Test func activationTapsTheActivationPointInsteadOfTheCentre() throws {
        let log = Recorder<String>()
        // Without a point of its own, activation taps the element as Tether always has.
        let plain = host(Levels(log: log, point: nil, cgPoint: nil), width: 200, height: 44)
        #expect(plain.find(text: "Level")?.activationPoint == nil)
        try plain.performAccessibilityAction(on: "Level")
        let unmoved = try #require(log.value)
        // Nine tenths across: the last button; the point is reported in global space.
        let unit = host(Levels(log: log, point: UnitPoint(x: 0.9, y: 0.5), cgPoint: nil), width: 200, height: 44)
        #expect(unit.find(text: "Level")?.activationPoint == CGPoint(x: 180, y: 22))
        try unit.performAccessibilityAction(on: "Level")
        #expect(log.value == "High")
        // A point of the view's own space (the deprecated form): 10 pt in, the first button.
        let point = host(Levels(log: log, point: nil, cgPoint: CGPoint(x: 10, y: 22)), width: 200, height: 44)
        try point.performAccessibilityAction(on: "Level")
        #expect(log.value == "Low")
        // A point that is not a number is no activation point: activation is as without one.
        let hostile = host(Levels(log: log, point: UnitPoint(x: .nan, y: 0.5), cgPoint: nil), width: 200, height: 44)
        #expect(hostile.find(text: "Level")?.activationPoint == nil)
        try hostile.performAccessibilityAction(on: "Level")
        #expect(log.value == unmoved)
    }
}

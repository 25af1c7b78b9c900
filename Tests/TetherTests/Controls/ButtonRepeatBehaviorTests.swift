import Foundation
import Testing
@testable import Tether

/// A counter whose "plus" button repeats while held, and a "once" button that does not.
private struct HeldCounter: View {
    @State private var count = 0
    @State private var once = 0
    let style: Int
    var body: some View {
        VStack {
            Text("\(count)").accessibilityIdentifier("count")
            styled(Button("Plus") { count += 1 }.accessibilityIdentifier("plus"))
                .buttonRepeatBehavior(.enabled)
            Button("Once") { once += 1 }.accessibilityIdentifier("once")
            Text("\(once)").accessibilityIdentifier("onceCount")
        }
    }
    @ViewBuilder func styled(_ button: some View) -> some View {
        switch style {
        case 1: button.buttonStyle(.borderedProminent)
        case 2: button.buttonStyle(ScaledStyle())
        default: button
        }
    }
}

/// A custom `ButtonStyle`: the system still runs the action, repeating when enabled.
private struct ScaledStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8)
    }
}

/// `buttonRepeatBehavior(.enabled)` makes a held button act at touch-down, half a second
/// later, then ten times a second (Apple documents a stepper's autorepeat so; it gives no
/// numbers for buttons); a tap acts once; other buttons act once per tap whatever the hold.
@MainActor
@Suite struct ButtonRepeatBehaviorTests {

    @Test(arguments: [0, 1, 2]) func aHeldButtonRepeatsItsAction(style: Int) throws {
        let h = host(HeldCounter(style: style))
        try h.tap("plus")
        #expect(texts(h) == ["1", "0"])
        // Held 1 s: at 0, 0.5, 0.6, 0.7, 0.8, 0.9 and 1.0 s — seven more.
        try h.longPress("plus", duration: 1)
        #expect(texts(h) == ["8", "0"])
        // Held 0.3 s: only the touch-down.
        try h.longPress("plus", duration: 0.3)
        #expect(texts(h) == ["9", "0"])
    }

    @Test func aButtonWithoutRepeatingActsOncePerTap() throws {
        let h = host(HeldCounter(style: 0))
        try h.tap("once")
        #expect(texts(h) == ["0", "1"])
        #expect(EnvironmentValues().buttonRepeatBehavior == .automatic)
    }

    @Test func theRepeatCountFollowsTheDocumentedAutorepeat() {
        #expect(ButtonRepeatBehavior.actions(afterHolding: 0) == 1)
        #expect(ButtonRepeatBehavior.actions(afterHolding: 0.49) == 1)
        #expect(ButtonRepeatBehavior.actions(afterHolding: 0.5) == 2)
        #expect(ButtonRepeatBehavior.actions(afterHolding: 2) == 17)
        #expect(ButtonRepeatBehavior.actions(afterHolding: .nan) == 1)
        #expect(ButtonRepeatBehavior.actions(afterHolding: .infinity) == 1)
    }

    /// The two counters' texts.
    func texts<V: View>(_ h: ViewHost<V>) -> [String] {
        dumpedTexts(h).filter { Int($0) != nil }
    }
}

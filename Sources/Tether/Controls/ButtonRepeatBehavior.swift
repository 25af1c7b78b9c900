import Foundation

/// Mirrors SwiftUI's `ButtonRepeatBehavior` (iOS 17): whether buttons run their action again
/// and again while they are held (`buttonRepeatBehavior(_:)`).
nonisolated public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int
    /// Mirrors `automatic`: the default — on iOS, a button acts once per tap.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Mirrors `enabled`: holding the button repeats its action.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Mirrors `disabled`: a button acts once per tap.
    public static let disabled = ButtonRepeatBehavior(kind: 2)

    /// Apple documents no timing for a held button. Tether repeats as Apple documents a
    /// stepper's autorepeat (`NSStepper.autorepeat`): the action runs when the finger comes
    /// down, again half a second later, then ten times a second while it stays down.
    static let firstRepeat: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    /// How many times a button held for `held` seconds has acted, the first at touch-down.
    static func actions(afterHolding held: TimeInterval) -> Int {
        guard held.isFinite, held >= firstRepeat else { return 1 }
        // A small allowance keeps a hold of exactly 1 s from losing its last repeat to rounding.
        return 2 + Int(((held - firstRepeat) / repeatInterval + 1e-9).rounded(.down))
    }
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

extension EnvironmentValues {
    /// Mirrors `buttonRepeatBehavior`: whether buttons here repeat their action while held (a
    /// custom `PrimitiveButtonStyle` reads it to shape its own gesture).
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `buttonRepeatBehavior(_:)`: with `.enabled`, the buttons in this view
    /// — of every built-in style and of custom `ButtonStyle`s — run their action when pressed
    /// and repeat it while held (see `ButtonRepeatBehavior` for the timing); a quick tap acts
    /// once. `ViewHost.longPress` holds a button.
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}

/// How a built-in button style runs its action: on a tap, or — when the environment enables
/// repeating — at touch-down and then repeatedly while the finger stays down.
nonisolated struct ButtonActionTrigger: ViewModifier {
    let action: @MainActor () -> Void
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior
    /// When the current press began and how many times it has acted.
    @State private var press: (start: Date, actions: Int)?

    func body(content: Content) -> some View {
        if repeatBehavior == .enabled {
            content.gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { value in MainActorBridge.run((self, value.time)) { $0.0.act(upTo: $0.1) } }
                .onEnded { value in
                    MainActorBridge.run((self, value.time)) { $0.0.act(upTo: $0.1) }
                    press = nil
                })
        } else {
            content.onTapGesture(perform: action)
        }
    }

    /// Runs the action as often as a press held until `time` has acted, beyond what it has.
    @MainActor private func act(upTo time: Date) {
        let current = press ?? (time, 0)
        let due = ButtonRepeatBehavior.actions(afterHolding: time.timeIntervalSince(current.start))
        press = (current.start, max(current.actions, due))
        for _ in current.actions..<max(current.actions, due) { action() }
    }
}

extension View {
    /// A built-in button style's action trigger (see `ButtonActionTrigger`).
    nonisolated func buttonAction(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(ButtonActionTrigger(action: action))
    }
}

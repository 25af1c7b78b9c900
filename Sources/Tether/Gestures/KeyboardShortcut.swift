import Foundation

/// Mirrors SwiftUI's `KeyboardShortcut`: a key and the modifier keys held with it, which
/// trigger a button or toggle from a hardware keyboard (`ViewHost.pressKey(_:modifiers:)` in
/// Tether).
nonisolated public struct KeyboardShortcut: Hashable, Sendable {
    /// Mirrors `key`.
    public var key: KeyEquivalent
    /// Mirrors `modifiers`.
    public var modifiers: EventModifiers

    /// Mirrors `init(_:modifiers:)`: the command key is held unless `modifiers` says otherwise.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key; self.modifiers = modifiers
    }

    /// Mirrors `defaultAction`: Return with no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Mirrors `cancelAction`: Escape with no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// True when pressing `key` with `modifiers` performs this shortcut. Caps Lock does not
    /// count, as on iOS.
    func isPressed(by key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        self.key == key && self.modifiers.subtracting(.capsLock) == modifiers.subtracting(.capsLock)
    }
}

/// Marks a control's node with the shortcut that triggers it and what triggering runs
/// (a button's action, a toggle's flip).
struct KeyboardShortcutAttribute: NodeAttribute {
    let shortcut: KeyboardShortcut
    let action: @MainActor () -> Void
}

/// The modifier that gives a control's node its shortcut.
nonisolated struct _KeyboardShortcutTargetModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    let shortcut: KeyboardShortcut?
    let action: @MainActor () -> Void
    var attributes: [NodeAttribute] { shortcut.map { [KeyboardShortcutAttribute(shortcut: $0, action: action)] } ?? [] }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `keyboardShortcut` environment value: the shortcut that buttons in
    /// this environment are triggered with (nil when none).
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `keyboardShortcut(_:modifiers:)`: pressing `key` with `modifiers`
    /// (command unless given) performs the control's primary action — a button's action, a
    /// toggle's flip — as a tap would. When several controls have the same shortcut, the first
    /// in the view tree is used; a disabled one is not triggered.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }
    /// Mirrors SwiftUI's `keyboardShortcut(_:)`: assigns `shortcut` to the control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
    /// Mirrors SwiftUI's `keyboardShortcut(_:)` with an optional shortcut: nil has no effect.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        transformEnvironment(\.keyboardShortcut) { if let shortcut { $0 = shortcut } }
    }
}

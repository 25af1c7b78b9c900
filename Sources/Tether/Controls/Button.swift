import Foundation

/// Mirrors SwiftUI's `ButtonRole`.
nonisolated public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Mirrors `ButtonRole.destructive`: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Mirrors `ButtonRole.cancel`.
    public static let cancel = ButtonRole(name: "cancel")
}

/// Mirrors SwiftUI's `Button`: a label that runs `action` when tapped, drawn by the
/// environment's button style (`.automatic`: the label in the tint colour).
nonisolated public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label
    @Environment(\.primitiveButtonStyle) private var style
    @Environment(\.presentationDismiss) private var dismissPresentation
    @Environment(\.keyboardShortcut) private var shortcut

    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil; self.action = action; self.label = label()
    }
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role; self.action = action; self.label = label()
    }

    @MainActor public var body: some View {
        // In an alert, a button dismisses it after its action.
        let action = self.action
        var run = action
        if let dismiss = dismissPresentation {
            run = { action(); dismiss.action() }
        }
        let styled = style.makeBody(PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)), action: run))
        // A role is also a trait its container can read (a confirmation dialog puts `.cancel`
        // apart). Only buttons with a role carry it: a trait counts as a layout change whenever
        // its view is resolved again.
        return Group {
            if let role { styled.layoutValue(key: ButtonRoleKey.self, value: role) } else { styled }
        }
        .modifier(_KeyboardShortcutTargetModifier(shortcut: shortcut, action: run))
    }
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Tether.Label<Text, Image> {
    /// Mirrors `Button(_:systemImage:action:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Tether.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
    /// Mirrors `Button(_:systemImage:action:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Tether.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
    /// Mirrors `Button(_:systemImage:role:action:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Tether.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
    /// Mirrors `Button(_:systemImage:role:action:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Tether.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
}

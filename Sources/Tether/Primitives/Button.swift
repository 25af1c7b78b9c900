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

    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil; self.action = action; self.label = label()
    }
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role; self.action = action; self.label = label()
    }

    @MainActor public var body: some View {
        style.makeBody(PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)), action: action))
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
}

/// Mirrors SwiftUI's `Label`: an icon followed by its title.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }
    @MainActor public var body: some View {
        HStack(spacing: 8) { icon; title }
    }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

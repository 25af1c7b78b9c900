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

/// Mirrors SwiftUI's `Label`: an icon followed by its title, or one of them alone as the
/// `labelStyle` says.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }
    @MainActor public var body: some View {
        switch style {
        case .iconOnly: AnyView(icon)
        case .titleOnly: AnyView(title)
        case .titleAndIcon: AnyView(HStack(spacing: 8) { icon; title })
        case .tabItem: AnyView(VStack(spacing: 2) { icon.font(.system(size: 22)); title.font(.system(size: 10, weight: .medium)) })
        }
    }
}

/// Mirrors SwiftUI's `LabelStyle`; Tether draws its built-in styles.
public protocol LabelStyle {
    var _kind: _LabelStyleKind { get }
}
/// Which parts of a label show.
public enum _LabelStyleKind: Sendable { case titleAndIcon, iconOnly, titleOnly, tabItem }
/// Mirrors `DefaultLabelStyle` (`.automatic`): the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleAndIcon }
}
/// Mirrors `TitleAndIconLabelStyle` (`.titleAndIcon`).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleAndIcon }
}
/// Mirrors `IconOnlyLabelStyle` (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .iconOnly }
}
/// Mirrors `TitleOnlyLabelStyle` (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleOnly }
}
extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = _LabelStyleKind.titleAndIcon }

extension EnvironmentValues {
    var labelStyle: _LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `labelStyle(_:)`.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style._kind)
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

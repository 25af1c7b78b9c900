import Foundation

/// Mirrors SwiftUI's `Menu`: a label that opens a menu of its content as iOS 17 does — a tap
/// on the label (a long press when the menu has a `primaryAction`, which a tap runs) shows a
/// floating rounded panel of the items over the content, with no dimming; a tap on an item
/// runs it and closes the menu, a tap outside closes it. Inside a menu, a `Menu` is a row with
/// a chevron that opens its items as a submenu. `Section`s and `Divider`s group the items;
/// buttons show their role (red for `.destructive`) and their icon at the trailing edge.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", systemImage: "plus.square.on.square") { duplicate() }
///     Button("Delete", role: .destructive) { delete() }
/// }
/// ```
nonisolated public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    /// False for a menu made from a `MenuStyleConfiguration`, which draws itself as iOS does.
    var appliesStyle = true
    @State private var isPresented = false
    @Environment(\.menuNavigator) private var navigator
    @Environment(\.menuStyle) private var style
    @Environment(\.menuOrder) private var order

    /// Mirrors `init(content:label:)`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.primaryAction = nil
    }
    /// Mirrors `init(content:label:primaryAction:)`: a tap runs `primaryAction`, a long press
    /// opens the menu.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content(); self.label = label(); self.primaryAction = primaryAction
    }

    @MainActor public var body: some View {
        if let navigator {
            submenuRow(navigator)
        } else if appliesStyle, let style {
            style.makeBody(MenuStyleConfiguration(label: AnyView(label), content: AnyView(content)))
        } else {
            menuButton
        }
    }

    /// The label as a button (in the environment's button style) that opens the menu.
    @MainActor private var menuButton: some View {
        let presented = $isPresented
        let items = AnyView(content), order = self.order
        nonisolated(unsafe) let primaryAction = self.primaryAction
        let tap: @MainActor () -> Void = {
            if let primaryAction { primaryAction() } else { presented.wrappedValue = true }
        }
        return Button(action: tap) { label }
            // A press held half a second opens the menu rather than running the primary action.
            .highPriorityGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in presented.wrappedValue = true })
            .presentsMenu(isPresented) { source in
                PresentedMenu(source: source, items: items, preview: nil, previewProposal: nil, order: order,
                              dismiss: { presented.wrappedValue = false })
            }
    }

    /// In a menu: a row with the label and a chevron that opens the items as a submenu.
    @MainActor private func submenuRow(_ navigator: MenuNavigator) -> some View {
        let submenu = PresentedSubmenu(title: AnyView(label), items: AnyView(content))
        return Button { navigator.open(submenu) } label: {
            HStack(spacing: 8) {
                label
                Spacer(minLength: 0)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
                    .flipsForRightToLeftLayoutDirection(true)
            }
        }
        // Opening a submenu keeps the menu open.
        .environment(\.presentationDismiss, nil)
    }
}

extension Menu where Label == Text {
    /// Mirrors `init(_:content:)` with a localized title key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Mirrors `init(_:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// Mirrors `init(_:content:primaryAction:)` with a localized title key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    /// Mirrors `init(_:content:primaryAction:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Tether.Label<Text, Image> {
    /// Mirrors `init(_:systemImage:content:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tether.Label(titleKey, systemImage: systemImage) }
    }
    /// Mirrors `init(_:systemImage:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tether.Label(title, systemImage: systemImage) }
    }
    /// Mirrors `init(_:systemImage:content:primaryAction:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                            primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Tether.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Mirrors `init(_:)`: the menu a `MenuStyle` was given, drawn as iOS draws menus.
    nonisolated public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        appliesStyle = false
    }
}

/// Mirrors SwiftUI's `MenuStyle`: how a menu's label is drawn. The built-in styles draw it as
/// iOS does (a button in the environment's button style); a custom style's `makeBody`
/// usually restyles `Menu(configuration)`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// Mirrors SwiftUI's `MenuStyleConfiguration`: a menu's label and content, type-erased.
nonisolated public struct MenuStyleConfiguration {
    /// Mirrors `MenuStyleConfiguration.Label`.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `MenuStyleConfiguration.Content`.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    let labelView: AnyView
    let contentView: AnyView
    init(label: AnyView, content: AnyView) { labelView = label; contentView = content }
    var label: Label { Label(content: labelView) }
    var content: Content { Content(content: contentView) }
}

/// A menu style Tether draws as iOS draws the default one.
protocol BuiltInMenuStyle {}

/// Mirrors `DefaultMenuStyle` (`.automatic`): on iOS, the label as a button.
public struct DefaultMenuStyle: MenuStyle, BuiltInMenuStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// Mirrors `ButtonMenuStyle` (`.button`): the label as a button, in the environment's button style.
public struct ButtonMenuStyle: MenuStyle, BuiltInMenuStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// Mirrors the deprecated `BorderlessButtonMenuStyle` (`.borderlessButton`): on iOS, like `.button`.
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInMenuStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// Mirrors `MenuStyle.automatic`.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// Mirrors `MenuStyle.button`.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// Mirrors the deprecated `MenuStyle.borderlessButton`.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// Mirrors SwiftUI's `MenuOrder`: the order of a menu's items. iOS's `.automatic` is
/// `.priority`: a menu that opens upwards lists its items bottom to top, so the first is
/// nearest the label; `.fixed` always lists them top to bottom.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let name: String
    /// Mirrors `MenuOrder.automatic`.
    public static let automatic = MenuOrder(name: "automatic")
    /// Mirrors `MenuOrder.priority`.
    public static let priority = MenuOrder(name: "priority")
    /// Mirrors `MenuOrder.fixed`.
    public static let fixed = MenuOrder(name: "fixed")
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<MenuStyleConfiguration>? { nil }
}
private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

extension EnvironmentValues {
    /// A custom menu style, nil for the built-in ones.
    var menuStyle: AnyStyle<MenuStyleConfiguration>? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
    /// The order of menu items (`menuOrder(_:)`).
    var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `menuStyle(_:)`.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        let erased: AnyStyle<MenuStyleConfiguration>? = style is BuiltInMenuStyle ? nil
            : AnyStyle { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.menuStyle, erased)
    }
    /// Mirrors SwiftUI's `menuOrder(_:)`.
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }
}

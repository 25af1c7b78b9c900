import Foundation

/// Mirrors SwiftUI's `ControlGroup`: related controls shown together, drawn by the
/// environment's control group style. iOS's `.automatic` style draws them by where they are:
/// in a navigation bar's toolbar, side by side as plain bar buttons; in a menu, as one row of
/// equal cells (icon above a small title) with hairlines between; elsewhere, as one rounded
/// grey control split into equal segments, their labels in the tint.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: AnyView
    let label: AnyView
    @Environment(\.controlGroupStyle) private var style

    /// Mirrors `init(content:)`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        label = AnyView(EmptyView())
    }

    @MainActor public var body: some View {
        style.makeBody(ControlGroupStyleConfiguration(content: .init(content: content), label: .init(content: label)))
    }
}

/// Mirrors SwiftUI's `LabeledControlGroupContent`: the content of a control group with a label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    @MainActor public var body: some View { content }
}

extension ControlGroup {
    /// Mirrors `init(content:label:)`.
    nonisolated public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = AnyView(content())
        self.label = AnyView(label())
    }
    /// Mirrors `init(_:content:)`.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
    /// Mirrors `init(_:content:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    /// Mirrors `init(_:systemImage:content:)`.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Tether.Label<Text, Image>> {
        self.init(content: content) { Tether.Label(titleKey, systemImage: systemImage) }
    }
}

/// Mirrors SwiftUI's `ControlGroupStyleConfiguration`: a control group's content and label.
nonisolated public struct ControlGroupStyleConfiguration {
    /// Mirrors `ControlGroupStyleConfiguration.Content`.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `ControlGroupStyleConfiguration.Label`.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `content`.
    public let content: ControlGroupStyleConfiguration.Content
    /// Mirrors `label`.
    public let label: ControlGroupStyleConfiguration.Label
}

/// Mirrors SwiftUI's `ControlGroupStyle`: draws a control group from its configuration.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// Mirrors `AutomaticControlGroupStyle` (`.automatic`): by where the group is (see `ControlGroup`).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroup(configuration: configuration) }
}

/// Mirrors `NavigationControlGroupStyle` (`.navigation`): the controls side by side as bar
/// buttons, 16 pt apart.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 16) { configuration.content }
    }
}

/// Mirrors `PaletteControlGroupStyle` (`.palette`): in a menu, one row of equal cells.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupMenuRow(content: configuration.content) }
}

/// Mirrors `MenuControlGroupStyle` (`.menu`): a menu with the group's label whose items are
/// the controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// Mirrors `CompactMenuControlGroupStyle` (`.compactMenu`): a menu with the group's label whose
/// items form one row of equal cells.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { ControlGroupMenuRow(content: configuration.content) } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// Mirrors `ControlGroupStyle.automatic`.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Mirrors `ControlGroupStyle.navigation`.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// Mirrors `ControlGroupStyle.palette`.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// Mirrors `ControlGroupStyle.menu`.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// Mirrors `ControlGroupStyle.compactMenu`.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// The automatic style's choice: a bar's buttons, a menu's row, or the standalone control.
nonisolated struct AutomaticControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.menuNavigator) private var menuNavigator
    @Environment(\.isInNavigationBar) private var isInNavigationBar

    @MainActor var body: some View {
        if menuNavigator != nil {
            ControlGroupMenuRow(content: configuration.content)
        } else if isInNavigationBar {
            HStack(spacing: 16) { configuration.content }
        } else {
            SeparatedRow(separatorInset: 8) { configuration.content }
                .buttonStyle(ControlGroupSegmentStyle())
                .background(RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiarySystemFill))
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
    }
}

/// A control group's controls as one row of a menu: equal cells at least 62 pt tall, each with
/// its icon above its title (footnote), hairlines between; a tap runs the control and closes
/// the menu.
nonisolated struct ControlGroupMenuRow: View {
    let content: ControlGroupStyleConfiguration.Content
    @MainActor var body: some View {
        SeparatedRow(separatorInset: 0) { content }
            .buttonStyle(ControlGroupMenuCellStyle())
            .labelStyle(ControlGroupMenuCellLabelStyle())
    }
}

/// A cell of a control group's menu row (see `ControlGroupMenuRow`).
nonisolated struct ControlGroupMenuCellStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        nonisolated(unsafe) let configuration = configuration
        return configuration.label
            .font(.footnote)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .padding(.vertical, 10)
            .padding(.horizontal, 4)
            .frame(maxWidth: .infinity, minHeight: 62)
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}

/// A label in a control group's menu row: the icon (title 3 size) above the title.
struct ControlGroupMenuCellLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            configuration.icon.font(.title3)
            configuration.title
        }
    }
}

/// A segment of a standalone control group: the label in the tint, centred in an equal share
/// of the width, 34 pt tall.
nonisolated struct ControlGroupSegmentStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroupSegment(configuration: configuration)
    }
}

nonisolated struct ControlGroupSegment: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @MainActor var body: some View {
        nonisolated(unsafe) let configuration = self.configuration
        let color: Color = !isEnabled ? SystemColors.tertiaryLabel
            : configuration.role == .destructive ? .red : (tint ?? .accentColor)
        return configuration.label
            .foregroundStyle(color)
            .lineLimit(1)
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: 34)
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}

/// Views side by side with no spacing and a hairline between each two, `separatorInset`
/// short of the top and bottom.
nonisolated struct SeparatedRow<Content: View>: View {
    typealias Body = Never
    let separatorInset: CGFloat
    let content: Content
    init(separatorInset: CGFloat, @ViewBuilder content: () -> Content) {
        self.separatorInset = separatorInset
        self.content = content()
    }
}

extension SeparatedRow: ResolvableView {
    func resolve(in node: ViewNode) {
        node.layout = LayoutAdapter(layout: HStackLayout(spacing: 0))
        node.drawing = RowSeparators(inset: separatorInset)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// The hairlines between a `SeparatedRow`'s placed views.
struct RowSeparators: NodeDrawing {
    let inset: CGFloat
    func draw(size: CGSize, environment: EnvironmentValues, node: ViewNode) -> [DisplayItem] {
        // Each segment after the first starts at its leading edge: its right one in right to left.
        let rightToLeft = node.layoutDirection == .rightToLeft
        let edges = LayoutEngine.subviews(of: node).dropFirst().prefix(1_000).map { rightToLeft ? $0.node.frame.maxX : $0.node.frame.minX }
        guard !edges.isEmpty, size.height > 2 * inset else { return [] }
        var lines = Path()
        for x in edges where x.isFinite { lines.addRect(CGRect(x: x - 0.25, y: inset, width: 0.5, height: size.height - 2 * inset)) }
        return [.fill(lines, .solid(SystemColors.separator.rgba(in: environment)), FillStyle())]
    }
    func contains(_ point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Bool { false }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<ControlGroupStyleConfiguration> { AnyView(AutomaticControlGroup(configuration: $0)) }
}
private struct IsInNavigationBarKey: PresentationContextKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var controlGroupStyle: AnyStyle<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
    /// True inside a navigation bar's items (its toolbar).
    var isInNavigationBar: Bool {
        get { self[IsInNavigationBarKey.self] }
        set { self[IsInNavigationBarKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `controlGroupStyle(_:)`.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.controlGroupStyle, AnyStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}

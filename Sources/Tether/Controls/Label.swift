import Foundation

/// Mirrors SwiftUI's `Label`: an icon and its title, arranged by the `labelStyle` in the
/// environment (`.automatic` shows the icon before the title).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyles) private var styles
    /// Mirrors `init(title:icon:)`.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }
    /// The innermost `labelStyle` makes the body; inside it, the styles around that one apply
    /// (so `Label(configuration)` in a style's `makeBody` takes the enclosing style's look).
    @MainActor public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        let style = styles.last ?? AnyStyle { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) }
        return style.makeBody(configuration).environment(\.labelStyles, Array(styles.dropLast()))
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

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Mirrors `init(_ configuration:)`: a label from a style's configuration, for styles that
    /// change a label's look and keep its layout.
    nonisolated public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// Mirrors SwiftUI's `LabelStyle`: makes a label's body from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// Mirrors SwiftUI's `LabelStyleConfiguration`: a label's title and icon, type-erased.
nonisolated public struct LabelStyleConfiguration {
    /// Mirrors `LabelStyleConfiguration.Title`.
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `LabelStyleConfiguration.Icon`.
    nonisolated public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `title`.
    public let title: LabelStyleConfiguration.Title
    /// Mirrors `icon`.
    public let icon: LabelStyleConfiguration.Icon
}

/// Mirrors `DefaultLabelStyle` (`.automatic`): the icon, then the title, as on iOS.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}
/// Mirrors `TitleAndIconLabelStyle` (`.titleAndIcon`): the icon 8 points before the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}
/// Mirrors `IconOnlyLabelStyle` (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// Mirrors `TitleOnlyLabelStyle` (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Mirrors `.titleAndIcon`.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Mirrors `.iconOnly`.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Mirrors `.titleOnly`.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private struct LabelStylesKey: EnvironmentKey {
    static var defaultValue: [AnyStyle<LabelStyleConfiguration>] { [] }
}

extension EnvironmentValues {
    /// The `labelStyle`s set around a view, outermost first (none: the automatic style).
    var labelStyles: [AnyStyle<LabelStyleConfiguration>] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `labelStyle(_:)`.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return transformEnvironment(\.labelStyles) { $0.append(AnyStyle { AnyView(style.makeBody(configuration: $0)) }) }
    }
}

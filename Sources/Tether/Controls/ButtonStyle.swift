import Foundation

/// Mirrors SwiftUI's `ButtonStyle`: restyles a button's label; the button keeps handling taps.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// Mirrors SwiftUI's `ButtonStyleConfiguration`.
nonisolated public struct ButtonStyleConfiguration {
    /// Mirrors `ButtonStyleConfiguration.Label`: the button's label, type-erased.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Always false: a headless tap has no pressed phase.
    public let isPressed: Bool
}

/// Mirrors SwiftUI's `PrimitiveButtonStyle`: a style that also decides how the button is
/// triggered (call `configuration.trigger()`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// Mirrors SwiftUI's `PrimitiveButtonStyleConfiguration`.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// Mirrors `PrimitiveButtonStyleConfiguration.Label`.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void
    /// Mirrors `trigger()`: runs the button's action.
    @MainActor public func trigger() { action() }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<PrimitiveButtonStyleConfiguration> { DefaultButtonStyle().makeStyledBody($0) }
}

extension EnvironmentValues {
    var primitiveButtonStyle: AnyStyle<PrimitiveButtonStyleConfiguration> {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension PrimitiveButtonStyle {
    @MainActor func makeStyledBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

extension View {
    /// Mirrors SwiftUI's `buttonStyle(_:)` for `PrimitiveButtonStyle`s (`.bordered`, `.plain`...).
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.primitiveButtonStyle, AnyStyle<PrimitiveButtonStyleConfiguration> { style.makeStyledBody($0) })
    }
    /// Mirrors SwiftUI's `buttonStyle(_:)` for `ButtonStyle`s: the style draws the label and
    /// the button keeps handling taps.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.primitiveButtonStyle, AnyStyle<PrimitiveButtonStyleConfiguration> { configuration in
            let plain = ButtonStyleConfiguration(role: configuration.role,
                                                 label: ButtonStyleConfiguration.Label(content: configuration.label.content),
                                                 isPressed: false)
            return AnyView(style.makeBody(configuration: plain).buttonAction(configuration.action))
        })
    }
}

/// The colour iOS draws a button's title in: the tint, red for destructive, grey when disabled.
nonisolated struct ButtonTitleColor: View {
    let role: ButtonRole?
    let prominent: Bool
    let label: PrimitiveButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    var body: some View {
        label.foregroundColor(color)
    }

    private var color: Color {
        if !isEnabled { return SystemColors.tertiaryLabel }
        if prominent { return .white }
        return role == .destructive ? .red : (tint ?? .accentColor)
    }
}

/// Mirrors SwiftUI's `DefaultButtonStyle` (`.automatic`): on iOS, the label in the tint colour.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonTitleColor(role: configuration.role, prominent: false, label: configuration.label)
            .buttonAction(configuration.action)
    }
}

/// Mirrors SwiftUI's `BorderlessButtonStyle` (`.borderless`): on iOS the label in the tint
/// colour, like `.automatic`; in a list row it takes only the taps on its own label.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonTitleColor(role: configuration.role, prominent: false, label: configuration.label)
            .buttonAction(configuration.action)
    }
}

/// Mirrors SwiftUI's `PlainButtonStyle` (`.plain`): the label as it is, no tint.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.buttonAction(configuration.action)
    }
}

/// Mirrors SwiftUI's `BorderedButtonStyle` (`.bordered`): tinted title on a light tinted
/// capsule (iOS 26's automatic border shape), padded like iOS (12 × 7 points: a body title
/// makes it 34.33 points tall, as measured on iOS 26.2).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// Mirrors SwiftUI's `BorderedProminentButtonStyle` (`.borderedProminent`): white title on
/// the tint colour, in the same capsule.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

/// The shared drawing of the bordered styles.
nonisolated struct BorderedButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint
    @Environment(\.tintPaint) private var tintPaint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let base = configuration.role == .destructive ? Color.red : (tint ?? .accentColor)
        // A non-colour tint (`tint(_:)` with a gradient) fills the button with that style.
        let tintsWithStyle = configuration.role != .destructive && tintPaint != nil
        let fill: AnyShapeStyle = !isEnabled ? AnyShapeStyle(SystemColors.disabledButtonFill)
            : tintsWithStyle ? (prominent ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TintShapeStyle().opacity(0.15)))
            : AnyShapeStyle(prominent ? base : base.opacity(0.15))
        // iOS's large bordered buttons: 20 × 14 points of padding (a body title makes them
        // 50 points tall).
        let large = controlSize == .large || controlSize == .extraLarge
        if let problem = borderShape.radiusProblem { ControlDiagnostics.report(problem) }
        let padded = ButtonTitleColor(role: configuration.role, prominent: prominent, label: configuration.label)
            .padding(.horizontal, large ? 20 : 12)
            .padding(.vertical, large ? 14 : 7)
        // A circular platter needs a square: the padded label centred in one (`buttonBorderShape(.circle)`).
        let shaped = borderShape == .circle ? AnyView(SquareAroundLayout() { padded }) : AnyView(padded)
        return shaped
            .background(BorderShapePlatter(shape: borderShape, large: large).fill(fill))
            .buttonAction(configuration.action)
    }
}

/// The button's border shape as iOS sizes it for this control size.
nonisolated struct BorderShapePlatter: Shape {
    let shape: ButtonBorderShape
    let large: Bool
    func path(in rect: CGRect) -> Path { shape.path(in: rect, large: large) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// Mirrors `.borderless`.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Mirrors `.plain`.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Mirrors `.bordered`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Mirrors `.borderedProminent`.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

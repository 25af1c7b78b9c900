import Foundation

/// Mirrors SwiftUI's `Toggle`: a label and an iOS switch bound to a Boolean; a tap flips it.
/// Among a menu's items it is a row with a checkmark while on, as in iOS 17's menus.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style
    @Environment(\.menuNavigator) private var menuNavigator
    @Environment(\.keyboardShortcut) private var shortcut

    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    @MainActor public var body: some View {
        if menuNavigator != nil { return AnyView(MenuToggleRow(isOn: isOn, label: AnyView(label))) }
        nonisolated(unsafe) let isOn = self.isOn
        return AnyView(style.makeBody(ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn))
            .modifier(_KeyboardShortcutTargetModifier(shortcut: shortcut, action: { isOn.wrappedValue.toggle() })))
    }
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Tether.Label<Text, Image> {
    /// Mirrors `Toggle(_:systemImage:isOn:)` (iOS 17): a label with the title and an SF Symbol.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tether.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
    /// Mirrors `Toggle(_:systemImage:isOn:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tether.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
    /// Mirrors `Toggle(_:image:isOn:)` (iOS 17): a label with the title and an image of the
    /// asset catalog.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tether.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }
    /// Mirrors `Toggle(_:image:isOn:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tether.Label(title: { Text(title) }, icon: { Image(image) }) }
    }
}

/// Mirrors SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// Mirrors SwiftUI's `ToggleStyleConfiguration`.
nonisolated public struct ToggleStyleConfiguration {
    /// Mirrors `ToggleStyleConfiguration.Label`: nothing when `labelsHidden()` is in effect.
    nonisolated public struct Label: View {
        let content: AnyView
        @Environment(\.labelsVisibility) private var labelsVisibility
        public var body: some View {
            if labelsVisibility != .hidden { content }
        }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// Mirrors SwiftUI's `SwitchToggleStyle` (`.switch`, the iOS default): the label leading,
/// iOS 26's 63 × 28 switch trailing, the whole row as wide as offered. A tap anywhere on the row
/// flips it; a drag across the switch turns it on (rightwards) or off (leftwards). With
/// `labelsHidden()` it is the switch alone.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// The on track's colour from the deprecated `init(tint:)`; nil: the tint, else green.
    let tint: Color?
    nonisolated public init() { tint = nil }
    /// Mirrors `init(tint:)` (deprecated in favour of `tint(_:)`, without a warning, as in
    /// SwiftUI): `tint` fills the track while the switch is on.
    nonisolated public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleRow(configuration: configuration, onTint: tint)
    }
}

/// The switch toggle style's row: the label and a gap unless labels are hidden, then the switch.
nonisolated struct SwitchToggleRow: View {
    let configuration: ToggleStyleConfiguration
    var onTint: Color?
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        nonisolated(unsafe) let isOn = configuration.$isOn
        return HStack {
            if labelsVisibility != .hidden {
                configuration.label
                Spacer()
            }
            SwitchTrack(isOn: configuration.isOn, onTint: onTint)
                .gesture(DragGesture(minimumDistance: tapMovementAllowance).onEnded { drag in
                    if drag.translation.width > 0 { isOn.wrappedValue = true }
                    if drag.translation.width < 0 { isOn.wrappedValue = false }
                })
        }
        .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

/// Mirrors SwiftUI's `DefaultToggleStyle` (`.automatic`): a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The iOS 26 switch: a green (on) or grey (off) 63 × 28 pt capsule (measured on an iOS 26.2
/// `UISwitch`) with a white capsule knob, 37 × 24 pt and 2 pt in from the track's edge, at
/// the trailing end when on (measured on iOS 26 `Toggle`s in a list, see
/// `IOSReferenceControlTests`). The knob has no rim or shadow, as on iOS 26.
nonisolated struct SwitchTrack: View {
    static let size = CGSize(width: 63, height: 28)
    static let knobSize = CGSize(width: 37, height: 24)
    static let knobInset: CGFloat = 2

    let isOn: Bool
    /// The knob's colour (a `UISwitch`'s `thumbTintColor`).
    var knob: Color = .white
    /// The on track's colour when set (`SwitchToggleStyle(tint:)`), over the tint.
    var onTint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (onTint.map { AnyShapeStyle($0) } ?? (tint == nil ? AnyShapeStyle(Color.green) : AnyShapeStyle(TintShapeStyle())))
                           : AnyShapeStyle(SystemColors.switchOffTrack))
            Capsule()
                .fill(knob)
                .frame(width: Self.knobSize.width, height: Self.knobSize.height)
                .padding(Self.knobInset)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<ToggleStyleConfiguration> { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var toggleStyle: AnyStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// Mirrors `.switch`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
    /// Mirrors SwiftUI's `toggleStyle(_:)`.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.toggleStyle, AnyStyle<ToggleStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) })
    }
}

import Foundation

/// Mirrors SwiftUI's `DisclosureGroup` on iOS (outside a list): its label with a chevron at the
/// trailing edge, in the accent colour, pointing right when collapsed and down when expanded; a
/// tap on the row expands or collapses it, and its content shows below, leading-aligned, while
/// expanded. With `isExpanded` the state lives in the binding. VoiceOver reads the label as a
/// button with its expanded status ("Details, button, collapsed"), as iOS reports it. A
/// `disclosureGroupStyle(_:)` draws it otherwise.
///
/// ```swift
/// DisclosureGroup("Details") { Text("Serial: 42") }
/// ```
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let binding: Binding<Bool>?
    @State private var expandedHere = false

    /// Mirrors `init(content:label:)`: starts collapsed.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content; binding = nil
    }

    /// Mirrors `init(isExpanded:content:label:)`.
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content; binding = isExpanded
    }

    @Environment(\.disclosureGroupStyle) private var style

    @MainActor public var body: some View {
        style.makeBody(DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(make: { [content] in AnyView(content()) }),
            isExpanded: binding ?? $expandedHere))
    }
}

/// Mirrors SwiftUI's `DisclosureGroupStyleConfiguration` (iOS 16): what a disclosure group
/// style draws — the label, the content, and whether the content is shown.
nonisolated public struct DisclosureGroupStyleConfiguration {
    /// Mirrors `DisclosureGroupStyleConfiguration.Label`.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `DisclosureGroupStyleConfiguration.Content`: the group's content, built only
    /// when a style shows it (a collapsed group builds none).
    nonisolated public struct Content: View {
        let make: () -> AnyView
        public var body: some View { make() }
    }
    /// Mirrors `label`.
    public let label: Label
    /// Mirrors `content`: shown by the style while `isExpanded`.
    public let content: Content
    /// Mirrors `isExpanded`: the group's state (its `isExpanded` binding, or its own); a style
    /// toggles it to expand or collapse the group.
    @Binding public var isExpanded: Bool
}

/// Mirrors SwiftUI's `DisclosureGroupStyle` (iOS 16): draws a disclosure group from its
/// configuration; set with `disclosureGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// Mirrors `AutomaticDisclosureGroupStyle` (`.automatic`): iOS's disclosure group — the label
/// with a chevron in the accent colour at the trailing edge, pointing right when collapsed
/// and down when expanded; a tap on the row toggles it; the content shows below while expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label.foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right")
                        .font(.body.weight(.semibold))
                        .flipsForRightToLeftLayoutDirection(true)
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                        .foregroundStyle(Color.accentColor)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibility(.expandedStatus(configuration.isExpanded ? .expanded : .collapsed))
            if configuration.isExpanded {
                configuration.content
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// Mirrors `DisclosureGroupStyle.automatic`.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<DisclosureGroupStyleConfiguration> { AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyStyle<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `disclosureGroupStyle(_:)` (iOS 16): the style of the disclosure
    /// groups below, outline groups' rows included.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.disclosureGroupStyle, AnyStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}

extension DisclosureGroup where Label == Text {
    /// Mirrors `init(_:content:)` with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// Mirrors `init(_:isExpanded:content:)` with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    /// Mirrors `init(_:content:)` with a string title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }
    /// Mirrors `init(_:isExpanded:content:)` with a string title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

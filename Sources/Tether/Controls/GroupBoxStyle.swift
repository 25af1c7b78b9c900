import Foundation

/// Mirrors SwiftUI's `GroupBoxStyle` (iOS 14): draws a group box from its configuration.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// Mirrors SwiftUI's `GroupBoxStyleConfiguration`: a group box's label and content.
nonisolated public struct GroupBoxStyleConfiguration {
    /// Mirrors `GroupBoxStyleConfiguration.Label`.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `GroupBoxStyleConfiguration.Content`.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Mirrors `label`.
    public let label: GroupBoxStyleConfiguration.Label
    /// Mirrors `content`.
    public let content: GroupBoxStyleConfiguration.Content
}

/// Mirrors SwiftUI's `DefaultGroupBoxStyle` (`.automatic`): on iOS the label (in the headline
/// font) over the content, on a rounded grey panel — the secondary system background (#F2F2F7;
/// #1C1C1E in dark mode), corner radius 8, padding 16 — as wide as it is offered, the content
/// aligned to the leading edge.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Mirrors the style's `init()`.
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(SystemColors.secondarySystemBackground))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// Mirrors `GroupBoxStyle.automatic`.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<GroupBoxStyleConfiguration> { AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `groupBoxStyle(_:)`: the group boxes inside are drawn by `style`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.groupBoxStyle, AnyStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}

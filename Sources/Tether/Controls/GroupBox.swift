import Foundation

/// Mirrors SwiftUI's `GroupBox` on iOS: its label (in the headline font) over its content, on a
/// rounded grey panel (the secondary system background, corner radius 8, padding 16) as wide as
/// it is offered, its content aligned to the leading edge.
///
/// ```swift
/// GroupBox("Today") { Text("3 workouts") }
/// ```
///
/// The environment's group box style draws it (`groupBoxStyle(_:)`); the default style draws
/// the panel.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Mirrors `init(content:label:)`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// Mirrors the earlier `init(label:content:)`.
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    @MainActor public var body: some View {
        style.makeBody(GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    /// Mirrors `init(content:)`: a group box with no label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Mirrors `init(_:content:)` with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// Mirrors `init(_:content:)` with a string title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

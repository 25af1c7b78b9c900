import Foundation

/// Mirrors SwiftUI's `GroupBox` on iOS: its label (in the headline font) over its content, on a
/// rounded grey panel (the secondary system background, corner radius 8, padding 16) as wide as
/// it is offered, its content aligned to the leading edge.
///
/// ```swift
/// GroupBox("Today") { Text("3 workouts") }
/// ```
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Mirrors `init(content:label:)`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// Mirrors the earlier `init(label:content:)`.
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    /// iOS's secondary system background (#F2F2F7; #1C1C1E in dark mode).
    static var panel: Color { SystemColors.secondarySystemBackground }

    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Self.panel))
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

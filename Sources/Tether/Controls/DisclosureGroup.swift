import Foundation

/// Mirrors SwiftUI's `DisclosureGroup` on iOS (outside a list): its label with a chevron at the
/// trailing edge, in the accent colour, pointing right when collapsed and down when expanded; a
/// tap on the row expands or collapses it, and its content shows below, leading-aligned, while
/// expanded. With `isExpanded` the state lives in the binding. VoiceOver reads the label as a
/// button with its expanded status ("Details, button, collapsed"), as iOS reports it.
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

    private var isExpanded: Bool { binding?.wrappedValue ?? expandedHere }

    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                if let binding { binding.wrappedValue.toggle() } else { expandedHere.toggle() }
            } label: {
                HStack {
                    label.foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right")
                        .font(.body.weight(.semibold))
                        .flipsForRightToLeftLayoutDirection(true)
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                        .foregroundStyle(Color.accentColor)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibility(.expandedStatus(isExpanded ? .expanded : .collapsed))
            if isExpanded {
                content()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
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

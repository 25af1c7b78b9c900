import Foundation

/// A navigation link as iOS draws it in a list or form row (a `NavigationLink`, a
/// `.navigationLink` picker): the label at the leading edge in the primary colour, then at the
/// trailing edge what the row shows there (a badge, the picker's choice in grey) and the
/// disclosure chevron in tertiary grey. The whole row takes taps.
nonisolated struct NavigationLinkRow<Label: View, Detail: View>: View {
    let label: Label
    let detail: Detail

    init(@ViewBuilder label: () -> Label, @ViewBuilder detail: () -> Detail) {
        self.label = label()
        self.detail = detail()
    }

    @MainActor var body: some View {
        HStack {
            label.foregroundStyle(.primary)
            Spacer(minLength: 8)
            detail
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                .flipsForRightToLeftLayoutDirection(true)
        }
        .contentShape(Rectangle())
    }
}

import Foundation

/// The string binding `navigationTitle(_: Binding<String>)` gives the visible level; the first
/// one in the tree wins, as for the title itself.
struct NavigationTitleBindingKey: PreferenceKey {
    static var defaultValue: NavigationTitleBinding? { nil }
    static func reduce(value: inout NavigationTitleBinding?, nextValue: () -> NavigationTitleBinding?) {
        if value == nil { value = nextValue() }
    }
}

/// A bound navigation title, compared by the text it holds.
struct NavigationTitleBinding: Equatable {
    let binding: Binding<String>
    static func == (a: Self, b: Self) -> Bool { a.binding.wrappedValue == b.binding.wrappedValue }
}

/// Mirrors the rename UI iOS shows for a bound navigation title (UIKit's
/// `UINavigationItem.renameDelegate`): Rename in the title menu — a `RenameButton` there gets
/// this action from the title — puts a text field holding the title in the title's place,
/// focused; the return key or the focus moving away ends renaming and writes the text to the
/// binding (as UIKit hands over the title when renaming ends); an empty text keeps the old title.
nonisolated struct NavigationTitleRenameField: View {
    let title: Binding<String>
    let end: @MainActor () -> Void
    @State private var draft: String?
    @FocusState private var isFocused: Bool

    @MainActor var body: some View {
        let draft = Binding(get: { self.draft ?? title.wrappedValue }, set: { self.draft = $0 })
        TextField("", text: draft)
            .font(.headline)
            .multilineTextAlignment(.center)
            .lineLimit(1)
            .focused($isFocused)
            .padding(.horizontal, 12)
            .frame(height: 36)
            .background(Color(uiColor: .tertiarySystemFill), in: Capsule())
            .onAppear { isFocused = true }
            .onSubmit { finish() }
            .onChange(of: isFocused) { _, focused in if !focused { finish() } }
    }

    @MainActor private func finish() {
        if let draft, !draft.isEmpty, draft != title.wrappedValue { title.wrappedValue = draft }
        draft = nil
        end()
    }
}

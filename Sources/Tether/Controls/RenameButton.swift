import Foundation

/// Mirrors SwiftUI's `RenameAction`, the `\.rename` environment value: the action a
/// `RenameButton` performs, set with `renameAction(_:)`.
public struct RenameAction {
    let action: @MainActor () -> Void

    /// Mirrors `callAsFunction()`: runs the rename action.
    @MainActor public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `rename` environment value: the action `renameAction(_:)` set, or
    /// nil where none was.
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `renameAction(_:)` with a closure: what a `RenameButton` inside runs.
    nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return environment(\.rename, RenameAction(action: { action() }))
    }

    /// Mirrors SwiftUI's `renameAction(_:)` with a focus binding: a `RenameButton` inside
    /// focuses the field the binding belongs to.
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        nonisolated(unsafe) let isFocused = isFocused
        return environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
    }
}

/// Mirrors SwiftUI's `RenameButton`: a "Rename" button with the `pencil` symbol that runs the
/// environment's `rename` action, and is disabled where no `renameAction(_:)` set one.
nonisolated public struct RenameButton<Label: View>: View {
    let label: Label
    @Environment(\.rename) private var rename

    /// Mirrors `init()`.
    public init() where Label == Tether.Label<Text, Image> {
        label = Tether.Label("Rename", systemImage: "pencil")
    }

    @MainActor public var body: some View {
        let rename = self.rename
        return Button { rename?() } label: { label }
            .disabled(rename == nil)
    }
}

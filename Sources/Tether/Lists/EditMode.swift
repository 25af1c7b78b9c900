import Foundation

/// Mirrors SwiftUI's `EditMode`: whether the user can edit a view's content. A list in edit
/// mode shows the delete and reorder controls of rows whose `ForEach` has `onDelete` or
/// `onMove`, and takes multiple selection with a tap.
public enum EditMode: Hashable, Sendable {
    /// Mirrors `inactive`: the content cannot be edited.
    case inactive
    /// Mirrors `transient`: editing for a moment (a swipe revealing a row's actions).
    case transient
    /// Mirrors `active`: the content can be edited.
    case active

    /// Mirrors `isEditing`: true unless the mode is `inactive`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: PresentationContextKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `editMode`: a binding to the edit mode of the views in this
    /// environment. Each level of a navigation stack provides one (as each of iOS's hosting
    /// view controllers does); elsewhere it is nil unless set with `environment(\.editMode, _)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Mirrors SwiftUI's `EditButton`: "Edit" in the tint colour, which turns the environment's
/// edit mode on; "Done" (semibold, as iOS's done bar button) while editing, which turns it
/// off. Without an edit mode in the environment it shows "Edit" and a tap changes nothing,
/// as on iOS.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    nonisolated public init() {}

    @MainActor public var body: some View {
        let mode = editMode
        let isEditing = mode?.wrappedValue.isEditing ?? false
        return Button {
            mode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            Text(verbatim: isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}

/// Gives its content an edit mode of its own unless one is already in the environment (each
/// navigation level has one, as iOS's view controllers each have `isEditing`).
struct EditModeScope: ViewModifier {
    @Environment(\.editMode) private var outer
    @State private var own = EditMode.inactive
    func body(content: Content) -> some View {
        content.environment(\.editMode, outer ?? $own)
    }
}

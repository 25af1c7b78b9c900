import Foundation

private struct FocusableAncestorHasFocusKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `isFocused` (iOS 15): whether the nearest focusable ancestor — a view
    /// `focusable` made able to take the focus — has it. False outside focusable views, and in
    /// a focusable view that cannot take the focus by touch (`focusable(interactions: .activate)`
    /// takes it only under full keyboard access, which Tether does not model).
    public var isFocused: Bool { self[FocusableAncestorHasFocusKey.self] }

    /// What `isFocused` reads, written by each focusable view for the views inside it.
    var focusableAncestorHasFocus: Bool {
        get { self[FocusableAncestorHasFocusKey.self] }
        set { self[FocusableAncestorHasFocusKey.self] = newValue }
    }
}

/// Where the focus is, for the `isFocused` each focusable view hands down: after each pass of
/// an update the view holding the focus is looked up again (only while the window has
/// focusable views), and when it moved, the focusable view that lost it and the one that
/// gained it resolve their content again with the new value. Within a pass a focusable view
/// reads the focus as last looked up, so a lazy list of many focusable rows costs one look-up
/// per pass, not one per row.
final class FocusScopeTracking {
    /// The focusable views resolved so far (`focusable(true)`).
    var scopes = WeakNodeSet()
    /// The view that held the focus when last looked up.
    private(set) weak var focused: ViewNode?

    /// After a pass's Commit phase: moves `isFocused` with the focus.
    @MainActor func afterCommit(focusedNode: () -> ViewNode?) {
        guard scopes.hasNodes || focused != nil else { return }
        let now = focusedNode()
        guard now !== focused else { return }
        let before = focused
        focused = now
        for node in [before, now] {
            guard let node, !node.isDiscarded, node.attribute(FocusableAttribute.self) != nil else { continue }
            node.invalidateBody()
        }
    }
}

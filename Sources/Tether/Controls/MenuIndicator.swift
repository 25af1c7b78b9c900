import Foundation

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `menuIndicatorVisibility`: whether a `.menu` picker's button shows its
    /// up-down chevrons. `.hidden` drops them and the room they take; `Menu`s on iOS show no
    /// indicator either way.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `menuIndicator(_:)`: `.hidden` removes the up-down chevrons of the
    /// `.menu` pickers in this view (and the 18 pt they take); `.visible` and `.automatic` keep
    /// them, as iOS does.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}

import Foundation

/// Mirrors SwiftUI's `ToolbarRole`: the purpose of a view's toolbar, which a platform may
/// draw it for.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// Mirrors `automatic`.
    public static let automatic = ToolbarRole(name: "automatic")
    /// Mirrors `navigationStack`: a toolbar of a navigation stack.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// Mirrors `browser`: a browsing toolbar (on iPadOS, leading-aligned titles).
    public static let browser = ToolbarRole(name: "browser")
    /// Mirrors `editor`: an editing toolbar (on iOS 16 to 18 the back button dropped its title;
    /// iOS 26's back button has none anyway).
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Mirrors SwiftUI's `toolbarRole(_:)`. On an iPhone running iOS 26, which Tether draws,
    /// no role changes the navigation bar: iPadOS's leading titles for `.browser` and
    /// `.editor` are not drawn. Kept in the environment (`toolbarRole`, Tether's own).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
        environment(\.toolbarRole, role)
    }
}

private struct ToolbarRoleKey: PresentationContextKey { static let defaultValue = ToolbarRole.automatic }

extension EnvironmentValues {
    /// The role the nearest `toolbarRole(_:)` set (`.automatic` by default).
    var toolbarRole: ToolbarRole {
        get { self[ToolbarRoleKey.self] }
        set { self[ToolbarRoleKey.self] = newValue }
    }
}

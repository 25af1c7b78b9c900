import Foundation

/// Mirrors SwiftUI's `ToolbarPlacement`: which bar a bar modifier (`toolbar(_:for:)`,
/// `toolbarBackground`, `toolbarColorScheme`) speaks of. On iOS, `automatic` is the
/// navigation bar.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// Mirrors `ToolbarPlacement.automatic`: the primary bar, on iOS the navigation bar.
    public static var automatic: ToolbarPlacement { ToolbarPlacement(bar: .automatic) }
    /// Mirrors `ToolbarPlacement.navigationBar`.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(bar: .navigationBar) }
    /// Mirrors `ToolbarPlacement.tabBar`: a `TabView`'s bar.
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(bar: .tabBar) }
    /// Mirrors `ToolbarPlacement.bottomBar`: the bottom toolbar of a navigation stack's view
    /// (its `ToolbarItemPlacement.bottomBar` and `.status` items).
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(bar: .bottomBar) }
}

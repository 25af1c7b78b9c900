import Foundation

// The system's own overlays on an iPhone screen: the status bar and the home indicator.
// Tether's canvas is the app's content without them, so hiding them changes nothing drawn.

extension View {
    /// Mirrors SwiftUI's `persistentSystemOverlays(_:)`: the home indicator's visibility.
    /// Tether draws no home indicator, so nothing changes.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Mirrors SwiftUI's `statusBarHidden(_:)`. Tether's canvas is the app's content, without
    /// the status bar, so nothing changes.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Mirrors SwiftUI's `defersSystemGestures(on:)`: the system's edge gestures (the home
    /// indicator's swipe, Notification Center's) wait for the app's gestures at `edges`.
    /// Tether's canvas has no system gestures, so the app's gestures get every touch anyway.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Mirrors SwiftUI's deprecated `statusBar(hidden:)`.
    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    nonisolated public func statusBar(hidden: Bool) -> some View { self }
}

import Foundation

extension Scene {
    /// Mirrors SwiftUI's `handlesExternalEvents(matching:)` (iOS 14): which URLs and user
    /// activities open this scene's windows when an app has several. An iPhone app shows one
    /// scene, which receives every event (`onOpenURL`, `onContinueUserActivity`), so the
    /// conditions change nothing in Tether's one window.
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}

extension View {
    /// Mirrors SwiftUI's `handlesExternalEvents(preferring:allowing:)` (iOS 14): which events
    /// this view's scene prefers and allows when the system picks a scene for them. With one
    /// scene, as on an iPhone, that scene receives them all: nothing changes.
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}

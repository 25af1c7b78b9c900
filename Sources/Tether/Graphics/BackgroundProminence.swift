import Foundation

/// Mirrors SwiftUI's `BackgroundProminence` (iOS 17): how prominent the background behind
/// content is, so that content can adjust its own prominence (a selected row's prominent
/// accent background asks for `.increased`). Custom views read it from the environment; Tether
/// never draws a prominent background itself, so it stays `.standard` unless a view sets it.
public struct BackgroundProminence: Hashable, Sendable {
    private let level: Int
    /// Mirrors `standard`: the background has standard prominence.
    public static let standard = BackgroundProminence(level: 0)
    /// Mirrors `increased`: the background is more prominent, for example an accent-coloured
    /// selection; content on it takes less prominent styles.
    public static let increased = BackgroundProminence(level: 1)
}

private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `backgroundProminence` (iOS 17), `.standard` by default.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

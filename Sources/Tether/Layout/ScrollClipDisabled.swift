import Foundation

private struct ScrollClipDisabledKey: PresentationContextKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether scroll views below draw their content outside their bounds (`scrollClipDisabled`).
    /// SwiftUI keeps this value private; Tether's is internal.
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `scrollClipDisabled(_:)`: scroll views below no longer clip their
    /// content to their bounds, so content scrolled (or shadows drawn) past their edges shows
    /// and is hit; `false` restores the clip.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
}

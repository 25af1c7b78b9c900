import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `defaultMinListRowHeight`: the least height of a list's rows. Unset,
    /// it reads the system's minimum for the current text size (iOS 26's 52 points at the
    /// default size); set, every row of the lists below is at least that tall, and a smaller
    /// value lets rows shrink to their content and padding. A negative value counts as 0; a
    /// NaN or infinite one is ignored (the system's minimum stays).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? ListMetrics.systemMinimumRowHeight(self) }
        set { self[DefaultMinListRowHeightKey.self] = newValue.isFinite ? max(0, newValue) : nil }
    }

    /// The height set with `defaultMinListRowHeight`, nil when the system's applies.
    var explicitMinListRowHeight: CGFloat? { self[DefaultMinListRowHeightKey.self] }
}

import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

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

    /// Mirrors SwiftUI's `defaultMinListHeaderHeight`: the least height of the slot of a
    /// section header in a grouped list (its text with 6 points above and below, on iOS);
    /// nil (the default): the system's, the header's own. A taller slot keeps the header at
    /// its bottom, above the section's card. A negative value counts as 0; a NaN or infinite
    /// one as nil.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue.flatMap { $0.isFinite ? max(0, $0) : nil } }
    }
}

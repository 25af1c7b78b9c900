import Foundation

private struct ClockDateKey: EnvironmentKey { static let defaultValue: Date? = nil }

extension EnvironmentValues {
    /// The moment the views see as now, set by Tether's own `ViewHost.now`; nil reads the
    /// system clock.
    var clockDate: Date? {
        get { self[ClockDateKey.self] }
        set { self[ClockDateKey.self] = newValue }
    }

    /// Now, for the views: the host's fixed moment, else the system clock.
    var now: Date { clockDate ?? Date() }
}

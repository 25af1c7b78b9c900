import Foundation

/// Tether's own measurement of one `ViewHost.update()`: passes through the pipeline, user
/// `body` evaluations, and wall-clock seconds per phase (summed over passes).
public struct UpdateStatistics: Sendable, Equatable {
    public var passes = 0
    public var bodyEvaluations = 0
    public var resolveSeconds: Double = 0
    public var layoutSeconds: Double = 0
    public var preferencesSeconds: Double = 0

    public init() {}

    /// (Main-actor typed, so the closures carry no executor check on a `DeepStack` helper.)
    @MainActor
    static func time(_ work: @MainActor () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

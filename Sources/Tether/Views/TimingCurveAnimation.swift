import Foundation

/// The animation behind `easeIn`, `easeOut`, `easeInOut`, `linear` and `timingCurve`: the
/// change paced by a unit curve over a fixed duration, as SwiftUI's Bézier animations.
/// Finished (nil) after `duration`; a duration that is not positive finishes at once.
struct TimingCurveAnimation: CustomAnimation {
    let curve: UnitCurve
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let progress = progress(at: time) else { return nil }
        return value.scaled(by: curve.value(at: progress))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let progress = progress(at: time) else { return nil }
        return value.scaled(by: curve.velocity(at: progress) / duration)
    }

    /// The input progress at `time`, nil once finished.
    private func progress(at time: TimeInterval) -> Double? {
        guard duration > 0, time <= duration else { return nil }
        return max(0, time) / duration
    }
}

extension TimingCurveAnimation: CustomStringConvertible {
    var description: String {
        let named: [(UnitCurve, String)] = [(.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"), (.linear, "linear")]
        if let name = named.first(where: { $0.0 == curve })?.1 { return "\(name)(duration: \(duration))" }
        switch curve.function {
        case let .bezier(start, end):
            return "timingCurve(\(start.x), \(start.y), \(end.x), \(end.y), duration: \(duration))"
        default:
            return "timingCurve(.\(curve.function), duration: \(duration))"
        }
    }
}

import Foundation

/// Mirrors SwiftUI's `SensoryFeedback` (iOS 17): a haptic or sound the system plays. Headless
/// there is nothing to feel; Tether's host records what would play (`ViewHost.playedFeedback`).
public struct SensoryFeedback: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }

    /// Mirrors `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }
    /// Mirrors `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    /// Mirrors `impact(weight:intensity:)`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
    }
    /// Mirrors `impact(flexibility:intensity:)`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
    }
}

extension View {
    /// Mirrors SwiftUI's `sensoryFeedback(_:trigger:)`: plays `feedback` when `trigger` changes.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }
    /// Mirrors SwiftUI's `sensoryFeedback(_:trigger:condition:)`: plays `feedback` when `trigger`
    /// changes and `condition` holds for the old and new values.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                                          condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }
    /// Mirrors SwiftUI's `sensoryFeedback(trigger:_:)`: plays what `feedback` returns for the
    /// old and new values when `trigger` changes (nothing for nil).
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T,
                                                          _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        nonisolated(unsafe) let feedback = feedback
        return onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { UpdatingHost.updatingGraph?.playedFeedback.append(played) }
        }
    }
}

import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIFeedbackGenerator`, the
/// base of the haptic feedback generators SwiftUI apps call from actions. A headless host has
/// no Taptic Engine: the feedback a generator would play is recorded, as the `SensoryFeedback`
/// SwiftUI names it, in `ViewHost.playedFeedback` (Tether's own) of the host updated last.
@MainActor @preconcurrency open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Mirrors `prepare()`: readies the engine to play soon (nothing to ready here).
    open func prepare() {}

    func play(_ feedback: SensoryFeedback) {
        UpdatingHost.lastGraph?.playedFeedback.append(feedback)
    }
}

/// Mirrors UIKit's `UIImpactFeedbackGenerator`: the feel of a collision, of a style's mass.
@MainActor @preconcurrency open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Mirrors `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    /// Mirrors `init(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// Mirrors `init()`: a medium impact.
    public override convenience init() { self.init(style: .medium) }

    /// Mirrors `impactOccurred()`: an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Mirrors `impactOccurred(intensity:)`: an impact at `intensity` (0...1; other values
    /// are clamped, a non-finite one taken as 1).
    open func impactOccurred(intensity: CGFloat) {
        let amount = intensity.isFinite ? Double(min(max(intensity, 0), 1)) : 1
        switch style {
        case .light: play(.impact(weight: .light, intensity: amount))
        case .medium: play(.impact(weight: .medium, intensity: amount))
        case .heavy: play(.impact(weight: .heavy, intensity: amount))
        case .soft: play(.impact(flexibility: .soft, intensity: amount))
        case .rigid: play(.impact(flexibility: .rigid, intensity: amount))
        }
    }
}

/// Mirrors UIKit's `UINotificationFeedbackGenerator`: the feel of a task's outcome.
@MainActor @preconcurrency open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Mirrors `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Mirrors `notificationOccurred(_:)`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: play(.success)
        case .warning: play(.warning)
        case .error: play(.error)
        }
    }
}

/// Mirrors UIKit's `UISelectionFeedbackGenerator`: the feel of a selection changing.
@MainActor @preconcurrency open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Mirrors `selectionChanged()`.
    open func selectionChanged() { play(.selection) }
}

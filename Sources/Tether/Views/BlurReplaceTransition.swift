import Foundation

/// Mirrors SwiftUI's `BlurReplaceTransition` (iOS 17): a view is inserted or removed blurred,
/// scaled and faded. Tether draws views at rest, where the transition leaves the view as it
/// is (its `.identity` phase); the blur radius, scale and opacity of the other phases are
/// Tether's own (Apple documents only the direction of the scaling) and never drawn.
@MainActor @preconcurrency public struct BlurReplaceTransition: Transition {
    /// Mirrors `BlurReplaceTransition.Configuration`: which way the view scales.
    public struct Configuration: Equatable, Sendable {
        /// Whether a removed view scales up (else down).
        let removalScalesUp: Bool
        /// Mirrors `downUp`: scaled down while removed, up while inserted.
        public static let downUp = Configuration(removalScalesUp: false)
        /// Mirrors `upUp`: scaled up while both removed and inserted.
        public static let upUp = Configuration(removalScalesUp: true)
    }

    /// Mirrors `configuration`.
    public var configuration: Configuration

    /// Mirrors `init(configuration:)`.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The blur, scale and opacity of a view entering or leaving.
    static let blurRadius: CGFloat = 8
    static let scaleStep: CGFloat = 0.2

    @ViewBuilder public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase.isIdentity {
            content
        } else {
            // Inserted, it grows into place; removed, it shrinks (`downUp`) or grows (`upUp`).
            let grows = phase == .didDisappear && configuration.removalScalesUp
            content
                .blur(radius: Self.blurRadius)
                .scaleEffect(grows ? 1 + Self.scaleStep : 1 - Self.scaleStep)
                .opacity(0)
        }
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Mirrors `blurReplace`: a `BlurReplaceTransition` scaling down and up.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Mirrors `blurReplace(_:)`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}

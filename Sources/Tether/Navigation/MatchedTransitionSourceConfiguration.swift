import Foundation

/// Mirrors SwiftUI's `MatchedTransitionSourceConfiguration` (iOS 18): how the source of a zoom
/// transition looks while the transition runs — a colour behind it, a rounded-rectangle clip,
/// a shadow. Tether draws views at rest, where the source is unchanged, so a configuration
/// draws nothing and its styling calls return it as it is.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// Mirrors SwiftUI's `EmptyMatchedTransitionSourceConfiguration`: an unstyled configuration,
/// what the `configuration` closure of `matchedTransitionSource(id:in:configuration:)` starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// Mirrors `background(_:)`: the colour filling the interpolated shape during the zoom.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
    /// Mirrors `clipShape(_:)`: the rounded rectangle the source is clipped to during the zoom.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }
    /// Mirrors `shadow(color:radius:x:y:)`: the source's shadow during the zoom.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

extension View {
    /// Mirrors SwiftUI's `matchedTransitionSource(id:in:configuration:)` (iOS 18): marks this
    /// view as where a `.zoom` transition with the same id starts, styled by `configuration`
    /// while it runs. It changes only the animation, so the view at rest is unchanged.
    nonisolated public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View {
        _ = configuration(EmptyMatchedTransitionSourceConfiguration())
        return self
    }
}

import Foundation

/// Mirrors SwiftUI's `HoverPhase`: where a pointer hovering a view is, or that it left.
public enum HoverPhase: Equatable, Sendable {
    /// Mirrors `active(_:)`: the pointer is over the view, at this location.
    case active(CGPoint)
    /// Mirrors `ended`: the pointer left the view.
    case ended
}

extension View {
    /// Mirrors SwiftUI's `onContinuousHover(coordinateSpace:perform:)` (iOS 17). A touch
    /// screen has no pointer that hovers, so on an iPhone (and in Tether) the action never runs.
    nonisolated public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                              perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Mirrors SwiftUI's `onContinuousHover(coordinateSpace:perform:)` with a `CoordinateSpace`
    /// (iOS 16): never runs on a touch screen.
    @_disfavoredOverload
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                              perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}

import Foundation

/// Mirrors SwiftUI's `LayoutDirection`: the direction in which content is laid out. In a
/// right-to-left subtree every container's placements are mirrored (see
/// `LayoutEngine.mirroredForLayoutDirection`), so `leading` is the right edge.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Mirrors SwiftUI's `LayoutDirectionBehavior`: whether a view (or a shape's path) mirrors
/// in a layout direction.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Mirrors SwiftUI's `LayoutDirectionBehavior.fixed`: never mirrors.
    case fixed
    /// Mirrors SwiftUI's `LayoutDirectionBehavior.mirrors(in:)`: mirrors when the layout
    /// direction is the one given.
    case mirrors(in: LayoutDirection)
    /// Mirrors SwiftUI's `LayoutDirectionBehavior.mirrors`: mirrors in right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content with this behaviour is mirrored in `direction`.
    func mirrors(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `layoutDirection` environment value: left to right unless the host's
    /// `layoutDirection` (Tether's own) or `environment(\.layoutDirection, _)` says otherwise.
    /// SwiftUI horizontally flips the x position of each view within its parent when it is
    /// right to left, so stacks, alignments, padding and custom layouts mirror unchanged.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

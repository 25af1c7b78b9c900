import Foundation

/// Mirrors SwiftUI's `UserInterfaceSizeClass`: how much room a dimension of the window has.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The size classes iOS gives a window of `size` points: an iPad (both sides at least
    /// 744 pt, the iPad mini's short side) is regular both ways; an iPhone is compact across
    /// in portrait and in landscape except the Plus and Max models (896 pt wide or more),
    /// and compact in height in landscape.
    static func classes(for size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        guard size.width.isFinite, size.height.isFinite else { return (.compact, .regular) }
        if min(size.width, size.height) >= 744 { return (.regular, .regular) }
        let landscape = size.width > size.height
        return (landscape && size.width >= 896 ? .regular : .compact, landscape ? .compact : .regular)
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `horizontalSizeClass`: set by the host from its canvas as iOS sets it
    /// from the window (an iPhone in portrait: compact).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `verticalSizeClass` (an iPhone in portrait: regular).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

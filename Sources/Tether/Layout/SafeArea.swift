import Foundation

/// Mirrors SwiftUI's `SafeAreaRegions`: the kinds of safe area a view may ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Mirrors SwiftUI's `ignoresSafeArea(_:edges:)`. Tether's canvases have no safe area
    /// (every inset is zero, as `GeometryProxy.safeAreaInsets` says), so there is nothing to
    /// extend into and the view lays out as it would without the modifier.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }
    /// Mirrors SwiftUI's `backgroundExtensionEffect()` (iOS 26): mirrored, blurred copies of the
    /// view fill the safe area along its edges (under a sidebar or inspector). Tether's
    /// canvases have no safe area, so there is no edge to extend to and the view draws as it is.
    nonisolated public func backgroundExtensionEffect() -> some View {
        self
    }
    /// Mirrors SwiftUI's `backgroundExtensionEffect(isEnabled:)` (iOS 26): as
    /// `backgroundExtensionEffect()` when enabled.
    nonisolated public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        self
    }
    /// Mirrors SwiftUI's earlier `edgesIgnoringSafeArea(_:)` (see `ignoresSafeArea`).
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}

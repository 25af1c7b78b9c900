import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITraitCollection` as
/// dynamic colours read it. Tether draws like iOS in light mode at the default Dynamic Type
/// size, so the current traits are light, regular contrast, 2x.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Mirrors `UIUserInterfaceStyle`.
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    /// Mirrors `userInterfaceStyle`.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Mirrors `displayScale`.
    public let displayScale: CGFloat

    /// Mirrors `UITraitCollection(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 2
    }

    /// Mirrors `UITraitCollection.current`: the traits Tether draws with.
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}

/// Mirrors `UIUserInterfaceStyle`, UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle

extension UIColor {
    /// Mirrors `UIColor(dynamicProvider:)`: the colour the provider gives for the current
    /// traits (light mode).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(.current)
        self.init(resolved.rgba, name: resolved.colorName)
    }
    /// Mirrors `resolvedColor(with:)`: a Tether colour is already resolved.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}

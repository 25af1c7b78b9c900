import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITraitCollection` as
/// dynamic colours read it: the interface style (light or dark, the environment's
/// `colorScheme`) at the default Dynamic Type size, regular contrast, 2x.
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

    /// Mirrors `UITraitCollection.current` outside drawing: light. Colours made with
    /// `UIColor(dynamicProvider:)` do not depend on it; they draw with the scheme of the
    /// environment they are drawn in.
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}

/// Mirrors `UIUserInterfaceStyle`, UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle

extension UIColor {
    /// Mirrors `UIColor(dynamicProvider:)`: a colour whose appearance the provider gives per
    /// interface style. Tether asks it for the light and the dark traits once, here; the
    /// colour then draws with the one of the environment's `colorScheme`, as iOS resolves a
    /// dynamic colour against the view's traits when it draws.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(Color(light.color.rgba, dark: dark.color.rgba(for: .dark)), name: nil)
    }
    /// Mirrors `resolvedColor(with:)`: the appearance for the traits' interface style (light
    /// when unspecified), as a colour that no longer adapts.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard color.dark != nil else { return self }
        return UIColor(color.rgba(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light), name: colorName)
    }
}

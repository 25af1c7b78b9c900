import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITraitCollection` as
/// dynamic colours read it: the interface style (light or dark, the environment's
/// `colorScheme`) and the contrast (the environment's `colorSchemeContrast`) at the default
/// Dynamic Type size, 2x.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Mirrors `UIUserInterfaceStyle`.
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    /// Mirrors `UIAccessibilityContrast`: whether Increase Contrast is on.
    public enum AccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }

    /// Mirrors `userInterfaceStyle`.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Mirrors `accessibilityContrast`.
    public let accessibilityContrast: AccessibilityContrast
    /// Mirrors `displayScale`.
    public let displayScale: CGFloat

    /// Mirrors `UITraitCollection(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .unspecified
        displayScale = 2
    }
    /// Mirrors `UITraitCollection(accessibilityContrast:)`.
    public init(accessibilityContrast: AccessibilityContrast) {
        userInterfaceStyle = .unspecified
        self.accessibilityContrast = accessibilityContrast
        displayScale = 2
    }
    /// Mirrors `UITraitCollection(traitsFrom:)`: each trait from the last collection that
    /// specifies it.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        userInterfaceStyle = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        accessibilityContrast = traitCollections.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified
        displayScale = 2
    }

    /// The colour appearance these traits resolve a dynamic colour to (light and normal
    /// contrast where unspecified).
    var colorAppearance: ColorAppearance {
        ColorAppearance(scheme: userInterfaceStyle == .dark ? .dark : .light,
                        contrast: accessibilityContrast == .high ? .increased : .standard)
    }

    /// Mirrors `UITraitCollection.current` outside drawing: light. Colours made with
    /// `UIColor(dynamicProvider:)` do not depend on it; they draw with the scheme of the
    /// environment they are drawn in.
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}

/// Mirrors `UIUserInterfaceStyle`, UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
/// Mirrors `UIAccessibilityContrast`, UIKit's top-level name for the contrast trait.
public typealias UIAccessibilityContrast = UITraitCollection.AccessibilityContrast

extension UIColor {
    /// Mirrors `UIColor(dynamicProvider:)`: a colour whose appearance the provider gives per
    /// interface style and contrast. Tether asks it for the light and dark traits at normal
    /// and high contrast once, here; the colour then draws with the one of the environment's
    /// `colorScheme` and `colorSchemeContrast`, as iOS resolves a dynamic colour against the
    /// view's traits when it draws.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(Color(adapting: { appearance in
            let traits = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: appearance.scheme == .dark ? .dark : .light),
                UITraitCollection(accessibilityContrast: appearance.contrast == .increased ? .high : .normal)])
            return dynamicProvider(traits).color.rgba(for: appearance)
        }), name: nil)
    }
    /// Mirrors `resolvedColor(with:)`: the appearance for the traits' interface style and
    /// contrast (light and normal when unspecified), as a colour that no longer adapts.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard color.adapts else { return self }
        return UIColor(color.rgba(for: traitCollection.colorAppearance), name: colorName)
    }
}

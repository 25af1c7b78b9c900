import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UITraitCollection` as
/// dynamic colours and views read it: the interface style (light or dark, the environment's
/// `colorScheme`), the contrast (the environment's `colorSchemeContrast`), the size classes and
/// the text size (the environment's `dynamicTypeSize`), at 2x.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Mirrors `UIUserInterfaceStyle`.
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    /// Mirrors `UIAccessibilityContrast`: whether Increase Contrast is on.
    public enum AccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }

    /// Mirrors `userInterfaceStyle`.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Mirrors `accessibilityContrast`.
    public let accessibilityContrast: AccessibilityContrast
    /// Mirrors `horizontalSizeClass`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Mirrors `verticalSizeClass`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Mirrors `preferredContentSizeCategory`: the text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Mirrors `displayScale`.
    public let displayScale: CGFloat
    /// Mirrors `forceTouchCapability`: unavailable, as on every iPhone since the iPhone 11
    /// family (no 3D Touch; `UITouch.force` is 0).
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }

    init(userInterfaceStyle: UserInterfaceStyle = .unspecified, accessibilityContrast: AccessibilityContrast = .unspecified,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        displayScale = 2
    }

    /// Mirrors `init()`: a trait collection that specifies no trait.
    public convenience override init() { self.init(userInterfaceStyle: .unspecified, accessibilityContrast: .unspecified) }

    /// Mirrors `UITraitCollection(preferredContentSizeCategory:)`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Mirrors `UITraitCollection(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: .unspecified)
    }
    /// Mirrors `UITraitCollection(accessibilityContrast:)`.
    public convenience init(accessibilityContrast: AccessibilityContrast) {
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
    }
    /// Mirrors `UITraitCollection(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }
    /// Mirrors `UITraitCollection(verticalSizeClass:)`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }
    /// Mirrors `UITraitCollection(traitsFrom:)`: each trait from the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(userInterfaceStyle: traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified,
                  accessibilityContrast: traitCollections.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified,
                  horizontalSizeClass: traitCollections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass ?? .unspecified,
                  verticalSizeClass: traitCollections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass ?? .unspecified,
                  preferredContentSizeCategory: traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?.preferredContentSizeCategory ?? .unspecified)
    }

    /// Mirrors `containsTraits(in:)`: whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.accessibilityContrast == .unspecified || trait.accessibilityContrast == accessibilityContrast)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Mirrors `hasDifferentColorAppearance(comparedTo:)`: whether a dynamic colour may resolve
    /// differently (another interface style or contrast).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle || accessibilityContrast != traitCollection.accessibilityContrast
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && accessibilityContrast == other.accessibilityContrast
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && preferredContentSizeCategory == other.preferredContentSizeCategory && displayScale == other.displayScale
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(accessibilityContrast)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
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

/// Mirrors `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0, compact = 1, regular = 2
}

extension UserInterfaceSizeClass {
    /// Mirrors SwiftUI's `init?(_:)` from UIKit's size class (nil for `.unspecified`).
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .unspecified: return nil
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// Mirrors UIKit's `init(_:)` from SwiftUI's size class (`.unspecified` for nil).
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact?: self = .compact
        case .regular?: self = .regular
        case nil: self = .unspecified
        }
    }
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

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable { case unknown = 0, unavailable = 1, available = 2 }

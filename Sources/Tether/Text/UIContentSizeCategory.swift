import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIContentSizeCategory`, the
/// text size a user chose, as UIKit's traits carry it (`preferredContentSizeCategory`); the
/// same twelve sizes as SwiftUI's `DynamicTypeSize`, plus `unspecified`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, in `DynamicTypeSize`'s order.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Mirrors `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Mirrors `didChangeNotification` (posted by UIKit when the user changes the size;
    /// Tether's text size changes with the environment, so it is never posted).
    public nonisolated static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// Mirrors `newValueUserInfoKey`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Mirrors the comparison operators: by size, `unspecified` smallest.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }

    /// Mirrors `init(_:)` from SwiftUI's `DynamicTypeSize` (iOS 15).
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.ordered[dynamicTypeSize.index]
    }

    /// The SwiftUI size of this category (nil for `unspecified` or an unknown raw value).
    var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] }
    }
}

extension DynamicTypeSize {
    /// Mirrors `init?(_:)` from UIKit's `UIContentSizeCategory` (iOS 15; nil for `unspecified`).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}

extension ContentSizeCategory {
    /// Mirrors `init?(_:)` from UIKit's `UIContentSizeCategory` (iOS 14; nil for `unspecified`).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self.init(size)
    }
}

/// Mirrors UIKit's `UIContentSizeCategoryAdjusting`: a text view whose preferred font follows
/// its traits' text size when `adjustsFontForContentSizeCategory` is on (`UILabel`,
/// `UITextField`, `UITextView`).
@MainActor @preconcurrency public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Mirrors `adjustsFontForContentSizeCategory`.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIFont {
    /// This font as a view adjusting to the content size category draws it: a font from
    /// `preferredFont(forTextStyle:)` at `traits`' text size, any other font unchanged.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let textStyle else { return self }
        return .preferredFont(forTextStyle: textStyle, compatibleWith: traits)
    }
}

extension UITraitCollection {
    /// Whether a view adjusting its font must lay its text out again when its traits change
    /// from `previous`.
    func changesTextSize(from previous: UITraitCollection?) -> Bool {
        previous?.preferredContentSizeCategory != preferredContentSizeCategory
    }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

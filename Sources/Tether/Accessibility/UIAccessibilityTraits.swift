import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIAccessibilityTraits`,
/// what VoiceOver says a UIKit element is and does. UIKit's values are opaque constants;
/// Tether's bits are its own. Each trait with a SwiftUI counterpart shows as it in the
/// accessibility tree; `notEnabled` and `adjustable`, which SwiftUI spells otherwise, are
/// kept.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    /// iOS 17.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
    /// iOS 17.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 19)

    /// The SwiftUI traits these stand for.
    var swiftUITraits: AccessibilityTraits {
        let pairs: [(UIAccessibilityTraits, AccessibilityTraits)] = [
            (.button, .isButton), (.link, .isLink), (.image, .isImage), (.selected, .isSelected),
            (.playsSound, .playsSound), (.keyboardKey, .isKeyboardKey), (.staticText, .isStaticText),
            (.summaryElement, .isSummaryElement), (.updatesFrequently, .updatesFrequently),
            (.searchField, .isSearchField), (.startsMediaSession, .startsMediaSession),
            (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn),
            (.header, .isHeader), (.tabBar, .isTabBar), (.toggleButton, .isToggle),
        ]
        var traits: AccessibilityTraits = []
        for (uiKit, swiftUI) in pairs where contains(uiKit) { traits.insert(swiftUI) }
        return traits
    }
}

/// What the app set of a UIKit view's accessibility (UIKit's `UIAccessibility` informal
/// protocol), drawn onto the view's drawing: nil for a property left alone, so views the app
/// did not describe keep the elements their drawing gives.
struct UIViewAccessibilitySettings {
    var isElement: Bool?
    var traits: UIAccessibilityTraits?
    var value: String?
    var hint: String?
    var elementsHidden = false

    var isEmpty: Bool { isElement == nil && traits == nil && value == nil && hint == nil && !elementsHidden }
}

/// Draws a UIKit view's accessibility settings: an element of its own (its subviews' labels
/// combined) when `isAccessibilityElement`, its traits, value and hint, or nothing at all when
/// its elements are hidden; nil settings change nothing. Its body is concrete (`AnyView`), as
/// the other modifiers of a UIKit view's drawing: a chain of opaque types there sends the
/// release compiler's type substitution into a loop.
nonisolated struct UIViewAccessibilityModifier: ViewModifier {
    let settings: UIViewAccessibilitySettings?

    @MainActor func body(content: Content) -> AnyView {
        guard let settings else { return AnyView(content) }
        guard !settings.elementsHidden else { return AnyView(content.accessibilityHidden(true)) }
        var view = settings.isElement == true ? AnyView(content.accessibilityElement(children: .combine)) : AnyView(content)
        if let traits = settings.traits?.swiftUITraits, !traits.isEmpty { view = AnyView(view.accessibilityAddTraits(traits)) }
        if let value = settings.value { view = AnyView(view.accessibilityValue(Text(verbatim: value))) }
        if let hint = settings.hint { view = AnyView(view.accessibilityHint(Text(verbatim: hint))) }
        return view
    }
}

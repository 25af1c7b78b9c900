import Foundation

/// Mirrors SwiftUI's `AccessibilityTraits`: what kind of element an accessibility element
/// is and what state it is in, as VoiceOver announces it.
nonisolated public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32
    private init(bits: UInt32) { self.bits = bits }
    /// Mirrors `init()`: no traits.
    public init() { bits = 0 }

    /// Mirrors `isButton`.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// Mirrors `isHeader`.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// Mirrors `isSelected`.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// Mirrors `isLink`.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// Mirrors `isSearchField`.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// Mirrors `isImage`.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// Mirrors `playsSound`.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// Mirrors `isKeyboardKey`.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// Mirrors `isStaticText`.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// Mirrors `isSummaryElement`.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// Mirrors `updatesFrequently`.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Mirrors `startsMediaSession`.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// Mirrors `allowsDirectInteraction`.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Mirrors `causesPageTurn`.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// Mirrors `isModal`.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// Mirrors `isToggle`.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// Mirrors `isTabBar`.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// The traits' names, for dumps.
    var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
            (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"),
            (.isStaticText, "staticText"), (.isSummaryElement, "summary"), (.updatesFrequently, "updatesFrequently"),
            (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "directInteraction"),
            (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits && member.bits != 0 }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let was = contains(newMember)
        bits |= newMember.bits
        return (!was, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let was = intersection(member)
        bits &= ~member.bits
        return was.bits == 0 ? nil : was
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let was = intersection(newMember)
        bits |= newMember.bits
        return was.bits == 0 ? nil : was
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// Mirrors SwiftUI's `AccessibilityChildBehavior`: how `accessibilityElement(children:)`
/// treats the accessibility elements inside a view.
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind
    /// Mirrors `ignore`: one element; what is inside is not read.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Mirrors `contain`: a container whose elements are read one by one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// Mirrors `combine`: one element whose label joins the labels inside.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// Mirrors SwiftUI's `AccessibilityActionKind`.
nonisolated public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// Mirrors `default`: what activating the element does.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Mirrors `escape`.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// Mirrors `magicTap`.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Mirrors `delete`.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Mirrors `showMenu`: what opens the element's context menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// Tether's own: the increment of an adjustable element (`accessibilityAdjustableAction`),
    /// what VoiceOver's swipe up does.
    public static let increment = AccessibilityActionKind(name: "increment")
    /// Tether's own: the decrement of an adjustable element, VoiceOver's swipe down.
    public static let decrement = AccessibilityActionKind(name: "decrement")
    /// Mirrors `init(named:)`: a custom action with a name.
    public init(named name: Text) { self.name = name.string }
    init(name: String) { self.name = name }
}

/// Mirrors SwiftUI's `AccessibilityActionCategory`: the group VoiceOver lists actions under —
/// the element's actions (`.default`, the Actions rotor), editing ones (`.edit`), or a
/// category of your own named by its resource.
public struct AccessibilityActionCategory: Hashable, Sendable {
    /// The name VoiceOver gives the group.
    let name: String
    /// Mirrors `default`: the element's actions, as `accessibilityAction` adds them.
    public static let `default` = AccessibilityActionCategory(name: "Actions")
    /// Mirrors `edit`: actions that edit text, in place of the system's Edit actions.
    public static let edit = AccessibilityActionCategory(name: "Edit")
    /// Mirrors `init(_:)`: a category of your own.
    public init(_ nameResource: LocalizedStringResource) { name = nameResource.resolvedString() }
    init(name: String) { self.name = name }
}

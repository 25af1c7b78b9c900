import Foundation

/// Mirrors SwiftUI's `KeyEquivalent`: the key of a keyboard shortcut or key press, a single
/// character — a letter or punctuation written as a literal (`"s"`), or one of the constants
/// for keys that type nothing printable, with the characters Apple gives them.
nonisolated public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// Mirrors `character`: the character value that the key represents.
    public var character: Character

    /// Mirrors `init(_:)`.
    public init(_ character: Character) { self.character = character }
    /// Mirrors `init(extendedGraphemeClusterLiteral:)`: `"s"` is the S key.
    public init(extendedGraphemeClusterLiteral: Character) { character = extendedGraphemeClusterLiteral }

    /// Mirrors `upArrow` (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Mirrors `downArrow` (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Mirrors `leftArrow` (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Mirrors `rightArrow` (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Mirrors `escape` (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Mirrors `delete` (U+0008): the backspace key.
    public static let delete = KeyEquivalent("\u{8}")
    /// Mirrors `deleteForward` (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Mirrors `home` (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// Mirrors `end` (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Mirrors `pageUp` (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Mirrors `pageDown` (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Mirrors `clear` (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Mirrors `tab` (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Mirrors `space` (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Mirrors `return` (U+000D).
    public static let `return` = KeyEquivalent("\r")

    /// True when the key types its character (letters, digits, punctuation, space), false for
    /// control keys (return, tab, escape, delete) and the function keys Apple places in
    /// the private use area (arrows, home, end, page up and down, clear, forward delete).
    var isPrintable: Bool {
        character.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || scalar.value == 0x7F || (0xF700...0xF8FF).contains(scalar.value))
        }
    }
}

extension KeyEquivalent {
    /// The key's name as SwiftUI spells its constant ("return", "upArrow"), or its character.
    var name: String {
        switch self {
        case .upArrow: return "upArrow"
        case .downArrow: return "downArrow"
        case .leftArrow: return "leftArrow"
        case .rightArrow: return "rightArrow"
        case .escape: return "escape"
        case .delete: return "delete"
        case .deleteForward: return "deleteForward"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageUp"
        case .pageDown: return "pageDown"
        case .clear: return "clear"
        case .tab: return "tab"
        case .space: return "space"
        case .return: return "return"
        default: return String(character)
        }
    }
}

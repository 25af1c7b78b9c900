import Foundation

/// Mirrors SwiftUI's `AccessibilityRotorEntry`: one place a rotor leads to — the element
/// marked `accessibilityRotorEntry(id:in:)` with its id in its namespace, the element of the
/// view whose identity is its id (a `ForEach` element's id or `.id(_:)`), or a range of the
/// text of the element owning the rotor. `prepare` runs before the rotor moves there.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, RotorEntriesProviding {
    public typealias Body = Never
    let entry: RotorEntryDescription
    var rotorEntries: [RotorEntryDescription] { [entry] }

    init(label: Text?, target: RotorEntryDescription.Target, textRange: Range<String.Index>?, prepare: @escaping () -> Void) {
        entry = RotorEntryDescription(label: label, target: target, textRange: textRange, prepare: prepare)
    }

    /// Mirrors `init(_:id:in:textRange:prepare:)`: an entry for the element marked
    /// `accessibilityRotorEntry(id:in:)` with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(label: label, target: .marked(AnyHashable(id), namespace), textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:id:in:textRange:prepare:)` with a localized key.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:id:in:textRange:prepare:)` with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:id:in:textRange:prepare:)` with a localized string resource.
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    /// Mirrors `init(_:id:textRange:prepare:)`: an entry for the element of the view whose
    /// identity is `id`; a scroll view holding it scrolls it into view when the rotor moves there.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: label, target: .identity(AnyHashable(id)), textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:id:textRange:prepare:)` with a localized key.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:id:textRange:prepare:)` with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:id:textRange:prepare:)` with a localized string resource.
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// Mirrors `init(_:textRange:prepare:)`: a range of the text of the element owning the
    /// rotor; without a label, the entry is named by the text in the range.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(label: label, target: .owner, textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:textRange:prepare:)` with a localized key.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:textRange:prepare:)` with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
    /// Mirrors `init(_:textRange:prepare:)` with a localized string resource.
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}

/// Mirrors SwiftUI's `AccessibilitySystemRotor`: one of the rotors the system provides, which
/// a rotor of your own can replace.
public struct AccessibilitySystemRotor: Sendable {
    /// The name VoiceOver gives the rotor.
    let name: String

    /// Mirrors `links(visited:)`.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "Visited Links" : "Links")
    }
    /// Mirrors `links`.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Links") }
    /// Mirrors `headings`.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Headings") }
    /// Mirrors `headings(level:)`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        switch level {
        case .unspecified: return headings
        default: return AccessibilitySystemRotor(name: "Headings Level \(level.rawValue)")
        }
    }
    /// Mirrors `boldText`.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Bold Text") }
    /// Mirrors `italicText`.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Italic Text") }
    /// Mirrors `underlineText`.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Underlined Text") }
    /// Mirrors `misspelledWords`.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Misspelled Words") }
    /// Mirrors `images`.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Images") }
    /// Mirrors `textFields`.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Text Fields") }
    /// Mirrors `tables`.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Tables") }
    /// Mirrors `lists`.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Lists") }
    /// Mirrors `landmarks`.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Landmarks") }
}

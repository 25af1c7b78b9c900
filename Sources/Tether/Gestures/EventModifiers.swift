import Foundation

/// Mirrors SwiftUI's `EventModifiers`: the modifier keys held with a key (or a gesture).
@frozen
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// Mirrors `rawValue`.
    public let rawValue: Int
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Mirrors `capsLock`.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Mirrors `shift`.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Mirrors `control`.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Mirrors `option`.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Mirrors `command`.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Mirrors `numericPad`: any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Mirrors `function` (deprecated in iOS 15).
    @available(*, deprecated, message: "Function modifier is reserved for system applications")
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Mirrors `all`: every modifier key.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}

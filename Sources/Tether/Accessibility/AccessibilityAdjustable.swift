import Foundation

/// Mirrors SwiftUI's `AccessibilityAdjustmentDirection`: which way VoiceOver adjusts an
/// adjustable element (a swipe up increments, a swipe down decrements).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

/// Mirrors SwiftUI's `AccessibilityHeadingLevel`: the level of a heading, as VoiceOver's rotor
/// navigates them.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable, CustomStringConvertible {
    case unspecified, h1, h2, h3, h4, h5, h6

    /// "h1" to "h6", or "unspecified" (as the tree dump shows it).
    public var description: String { self == .unspecified ? "unspecified" : "h\(rawValue)" }
}

extension View {
    /// Mirrors SwiftUI's `accessibilityAdjustableAction(_:)`: the element becomes adjustable;
    /// VoiceOver's swipes up and down call `handler` with `.increment` and `.decrement`
    /// (Tether's `ViewHost.performAccessibilityAction("increment", on:)` does the same).
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        nonisolated(unsafe) let handler = handler
        return accessibility(.adjustable({ handler($0) }))
    }

    /// Mirrors SwiftUI's `accessibilityHeading(_:)`: the element is a heading of `level`
    /// (it gains the header trait).
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility(.heading(level))
    }

    /// Mirrors SwiftUI's `accessibilityIgnoresInvertColors(_:)`: the view keeps its colours
    /// under Smart Invert, a display setting Tether never has on; nothing changes.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

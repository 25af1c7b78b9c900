import Foundation

/// Mirrors SwiftUI's `KeyPress`: a key pressed on a hardware keyboard, as `onKeyPress`
/// actions receive it.
nonisolated public struct KeyPress: Sendable, CustomDebugStringConvertible {
    /// Mirrors `key`.
    public let key: KeyEquivalent
    /// Mirrors `characters`: what the key types as if no modifier key applied.
    public let characters: String
    /// Mirrors `modifiers`: the modifier keys held with the key.
    public let modifiers: EventModifiers
    /// Mirrors `phase`: `.down`, `.repeat` or `.up`.
    public let phase: KeyPress.Phases

    init(key: KeyEquivalent, modifiers: EventModifiers, phase: KeyPress.Phases) {
        self.key = key; self.characters = String(key.character); self.modifiers = modifiers; self.phase = phase
    }

    /// Mirrors `debugDescription`.
    public var debugDescription: String { "KeyPress(\(key.name), modifiers: \(modifiers.rawValue), phase: \(phase.debugDescription))" }

    /// Mirrors SwiftUI's `KeyPress.Phases`: which phases of a key press an action matches.
    public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
        /// Mirrors `rawValue`.
        public let rawValue: Int
        /// Mirrors `init(rawValue:)`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Mirrors `down`: the key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// Mirrors `repeat`: the key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// Mirrors `up`: the key was released.
        public static let up = Phases(rawValue: 1 << 2)
        /// Mirrors `all`.
        public static let all: Phases = [.down, .repeat, .up]
        /// Mirrors `debugDescription`.
        public var debugDescription: String {
            [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1).joined(separator: ", ")
        }
    }

    /// Mirrors SwiftUI's `KeyPress.Result`: whether an action consumed the key press.
    public enum Result: Hashable, Sendable {
        /// Mirrors `handled`: the press stops here.
        case handled
        /// Mirrors `ignored`: the press goes on to the next handler.
        case ignored
    }
}

/// A key press handler on a view: which presses it wants and what it does with them.
struct KeyPressHandlerAttribute: NodeAttribute {
    let matches: (KeyPress) -> Bool
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
}

/// The modifier behind every form of `onKeyPress`.
nonisolated struct _KeyPressModifier: ViewModifier, AttributeModifier {
    typealias Body = Never
    nonisolated(unsafe) let matches: (KeyPress) -> Bool
    let phases: KeyPress.Phases
    nonisolated(unsafe) let action: (KeyPress) -> KeyPress.Result
    var attributes: [NodeAttribute] { [KeyPressHandlerAttribute(matches: matches, phases: phases, action: action)] }
}

extension View {
    /// Mirrors SwiftUI's `onKeyPress(_:action:)`: while the view (or a view inside it) has
    /// the focus, pressing `key` runs `action` (on key down and repeat); `.handled` stops the
    /// press, `.ignored` lets it go on to the views around and then to keyboard shortcuts.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == key }, phases: [.down, .repeat], action: { _ in action() }))
    }
    /// Mirrors SwiftUI's `onKeyPress(_:phases:action:)`: as `onKeyPress(_:action:)`, for the
    /// given phases.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { $0.key == key }, phases: phases, action: action))
    }
    /// Mirrors SwiftUI's `onKeyPress(keys:phases:action:)`: any of `keys`.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { keys.contains($0.key) }, phases: phases, action: action))
    }
    /// Mirrors SwiftUI's `onKeyPress(characters:phases:action:)`: a key whose characters are
    /// all in `characters`.
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, phases: phases, action: action))
    }
    /// Mirrors SwiftUI's `onKeyPress(phases:action:)`: any key.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(matches: { _ in true }, phases: phases, action: action))
    }
}

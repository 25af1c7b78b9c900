import Foundation

/// Mirrors SwiftUI's `TextSelectability`: whether people can select the text of the views
/// below `textSelection(_:)`.
public protocol TextSelectability {
    /// Mirrors `allowsSelection`.
    static var allowsSelection: Bool { get }
}

/// Mirrors SwiftUI's `EnabledTextSelectability` (`.enabled`).
nonisolated public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Mirrors SwiftUI's `DisabledTextSelectability` (`.disabled`).
nonisolated public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Mirrors `.enabled`.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Mirrors `.disabled`.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextSelectionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether texts below allow selection (Tether's own name; SwiftUI keeps it private).
    var allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `textSelection(_:)`. On iOS a selectable text looks the same at rest;
    /// a long press then offers to copy it, which Tether does not show (see the README).
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}

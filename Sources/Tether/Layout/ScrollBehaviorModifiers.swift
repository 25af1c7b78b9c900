import Foundation

/// Mirrors SwiftUI's `ScrollDismissesKeyboardMode`: whether scrolling hides the keyboard.
nonisolated public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind
    /// Mirrors `automatic`.
    public static let automatic = ScrollDismissesKeyboardMode(kind: .automatic)
    /// Mirrors `immediately`.
    public static let immediately = ScrollDismissesKeyboardMode(kind: .immediately)
    /// Mirrors `interactively`.
    public static let interactively = ScrollDismissesKeyboardMode(kind: .interactively)
    /// Mirrors `never`.
    public static let never = ScrollDismissesKeyboardMode(kind: .never)
}

/// Mirrors SwiftUI's `ScrollBounceBehavior`: whether a scroll view bounces when its content
/// fits.
nonisolated public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind
    /// Mirrors `automatic`.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Mirrors `always`.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Mirrors `basedOnSize`.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

private struct ScrollDismissesKeyboardKey: PresentationContextKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `scrollDismissesKeyboardMode` environment value.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `scrollDismissesKeyboard(_:)`. Tether shows no keyboard, so there is
    /// nothing to dismiss; the mode is kept in the environment.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Mirrors SwiftUI's `scrollBounceBehavior(_:axes:)`. The bounce is a motion past the
    /// content's edge while a finger drags; a scroll view at rest, which is what Tether draws
    /// (`ViewHost.scroll` keeps the offset within the content), looks the same either way.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}

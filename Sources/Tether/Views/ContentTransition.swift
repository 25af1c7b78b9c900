import Foundation

/// Mirrors SwiftUI's `ContentTransition` (iOS 16/17): how a view's content animates when it
/// changes. Tether shows the final state of every animation, so a transition changes nothing
/// in what it draws.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    /// Mirrors `identity`.
    public static let identity = ContentTransition(name: "identity")
    /// Mirrors `opacity`.
    public static let opacity = ContentTransition(name: "opacity")
    /// Mirrors `interpolate`.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Mirrors `symbolEffect`.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// Mirrors `symbolEffect(_:options:)` (iOS 17): symbols replaced with `effect`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
    /// Mirrors `numericText(countsDown:)`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Mirrors `numericText(value:)`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// Mirrors SwiftUI's `contentTransition(_:)`: accepted; Tether draws the final content.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

import Foundation

private struct SymbolsDisappearedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True under an active `.disappear` symbol effect (and no `symbolEffectsRemoved()` below it).
    var symbolsDisappeared: Bool {
        get { self[SymbolsDisappearedKey.self] }
        set { self[SymbolsDisappearedKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `symbolEffect(_:options:isActive:)` (iOS 17): an indefinite effect on
    /// the symbol images inside while `isActive`. A still picture shows them at rest, as iOS
    /// does outside the animation; an active `.disappear` or `.appear` hides them (their
    /// space is kept): `.appear` holds them where they appear from until it ends.
    nonisolated public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View
        where T: IndefiniteSymbolEffect, T: SymbolEffect {
        let disappears = isActive && (effect is DisappearSymbolEffect || effect is AppearSymbolEffect)
        return transformEnvironment(\.symbolsDisappeared) { if disappears { $0 = true } }
    }

    /// Mirrors SwiftUI's `symbolEffect(_:options:value:)` (iOS 17): a discrete effect on the
    /// symbol images inside, run when `value` changes; it only animates, so a still picture
    /// shows them at rest.
    nonisolated public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View
        where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable { self }

    /// Mirrors SwiftUI's `symbolEffectsRemoved(_:)`: the symbol effects inherited from above no
    /// longer apply to the images inside (an active `.disappear` above no longer hides them).
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        transformEnvironment(\.symbolsDisappeared) { if isEnabled { $0 = false } }
    }
}

/// Mirrors SwiftUI's `SymbolEffectTransition` (iOS 17): a view's symbol images appear or
/// disappear with a symbol effect as the view is inserted or removed. At rest (the identity
/// phase) the symbols show; in the phases before insertion and after removal they are hidden.
@MainActor @preconcurrency public struct SymbolEffectTransition: Transition {
    /// Mirrors `init(effect:options:)`; the effect and its options only animate.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions = .default) {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.transformEnvironment(\.symbolsDisappeared) { if !phase.isIdentity { $0 = true } }
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// Mirrors `symbolEffect(_:options:)`: the symbols appear and disappear with `effect`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
    /// Mirrors `symbolEffect`: the default appear and disappear effects.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AppearSymbolEffect()) }
}

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
    /// does outside the animation; an active `.disappear` hides them (their space is kept).
    nonisolated public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View
        where T: IndefiniteSymbolEffect, T: SymbolEffect {
        let disappears = isActive && effect is DisappearSymbolEffect
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

import Foundation

/// Mirrors the Symbols framework's `SymbolEffect` (iOS 17): an animation of an SF Symbol
/// image. Tether draws still pictures: a symbol shows its resting look — what iOS shows
/// outside the animation — except under an active `.disappear`, which hides it.
public protocol SymbolEffect: Hashable, Sendable {}

/// Mirrors `IndefiniteSymbolEffect`: an effect that lasts while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// Mirrors `DiscreteSymbolEffect`: an effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// Mirrors `TransitionSymbolEffect`: an effect that can make a symbol appear or disappear as
/// a view's transition (`.transition(.symbolEffect(.appear))`).
public protocol TransitionSymbolEffect {}

/// Mirrors `ContentTransitionSymbolEffect`: an effect that can replace one symbol with another
/// as a content transition (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// How much of a symbol an effect moves: its layers one by one or the whole symbol.
enum SymbolEffectScope: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

/// Mirrors `BounceSymbolEffect`: a brief scale up or down and back.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction = 0, scope = SymbolEffectScope.automatic
    /// Mirrors `up`.
    public var up: BounceSymbolEffect { var e = self; e.direction = 1; return e }
    /// Mirrors `down`.
    public var down: BounceSymbolEffect { var e = self; e.direction = -1; return e }
    /// Mirrors `byLayer`.
    public var byLayer: BounceSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: BounceSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Mirrors `PulseSymbolEffect`: the opacity of some or all layers fades and returns.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var scope = SymbolEffectScope.automatic
    /// Mirrors `byLayer`.
    public var byLayer: PulseSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: PulseSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Mirrors `VariableColorSymbolEffect`: the variable-colour layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var options: Set<String> = []
    private func with(_ option: String, replacing other: String) -> VariableColorSymbolEffect {
        var e = self; e.options.remove(other); e.options.insert(option); return e
    }
    /// Mirrors `iterative`.
    public var iterative: VariableColorSymbolEffect { with("iterative", replacing: "cumulative") }
    /// Mirrors `cumulative`.
    public var cumulative: VariableColorSymbolEffect { with("cumulative", replacing: "iterative") }
    /// Mirrors `reversing`.
    public var reversing: VariableColorSymbolEffect { with("reversing", replacing: "nonReversing") }
    /// Mirrors `nonReversing`.
    public var nonReversing: VariableColorSymbolEffect { with("nonReversing", replacing: "reversing") }
    /// Mirrors `hideInactiveLayers`.
    public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers", replacing: "dimInactiveLayers") }
    /// Mirrors `dimInactiveLayers`.
    public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers", replacing: "hideInactiveLayers") }
}

/// Mirrors `WiggleSymbolEffect` (iOS 18): a shake in a direction.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction = "", scope = SymbolEffectScope.automatic
    private func toward(_ d: String) -> WiggleSymbolEffect { var e = self; e.direction = d; return e }
    /// Mirrors `up`.
    public var up: WiggleSymbolEffect { toward("up") }
    /// Mirrors `down`.
    public var down: WiggleSymbolEffect { toward("down") }
    /// Mirrors `left`.
    public var left: WiggleSymbolEffect { toward("left") }
    /// Mirrors `right`.
    public var right: WiggleSymbolEffect { toward("right") }
    /// Mirrors `forward`.
    public var forward: WiggleSymbolEffect { toward("forward") }
    /// Mirrors `backward`.
    public var backward: WiggleSymbolEffect { toward("backward") }
    /// Mirrors `clockwise`.
    public var clockwise: WiggleSymbolEffect { toward("clockwise") }
    /// Mirrors `counterClockwise`.
    public var counterClockwise: WiggleSymbolEffect { toward("counterClockwise") }
    /// Mirrors `byLayer`.
    public var byLayer: WiggleSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: WiggleSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Mirrors `BreatheSymbolEffect` (iOS 18): a slow swell and fade.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var pulses = false, scope = SymbolEffectScope.automatic
    /// Mirrors `plain`.
    public var plain: BreatheSymbolEffect { var e = self; e.pulses = false; return e }
    /// Mirrors `pulse`.
    public var pulse: BreatheSymbolEffect { var e = self; e.pulses = true; return e }
    /// Mirrors `byLayer`.
    public var byLayer: BreatheSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: BreatheSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Mirrors `RotateSymbolEffect` (iOS 18): a turn of the symbol or its rotating layers.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var clockwiseTurn = true, scope = SymbolEffectScope.automatic
    /// Mirrors `clockwise`.
    public var clockwise: RotateSymbolEffect { var e = self; e.clockwiseTurn = true; return e }
    /// Mirrors `counterClockwise`.
    public var counterClockwise: RotateSymbolEffect { var e = self; e.clockwiseTurn = false; return e }
    /// Mirrors `byLayer`.
    public var byLayer: RotateSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: RotateSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Mirrors `AppearSymbolEffect`: the symbol scales into view. As an indefinite effect it holds
/// the symbol where it appears from while active — hidden, its space kept — and lets it
/// appear when the effect ends; as a transition it brings an inserted symbol in.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = 0, scope = SymbolEffectScope.automatic
    /// Mirrors `up`.
    public var up: AppearSymbolEffect { var e = self; e.direction = 1; return e }
    /// Mirrors `down`.
    public var down: AppearSymbolEffect { var e = self; e.direction = -1; return e }
    /// Mirrors `byLayer`.
    public var byLayer: AppearSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: AppearSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Mirrors `DisappearSymbolEffect`: while active the symbol has disappeared (scaled away):
/// Tether draws nothing in its place, which it keeps.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = 0, scope = SymbolEffectScope.automatic
    /// Mirrors `up`.
    public var up: DisappearSymbolEffect { var e = self; e.direction = 1; return e }
    /// Mirrors `down`.
    public var down: DisappearSymbolEffect { var e = self; e.direction = -1; return e }
    /// Mirrors `byLayer`.
    public var byLayer: DisappearSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: DisappearSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Mirrors `bounce`.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// Mirrors `pulse`.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Mirrors `variableColor`.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Mirrors `wiggle`.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Mirrors `breathe`.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Mirrors `rotate`.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
/// Mirrors `ReplaceSymbolEffect`: one symbol scales out as the next scales in. It only
/// animates the change; a still picture shows the new symbol.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var style = "downUp", scope = SymbolEffectScope.automatic
    private func styled(_ name: String) -> ReplaceSymbolEffect { var e = self; e.style = name; return e }
    /// Mirrors `downUp`.
    public var downUp: ReplaceSymbolEffect { styled("downUp") }
    /// Mirrors `upUp`.
    public var upUp: ReplaceSymbolEffect { styled("upUp") }
    /// Mirrors `offUp`.
    public var offUp: ReplaceSymbolEffect { styled("offUp") }
    /// Mirrors `byLayer`.
    public var byLayer: ReplaceSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Mirrors `wholeSymbol`.
    public var wholeSymbol: ReplaceSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

extension ReplaceSymbolEffect {
    /// Mirrors `ReplaceSymbolEffect.MagicReplace` (iOS 18): shared parts of the two symbols
    /// morph, the rest replaced as `fallback` does. Like the replace it only animates the
    /// change; a still picture shows the new symbol.
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
        /// The replacement used where the symbols share no parts.
        let fallback: ReplaceSymbolEffect
    }

    /// Mirrors `magic(fallback:)` (iOS 18).
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace(fallback: fallback) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Mirrors `replace`.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// Mirrors `AutomaticSymbolEffect` (iOS 17): the effect iOS picks for the context — a replace
/// between symbols, an appear or disappear for an inserted or removed one. As a transition or
/// content transition it only animates the change: a still picture shows the symbol as it is.
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// Mirrors `automatic`.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Mirrors `appear`.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Mirrors `disappear`.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// Mirrors `SymbolEffectOptions`: how an effect repeats and how fast it runs (timing only:
/// a still picture is the same).
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var repeats = false
    var speedFactor = 1.0
    /// Mirrors `default`.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Mirrors `repeating`.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Mirrors `nonRepeating`.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Mirrors `speed(_:)`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    /// Mirrors `repeat(_:)` with a count.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Mirrors `repeating`.
    public var repeating: SymbolEffectOptions { var o = self; o.repeats = true; o.repeatCount = nil; return o }
    /// Mirrors `nonRepeating`.
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeats = false; o.repeatCount = 1; return o }
    /// Mirrors `speed(_:)`: a non-finite or negative speed is kept at 1.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self; o.speedFactor = speed.isFinite && speed >= 0 ? speed : 1; return o
    }
    /// Mirrors `repeat(_:)` with a count.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = count; o.repeats = count > 1; return o }
}

import Foundation

/// Mirrors SwiftUI's `KeyframesBuilder` (iOS 17): builds keyframes from the lines of a
/// closure — tracks, which run side by side, or keyframes, which make one track of the whole
/// value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Mirrors `buildExpression(_:)` for keyframes (tracks).
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// Mirrors `buildPartialBlock(first:)` for keyframes (tracks).
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    /// Mirrors `buildPartialBlock(accumulated:next:)` for keyframes: the tracks so far and `next`'s.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }

    /// Mirrors `buildFinalResult(_:)` for keyframes (tracks): the tracks as built.
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }

    /// Mirrors `buildExpression(_:)` for keyframes of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// Mirrors `buildBlock()`: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        EmptyKeyframeTrackContent<Value>()
    }

    /// Mirrors `buildPartialBlock(first:)` for keyframes of the whole value.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// Mirrors `buildPartialBlock(accumulated:next:)` for keyframes of the whole value: the
    /// keyframes so far, then `next`'s.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// Mirrors `buildArray(_:)`: the keyframes of each pass of a `for` loop in turn.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value> where K.Value == Value {
        KeyframeTrackContentArray<Value, K>(elements: components)
    }

    /// Mirrors `buildEither(first:)`.
    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// Mirrors `buildEither(second:)`.
    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// Mirrors `buildFinalResult(_:)` for keyframes of the whole value: one track of them.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Content.Value == Value {
        KeyframeTrack(\Value.self, content: { component })
    }
}

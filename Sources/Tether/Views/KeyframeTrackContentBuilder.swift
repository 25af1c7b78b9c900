import Foundation

/// Mirrors SwiftUI's `KeyframeTrackContentBuilder` (iOS 17): builds a track's keyframes from
/// the lines of a closure, in order; `if`/`else` and `for` loops too.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// Mirrors `buildExpression(_:)`.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// Mirrors `buildBlock()`: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        EmptyKeyframeTrackContent<Value>()
    }

    /// Mirrors `buildPartialBlock(first:)`.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// Mirrors `buildPartialBlock(accumulated:next:)`: the keyframes so far, then `next`'s.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// Mirrors `buildArray(_:)`: the keyframes of each pass of a `for` loop in turn.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value> where K.Value == Value {
        KeyframeTrackContentArray<Value, K>(elements: components)
    }

    /// Mirrors `buildEither(first:)`.
    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// Mirrors `buildEither(second:)`.
    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// Mirrors SwiftUI's `KeyframeTrackContentBuilder.Conditional`: the keyframes of the branch
    /// of an `if`/`else` that ran.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue
        public typealias Body = Self

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// Mirrors `body`: the conditional is its own body.
        public var body: Self { self }

        /// Tether's: the keyframes of the branch that ran.
        public func _appendKeyframes(to keyframes: inout [_ResolvedKeyframe<ConditionalValue>]) {
            switch storage {
            case let .first(content): content._appendKeyframes(to: &keyframes)
            case let .second(content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}

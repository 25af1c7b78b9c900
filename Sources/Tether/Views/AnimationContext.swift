import Foundation

/// Mirrors SwiftUI's `AnimationContext` (iOS 17): what a `CustomAnimation` keeps between the
/// times it is asked for a value (`state`), whether it has logically completed, and the
/// environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Mirrors `state`.
    public var state: AnimationState<Value>
    /// Mirrors `isLogicallyComplete`: set once the animation has done what it is for, though
    /// it may still be moving (a spring settling); completions waiting for
    /// `.logicallyComplete` run then.
    public var isLogicallyComplete: Bool
    /// Mirrors `environment`: the environment of the animated view.
    public var environment: EnvironmentValues { environmentValues }
    private let environmentValues: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        environmentValues = environment
    }

    /// Mirrors `withState(_:)`: this context with another state (of another value type), for
    /// animating a part of a value.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environmentValues)
    }
}

/// Mirrors SwiftUI's `AnimationState` (iOS 17): values a custom animation stores, one per
/// `AnimationStateKey` type.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Mirrors `init()`: no values stored; each key reads its `defaultValue`.
    public init() {}

    /// Mirrors `subscript(_:)`: the value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { keyedValue(values[ObjectIdentifier(key)], or: K.defaultValue) }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Mirrors SwiftUI's `AnimationStateKey` (iOS 17): a key for a value in `AnimationState`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

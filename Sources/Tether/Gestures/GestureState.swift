import Foundation

/// Mirrors SwiftUI's `@GestureState`: a value a gesture sets while it is active, through
/// `updating(_:body:)`, and that returns to its initial value (or the one `reset` gives) when
/// the gesture ends or fails. Views read it as they read `@State`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let link: StateLink<Value>
    let resetAction: (Value, inout Transaction) -> Void

    /// Mirrors `init(wrappedValue:)`.
    nonisolated public init(wrappedValue: Value) {
        link = StateLink(wrappedValue)
        resetAction = { _, _ in }
    }
    /// Mirrors `init(initialValue:)`.
    nonisolated public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Mirrors `init(wrappedValue:resetTransaction:)`.
    nonisolated public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }
    /// Mirrors `init(initialValue:resetTransaction:)`.
    nonisolated public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }
    /// Mirrors `init(wrappedValue:reset:)`: `reset` runs with the value when it is reset.
    nonisolated public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        link = StateLink(wrappedValue)
        resetAction = reset
    }
    /// Mirrors `init(initialValue:reset:)`.
    nonisolated public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// Mirrors `wrappedValue`: read-only to the view; gestures set it.
    public var wrappedValue: Value { link.current }
    /// Mirrors `projectedValue`: the state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value from a gesture, re-evaluating the view that owns it.
    @MainActor func set(_ value: Value) { link.write(value) }

    /// Returns the value to its initial one, running `reset` first.
    @MainActor func reset() {
        var transaction = Transaction()
        resetAction(wrappedValue, &transaction)
        set(link.initialValue)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Mirrors `init(resetTransaction:)`.
    nonisolated public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    /// Mirrors `init(reset:)`.
    nonisolated public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

extension GestureState: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { link.bind(to: node, slot: slot) }
}

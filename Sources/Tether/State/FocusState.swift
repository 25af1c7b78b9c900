import Foundation

/// Mirrors SwiftUI's `@FocusState`: which field has the keyboard focus, as a `Bool` (one
/// field, with `focused(_:)`) or an optional value (several fields, with
/// `focused(_:equals:)`). Setting it moves the focus, as on iOS; a field the user focuses
/// (`ViewHost.focus`, typing into it) sets it; nothing focused is `false` or `nil`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// Mirrors `FocusState.Binding`: the focus state handed to `focused(_:)` and
    /// `focused(_:equals:)` or to a subview.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        /// The value that means "nothing focused" (`false` or `nil`).
        let unfocused: Value

        /// Mirrors `wrappedValue`.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// Mirrors `projectedValue`.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let link: StateLink<Value>

    /// Mirrors `wrappedValue`.
    public var wrappedValue: Value {
        get { link.current }
        nonmutating set { if link.current != newValue { link.write(newValue) } }
    }

    /// Mirrors `projectedValue`.
    public var projectedValue: Binding {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 }, unfocused: link.initialValue)
    }

    /// Mirrors `init()` for a `Bool` focus state.
    nonisolated public init() where Value == Bool { link = StateLink(false) }
    /// Mirrors `init()` for an optional focus state.
    nonisolated public init<T: Hashable>() where Value == T? { link = StateLink(nil) }
}

extension FocusState: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { link.bind(to: node, slot: slot) }
}

import Foundation

/// Marks a field's view with the focus state that says whether it is focused.
struct FocusBindingAttribute: NodeAttribute {
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor () -> Void
    let unfocus: @MainActor () -> Void
}

/// The modifier behind `focused(_:)` and `focused(_:equals:)`.
nonisolated struct FocusedModifier<Value: Hashable>: ViewModifier, AttributeModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value
    var attributes: [NodeAttribute] {
        nonisolated(unsafe) let binding = self.binding, value = self.value
        return [FocusBindingAttribute(isFocused: { binding.wrappedValue == value },
                                      focus: { binding.wrappedValue = value },
                                      unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })]
    }
}

/// Mirrors SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
    let isUserInitiated: Bool
    /// Mirrors `automatic`.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Mirrors `userInitiated`.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
    /// Mirrors SwiftUI's `focused(_:)`: the field inside is focused while `condition` is true;
    /// focusing it sets `condition` to true, focusing another field sets it to false.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }
    /// Mirrors SwiftUI's `focused(_:equals:)`: the field inside is focused while `binding`
    /// equals `value`.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }
    /// Mirrors SwiftUI's `defaultFocus(_:_:priority:)`: when the view appears with nothing
    /// focused, the focus goes to `value`.
    nonisolated public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                                      priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear { if binding.wrappedValue == binding.unfocused { binding.wrappedValue = value } }
    }
}

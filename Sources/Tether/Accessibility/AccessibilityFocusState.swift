import Foundation

/// Mirrors SwiftUI's `AccessibilityTechnologies`: the assistive technologies an accessibility
/// focus state follows (a `SetAlgebra`, here by way of `OptionSet`).
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Mirrors `voiceOver`.
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(rawValue: 1) }
    /// Mirrors `switchControl`.
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(rawValue: 2) }
}

/// Mirrors SwiftUI's `@AccessibilityFocusState`: which element VoiceOver's cursor is on, as a
/// `Bool` (one element, with `accessibilityFocused(_:)`) or an optional value (several, with
/// `accessibilityFocused(_:equals:)`). Setting it moves the cursor to the element bound to the
/// value; the cursor moving (Tether's `ViewHost.moveAccessibilityFocus(to:)`) sets it, and
/// leaving the element resets it to `false` or `nil`.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// Mirrors `AccessibilityFocusState.Binding`: the state handed to
    /// `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        /// The value that means "not on any of these elements" (`false` or `nil`).
        let unfocused: Value

        /// Mirrors `wrappedValue`.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// Mirrors `projectedValue`.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
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

    /// Mirrors `init()` for a `Bool` state.
    nonisolated public init() where Value == Bool { link = StateLink(false) }
    /// Mirrors `init(for:)` for a `Bool` state (Tether follows one cursor, whatever the technology).
    nonisolated public init(for technologies: AccessibilityTechnologies) where Value == Bool { link = StateLink(false) }
    /// Mirrors `init()` for an optional state.
    nonisolated public init<T: Hashable>() where Value == T? { link = StateLink(nil) }
    /// Mirrors `init(for:)` for an optional state.
    nonisolated public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { link = StateLink(nil) }
}

extension AccessibilityFocusState: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { link.bind(to: node, slot: slot) }
}

/// An element's tie to an accessibility focus state: whether the state names it, and how
/// the cursor arriving or leaving changes the state.
struct AccessibilityFocusBinding {
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor () -> Void
    let unfocus: @MainActor () -> Void
}

extension View {
    /// Mirrors SwiftUI's `accessibilityFocused(_:)`: VoiceOver's cursor is on this view's
    /// element while `condition` is true; the cursor arriving sets it, leaving clears it.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityFocused(condition, equals: true)
    }
    /// Mirrors SwiftUI's `accessibilityFocused(_:equals:)`: the cursor is on this view's
    /// element while `binding` equals `value`.
    nonisolated public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                                  equals value: Value) -> some View {
        nonisolated(unsafe) let binding = binding, value = value
        return accessibility(.focus(AccessibilityFocusBinding(
            isFocused: { binding.wrappedValue == value },
            focus: { binding.wrappedValue = value },
            unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })))
    }
}

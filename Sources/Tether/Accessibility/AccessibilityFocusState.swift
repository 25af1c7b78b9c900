import Foundation

/// Mirrors SwiftUI's `AccessibilityTechnologies`: the assistive technologies an accessibility
/// focus state follows.
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    /// Mirrors `voiceOver`.
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(bits: 1) }
    /// Mirrors `switchControl`.
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(bits: 2) }

    /// Mirrors `init()`: no technology.
    public init() { bits = 0 }
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let removed = intersection(member)
        bits &= ~member.bits
        return removed.bits == 0 ? nil : removed
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let old = intersection(newMember)
        bits |= newMember.bits
        return old.bits == 0 ? nil : old
    }
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
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

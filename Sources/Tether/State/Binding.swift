import Foundation

/// Mirrors SwiftUI's `@Binding`: read and write access to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get; setter = set
    }
    nonisolated public init(projectedValue: Binding<Value>) { self = projectedValue }
    nonisolated public init(_ base: Binding<Value>) { self = base }

    /// Mirrors `Binding.constant(_:)`: a binding that never changes.
    nonisolated public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// Mirrors SwiftUI's `Binding(_:)` that unwraps an optional binding when it holds a value.
    nonisolated public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }
}

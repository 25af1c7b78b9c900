import Foundation
import Observation

/// Mirrors SwiftUI's `@Bindable`: bindings to the mutable properties of an `@Observable`
/// object (`$model.name`), for controls such as `TextField` and `Toggle`. The object is not
/// owned: a view that reads its properties is re-evaluated when they change, as for any
/// observable object it reads.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    private var object: Value
    /// Mirrors `wrappedValue`.
    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }
    /// Mirrors `init(wrappedValue:)`.
    nonisolated public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { object = wrappedValue }
    /// Mirrors `init(_:)`: a bindable made in a `body` (`Bindable(model).name`).
    nonisolated public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { object = wrappedValue }
    /// Mirrors `init(projectedValue:)`.
    nonisolated public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { self = projectedValue }

    /// Mirrors `projectedValue`: the bindable itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// Mirrors `subscript(dynamicMember:)`: a binding to one of the object's properties.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

import Foundation
import Observation

/// What a focused-value property learns when its view is evaluated: the focused values of
/// the window at that moment.
final class FocusedValuesLink: @unchecked Sendable {
    var values = FocusedValues()
}

/// Mirrors SwiftUI's `@FocusedValue`: the value that the view in focus (or a view around it)
/// publishes for `keyPath` with `focusedValue(_:_:)`, or the scene with
/// `focusedSceneValue(_:_:)`; nil when none does. The view is evaluated again when it
/// changes, as the focus moves or the published value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    let link = FocusedValuesLink()

    /// Mirrors `init(_:)` with a key path of `FocusedValues`.
    nonisolated public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        nonisolated(unsafe) let keyPath = keyPath
        read = { $0[keyPath: keyPath] }
    }
    /// Mirrors `init(_:)` with an `@Observable` type: the object of that type published with
    /// `focusedValue(_:)` or `focusedSceneValue(_:)`.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(Value.self) }
    }

    /// Mirrors `wrappedValue`.
    public var wrappedValue: Value? { read(link.values) }
}

extension FocusedValue: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.values = FocusedValueTracking.values(for: node)
    }
}

/// Mirrors SwiftUI's `@FocusedBinding`: the value of a binding published for `keyPath`
/// (`focusedValue(\.key, $state)`), read and written through it; nil when none is published.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let link = FocusedValuesLink()

    /// Mirrors `init(_:)`.
    nonisolated public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        nonisolated(unsafe) let keyPath = keyPath
        self.keyPath = keyPath
    }

    private var binding: Binding<Value>? { link.values[keyPath: keyPath] }

    /// Mirrors `wrappedValue`: the bound value; setting it writes through the binding (nil
    /// writes nothing).
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set { if let newValue { binding?.wrappedValue = newValue } }
    }

    /// Mirrors `projectedValue`: a binding to the optional value.
    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension FocusedBinding: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.values = FocusedValueTracking.values(for: node)
    }
}

/// Mirrors SwiftUI's `@FocusedObject`: the `ObservableObject` of this type that the view in
/// focus (or a view around it) publishes with `focusedObject(_:)`, or the scene with
/// `focusedSceneObject(_:)`; its changes re-evaluate the view.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Mirrors `FocusedObject.Wrapper`: `$model.name` is a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    let link = FocusedValuesLink()

    /// Mirrors `init()`.
    nonisolated public init() {}

    /// Mirrors `wrappedValue`.
    public var wrappedValue: ObjectType? { link.values.object(ObjectType.self) }
    /// Mirrors `projectedValue`.
    public var projectedValue: Wrapper? { wrappedValue.map(Wrapper.init) }
}

extension FocusedObject: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.values = FocusedValueTracking.values(for: node)
        if let object = wrappedValue { ObjectSubscription.inSlot(slot, of: node).observe(object, for: node, slot: slot) }
    }
}

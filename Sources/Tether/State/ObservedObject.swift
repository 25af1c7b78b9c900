/// Mirrors SwiftUI's `@ObservedObject`: an observable object the view is given; a change the
/// object announces through `objectWillChange` re-evaluates the view. The object is one of the
/// view's inputs: a parent passing another object re-evaluates the view too.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Mirrors `ObservedObject.Wrapper`: `$model.name` is a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    public var wrappedValue: ObjectType

    nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    nonisolated public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: NodeBoundProperty {
    static var isViewInput: Bool { true }
    func bind(to node: ViewNode, slot: Int) {
        ObjectSubscription.inSlot(slot, of: node).observe(wrappedValue, for: node, slot: slot)
    }
}

/// The object a `@StateObject` made for one view identity, and its subscription.
final class StateObjectStorage<ObjectType: ObservableObject>: @unchecked Sendable {
    let object: ObjectType
    let subscription = ObjectSubscription()
    init(_ object: ObjectType) { self.object = object }
}

/// The per-instance link from a `StateObject` value to the storage of the node that owns it.
final class StateObjectLink<ObjectType: ObservableObject>: @unchecked Sendable {
    let make: () -> ObjectType
    var storage: StateObjectStorage<ObjectType>?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
}

/// Mirrors SwiftUI's `@StateObject`: an observable object owned by the view's identity. It is
/// made once, when the view first appears (later values of the initial expression are
/// ignored), kept while the view stays in the tree, and its changes re-evaluate the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let link: StateObjectLink<ObjectType>

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        link = StateObjectLink(thunk)
    }

    /// The view's object. Read outside a view's update (before Tether installed the view) it
    /// is a new object each time, as in SwiftUI.
    public var wrappedValue: ObjectType { link.storage?.object ?? link.make() }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension StateObject: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        if let existing = node.stateSlot(slot) as? StateObjectStorage<ObjectType> {
            link.storage = existing
            return
        }
        let storage = StateObjectStorage(link.make())
        storage.subscription.observe(storage.object, for: node, slot: slot)
        node.setStateSlot(slot, storage)
        link.storage = storage
    }
}

// `ObservableObject`, `@Published` and the rest of Combine's API come from Tether's `Combine`
// module (OpenCombine with Combine's Foundation schedulers and publishers), as SwiftUI code
// gets them from Combine through `import SwiftUI`.
@_exported import Combine

/// A node's subscription to an observable object's `objectWillChange`: the first change
/// marks the node's body out of date. Kept in one of the node's storage slots, so it lives
/// as long as the view's identity and follows the object when the view gets another one.
final class ObjectSubscription: @unchecked Sendable {
    private var objectID: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`, held by the property in `slot`, unless it already is.
    func observe<O: ObservableObject>(_ object: O, for node: ViewNode, slot: Int) {
        let id = ObjectIdentifier(object)
        guard id != objectID else { return }
        objectID = id
        cancellable = object.objectWillChange.sink { [weak node] _ in node?.invalidateBody(because: slot) }
    }

    /// The subscription in `slot` of `node`, made on first use.
    static func inSlot(_ slot: Int, of node: ViewNode) -> ObjectSubscription {
        if let existing = node.stateSlot(slot) as? ObjectSubscription { return existing }
        let created = ObjectSubscription()
        node.setStateSlot(slot, created)
        return created
    }
}

/// A binding to a property of `object`: what `$model.name` gives through
/// `ObservedObject.Wrapper` and `EnvironmentObject.Wrapper`.
func objectBinding<ObjectType: AnyObject, Subject>(_ object: ObjectType,
                                                    _ keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    nonisolated(unsafe) let path = keyPath
    return Binding(get: { object[keyPath: path] }, set: { object[keyPath: path] = $0 })
}

/// The per-instance link from an `EnvironmentObject` value to the object found for its node.
final class EnvironmentObjectLink<ObjectType: ObservableObject>: @unchecked Sendable {
    var object: ObjectType?
}

/// Mirrors SwiftUI's `@EnvironmentObject`: an observable object an ancestor put in the
/// environment with `environmentObject(_:)`; its changes re-evaluate the view. Where no
/// ancestor provides one, SwiftUI stops the app; Tether reports a diagnostic and the view
/// shows nothing.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Mirrors `EnvironmentObject.Wrapper`: `$model.name` is a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    let link = EnvironmentObjectLink<ObjectType>()

    nonisolated public init() {}

    /// The object from the environment. Only a view whose object was found runs its `body`,
    /// so reading it there always succeeds.
    public var wrappedValue: ObjectType {
        guard let object = link.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: read outside the body of a view Tether updates")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.object = node.environment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        if let object = link.object {
            ObjectSubscription.inSlot(slot, of: node).observe(object, for: node, slot: slot)
        }
    }

    var isAvailable: Bool { link.object != nil }
    var unavailableReason: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// Objects set with `environmentObject(_:)`, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `environmentObject(_:)`: `@EnvironmentObject` properties of type `T`
    /// below read `object`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

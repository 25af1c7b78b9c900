import Foundation

/// The per-instance link from an `Environment` value to its node's environment.
final class EnvironmentLink: @unchecked Sendable {
    var values: EnvironmentValues?
    /// The type of a required `@Observable` object (`@Environment(T.self)`), nil otherwise.
    var requiredObject: Any.Type?
}

/// Mirrors SwiftUI's `@Environment`: reads a value from the view's environment — by key path
/// (`@Environment(\.locale)`), or an `@Observable` object an ancestor put there with
/// `environment(_:)` (`@Environment(Library.self)`, or optional: `@Environment(Library.self)
/// var library: Library?`). Where no ancestor provides a required object, SwiftUI stops the
/// app; Tether reports a diagnostic and the view shows nothing.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = EnvironmentLink()

    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let path = keyPath
        self.keyPath = path
    }

    /// Mirrors `init(_:)` with an `@Observable` type: the object of that type from the
    /// environment (`environment(_:)`); its properties the body reads re-evaluate the view.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        keyPath = \EnvironmentValues.[requiredObservable: ObservableObjectKey<Value>()]
        link.requiredObject = Value.self
    }

    /// Mirrors `init(_:)` with an optional `@Observable` type: nil when no ancestor provides one.
    nonisolated public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        keyPath = \EnvironmentValues.[observable: ObservableObjectKey<T>()]
    }

    public var wrappedValue: Value { (link.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: NodeBoundProperty {
    static var readsEnvironment: Bool { true }
    func bind(to node: ViewNode, slot: Int) {
        link.values = node.environment
    }

    var isAvailable: Bool {
        guard let type = link.requiredObject else { return true }
        return link.values?.observableObjects[ObjectIdentifier(type)] != nil
    }
    var unavailableReason: String {
        let name = link.requiredObject.map { String(describing: $0) } ?? "\(Value.self)"
        return "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view."
    }
}

/// The key of an `@Observable` object of type `T` in the environment (a key path argument).
struct ObservableObjectKey<T: AnyObject>: Hashable {}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// `@Observable` objects set with `environment(_:)`, by type.
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }
    /// The `@Observable` object of type `T`, nil when no ancestor set one.
    subscript<T: AnyObject>(observable key: ObservableObjectKey<T>) -> T? {
        observableObjects[ObjectIdentifier(T.self)] as? T
    }
    /// The `@Observable` object of type `T`; read only once `Environment.isAvailable` found it.
    subscript<T: AnyObject>(requiredObservable key: ObservableObjectKey<T>) -> T {
        guard let object = self[observable: key] else {
            fatalError("No Observable object of type \(T.self) found: read outside the body of a view Tether updates")
        }
        return object
    }
}

/// Mirrors SwiftUI's `.environment(_:_:)` modifier: sets an environment value for the subtree.
nonisolated struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
}

extension View {
    /// Mirrors SwiftUI's `environment(_:_:)`.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let path = keyPath
        return modifier(_EnvironmentKeyWritingModifier(keyPath: path, value: value))
    }

    /// Mirrors SwiftUI's `environment(_:)` for an `@Observable` object: `@Environment(T.self)`
    /// below reads it (nil removes an outer one).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return transformEnvironment(\.observableObjects) { $0[ObjectIdentifier(T.self)] = object }
    }

    /// Mirrors SwiftUI's `transformEnvironment(_:transform:)`.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                                    transform: @escaping (inout V) -> Void) -> some View {
        nonisolated(unsafe) let path = keyPath
        return modifier(_EnvironmentTransformModifier(keyPath: path, transform: transform))
    }
}

/// Mirrors SwiftUI's `_EnvironmentKeyTransformModifier`.
nonisolated struct _EnvironmentTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
}

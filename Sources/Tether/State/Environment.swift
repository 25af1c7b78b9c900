import Foundation

/// The per-instance link from an `Environment` value to its node's environment.
final class EnvironmentLink: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// Mirrors SwiftUI's `@Environment`: reads a value from the view's environment — by key path
/// (`@Environment(\.locale)`), or an `@Observable` object an ancestor put there with
/// `environment(_:)` (`@Environment(Library.self)`, or optional: `@Environment(Library.self)
/// var library: Library?`). Where no ancestor provides a required object, SwiftUI stops the
/// app; Tether reports a diagnostic and the view shows nothing.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value?
    /// The type of a required `@Observable` object; nil for the other forms.
    let requiredObject: Any.Type?
    let link = EnvironmentLink()

    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let path = keyPath
        read = { $0[keyPath: path] }
        requiredObject = nil
    }

    /// Mirrors `init(_:)` with an `@Observable` type: the object of that type from the
    /// environment (`environment(_:)`); its properties the body reads re-evaluate the view.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.observableObjects[ObjectIdentifier(Value.self)] as? Value }
        requiredObject = Value.self
    }

    /// Mirrors `init(_:)` with an optional `@Observable` type: nil when no ancestor provides one.
    nonisolated public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0.observableObjects[ObjectIdentifier(T.self)] as? T) }
        requiredObject = nil
    }

    public var wrappedValue: Value {
        guard let value = read(link.values ?? EnvironmentValues()) else {
            fatalError("No Observable object of type \(Value.self) found: read outside the body of a view Tether updates")
        }
        return value
    }
}

extension Environment: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.values = node.environment
    }

    var isAvailable: Bool { requiredObject == nil || read(link.values ?? EnvironmentValues()) != nil }
    var unavailableReason: String {
        let name = requiredObject.map { String(describing: $0) } ?? "\(Value.self)"
        return "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view."
    }
}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// `@Observable` objects set with `environment(_:)`, by type.
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
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

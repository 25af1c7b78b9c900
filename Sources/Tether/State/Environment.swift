import Foundation

/// The per-instance link from an `Environment` value to its node's environment.
final class EnvironmentLink: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// Mirrors SwiftUI's `@Environment(\.key)`: reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = EnvironmentLink()

    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let path = keyPath
        self.keyPath = path
    }

    public var wrappedValue: Value { (link.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.values = node.environment
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

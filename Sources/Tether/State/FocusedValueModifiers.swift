import Foundation
import Observation

/// The modifier behind `focusedValue`, `focusedSceneValue`, `focusedObject` and
/// `focusedSceneObject`: marks its content as publishing one focused value.
nonisolated struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let attribute: FocusedValueAttribute

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        let old = node.attribute(FocusedValueAttribute.self)
        node.layout = nil
        node.attributes = [attribute]
        node.graph.focusedValuePublishers.insert(node)
        node.graph.focusedValueTracking.published(attribute, replacing: old)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }

    init<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, isScene: Bool) {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        attribute = FocusedValueAttribute(isScene: isScene, key: keyPath, value: value,
                                          write: { if let value { $0[keyPath: keyPath] = value } })
    }

    init<T: AnyObject>(object: T?, isScene: Bool) {
        nonisolated(unsafe) let object = object
        attribute = FocusedValueAttribute(isScene: isScene, key: ObjectIdentifier(T.self), value: object.map(ObjectIdentifier.init),
                                          write: { if let object { $0.objects[ObjectIdentifier(T.self)] = object } })
    }
}

extension View {
    /// Mirrors SwiftUI's `focusedValue(_:_:)`: publishes `value` for `keyPath` while this view
    /// or a view inside it has the focus; `@FocusedValue(keyPath)` reads it anywhere in the
    /// window.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(keyPath, value, isScene: false))
    }
    /// Mirrors iOS 17's `focusedValue(_:_:)` with an optional value: nil publishes nothing.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(keyPath, value, isScene: false))
    }
    /// Mirrors iOS 17's `focusedValue(_:)`: publishes an `@Observable` object by its type while
    /// this view or a view inside it has the focus; `@FocusedValue(T.self)` reads it.
    nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(FocusedValueModifier(object: object, isScene: false))
    }
    /// Mirrors SwiftUI's `focusedSceneValue(_:_:)`: publishes `value` for `keyPath` for the
    /// whole scene, wherever the focus is (on iOS, the window is the scene).
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(FocusedValueModifier(keyPath, value, isScene: true))
    }
    /// Mirrors iOS 17's `focusedSceneValue(_:_:)` with an optional value: nil publishes nothing.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(FocusedValueModifier(keyPath, value, isScene: true))
    }
    /// Mirrors iOS 17's `focusedSceneValue(_:)`: publishes an `@Observable` object by its type
    /// for the whole scene.
    nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(FocusedValueModifier(object: object, isScene: true))
    }
    /// Mirrors SwiftUI's `focusedObject(_:)`: publishes an `ObservableObject` while this view
    /// or a view inside it has the focus; `@FocusedObject` reads it.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(FocusedValueModifier(object: object, isScene: false))
    }
    /// Mirrors `focusedObject(_:)` with an optional object: nil publishes nothing.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(FocusedValueModifier(object: object, isScene: false))
    }
    /// Mirrors SwiftUI's `focusedSceneObject(_:)`: publishes an `ObservableObject` for the
    /// whole scene.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(FocusedValueModifier(object: object, isScene: true))
    }
    /// Mirrors `focusedSceneObject(_:)` with an optional object: nil publishes nothing.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(FocusedValueModifier(object: object, isScene: true))
    }
}

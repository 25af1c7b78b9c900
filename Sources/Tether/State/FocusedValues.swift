import Foundation

/// Mirrors SwiftUI's `FocusedValueKey`: a key for a value that views publish for the focused
/// part of the window with `focusedValue(_:_:)` or `focusedSceneValue(_:_:)`, and that
/// `@FocusedValue` reads.
public protocol FocusedValueKey {
    associatedtype Value
}

/// Mirrors SwiftUI's `FocusedValues`: the values published for the view that has the focus
/// (by it and the views around it) and for the scene, by key. Extend it with a property per
/// key (or `@Entry var name: Type?`), as `EnvironmentValues`.
public struct FocusedValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
    /// `@Observable` objects published with `focusedValue(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    init() {}

    /// Mirrors `subscript(_:)`: the value for `key`, nil when no view in focus publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` published with `focusedValue(_:)` (or an `ObservableObject`
    /// with `focusedObject(_:)`), nil when none is.
    func object<T: AnyObject>(_ type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
}

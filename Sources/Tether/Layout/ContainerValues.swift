import Foundation

/// Mirrors SwiftUI's `ContainerValueKey`: a key for a value a view hands to the container
/// directly above it; `defaultValue` is what the container reads when the view sets none.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Mirrors SwiftUI's `ContainerValues`: the values set with `containerValue(_:_:)` on a view,
/// read by its closest container through `Subview.containerValues`. Like SwiftUI's, they do
/// not escape that container: a value set on a view inside a `VStack` is not seen by the
/// container the `VStack` is in. Add values with `@Entry` in an extension.
public struct ContainerValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]

    init() {}

    /// Mirrors `subscript(_:)`: the value for a custom key, its default when none is set.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { keyedValue(storage[ObjectIdentifier(key)], or: Key.defaultValue) }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The values of `other` over these (a value set closer to the view wins).
    mutating func merge(_ other: ContainerValues) {
        storage.merge(other.storage) { _, new in new }
    }
}

/// Writes container values on the subviews below, as a layout trait: the subviews of the
/// closest container carry it, deeper views do not.
struct ContainerValueAttribute: LayoutTraitAttribute {
    nonisolated(unsafe) let write: (inout ContainerValues) -> Void
    func apply(to traits: inout LayoutTraits) { write(&traits.containerValues) }
}

extension View {
    /// Mirrors SwiftUI's `containerValue(_:_:)`: sets a container value on this view, which
    /// its closest container reads from the view's `Subview.containerValues`.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let path = keyPath
        nonisolated(unsafe) let value = value
        return modifier(_TraitWritingModifier(attribute: ContainerValueAttribute { $0[keyPath: path] = value }))
    }
}

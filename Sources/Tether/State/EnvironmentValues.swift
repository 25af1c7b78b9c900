import Foundation

/// Mirrors SwiftUI's `EnvironmentKey`: a key for a value in `EnvironmentValues`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Mirrors SwiftUI's `EnvironmentValues`: values that flow down the view tree.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]
    /// Changes on every write, so "same version" means "same values" without comparing them.
    private(set) var version: UInt64 = 0
    nonisolated(unsafe) private static var lastVersion: UInt64 = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { keyedValue(storage[ObjectIdentifier(key)], or: K.defaultValue) }
        set {
            storage[ObjectIdentifier(key)] = newValue
            Self.lastVersion &+= 1
            version = Self.lastVersion
            if key is any PresentationContextKey.Type { Self.contextKeys.insert(ObjectIdentifier(key)) }
        }
    }

    /// The context keys written so far (a key never written holds its default everywhere).
    nonisolated(unsafe) private static var contextKeys: Set<ObjectIdentifier> = []

    /// The environment content presented from a view with these values sees where it is shown
    /// (`site`): these values — SwiftUI's sheets, popovers and menus inherit the presenting
    /// view's environment — except the context keys, which are the site's.
    func presented(at site: EnvironmentValues) -> EnvironmentValues {
        var result = self
        for id in Self.contextKeys { result.storage[id] = site.storage[id] }
        Self.lastVersion &+= 1
        result.version = Self.lastVersion
        return result
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

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
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            Self.lastVersion &+= 1
            version = Self.lastVersion
        }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

import Foundation

/// Mirrors SwiftUI's `@SceneStorage`: a value kept per scene under `key` — in Tether, per
/// `ViewHost` — that every view of the scene reading the key shares; a write re-evaluates
/// them. The types are `@AppStorage`'s.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    var storage: AppStorage<Value>

    init(_ storage: AppStorage<Value>) {
        self.storage = storage
        self.storage.isSceneScoped = true
    }

    /// Mirrors `wrappedValue`: the scene's value, or the default.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }
    /// Mirrors `projectedValue`: a binding to the scene's value.
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { storage.bind(to: node, slot: slot) }
    static var isViewInput: Bool { false }
}

extension SceneStorage {
    /// Mirrors `init(wrappedValue:_:)` for `Bool`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    /// Mirrors `init(wrappedValue:_:)` for `Int`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    /// Mirrors `init(wrappedValue:_:)` for `Double`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    /// Mirrors `init(wrappedValue:_:)` for `String`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == String { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    /// Mirrors `init(wrappedValue:_:)` for `URL`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    /// Mirrors `init(wrappedValue:_:)` for `Data`.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    /// Mirrors `init(wrappedValue:_:)` for a type stored by its `String` raw value.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(AppStorage(wrappedValue: wrappedValue, key))
    }
    /// Mirrors `init(wrappedValue:_:)` for a type stored by its `Int` raw value.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(AppStorage(wrappedValue: wrappedValue, key))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Mirrors `init(_:)` for an optional `Bool`: nil until set.
    nonisolated public init(_ key: String) where Value == Bool? { self.init(AppStorage(key)) }
    /// Mirrors `init(_:)` for an optional `Int`.
    nonisolated public init(_ key: String) where Value == Int? { self.init(AppStorage(key)) }
    /// Mirrors `init(_:)` for an optional `Double`.
    nonisolated public init(_ key: String) where Value == Double? { self.init(AppStorage(key)) }
    /// Mirrors `init(_:)` for an optional `String`.
    nonisolated public init(_ key: String) where Value == String? { self.init(AppStorage(key)) }
    /// Mirrors `init(_:)` for an optional `Data`.
    nonisolated public init(_ key: String) where Value == Data? { self.init(AppStorage(key)) }
}

/// A scene's store: `UserDefaults` kept in memory only, for the scene's lifetime.
final class SceneDefaults: UserDefaults, @unchecked Sendable {
    private var values: [String: Any] = [:]
    private let lock = NSLock()

    /// What a `@SceneStorage` reads before its view is in a scene: nothing is kept.
    nonisolated(unsafe) static let unbound = SceneDefaults()

    convenience init() { self.init(suiteName: nil)! }

    override func object(forKey defaultName: String) -> Any? {
        lock.lock(); defer { lock.unlock() }
        return values[defaultName]
    }
    override func set(_ value: Any?, forKey defaultName: String) {
        lock.lock(); defer { lock.unlock() }
        if self === SceneDefaults.unbound { return }
        values[defaultName] = value
    }
    override func removeObject(forKey defaultName: String) {
        lock.lock(); defer { lock.unlock() }
        values[defaultName] = nil
    }
}

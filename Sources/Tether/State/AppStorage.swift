import Foundation

/// Mirrors SwiftUI's `@AppStorage`: a value kept in `UserDefaults` under `key` (the store
/// given, else the environment's `defaultAppStorage`, else `UserDefaults.standard`). Reading
/// it gives the stored value or the default; writing it stores the value and re-evaluates
/// every view that reads the same key of the same store.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let explicitStore: UserDefaults?
    let defaultValue: Value
    /// Turns what the store holds into a value (nil: absent or of another type).
    let decode: @Sendable (Any) -> Value?
    /// Turns a value into what the store keeps (nil: remove the key).
    let encode: @Sendable (Value) -> Any?
    let link = AppStorageLink()

    init(key: String, store: UserDefaults?, defaultValue: Value,
         decode: @escaping @Sendable (Any) -> Value?, encode: @escaping @Sendable (Value) -> Any?) {
        self.key = key; self.explicitStore = store; self.defaultValue = defaultValue
        self.decode = decode; self.encode = encode
    }

    /// For `@SceneStorage`: the store is the scene's (its host's), not the app's.
    var isSceneScoped = false

    var store: UserDefaults {
        if isSceneScoped { return link.environmentStore ?? SceneDefaults.unbound }
        return explicitStore ?? link.environmentStore ?? .standard
    }

    public var wrappedValue: Value {
        get { store.object(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set {
            let store = self.store
            if let stored = encode(newValue) { store.set(stored, forKey: key) } else { store.removeObject(forKey: key) }
            if let node = link.node, node.graph.evaluatingBody {
                node.graph.report(.stateChangeDuringUpdate, "Modifying state during view update, this will cause undefined behavior.", at: node)
            }
            AppStorageReaders.changed(store: store, key: key)
        }
    }

    /// Mirrors `projectedValue`: a binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// What an `AppStorage` learns when its view is evaluated: the node reading it and the
/// environment's store.
final class AppStorageLink: @unchecked Sendable {
    weak var node: ViewNode?
    var environmentStore: UserDefaults?
}

extension AppStorage: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) {
        link.node = node
        link.environmentStore = isSceneScoped ? node.graph.sceneStorage : node.environment.defaultAppStorage
        AppStorageReaders.register(node, slot: slot, store: store, key: key)
    }
}

/// The nodes that read each key of each store, so a write re-evaluates them all.
enum AppStorageReaders {
    private struct Reader { weak var node: ViewNode?; let slot: Int }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var readers: [String: [Reader]] = [:]

    private static func name(_ store: UserDefaults, _ key: String) -> String { "\(ObjectIdentifier(store))|\(key)" }

    static func register(_ node: ViewNode, slot: Int, store: UserDefaults, key: String) {
        lock.lock(); defer { lock.unlock() }
        var list = readers[name(store, key), default: []].filter { $0.node != nil }
        if !list.contains(where: { $0.node === node && $0.slot == slot }) { list.append(Reader(node: node, slot: slot)) }
        readers[name(store, key)] = list
    }

    static func changed(store: UserDefaults, key: String) {
        lock.lock()
        let nodes = readers[name(store, key), default: []].compactMap { reader in reader.node.map { ($0, reader.slot) } }
        lock.unlock()
        for (node, slot) in nodes { node.invalidateBody(because: slot) }
    }
}

private func storedValue<T>(_ value: Any) -> T? { value as? T }

extension AppStorage {
    /// Mirrors `init(wrappedValue:_:store:)` for `Bool`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for `Int`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for `Double`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for `String`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for `URL` (stored as its absolute string).
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for `Data`.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for a type stored by its `String` raw value.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
    /// Mirrors `init(wrappedValue:_:store:)` for a type stored by its `Int` raw value.
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Mirrors `init(_:store:)` for an optional `Bool`: nil when the key is absent.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(_:store:)` for an optional `Int`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(_:store:)` for an optional `Double`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(_:store:)` for an optional `String`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(_:store:)` for an optional `Data`.
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, decode: { storedValue($0) }, encode: { $0 })
    }
    /// Mirrors `init(_:store:)` for an optional `URL` (stored as its absolute string).
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0?.absoluteString })
    }
    /// Mirrors `init(_:store:)` for an optional type stored by its `String` raw value: nil
    /// when the key is absent or holds no value of the type; setting nil removes the key.
    nonisolated public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? String).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
    }
    /// Mirrors `init(_:store:)` for an optional type stored by its `Int` raw value.
    nonisolated public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? Int).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses when it names none (`defaultAppStorage(_:)`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Mirrors SwiftUI's `defaultAppStorage(_:)`: the store `@AppStorage` properties below use
    /// when they name none.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        nonisolated(unsafe) let store = store
        return environment(\.defaultAppStorage, store)
    }
}

import Foundation

/// Mirrors SwiftUI's `Transaction`: the context of a state change (its animation). Tether
/// draws still frames, so a change shows its final state whatever the transaction says.
nonisolated public struct Transaction: Sendable {
    /// Mirrors `animation`.
    public var animation: Animation?
    /// Mirrors `disablesAnimations`.
    public var disablesAnimations = false
    /// Mirrors `isContinuous`.
    public var isContinuous = false
    /// Mirrors `init()`.
    public init() {}
    /// Mirrors `init(animation:)`.
    public init(animation: Animation?) { self.animation = animation }

    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Mirrors `subscript(_:)`: a custom value of the transaction, the key's default until set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Mirrors SwiftUI's `TransactionKey`: a key for a custom value carried by a `Transaction`.
public protocol TransactionKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// Mirrors SwiftUI's `withTransaction(_:_:)`: runs `body`; its changes show at once.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Binding {
    /// Mirrors `Binding.animation(_:)`: the same value; writes through it happen in
    /// `withAnimation(animation)` (shown at once by Tether).
    nonisolated public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    /// Mirrors `Binding.transaction(_:)`: the same value, written in `transaction`.
    nonisolated public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension View {
    /// Mirrors SwiftUI's `transaction(_:)`: changes the transaction of changes below; with
    /// no animations in Tether, what is drawn is the same.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

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
        get { keyedValue(values[ObjectIdentifier(key)], or: K.defaultValue) }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The completions `addAnimationCompletion` added, in order.
    private(set) var animationCompletions: [AnimationCompletion] = []
    /// Mirrors `addAnimationCompletion(criteria:_:)` (iOS 17): `completion` runs exactly once,
    /// when the animations of the transaction's changes are complete. Tether's changes make no
    /// animations (they show at once), so, as SwiftUI documents for that case, it runs right
    /// after the body of `withTransaction` or `withAnimation`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        animationCompletions.append(AnimationCompletion(criteria: criteria, run: completion))
    }

    /// Runs the completions added so far, each once.
    func runAnimationCompletions() {
        for completion in animationCompletions { completion.run() }
    }
}

/// A completion added to a transaction.
struct AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let run: () -> Void
}

/// Mirrors SwiftUI's `AnimationCompletionCriteria` (iOS 17): when an animation counts as
/// finished for its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    /// Mirrors `logicallyComplete`: the animation has logically completed, though it may still
    /// be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// Mirrors `removed`: the entire animation is finished and removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Mirrors SwiftUI's `TransactionKey`: a key for a custom value carried by a `Transaction`.
public protocol TransactionKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// Mirrors SwiftUI's `withTransaction(_:_:)`: runs `body`; its changes show at once, so the
/// transaction's animation completions run right after it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    transaction.runAnimationCompletions()
    return result
}

/// Mirrors SwiftUI's `withTransaction(_:_:_:)` (iOS 17): runs `body` in a transaction with
/// `keyPath` set to `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension Binding {
    /// Mirrors `Binding.animation(_:)`: the same value, written in a transaction with
    /// `animation` (whose changes Tether shows at once).
    nonisolated public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }
    /// Mirrors `Binding.transaction(_:)`: the same value, written in `transaction`.
    nonisolated public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}

extension View {
    /// Mirrors SwiftUI's `transaction(_:)`: changes the transaction of changes below; with
    /// no animations in Tether, what is drawn is the same.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

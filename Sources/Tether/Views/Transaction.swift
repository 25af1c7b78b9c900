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

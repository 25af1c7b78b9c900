import Foundation

/// Mirrors SwiftUI's `Transaction`: the context of a state change (its animation). Tether
/// shows the final state of every change, so a transaction's animation is kept, not played.
public struct Transaction: Sendable {
    /// Mirrors `animation`.
    public var animation: Animation?
    /// Mirrors `disablesAnimations`.
    public var disablesAnimations = false
    /// Mirrors `Transaction()`.
    public init() {}
    /// Mirrors `Transaction(animation:)`.
    public init(animation: Animation?) { self.animation = animation }
}

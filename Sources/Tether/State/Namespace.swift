import Foundation

/// Mirrors SwiftUI's `@Namespace`: an identity for `matchedGeometryEffect` groups, made once
/// per view and kept for its lifetime.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    let link: StateLink<ID>

    /// Mirrors `init()`.
    nonisolated public init() { link = StateLink(ID.next()) }

    /// Mirrors `wrappedValue`: the namespace's identity.
    public var wrappedValue: ID { link.current }

    /// Mirrors `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
        nonisolated(unsafe) private static var last = 0
        private static let lock = NSLock()
        static func next() -> ID {
            lock.lock(); defer { lock.unlock() }
            last += 1
            return ID(value: last)
        }
    }
}

extension Namespace: NodeBoundProperty {
    func bind(to node: ViewNode, slot: Int) { link.bind(to: node, slot: slot) }
    static var isViewInput: Bool { false }
}

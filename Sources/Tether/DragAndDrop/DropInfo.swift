import Foundation

/// Mirrors SwiftUI's `DropInfo`: the current state of a drop over a destination — where the
/// finger is, in the destination view's own space, and the items it carries.
@MainActor @preconcurrency
public struct DropInfo {
    /// Mirrors `location`: the drop point in the modified view's coordinate space.
    public var location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location; self.providers = providers
    }

    /// Mirrors `hasItemsConforming(to:)`: an item has a representation of one of the types.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Mirrors the deprecated `hasItemsConforming(to:)` taking type identifiers.
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.map(NSItemProvider.contentType))
    }

    /// Mirrors `itemProviders(for:)`: the items with a representation of one of the types, in order.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.registration(conformingTo: $0) != nil } }
    }

    /// Mirrors the deprecated `itemProviders(for:)` taking type identifiers.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.map(NSItemProvider.contentType))
    }
}

/// Mirrors SwiftUI's `DropOperation`: what a drop would do.
public enum DropOperation: Sendable, Hashable {
    /// Mirrors `.cancel`: the drop is not performed.
    case cancel
    /// Mirrors `.forbidden`: the drop is not allowed here and is not performed.
    case forbidden
    /// Mirrors `.copy`, the default.
    case copy
    /// Mirrors `.move`.
    case move
}

/// Mirrors SwiftUI's `DropProposal`: the operation a destination proposes while a drop moves
/// over it (`DropDelegate.dropUpdated(info:)`).
public struct DropProposal: Sendable, Hashable {
    /// Mirrors `operation`.
    public let operation: DropOperation
    /// Mirrors `init(operation:)`.
    public init(operation: DropOperation) { self.operation = operation }
}

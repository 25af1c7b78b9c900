import Foundation

/// Mirrors SwiftUI's `_IdentifiedModifier` (`.id(_:)`): a new id gives the content a new
/// identity, so its state starts fresh.
nonisolated struct _IdentifiedModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: ID
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(id), content)])
    }
}

extension View {
    /// Mirrors SwiftUI's `id(_:)`.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentifiedModifier(id: id)) }
}

import Foundation

/// Mirrors SwiftUI's `EquatableView`: its content is evaluated again only when the new value
/// differs from the old by the content's own `==` (SwiftUI otherwise compares a view's stored
/// properties itself). State the content owns still updates it.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// Mirrors `content`.
    public var content: Content
    /// Mirrors `init(content:)`.
    public init(content: Content) { self.content = content }
    @MainActor public var body: some View { content }
}

/// A view whose value decides by `==` whether its subtree must be evaluated again.
protocol EquatableContentView {
    func hasEqualContent(to other: Any) -> Bool
}

extension EquatableView: EquatableContentView {
    func hasEqualContent(to other: Any) -> Bool {
        guard let other = other as? EquatableView<Content> else { return false }
        return MainActorBridge.run((content, other.content)) { $0.0 == $0.1 }
    }
}

extension View where Self: Equatable {
    /// Mirrors SwiftUI's `equatable()`: wraps the view in an `EquatableView`.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

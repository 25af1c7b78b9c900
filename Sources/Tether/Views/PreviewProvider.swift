/// Mirrors SwiftUI's `PreviewProvider`: a type whose `previews` Xcode would show. On Linux a
/// test or `ViewHost(MyPreviews.previews, size:)` renders them instead.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

extension View {
    /// Mirrors SwiftUI's `previewLayout(_:)`, `previewDisplayName(_:)` and friends: preview
    /// metadata that has no effect on the view.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { modifier(_InertModifier()) }
}

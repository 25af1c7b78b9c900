import Foundation

/// Mirrors SwiftUI's `_ProjectionEffect`, the effect behind `projectionEffect(_:)`: the view
/// drawn through a projective transform of its own space (origin at its top leading corner).
/// Layout is unchanged; frames, anchors and hit areas inside are the projected ones.
nonisolated public struct _ProjectionEffect: GeometryEffect, PrimitiveModifier, Equatable, Sendable {
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
    public var transform: ProjectionTransform

    /// Mirrors `init(transform:)`.
    public init(transform: ProjectionTransform) { self.transform = transform }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Mirrors SwiftUI's `projectionEffect(_:)`: draws the view through `transform`, an affine
    /// transform (`ProjectionTransform(CGAffineTransform(...))`, a shear for an isometric look)
    /// or a projective one (`ProjectionTransform(CATransform3D)` with perspective). A transform
    /// that is not finite or reaches too far is ignored with a diagnostic.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}

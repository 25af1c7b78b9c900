import Foundation

/// Mirrors SwiftUI's `GeometryEffect`: a transform of the content's space that does not
/// change layout. Geometry in the content (anchors, `frame(in:)`) goes through it.
public protocol GeometryEffect: Animatable, ViewModifier {
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// Runs a geometry effect: the node keeps its content's frame; its children's space is transformed.
struct GeometryEffectLayout: PassThroughLayout {
    let effect: @Sendable (CGSize) -> ProjectionTransform
    let affectsGeometry: Bool
    /// An affine effect is the children's transform; a projective one (a perspective) is
    /// their projection instead, and their affine transform is the identity.
    func childTransform(size: CGSize) -> CGAffineTransform? { effect(size).childSpace.transform }
    func childProjection(size: CGSize) -> ProjectionTransform? { effect(size).childSpace.projection }
    var transformAffectsGeometry: Bool { affectsGeometry }
}

extension ProjectionTransform {
    /// How an effect node applies this transform to its children's space (geometry effects and
    /// visual effects alike): an affine one is their transform; a projective one (a perspective)
    /// is their projection, over the identity transform.
    var childSpace: (transform: CGAffineTransform, projection: ProjectionTransform?) {
        isAffine ? (affine, nil) : (.identity, self)
    }
}

/// A transform about `anchor` of a view of `size`: move the anchor to the origin, apply, move back.
func transform(_ t: CGAffineTransform, about anchor: UnitPoint, in size: CGSize) -> CGAffineTransform {
    let ax = anchor.x * size.width, ay = anchor.y * size.height
    return CGAffineTransform(translationX: -ax, y: -ay).concatenating(t).concatenating(CGAffineTransform(translationX: ax, y: ay))
}

/// Mirrors SwiftUI's `_OffsetEffect`.
nonisolated struct _OffsetEffect: GeometryEffect, PrimitiveModifier {
    public typealias Body = Never
    public var offset: CGSize
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// Mirrors SwiftUI's `_ScaleEffect`.
nonisolated struct _ScaleEffect: GeometryEffect, PrimitiveModifier {
    public typealias Body = Never
    public var scale: CGSize
    public var anchor: UnitPoint
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, in: size))
    }
}

/// Mirrors SwiftUI's `_RotationEffect`.
nonisolated struct _RotationEffect: GeometryEffect, PrimitiveModifier {
    public typealias Body = Never
    public var angle: Angle
    public var anchor: UnitPoint
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform(CGAffineTransform(rotationAngle: angle.radians), about: anchor, in: size))
    }
}

/// Mirrors SwiftUI's `_TransformEffect`.
nonisolated struct _TransformEffect: GeometryEffect, PrimitiveModifier {
    public typealias Body = Never
    public var transform: CGAffineTransform
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

/// Mirrors SwiftUI's `_IgnoredByLayoutEffect`: the effect draws, but geometry ignores it.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, PrimitiveModifier {
    public typealias Body = Never
    public var base: Base
    public func effectValue(size: CGSize) -> ProjectionTransform {
        MainActorBridge.run(base) { $0.effectValue(size: size) }
    }
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        resolveEffect(self, content: content, in: node, affectsGeometry: false)
    }
}

extension GeometryEffect {
    /// Mirrors `ignoredByLayout()`.
    nonisolated public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

extension PrimitiveModifier where Self: GeometryEffect {
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        resolveEffect(self, content: content, in: node, affectsGeometry: true)
    }
}

/// Makes `node` a geometry-effect node for `effect`, checking its transform is finite.
func resolveEffect<E: GeometryEffect, Content: View>(_ effect: E, content: Content, in node: ViewNode, affectsGeometry: Bool) {
    nonisolated(unsafe) let e: any GeometryEffect = effect
    let graph = node.graph
    let reportNode = node
    let rightToLeft = node.environment.layoutDirection == .rightToLeft
    node.layout = GeometryEffectLayout(effect: { size in
        let p = MainActorBridge.run(e) { $0.effectValue(size: size) }
        guard p.isAffine else {
            // A projective effect: mirrored as an affine one is, finite or ignored.
            let mirror = ProjectionTransform(LayoutEngine.horizontalMirror(width: size.width))
            let q = rightToLeft ? mirror.concatenating(p).concatenating(mirror) : p
            if FiniteGeometry.isWithinLimit(q) { return q }
            graph.report(.invalidGeometry, "geometry effect produced a non-finite or too large projection; ignoring it", at: reportNode)
            return ProjectionTransform()
        }
        var t = p.affine
        if rightToLeft { t = mirroredForRightToLeft(t, width: size.width) }
        if FiniteGeometry.isWithinLimit(t) { return ProjectionTransform(t) }
        if [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            graph.report(.invalidGeometry, "geometry effect produced a transform beyond ±\(FiniteGeometry.limit); clamped", at: reportNode)
            return ProjectionTransform(FiniteGeometry.clamp(t))
        }
        graph.report(.invalidGeometry, "geometry effect produced a non-finite transform; ignoring it", at: reportNode)
        return ProjectionTransform()
    }, affectsGeometry: affectsGeometry)
    node.attributes = []
    Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
}

/// An effect's transform as a right-to-left view applies it: SwiftUI flips the x position
/// of each view within its parent, so the effect acts in the mirrored space (reflect, apply,
/// reflect back). `offset(x: 10)` moves the content 10 points towards the leading edge, the
/// left; a scale anchored at `.leading` keeps the right edge; a rotation turns the other way
/// on screen (the last one follows from the same rule and is not checked on a device).
func mirroredForRightToLeft(_ t: CGAffineTransform, width: CGFloat) -> CGAffineTransform {
    let mirror = LayoutEngine.horizontalMirror(width: width)
    return mirror.concatenating(t).concatenating(mirror)
}

extension View {
    /// Mirrors SwiftUI's `offset(_:)`: moves drawing and the content's space; layout is unchanged.
    /// In right to left a positive width moves the content left, towards its leading edge.
    nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    /// Mirrors SwiftUI's `offset(x:y:)`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
    /// Mirrors SwiftUI's `scaleEffect(_:anchor:)`.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }
    /// Mirrors SwiftUI's `scaleEffect(_:anchor:)` with one factor.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Mirrors SwiftUI's `scaleEffect(x:y:anchor:)`.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Mirrors SwiftUI's `rotationEffect(_:anchor:)`.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
    /// Mirrors SwiftUI's `transformEffect(_:)`.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}

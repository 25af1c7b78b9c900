import Foundation

/// Mirrors SwiftUI's `VisualEffect` (iOS 17): effects that change how a view looks without
/// changing its layout, built by calling effect methods (`offset`, `scaleEffect`, `blur`...)
/// on the `EmptyVisualEffect` that `visualEffect(_:)` hands its closure. Like SwiftUI, you do
/// not conform to it yourself.
public protocol VisualEffect: Sendable, Animatable {}

/// Mirrors SwiftUI's `EmptyVisualEffect`: the effect that changes nothing, the start of a
/// chain of effects.
public struct EmptyVisualEffect: VisualEffect, ResolvableVisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    /// Mirrors `EmptyVisualEffect.init()`.
    public init() {}
    var steps: [VisualEffectStep] { [] }
    var problems: [String] { [] }
}

/// One effect of a visual-effect chain, applied in order (later effects outermost).
enum VisualEffectStep: Sendable, Equatable {
    /// A transform of the view's drawing, made for the view's size.
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case transform(CGAffineTransform)
    /// A turn in three dimensions, projected as the `rotation3DEffect` view modifier projects it.
    case rotation3D(_Rotation3DEffect)
    /// A pixel effect of the view's drawing.
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case colorMatrix(ColorMatrix)
    /// Multiplies by a colour, in the appearance of the environment it is drawn in.
    case colorMultiply(Color)
}

/// The effects Tether can apply: every `VisualEffect` made by Tether's effect methods.
protocol ResolvableVisualEffect {
    var steps: [VisualEffectStep] { get }
    /// Problems found in the effects' arguments (NaN, negative radii...), for a diagnostic.
    var problems: [String] { get }
}

/// A chain of effects (what every effect method returns).
struct VisualEffectChain: VisualEffect, ResolvableVisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    var steps: [VisualEffectStep]
    var problems: [String]
}

extension VisualEffect {
    /// This effect followed by `step` (with the problems found in its arguments).
    func appending(_ step: VisualEffectStep?, problems: [String] = []) -> VisualEffectChain {
        let base = self as? ResolvableVisualEffect
        return VisualEffectChain(steps: (base?.steps ?? []) + (step.map { [$0] } ?? []), problems: (base?.problems ?? []) + problems)
    }

    /// A size made finite (non-finite parts become `fallback`), described when it was not.
    private func finite(_ size: CGSize, _ name: String, fallback: CGFloat, _ check: inout EffectArgument) -> CGSize {
        CGSize(width: CGFloat(check.check(Double(size.width), "\(name) width", in: -FiniteGeometry.limit...FiniteGeometry.limit, fallback: Double(fallback))),
               height: CGFloat(check.check(Double(size.height), "\(name) height", in: -FiniteGeometry.limit...FiniteGeometry.limit, fallback: Double(fallback))))
    }

    // MARK: Geometry

    /// Mirrors `VisualEffect.offset(_:)`: moves the view's drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        var check = EffectArgument()
        return appending(.offset(finite(offset, "visualEffect offset", fallback: 0, &check)), problems: check.problems)
    }
    /// Mirrors `VisualEffect.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }
    /// Mirrors `VisualEffect.scaleEffect(_:anchor:)`: scales the view's drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        var check = EffectArgument()
        return appending(.scale(finite(scale, "visualEffect scale", fallback: 1, &check), anchor: anchor), problems: check.problems)
    }
    /// Mirrors `VisualEffect.scaleEffect(_:anchor:)` with one factor.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Mirrors `VisualEffect.scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Mirrors `VisualEffect.rotationEffect(_:anchor:)`: turns the view's drawing about
    /// `anchor`, clockwise on screen for positive angles.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        var check = EffectArgument()
        let degrees = check.check(angle.degrees, "visualEffect rotation", fallback: 0)
        return appending(.rotation(.degrees(degrees), anchor: anchor), problems: check.problems)
    }
    /// Mirrors `VisualEffect.transformEffect(_:)`: applies `transform` to the view's drawing.
    /// A transform with a non-finite part is ignored (with a diagnostic).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            return appending(nil, problems: ["visualEffect transform \(transform) is not finite; ignoring it"])
        }
        return appending(.transform(transform))
    }
    /// Mirrors `VisualEffect.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (iOS 17):
    /// draws the view turned by `angle` about `axis` through `anchor` (and `anchorZ`), in
    /// perspective, exactly as the `rotation3DEffect` view modifier draws it — but the view's
    /// frame and the geometry its content reads stay unturned. A non-finite value or a zero
    /// axis leaves the view as it is (with a diagnostic).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        let effect = _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        if let problem = effect.problem { return appending(nil, problems: ["visualEffect \(problem)"]) }
        return appending(.rotation3D(effect))
    }

    // MARK: Drawing

    /// Mirrors `VisualEffect.opacity(_:)`: 0 is invisible, 1 unchanged; values outside 0...1
    /// are clamped, NaN leaves the view opaque (with a diagnostic).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        var check = EffectArgument()
        return appending(.opacity(check.check(opacity, "visualEffect opacity", in: 0...1, fallback: 1)), problems: check.problems)
    }
    /// Mirrors `VisualEffect.blur(radius:opaque:)`: a Gaussian blur of the view's drawing, as
    /// the `blur` view modifier draws.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        var check = EffectArgument()
        let value = check.check(Double(radius), "visualEffect blur radius", in: 0...10_000, fallback: 0)
        // A zero radius stays in the chain (it draws nothing) so it interpolates with others.
        return appending(.blur(radius: CGFloat(value), opaque: opaque), problems: check.problems)
    }
    /// Mirrors `VisualEffect.brightness(_:)`: adds `amount` to each colour component.
    public func brightness(_ amount: Double) -> some VisualEffect {
        var check = EffectArgument()
        return appending(.colorMatrix(.brightness(check.check(amount, "visualEffect brightness", fallback: 0))), problems: check.problems)
    }
    /// Mirrors `VisualEffect.contrast(_:)`: scales each colour's distance from middle grey.
    public func contrast(_ amount: Double) -> some VisualEffect {
        var check = EffectArgument()
        return appending(.colorMatrix(.contrast(check.check(amount, "visualEffect contrast", fallback: 1))), problems: check.problems)
    }
    /// Mirrors `VisualEffect.saturation(_:)`: 0 is grey, 1 unchanged (negative clamped to 0).
    public func saturation(_ amount: Double) -> some VisualEffect {
        var check = EffectArgument()
        let value = check.check(amount, "visualEffect saturation", in: 0...Double.greatestFiniteMagnitude, fallback: 1)
        return appending(.colorMatrix(.saturation(value)), problems: check.problems)
    }
    /// Mirrors `VisualEffect.grayscale(_:)`: from 0 (no effect) to 1 (completely grey).
    public func grayscale(_ amount: Double) -> some VisualEffect {
        var check = EffectArgument()
        let value = check.check(amount, "visualEffect grayscale", in: 0...1, fallback: 0)
        return appending(.colorMatrix(.saturation(1 - value)), problems: check.problems)
    }
    /// Mirrors `VisualEffect.hueRotation(_:)`: rotates every colour's hue by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        var check = EffectArgument()
        let degrees = check.check(angle.degrees, "visualEffect hueRotation", fallback: 0)
        return appending(.colorMatrix(.hueRotation(.degrees(degrees))), problems: check.problems)
    }
    /// Mirrors `VisualEffect.colorMultiply(_:)`: multiplies each colour component by `color`'s.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        appending(.colorMultiply(color))
    }
}

extension View {
    /// Mirrors SwiftUI's `visualEffect(_:)` (iOS 17): `effect` is called with an empty effect
    /// and a `GeometryProxy` of the view once it is placed (its size and frame in any
    /// coordinate space), and the effects it returns change how the view draws — never its
    /// layout, nor the geometry its content reads. Transforms apply in the order given;
    /// opacity, blurs and colour effects then apply to the transformed drawing.
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier(effect: { proxy in VisualEffectChain(resolving: effect(EmptyVisualEffect(), proxy)) }))
    }
}

extension VisualEffectChain {
    /// The chain's transforms for a view of `size`, folded in order (later effects outermost):
    /// affine, unless a `rotation3DEffect` with perspective is among them.
    func transform(size: CGSize) -> ProjectionTransform {
        var total = ProjectionTransform()
        for step in steps {
            let t: ProjectionTransform
            switch step {
            case .offset(let offset): t = ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
            case .scale(let scale, let anchor): t = ProjectionTransform(Tether.transform(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, in: size))
            case .rotation(let angle, let anchor): t = ProjectionTransform(Tether.transform(CGAffineTransform(rotationAngle: angle.radians), about: anchor, in: size))
            case .transform(let matrix): t = ProjectionTransform(matrix)
            case .rotation3D(let effect): t = effect.effectValue(size: size)
            case .opacity, .blur, .colorMatrix, .colorMultiply: continue
            }
            total = total.concatenating(t)
        }
        return total
    }
}

/// The modifier behind `visualEffect(_:)`.
nonisolated struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let effect: @Sendable (GeometryProxy) -> VisualEffectChain

    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = VisualEffectLayout(evaluation: VisualEffectEvaluation(effect: effect, node: node))
        node.attributes = []
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

/// Calls a visual effect's closure with the node's geometry when the node is placed, and keeps
/// the effects it returned for drawing.
final class VisualEffectEvaluation {
    let effect: @Sendable (GeometryProxy) -> VisualEffectChain
    weak var node: ViewNode?
    /// The effects of the last placement, their transforms folded, and the size they were made for.
    private(set) var current = VisualEffectChain(steps: [], problems: [])
    private(set) var transform = ProjectionTransform()
    private(set) var size: CGSize?

    init(effect: @escaping @Sendable (GeometryProxy) -> VisualEffectChain, node: ViewNode) {
        self.effect = effect
        self.node = node
    }

    /// Calls the closure for the node placed at `size` (its global transform is set by then).
    /// Transforms beyond ±`FiniteGeometry.limit` are left out, with a diagnostic.
    @discardableResult
    func evaluate(size: CGSize) -> VisualEffectChain {
        guard let node else { return current }
        let proxy = GeometryProxy(node: node, size: size, transform: node.globalTransform)
        current = effect(proxy)
        self.size = size
        for problem in current.problems { node.graph.report(.invalidGeometry, problem, at: node) }
        transform = current.transform(size: size)
        if !FiniteGeometry.isWithinLimit(transform) {
            node.graph.report(.invalidGeometry, "visualEffect made a transform beyond ±\(FiniteGeometry.limit); ignoring it", at: node)
            transform = ProjectionTransform()
        }
        return current
    }

    /// The effects for drawing at `size` (evaluated again if the node was not placed at it).
    func chain(size: CGSize) -> VisualEffectChain {
        self.size == size ? current : evaluate(size: size)
    }

    /// The effects' transforms for drawing at `size` (evaluated again if the node was not
    /// placed at it).
    func transform(size: CGSize) -> ProjectionTransform {
        if self.size != size { evaluate(size: size) }
        return transform
    }
}

/// Runs a visual effect: the node takes its content's size; its children's drawing goes
/// through the effects' transforms (which geometry ignores), then their pixel effects.
struct VisualEffectLayout: DrawingEffectLayout {
    let evaluation: VisualEffectEvaluation

    /// The proxy reads the node's global frame: moving the node evaluates the effect again.
    var dependsOnGlobalPosition: Bool { true }
    /// Visual effects never change the geometry the content reads.
    var transformAffectsGeometry: Bool { false }

    /// Placing the node calls the closure again (its geometry may have changed); the
    /// transforms it returns apply as a geometry effect's do, a perspective as a projection.
    func childTransform(size: CGSize) -> CGAffineTransform? {
        evaluation.evaluate(size: size)
        return evaluation.transform(size: size).childSpace.transform
    }

    func childProjection(size: CGSize) -> ProjectionTransform? {
        evaluation.transform(size: size).childSpace.projection
    }

    var opacity: Double {
        guard let size = evaluation.size else { return 1 }
        return evaluation.chain(size: size).steps.reduce(1) { alpha, step in
            if case .opacity(let value) = step { return alpha * value }
            return alpha
        }
    }

    func effects(size: CGSize, environment: EnvironmentValues) -> [GraphicsEffect] {
        evaluation.chain(size: size).steps.compactMap { step in
            switch step {
            case .blur(let radius, let opaque): return radius <= 0 ? nil : .blur(radius: radius, opaque: opaque, bounds: CGRect(origin: .zero, size: size))
            case .colorMatrix(let matrix): return matrix == .identity ? nil : .colorMatrix(matrix)
            case .colorMultiply(let color): return .colorMatrix(.multiply(color.rgba(in: environment)))
            default: return nil
            }
        }
    }
}

import Foundation

/// Mirrors SwiftUI's `ContainerRelativeShape`: the shape of the nearest container that set
/// one with `containerShape(_:)`, inset by the distance from the container's edges to this
/// shape's frame (a rounded rectangle's corners shrink by it, keeping them concentric). With
/// no container shape it is a rectangle, as on iOS outside widgets. Drawn as a shape view,
/// a background or overlay shape, or a clip shape (drawing and taps) it follows the container.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// Mirrors SwiftUI: the container's shape is already where it is (`.fixed`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var s = self; s.insetAmount += amount; return s }

    /// The path for a shape view drawn by `node`, following the container shape in `env`.
    func path(in rect: CGRect, node: ViewNode, environment env: EnvironmentValues) -> Path {
        guard let container = env.containerShape, let containerNode = container.node, containerNode.isPlaced else {
            return path(in: rect)
        }
        // The container's frame in the node's space (translations only).
        let origin = CGPoint.zero.applying(containerNode.globalTransform), own = CGPoint.zero.applying(node.globalTransform)
        let frame = CGRect(x: origin.x - own.x, y: origin.y - own.y, width: containerNode.frame.width, height: containerNode.frame.height)
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let distance = max(0, min(r.minX - frame.minX, r.minY - frame.minY, frame.maxX - r.maxX, frame.maxY - r.maxY))
        guard distance.isFinite else { return path(in: rect) }
        return container.shape.inset(by: distance).path(in: r.insetBy(dx: -distance, dy: -distance))
    }
}

/// The shape `containerShape(_:)` set, and the view whose frame it fills.
struct ContainerShapeValue {
    let shape: any InsettableShape
    weak var node: ViewNode?
}

private struct ContainerShapeKey: PresentationContextKey { static let defaultValue: ContainerShapeValue? = nil }

extension EnvironmentValues {
    /// The nearest `containerShape(_:)` above.
    var containerShape: ContainerShapeValue? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// A container shape's node: laid out as its content, it gives the shape a frame.
struct ContainerShapeLayout: PassThroughLayout {}

/// The modifier behind `containerShape(_:)`.
nonisolated struct _ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let shape: any InsettableShape
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = ContainerShapeLayout()
        node.attributes = []
        var env = node.environment
        env.containerShape = ContainerShapeValue(shape: shape, node: node)
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)], environment: env)
    }
}

extension View {
    /// Mirrors SwiftUI's `containerShape(_:)`: `ContainerRelativeShape`s inside take this
    /// shape, fitted to this view's frame and inset to theirs.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_ContainerShapeModifier(shape: shape))
    }
}

import Foundation

/// Mirrors SwiftUI's `GeometryProxy`: the size and coordinate spaces of a `GeometryReader`,
/// and the resolver of anchors into its space.
public struct GeometryProxy {
    weak var node: ViewNode?
    /// Mirrors `size`: the reader's untransformed layout size.
    public let size: CGSize
    let transform: CGAffineTransform

    /// Mirrors `safeAreaInsets`: Tether's canvases have none.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Mirrors `frame(in:)`: the reader's bounds mapped through every transform to `space`,
    /// as the bounding box of the four mapped corners.
    public func frame(in space: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        if space == .local { return local }
        guard let node else { return local.applying(transform) }
        // Under a perspective effect the corners are projected (the frame is their bounding box).
        let projection = transform == node.globalTransform ? node.projectionToGlobal : nil
        guard let toSpace = node.transformFromGlobal(to: space) else {
            node.graph.report(.other, "coordinate space \(space) is not an ancestor of this GeometryReader; using global", at: node)
            return projection.map { local.applying($0) } ?? local.applying(transform)
        }
        if let projection { return local.applying(projection).applying(toSpace) }
        return local.applying(transform.concatenating(toSpace))
    }

    /// Mirrors `frame(in:)` taking a `CoordinateSpaceProtocol` value (`.named("x")`, `.global`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// Mirrors `bounds(of:)`: the reader's bounds in a named space, nil if not found.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let node, let t = node.transformFromGlobal(to: space.coordinateSpace) else { return nil }
        return CGRect(origin: .zero, size: size).applying(transform.concatenating(t))
    }

    /// Mirrors `subscript(_:)`: an anchor's value in this reader's local space.
    public subscript<T>(_ anchor: Anchor<T>) -> T {
        anchor.resolve(toLocal: transform.inverted())
    }
}
